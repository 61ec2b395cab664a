import { holdPendingMail, type HeldMail } from '../features/mail/held';
import { migrate, openDatabase, type DatabaseLocation } from './connection';

/**
 * What follows every restore, before the server starts again: the schema brought to this code's
 * (a backup may be older), and the e-mails that were pending in the backup held for a person
 * (they may have gone out after it was taken). Returns the e-mails held.
 */
export async function afterRestore(location: DatabaseLocation, now = new Date()): Promise<HeldMail[]> {
  const db = openDatabase(location);
  try {
    await migrate(db);
    return await holdPendingMail(db, now);
  } finally {
    await db.destroy();
  }
}
