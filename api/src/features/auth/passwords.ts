import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@wado/shared/contract';
import { HttpError } from '../errors';

/**
 * Argon2id with OWASP's minimum settings (19 MiB, 2 passes): about 50 ms per hash on this machine,
 * run off the event loop by the library's own threads.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** A hash of nothing anyone knows: unknown e-mails cost the same time as known ones. */
let decoyHash: Promise<string> | null = null;

/** Whether `password` matches `passwordHash` (a null hash — no password yet — never matches). */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('aucun mot de passe ne correspond à cette empreinte');
  try {
    const matches = await verify(passwordHash ?? (await decoyHash), password);
    return passwordHash !== null && matches;
  } catch {
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
