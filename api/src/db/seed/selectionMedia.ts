import type { Db } from '../connection';
import { seedMedia } from './media/seed';
import { seedSelection } from './selection/seed';

/** National team, events, news and media library: one transaction, only into empty tables. */
export async function seedSelectionAndMedia(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedSelection(trx);
    await seedMedia(trx, now);
  });
}
