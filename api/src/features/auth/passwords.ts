import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@wado/shared/contract';
import { HttpError } from '../errors';
import { processingLimit } from '../processingLimit';

/**
 * Argon2id with OWASP's minimum settings (19 MiB, 2 passes): about 50 ms per hash on this machine,
 * run off the event loop by the library's own threads.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes computed at once by one server (a sign-in, a new password, a check), the others waiting
 * their turn. Forty at once took the processor and Node's thread pool from everything else: the
 * health checks went unanswered and the load balancer removed every replica for seconds.
 */
export const ARGON2_SLOTS = 2;
/** Sign-ins waiting for a hash, past which a French 503 answers at once (a burst, not a queue). */
export const ARGON2_QUEUE = 64;
export const SIGN_IN_BUSY = 'Beaucoup de connexions sont en cours : réessayez dans quelques instants.';

const hashing = processingLimit(ARGON2_SLOTS, ARGON2_QUEUE, SIGN_IN_BUSY);

export const hashPassword = (password: string): Promise<string> => hashing(() => hash(password, ARGON2_OPTIONS));

/** A hash of nothing anyone knows: unknown e-mails cost the same time as known ones. */
let decoyHash: Promise<string> | null = null;

/** Whether `password` matches `passwordHash` (a null hash — no password yet — never matches). */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('aucun mot de passe ne correspond à cette empreinte').catch((error: unknown) => {
    decoyHash = null; // Refused in a burst: computed by a later sign-in.
    throw error;
  });
  try {
    const against = passwordHash ?? (await decoyHash);
    const matches = await hashing(() => verify(against, password));
    return passwordHash !== null && matches;
  } catch (error) {
    if (error instanceof HttpError) throw error; // Too many waiting: the 503, not a wrong password.
    return false; // A damaged hash matches nothing.
  }
}

/** Length only (no composition rules: length is what resists guessing), in French. */
export function assertAcceptablePassword(password: string, email: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new HttpError(400, `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new HttpError(400, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`);
  }
  if (password.trim().toLowerCase() === email.toLowerCase()) {
    throw new HttpError(400, 'Le mot de passe ne doit pas être votre adresse e-mail.');
  }
}
