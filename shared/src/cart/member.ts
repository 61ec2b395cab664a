import type { MemberCheckRequest } from '../contract';
import { session, storedState } from './storedState';

/**
 * The proof of a successful licence check, kept for this browsing session only (sessionStorage)
 * and for two hours at most. It only shows member prices: the server checks the licence again
 * when the order is placed.
 */
export interface MemberProof extends MemberCheckRequest {
  clubName: string;
  checkedAt: string;
}

export const MEMBER_PROOF_TTL_MS = 2 * 60 * 60 * 1000;

export const memberProofStore = storedState<MemberProof | null>({
  key: 'wado-shop-member',
  storage: session,
  initial: null,
  parse: (raw) => {
    const proof = raw as Partial<MemberProof> | null;
    if (!proof || typeof proof.licenceNumber !== 'string' || typeof proof.lastName !== 'string') return undefined;
    if (typeof proof.clubName !== 'string' || typeof proof.checkedAt !== 'string') return undefined;
    return proof as MemberProof;
  },
});

export function isProofValid(proof: MemberProof | null, now = Date.now()): proof is MemberProof {
  return proof !== null && now - Date.parse(proof.checkedAt) < MEMBER_PROOF_TTL_MS;
}

/** The proof, when it exists and is recent enough. */
export function useMemberProof(): MemberProof | null {
  const proof = memberProofStore.use();
  return isProofValid(proof) ? proof : null;
}
