/**
 * « Forgotten password »: a one-time link e-mailed to an active person, valid one hour, that sets a
 * new password and ends every other way into the account. Only the hash of a link's secret is kept.
 */
import { PASSWORD_RESET_PATH, PASSWORD_RESET_VALIDITY_MS, validityInHours } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { HttpError } from '../errors';
import { enqueueMail, type OutgoingMail } from '../mail';
import { readSiteSettings } from '../settings';
import { recordAudit } from './audit';
import type { SignedInPerson } from './guard';
import { assertAcceptablePassword, hashPassword } from './passwords';
import {
  mailSignature,
  normalizeEmail,
  oneTimeLink,
  openSession,
  replacePassword,
  sessionPerson,
  type MailSender,
} from './people';
import { newSecret, secretHash } from './tokens';

export const passwordResetLink = (publicUrl: string, token: string) =>
  oneTimeLink(publicUrl, PASSWORD_RESET_PATH, token);

const RESET_INVALID = 'Ce lien de réinitialisation n’existe pas : demandez-en un nouveau depuis la page de connexion.';
const RESET_USED =
  'Ce lien de réinitialisation a déjà servi ou a expiré : demandez-en un nouveau depuis la page de connexion.';

function passwordResetEmail(to: string, link: string, settings: MailSender): OutgoingMail {
  const text = [
    'Bonjour,',
    '',
    `Vous avez demandé à choisir un nouveau mot de passe pour l’espace d’administration du site de ${settings.name}.`,
    'Pour le choisir, ouvrez ce lien :',
    link,
    '',
    `Ce lien ne sert qu’une fois et reste valable ${validityInHours(PASSWORD_RESET_VALIDITY_MS)}. Une fois le mot de passe changé, vos sessions ouvertes ailleurs sont fermées.`,
    'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    '',
    mailSignature(settings),
  ].join('\n');
  return {
    to,
    subject: `Nouveau mot de passe pour l’espace d’administration de ${settings.name}`,
    text,
    topic: 'people:password-reset',
  };
}

/**
 * E-mails a new reset link to `email` if it is an active person's (their earlier links, used or
 * not, are deleted: only the newest works); else does nothing. Returns whether an e-mail was queued.
 */
export async function requestPasswordReset(
  db: Db,
  { email, publicUrl, now }: { email: string; publicUrl: string; now: Date },
): Promise<boolean> {
  const address = normalizeEmail(email);
  return db.transaction().execute(async (trx) => {
    // The invitation's lock: a person being invited, disabled or reset is changed by one request at a time.
    await lockForTransaction(trx, `person:${address}`);
    const person = await trx
      .selectFrom('people')
      .select(['id', 'email'])
      .where('email', '=', address)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!person) return false;
    await trx.deleteFrom('password_resets').where('person_id', '=', person.id).execute();
    const token = newSecret();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: secretHash(token),
        person_id: person.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PASSWORD_RESET_VALIDITY_MS).toISOString(),
        used_at: null,
      })
      .execute();
    const settings = await readSiteSettings(trx);
    await enqueueMail(trx, passwordResetEmail(person.email, passwordResetLink(publicUrl, token), settings), now);
    return true;
  });
}

/** Whose password a link resets; 404 unknown, 410 used, expired or its person no longer active. */
export async function readPasswordReset(
  db: Db,
  token: string,
  now: Date,
): Promise<{ email: string; expiresAt: string }> {
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('people', 'people.id', 'password_resets.person_id')
    .select(['people.email', 'people.status', 'password_resets.expires_at', 'password_resets.used_at'])
    .where('password_resets.token_hash', '=', secretHash(token))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, RESET_INVALID);
  if (row.used_at || row.status !== 'active' || row.expires_at <= now.toISOString()) {
    throw new HttpError(410, RESET_USED);
  }
  return { email: row.email, expiresAt: row.expires_at };
}

/**
 * Sets the new password through a link: the link is spent, every session, trusted browser and API
 * token of the person ends, and a new session opens for this browser (its cookie returned).
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now: Date,
): Promise<{ person: SignedInPerson; cookie: string }> {
  const { email } = await readPasswordReset(db, token, now);
  assertAcceptablePassword(password, email);
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Spent in the same statement that checks it: a link used twice at once works once.
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('token_hash', '=', secretHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('person_id')
      .executeTakeFirst();
    if (!spent) throw new HttpError(410, RESET_USED);
    const person = await trx
      .updateTable('people')
      .set({ last_sign_in_at: at })
      .where('id', '=', spent.person_id)
      .where('status', '=', 'active')
      .returning(['id', 'email', 'roles'])
      .executeTakeFirst();
    if (!person) throw new HttpError(410, RESET_USED);
    await replacePassword(trx, person.id, passwordHash, now);
    const signedIn = sessionPerson(person);
    await recordAudit(trx, signedIn, { action: 'password-reset', kind: 'person', recordId: person.id }, now);
    return { person: signedIn, cookie: await openSession(trx, person.id, now) };
  });
}

/** Links past their hour, spent or not, are of no use: deleted (run by a periodic job). */
export async function deleteExpiredPasswordResets(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('password_resets')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
