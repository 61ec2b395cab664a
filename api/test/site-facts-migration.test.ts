import { Migrator, sql } from 'kysely';
import { migrate } from '../src/db/connection';
import { migrations } from '../src/db/migrations';
import { SEED_SETTINGS } from '../src/db/seed/settings';
import { settingsRow } from '../src/features/settings/store';
import { openTestDatabase } from './helpers';

/**
 * Migration 038 on a site whose text pages hold copies of the settings' facts, edited or not:
 * each exact copy becomes its reference; what differs (another address) stays as typed.
 */
describe('migration 038: the settings’ facts named in the text pages', () => {
  it('turns the copies of the settings’ values into references, and nothing else', async () => {
    const { db, close } = await openTestDatabase('wado-site-facts-');
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '038'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(error).toBeUndefined();
      const at = '2026-11-20T10:00:00.000Z';
      const row = {
        ...settingsRow({ ...SEED_SETTINGS, email: 'tresorerie@wado-france.fr' }),
        updated_at: at,
        updated_by: null,
      };
      const columns = Object.keys(row);
      await sql`INSERT INTO site_settings (${sql.join(columns.map((column) => sql.ref(column)))})
        VALUES (${sql.join(Object.values(row))})`.execute(db);
      const page = (slug: string, body: string) =>
        sql`INSERT INTO content_pages (slug, title, body, updated_at) VALUES (${slug}, 'Titre', ${body}, ${at})`.execute(
          db,
        );
      await page(
        'donations',
        'IBAN : FR76 1234 5678 9012 3456 7890 104. Écrivez à [tresorerie@wado-france.fr](mailto:tresorerie@wado-france.fr).',
      );
      await page('history', 'Écrivez à contact@wado-france.fr ou au club : club@exemple.fr.');

      await migrate(db);
      const rows = await db.selectFrom('content_pages').select(['slug', 'body']).orderBy('slug').execute();
      expect(rows).toEqual([
        { slug: 'donations', body: 'IBAN : {{iban}}. Écrivez à {{email}}.' },
        // Not the settings' address (the saved one is tresorerie@): left as typed.
        { slug: 'history', body: 'Écrivez à contact@wado-france.fr ou au club : club@exemple.fr.' },
      ]);
    } finally {
      await close();
    }
  });
});
