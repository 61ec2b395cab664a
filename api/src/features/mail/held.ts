import type { Db } from '../../db/connection';

/** Why a held e-mail waits, as the treasurer's view of an order shows it. */
export const HELD_AFTER_RESTORE =
  'Retenu à la restauration d’une sauvegarde : il était en attente, il a peut-être déjà été envoyé. À envoyer par une personne (npm run db -- send-held).';

export interface HeldMail {
  id: number;
  to: string;
  subject: string;
  createdAt: string;
}

/** What a held e-mail is listed by, and how. */
const HELD_COLUMNS = ['id', 'to_address', 'subject', 'created_at'] as const;
const heldMailOf = (row: { id: number; to_address: string; subject: string; created_at: string }): HeldMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  createdAt: row.created_at,
});
const oldestFirst = (mails: HeldMail[]) => mails.sort((a, b) => a.id - b.id);

/**
 * After a restore: the e-mails pending in the backup are held, not sent. The site may have sent
 * them between the backup and the failure that called for the restore; sending them again could
 * send an order's confirmation or a receipt twice. Returns them, for the person restoring.
 */
export async function holdPendingMail(db: Db, now: Date): Promise<HeldMail[]> {
  const rows = await db
    .updateTable('mail_outbox')
    .set({ held_at: now.toISOString(), last_error: HELD_AFTER_RESTORE, claimed_until: null })
    .where('status', '=', 'pending')
    .where('held_at', 'is', null)
    .returning(HELD_COLUMNS)
    .execute();
  return oldestFirst(rows.map(heldMailOf));
}

/** Lets held e-mails go (those of `ids`, or all): the server sends them at its next pass. */
export async function sendHeldMail(db: Db, ids: readonly number[] | null): Promise<HeldMail[]> {
  let query = db
    .updateTable('mail_outbox')
    .set({ held_at: null, last_error: '', next_attempt_at: null })
    .where('held_at', 'is not', null)
    .where('status', '=', 'pending');
  if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [-1]);
  return oldestFirst((await query.returning(HELD_COLUMNS).execute()).map(heldMailOf));
}

/** The e-mails held, oldest first. */
export async function heldMail(db: Db): Promise<HeldMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(HELD_COLUMNS)
    .where('held_at', 'is not', null)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  return rows.map(heldMailOf);
}
