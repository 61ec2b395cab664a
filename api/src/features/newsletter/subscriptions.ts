import { createHash, randomBytes } from 'node:crypto';
import { foldEmail, NEWSLETTER_FORM_VERSION, type SiteSettings } from '@wado/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { lockForTransaction } from '../../db/dialect';
import { enqueueMail, type OutgoingMail } from '../mail';
import { readSiteSettings } from '../settings';

/** A confirmation link works this long. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * At most one e-mail of the form per mailbox in this time (a link, or the notice that it is
 * subscribed already), however often the form is sent.
 */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

export const CONFIRM_PATH = '/api/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

const newToken = () => randomBytes(24).toString('base64url');
/** Only a hash of the confirmation token is kept: a copy of the database confirms nobody. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const link = (publicUrl: string, path: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;

/** The link every newsletter e-mail carries (see docs/api.md, « La newsletter »). */
export const unsubscribeLink = (publicUrl: string, token: string) => link(publicUrl, UNSUBSCRIBE_PATH, token);
/** The link of the confirmation e-mail. */
export const confirmLink = (publicUrl: string, token: string) => link(publicUrl, CONFIRM_PATH, token);

export function confirmationEmail(
  to: string,
  url: string,
  site: Pick<SiteSettings, 'name' | 'fullName' | 'email'>,
): OutgoingMail {
  const text = [
    'Bonjour,',
    '',
    `Une inscription à la newsletter de ${site.name} a été demandée avec cette adresse sur notre site.`,
    'Pour la confirmer, ouvrez ce lien puis cliquez sur « Confirmer mon inscription » :',
    url,
    '',
    `Ce lien est valable ${CONFIRMATION_TTL_MS / 86_400_000} jours. Tant que l'inscription n'est pas confirmée, vous ne recevrez pas la newsletter.`,
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre adresse sera effacée sans autre envoi.",
    '',
    `${site.fullName} – ${site.email}`,
  ].join('\n');
  return {
    to,
    subject: `Confirmez votre inscription à la newsletter de ${site.name}`,
    text,
    topic: 'newsletter:confirmation',
  };
}

/** What the owner of a subscribed mailbox is told when the form is sent again with it. */
export function alreadySubscribedEmail(
  to: string,
  unsubscribeUrl: string,
  site: Pick<SiteSettings, 'name' | 'fullName' | 'email'>,
): OutgoingMail {
  const text = [
    'Bonjour,',
    '',
    `Une inscription à la newsletter de ${site.name} a été demandée avec cette adresse sur notre site : elle y est déjà inscrite, il n'y a rien à faire.`,
    'Pour ne plus recevoir la newsletter, ouvrez ce lien puis cliquez sur « Confirmer la désinscription » :',
    unsubscribeUrl,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change pour vous.",
    '',
    `${site.fullName} – ${site.email}`,
  ].join('\n');
  return {
    to,
    subject: `Vous êtes déjà inscrit à la newsletter de ${site.name}`,
    text,
    topic: 'newsletter:already-subscribed',
  };
}

/**
 * A subscription request, in one transaction, keyed by mailbox (`foldEmail`: `jean+news@` is
 * `jean@`): a new mailbox gets a pending row and a confirmation e-mail in the outbox; a pending
 * one a fresh link (and e-mail), sent to the address just typed; a subscribed one the notice that
 * it is subscribed already. A mailbox gets at most one of these e-mails per
 * `CONFIRMATION_RESEND_MS`, whatever its state. Pending rows past their link's expiry are erased
 * on the way. Every path that sends does the same work (one write to the row, one e-mail queued),
 * and so does every path that does not (none): how long the request takes tells nobody whether
 * the mailbox is subscribed. Returns whether an e-mail was queued; the visitor's answer never says.
 */
export async function requestSubscription(
  db: Db,
  { email, sourcePage, publicUrl }: { email: string; sourcePage: string; publicUrl: string },
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const mailbox = foldEmail(email);
  return db.transaction().execute(async (trx) => {
    // The same mailbox sent twice at once (on two replicas): one request after the other.
    await lockForTransaction(trx, `newsletter:${mailbox}`);
    await trx
      .deleteFrom('newsletter_subscriptions')
      .where('confirmed_at', 'is', null)
      .where('confirm_expires_at', '<', at)
      .execute();
    const row = await trx
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'email', 'confirmed_at', 'confirm_sent_at', 'unsubscribe_token'])
      // The address itself first: a row kept apart by migration 030 (two spellings of one mailbox
      // subscribed before) is still found by its own address.
      .where((eb) => eb.or([eb('email_key', '=', mailbox), eb('email', '=', email)]))
      .orderBy(sql`CASE WHEN email = ${email} THEN 0 ELSE 1 END`)
      .executeTakeFirst();
    if (row?.confirm_sent_at && now.getTime() - Date.parse(row.confirm_sent_at) < CONFIRMATION_RESEND_MS) return false;

    // Made on every path, used by some: the same work whoever the mailbox belongs to.
    const token = newToken();
    const unsubscribeToken = newToken();
    const site = await readSiteSettings(trx);
    let mail: OutgoingMail;
    if (row?.confirmed_at) {
      await trx.updateTable('newsletter_subscriptions').set({ confirm_sent_at: at }).where('id', '=', row.id).execute();
      mail = alreadySubscribedEmail(row.email, unsubscribeLink(publicUrl, row.unsubscribe_token), site);
    } else {
      const request = {
        email,
        consented_at: at,
        form_version: NEWSLETTER_FORM_VERSION,
        source_page: sourcePage,
        confirm_token_hash: hashToken(token),
        confirm_expires_at: new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString(),
        confirm_sent_at: at,
      };
      if (row) {
        // A new link replaces the previous one (only the latest e-mail's link works).
        await trx.updateTable('newsletter_subscriptions').set(request).where('id', '=', row.id).execute();
      } else {
        await trx
          .insertInto('newsletter_subscriptions')
          .values({ ...request, email_key: mailbox, unsubscribe_token: unsubscribeToken, confirmed_at: null })
          .execute();
      }
      mail = confirmationEmail(email, confirmLink(publicUrl, token), site);
    }
    await enqueueMail(trx, mail, now);
    return true;
  });
}

/** The pending subscription a confirmation token opens, if it is still valid. */
export async function pendingByToken(db: Db, token: string, now = new Date()) {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email'])
    .where('confirm_token_hash', '=', hashToken(token))
    .where('confirmed_at', 'is', null)
    .where('confirm_expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Records the owner's confirmation (the proof of consent, dated); false for an unknown, used or expired token. */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ confirmed_at: now.toISOString(), confirm_token_hash: null, confirm_expires_at: null })
    .where('confirm_token_hash', '=', hashToken(token))
    .where('confirmed_at', 'is', null)
    .where('confirm_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The only addresses a newsletter may be sent to: confirmed ones, with their unsubscribe link. */
export async function newsletterRecipients(
  db: Db,
  publicUrl: string,
): Promise<{ email: string; unsubscribeUrl: string }[]> {
  const rows = await db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'unsubscribe_token'])
    .where('confirmed_at', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ email: row.email, unsubscribeUrl: unsubscribeLink(publicUrl, row.unsubscribe_token) }));
}
