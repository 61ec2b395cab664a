import { Migrator, sql } from 'kysely';
import { migrate } from '../src/db/connection';
import { migrations } from '../src/db/migrations';
import { openTestDatabase } from './helpers';

/**
 * Migration 036 on a database where an event had two deadlines: its own day and that of its
 * online registrations. Its own is emptied; an event without online registrations keeps its own.
 */
describe('migration 036: one deadline per event', () => {
  it('empties the own deadline of the events whose online registrations have one, and only theirs', async () => {
    const { db, close } = await openTestDatabase('wado-event-deadline-');
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '036'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(error).toBeUndefined();
      const at = '2026-11-20T10:00:00.000Z';
      const event = async (slug: string) =>
        sql<{ id: number }>`
          INSERT INTO events (slug, title, kind, start_date, end_date, place, city, address, summary, description,
            registration, registration_url, registration_deadline, updated_at, status, publish_at, album_id,
            competition_id, image_upload_id)
          VALUES (${slug}, 'Stage', 'stage', '2027-01-16', '2027-01-17', 'Gymnase', 'Lyon', '', '', '', '',
            NULL, '2027-01-10', ${at}, 'published', ${at}, NULL, NULL, NULL)
          RETURNING id`
          .execute(db)
          .then((result) => result.rows[0]!.id);
      const online = await event('stage-en-ligne');
      const byMail = await event('stage-par-courrier');
      await sql`
        INSERT INTO event_registration_settings (event_id, status, capacity, deadline, price_cents, member_price_cents,
          ask_licence, ask_club, ask_grade, ask_category, created_at, updated_at)
        VALUES (${online}, 'open', 40, '2027-01-15T22:59:00.000Z', 4500, 3500, 1, 1, 1, 0, ${at}, ${at})`.execute(db);

      await migrate(db);
      const rows = await db.selectFrom('events').select(['id', 'registration_deadline']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: online, registration_deadline: null },
        { id: byMail, registration_deadline: '2027-01-10' },
      ]);
    } finally {
      await close();
    }
  });
});
