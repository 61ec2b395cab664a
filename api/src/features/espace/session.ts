/**
 * « Mon espace »'s sign-in: a one-use link e-mailed to an address the site knows (a licensee's or a
 * parent's, or one an order, a registration or a donation was made with), valid 30 minutes, that
 * opens a session of the space on that mailbox; the session ends after a week without a visit.
 * Only hashes of the secrets are kept. The mailbox is `foldEmail` of the address: the household
 * is everyone whose address reaches it.
 */
import {
  ESPACE_LINK_INVALID,
  ESPACE_LINK_VALIDITY_MS,
  ESPACE_SESSION_IDLE_MS,
  ESPACE_SIGN_IN_PATH,
  foldEmail,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { newSecret, secretHash } from '../auth';
import { householdDonations } from '../donations';
import { HttpError } from '../errors';
import { householdMembers } from '../licensees';
import { enqueueMail } from '../mail';
import { householdOrders } from '../orders';
import { householdRegistrations } from '../registrations';
import { readSiteSettings } from '../settings';

/** A visit less than this long after the last one does not write (a page makes several requests). */
const SEEN_AGAIN_MS = 60_000;

/** Whether anything of the site is the mailbox's: a licensee, an order, a registration, a donation. */
async function isKnown(db: Db, mailbox: string, now: Date): Promise<boolean> {
  if ((await householdMembers(db, mailbox)).length > 0) return true;
  if ((await householdOrders(db, mailbox)).length > 0) return true;
  if ((await householdRegistrations(db, mailbox, now)).length > 0) return true;
  return (await householdDonations(db, mailbox)).length > 0;
}

/**
 * E-mails a sign-in link to `address` if its mailbox is known (the earlier links of that mailbox,
 * used or not, are deleted: only the newest works); else does nothing. Whether one was queued.
 */
export async function requestEspaceLink(
  db: Db,
  { address, publicUrl, now }: { address: string; publicUrl: string; now: Date },
): Promise<boolean> {
  const mailbox = foldEmail(address);
  if (!(await isKnown(db, mailbox, now))) return false;
  const token = newSecret();
  const settings = await readSiteSettings(db);
  const link = `${publicUrl.replace(/\/+$/, '')}${ESPACE_SIGN_IN_PATH}/${token}`;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('espace_links').where('mailbox', '=', mailbox).execute();
    await trx
      .insertInto('espace_links')
      .values({
        token_hash: secretHash(token),
        mailbox,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ESPACE_LINK_VALIDITY_MS).toISOString(),
        used_at: null,
      })
      .execute();
    await enqueueMail(
      trx,
      {
        to: address,
        subject: `Votre lien de connexion à « Mon espace » – ${settings.name}`,
        text: [
          'Bonjour,',
          '',
          `Pour ouvrir votre espace sur le site de ${settings.name} (licences et attestations, commandes, inscriptions, dons et reçus fiscaux), ouvrez ce lien :`,
          link,
          '',
          'Ce lien ne sert qu’une fois et reste valable 30 minutes. Si vous n’avez rien demandé, ignorez ce message : personne n’entre dans votre espace sans ce lien.',
          '',
          `${settings.fullName} – ${settings.email}`,
        ].join('\n'),
        topic: 'espace:lien',
      },
      now,
    );
  });
  return true;
}

/** Uses a link (once, before it expires) and opens a session on its mailbox: the cookie's secret. */
export async function openEspaceSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ secret: string; mailbox: string }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('espace_links')
      .set({ used_at: at })
      .where('token_hash', '=', secretHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('mailbox')
      .executeTakeFirst();
    if (!link) throw new HttpError(400, ESPACE_LINK_INVALID);
    const secret = newSecret();
    await trx
      .insertInto('espace_sessions')
      .values({ id_hash: secretHash(secret), mailbox: link.mailbox, created_at: at, last_seen_at: at })
      .execute();
    return { secret, mailbox: link.mailbox };
  });
}

export interface EspaceSession {
  mailbox: string;
  /** When it ends without another visit. */
  expiresAt: Date;
}

/** The session of this cookie's secret, seen now; null when unknown or idle too long (then deleted). */
export async function espaceSessionOf(db: Db, secret: string, now: Date): Promise<EspaceSession | null> {
  const idHash = secretHash(secret);
  const row = await db
    .selectFrom('espace_sessions')
    .select(['mailbox', 'last_seen_at'])
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Date.parse(row.last_seen_at);
  if (now.getTime() - lastSeen > ESPACE_SESSION_IDLE_MS) {
    await db.deleteFrom('espace_sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (now.getTime() - lastSeen > SEEN_AGAIN_MS) {
    await db
      .updateTable('espace_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
    return { mailbox: row.mailbox, expiresAt: new Date(now.getTime() + ESPACE_SESSION_IDLE_MS) };
  }
  return { mailbox: row.mailbox, expiresAt: new Date(lastSeen + ESPACE_SESSION_IDLE_MS) };
}

export async function endEspaceSession(db: Db, secret: string): Promise<void> {
  await db.deleteFrom('espace_sessions').where('id_hash', '=', secretHash(secret)).execute();
}

/** The hourly purge: links (sign-in, new address) expired or used, sessions idle too long. What was deleted. */
export async function purgeEspaceSignIns(
  db: Db,
  now: Date,
): Promise<{ links: number; sessions: number; changes: number }> {
  const links = await db
    .deleteFrom('espace_links')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  const changes = await db
    .deleteFrom('espace_email_changes')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('espace_sessions')
    .where('last_seen_at', '<', new Date(now.getTime() - ESPACE_SESSION_IDLE_MS).toISOString())
    .executeTakeFirst();
  return {
    links: Number(links.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    changes: Number(changes.numDeletedRows),
  };
}
