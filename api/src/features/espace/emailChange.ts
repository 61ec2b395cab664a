/**
 * « Mon espace »: a household moves to a new address. The signed-in person types it; a one-use link
 * valid 30 minutes is e-mailed there (only its hash is kept, as for sign-in links) and a notice goes
 * to the old mailbox. The link, once used, gives the new address to every licensee whose address
 * reaches the old mailbox, ends the old mailbox's sessions and links, and opens a session of the new
 * one: all in one transaction, each licensee's change in the audit log.
 *
 * What does not move, on purpose: orders, donations (and their tax receipts) and registrations keep
 * the address they were made with. They are records of what happened: an order is the sale's proof
 * and an accounting document (ten years, Code de commerce), a tax receipt is issued once to the
 * donor as she was (its copy in the accounts must stay identical), a registration is what the
 * organiser received. Rewriting their address would make them say something that was not so; they
 * stay reachable by signing in with the old address, as long as it works, and in the export.
 *
 * An address that already holds another household is accepted: the link goes to that address, so
 * only its owner can confirm, and she then sees both households in one space (a parent joining her
 * two addresses). Nobody gains anything they did not already hold: the person asking loses her
 * session, and the one confirming proves she owns the mailbox. Refusing would also tell whoever asks
 * that an address is a licensee's, which the sign-in never tells.
 */
import {
  ESPACE_EMAIL_CHANGE_INVALID,
  ESPACE_EMAIL_CHANGE_PATH,
  ESPACE_LINK_VALIDITY_MS,
  foldEmail,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { newSecret, recordAudit, secretHash } from '../auth';
import { HttpError } from '../errors';
import { householdMembers } from '../licensees';
import { enqueueMail } from '../mail';
import { readSiteSettings } from '../settings';

/** Who the audit log says changed a licensee's address: the household, from its space. */
export const espaceActor = (mailbox: string) => `${mailbox} (Mon espace)`;

/**
 * Queues the confirmation link to `address` and the notice to `mailbox`; the earlier links asked
 * for this household no longer work (only the newest does).
 */
export async function requestEmailChange(
  db: Db,
  { mailbox, address, publicUrl, now }: { mailbox: string; address: string; publicUrl: string; now: Date },
): Promise<void> {
  const token = newSecret();
  const settings = await readSiteSettings(db);
  const link = `${publicUrl.replace(/\/+$/, '')}${ESPACE_EMAIL_CHANGE_PATH}/${token}`;
  const signature = `${settings.fullName} – ${settings.email}`;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('espace_email_changes').where('mailbox', '=', mailbox).execute();
    await trx
      .insertInto('espace_email_changes')
      .values({
        token_hash: secretHash(token),
        mailbox,
        new_address: address,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ESPACE_LINK_VALIDITY_MS).toISOString(),
        used_at: null,
      })
      .execute();
    await enqueueMail(
      trx,
      {
        to: address,
        subject: `Confirmez votre nouvelle adresse pour « Mon espace » – ${settings.name}`,
        text: [
          'Bonjour,',
          '',
          `Depuis « Mon espace » sur le site de ${settings.name}, il a été demandé que les licenciés rattachés à l’adresse ${mailbox} le soient désormais à celle-ci.`,
          'Pour confirmer, ouvrez ce lien :',
          link,
          '',
          'Ce lien ne sert qu’une fois et reste valable 30 minutes. Si vous n’avez rien demandé, ignorez ce message : rien ne change sans ce lien.',
          '',
          signature,
        ].join('\n'),
        topic: 'espace:adresse',
      },
      now,
    );
    await enqueueMail(
      trx,
      {
        to: mailbox,
        subject: `Changement d’adresse demandé pour « Mon espace » – ${settings.name}`,
        text: [
          'Bonjour,',
          '',
          `Depuis « Mon espace » sur le site de ${settings.name}, il a été demandé que les licenciés rattachés à cette adresse le soient désormais à ${address}.`,
          'Un lien de confirmation a été envoyé à cette nouvelle adresse ; rien ne change tant qu’il n’a pas été ouvert (il expire dans 30 minutes).',
          '',
          `Si vous n’êtes pas à l’origine de cette demande, ne faites rien et écrivez-nous à ${settings.email} : nous vérifierons votre espace avec vous.`,
          '',
          signature,
        ].join('\n'),
        topic: 'espace:adresse-ancienne',
      },
      now,
    );
  });
}

/**
 * Uses a confirmation link (once, before it expires): the household's licensees get the new
 * address, the old mailbox's sessions, sign-in links and other pending changes end, and a session
 * of the new mailbox opens. The cookie's secret, and the mailboxes.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  now: Date,
): Promise<{ secret: string; mailbox: string; previous: string }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .updateTable('espace_email_changes')
      .set({ used_at: at })
      .where('token_hash', '=', secretHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['mailbox', 'new_address'])
      .executeTakeFirst();
    if (!change) throw new HttpError(400, ESPACE_EMAIL_CHANGE_INVALID);
    const { mailbox: previous, new_address: address } = change;
    for (const member of await householdMembers(trx, previous)) {
      const name = `${member.firstName} ${member.lastName}`;
      const before = await trx
        .selectFrom('licensees')
        .select('email')
        .where('id', '=', member.licenseeId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('licensees')
        .set({ email: address, updated_at: at })
        .where('id', '=', member.licenseeId)
        .execute();
      await recordAudit(
        trx,
        espaceActor(previous),
        {
          action: 'update',
          kind: 'licensee',
          recordId: member.licenseeId,
          before: { name, email: before.email },
          after: { name, email: address },
        },
        now,
      );
    }
    await trx.deleteFrom('espace_sessions').where('mailbox', '=', previous).execute();
    await trx.deleteFrom('espace_links').where('mailbox', '=', previous).execute();
    await trx.deleteFrom('espace_email_changes').where('mailbox', '=', previous).execute();
    const mailbox = foldEmail(address);
    const secret = newSecret();
    await trx
      .insertInto('espace_sessions')
      .values({ id_hash: secretHash(secret), mailbox, created_at: at, last_seen_at: at })
      .execute();
    return { secret, mailbox, previous };
  });
}
