import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { ContentPage, Partner } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../src/db/connection';
import { isUniqueViolation } from '../src/db/dialect';
import { readSeedPages, seed } from '../src/db/seed';
import { countRows, openTestDatabase, startTestApp, tempDir } from './helpers';
import { onPostgres, testDatabaseLocation } from './postgres/databases';

const SEED_DIR = loadConfig({}).seedDir;

/**
 * The message a promise is rejected with. (Not `rejects.toThrow`: better-sqlite3 builds its errors
 * with the class of the first test file that loaded it, which Jest does not see as an Error in the
 * next files.)
 */
async function rejectionOf(promise: Promise<unknown>): Promise<{ unique: boolean; message: string }> {
  try {
    await promise;
  } catch (error: unknown) {
    const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';
    return { unique: isUniqueViolation(error), message };
  }
  throw new Error('la promesse a été tenue au lieu d’être rejetée');
}

/**
 * A unique constraint on `table.column` refused the row: SQLite says `UNIQUE constraint failed:
 * table.column`, PostgreSQL names the constraint `table_column_key`.
 */
const uniqueViolationOf = (table: string, column: string) => ({
  unique: true,
  message: expect.stringMatching(new RegExp(`${table}[._]${column}`)),
});
const SEED_PAGE_COUNT = readSeedPages(SEED_DIR).length;

describe('the database', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({
      app,
      cleanup,
      config: { dataDir },
    } = await startTestApp());
  });
  afterAll(() => cleanup?.());

  it('has the tables of the first migration, and the migrations applied in order', async () => {
    const tables = (await app.db.introspection.getTables({ withInternalKyselyTables: true })).map(
      (table) => table.name,
    );
    // Later migrations add their own tables (each tested with its feature).
    expect(tables).toEqual(
      expect.arrayContaining([
        'content_pages',
        'kysely_migration',
        'kysely_migration_lock',
        'newsletter_subscriptions',
        'partners',
        'terms_acceptances',
      ]),
    );
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(app.db);
    expect(applied.rows[0]).toEqual({ name: '001_initial' });
  });

  // The file itself exists only on the SQLite pass (PostgreSQL keeps its own files).
  if (!onPostgres()) {
    it('is <dataDir>/wado.sqlite, in WAL mode', () => {
      expect(fs.statSync(path.join(dataDir, 'wado.sqlite')).isFile()).toBe(true);
      const file = new SQLite(path.join(dataDir, 'wado.sqlite'), { readonly: true });
      try {
        expect(file.pragma('journal_mode', { simple: true })).toBe('wal');
      } finally {
        file.close();
      }
    });
  }

  it('holds the seed: every Markdown page and the six partners', async () => {
    expect(await countRows(app, 'content_pages')).toBe(SEED_PAGE_COUNT);
    expect(SEED_PAGE_COUNT).toBe(17);
    expect(await countRows(app, 'partners')).toBe(6);
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(0);
    expect(await countRows(app, 'terms_acceptances')).toBe(0);
  });

  it('refuses a second row for the same address, whatever the server does', async () => {
    const row = { consented_at: new Date().toISOString(), form_version: 'v', source_page: '' };
    await app.db
      .insertInto('newsletter_subscriptions')
      .values({
        ...row,
        email: 'unique@exemple.fr',
        email_key: 'unique@exemple.fr',
        unsubscribe_token: 't1'.repeat(10),
      })
      .execute();
    expect(
      await rejectionOf(
        app.db
          .insertInto('newsletter_subscriptions')
          .values({
            ...row,
            email: 'unique@exemple.fr',
            email_key: 'unique+2@exemple.fr',
            unsubscribe_token: 't2'.repeat(10),
          })
          .execute(),
      ),
    ).toEqual(uniqueViolationOf('newsletter_subscriptions', 'email'));
    expect(
      await rejectionOf(
        app.db
          .insertInto('newsletter_subscriptions')
          .values({
            ...row,
            email: 'autre@exemple.fr',
            email_key: 'autre@exemple.fr',
            unsubscribe_token: 't1'.repeat(10),
          })
          .execute(),
      ),
    ).toEqual(uniqueViolationOf('newsletter_subscriptions', 'unsubscribe_token'));
    expect(await countRows(app, 'newsletter_subscriptions')).toBe(1);
  });

  it('refuses a second partner of the same name', async () => {
    expect(
      await rejectionOf(
        app.db
          .insertInto('partners')
          .values({ name: 'Lyon Sports', image: '/x.svg', website: 'https://x.fr', description: '', position: 9 })
          .execute(),
      ),
    ).toEqual(uniqueViolationOf('partners', 'name'));
    expect(await countRows(app, 'partners')).toBe(6);
  });
});

describe('migrations and seed run again on an existing database', () => {
  it('change nothing: no duplicate partner, no overwritten page', async () => {
    const { db, close } = await openTestDatabase('wado-seed-');
    try {
      await migrate(db);
      await seed(db, SEED_DIR, new Date('2026-01-01T00:00:00.000Z'));
      await db.updateTable('content_pages').set({ body: 'Édité.' }).where('slug', '=', 'wado').execute();
      await migrate(db);
      await seed(db, SEED_DIR, new Date('2026-06-01T00:00:00.000Z'));
      const wado = await db
        .selectFrom('content_pages')
        .selectAll()
        .where('slug', '=', 'wado')
        .executeTakeFirstOrThrow();
      expect(wado).toMatchObject({ body: 'Édité.', updated_at: '2026-01-01T00:00:00.000Z' });
      const partners = await db.selectFrom('partners').select('name').execute();
      expect(partners).toHaveLength(6);
      const pages = await db.selectFrom('content_pages').select('updated_at').distinct().execute();
      expect(pages).toEqual([{ updated_at: '2026-01-01T00:00:00.000Z' }]);
    } finally {
      await close();
    }
  });
});

describe('a restart on the same data directory', () => {
  const { dir: dataDir, remove } = tempDir('wado-restart-');
  let token: string;

  afterAll(() => remove());

  beforeAll(async () => {
    const first = await startTestApp({ dataDir });
    try {
      const subscribed = await first.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'fidele@exemple.fr' },
        headers: { referer: `${first.config.publicUrl}/history` },
      });
      expect(subscribed.statusCode).toBe(202);
      await first.app.inject('/cookies/acceptCookies');
      await first.app.db
        .updateTable('content_pages')
        .set({ title: 'Histoire (édition)', body: 'Corps édité.' })
        .where('slug', '=', 'history')
        .execute();
      await first.app.db
        .updateTable('partners')
        .set({ website: 'https://nouveau.lyon-sports.fr' })
        .where('name', '=', 'Lyon Sports')
        .execute();
      await first.app.db.deleteFrom('content_pages').where('slug', '=', 'special').execute();
      token = (
        await first.app.db.selectFrom('newsletter_subscriptions').select('unsubscribe_token').executeTakeFirstOrThrow()
      ).unsubscribe_token;
    } finally {
      await first.cleanup();
    }
  });

  it('leaves every write in the database once the server is closed', async () => {
    // Read by a connection of its own, not the closed server's.
    const db = openDatabase(await testDatabaseLocation(dataDir));
    try {
      const rows = await db.selectFrom('newsletter_subscriptions').select(['email', 'source_page']).execute();
      expect(rows).toEqual([{ email: 'fidele@exemple.fr', source_page: '/history' }]);
      const accepted = await db
        .selectFrom('terms_acceptances')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(accepted).toEqual({ n: 1 });
    } finally {
      await db.destroy();
    }
  });

  describe('the new server', () => {
    let second: Awaited<ReturnType<typeof startTestApp>>;

    beforeAll(async () => {
      second = await startTestApp({ dataDir });
    });
    afterAll(() => second?.cleanup());

    it('still has the subscription, with its consent and token', async () => {
      const rows = await second.app.db
        .selectFrom('newsletter_subscriptions')
        .select(['email', 'source_page', 'unsubscribe_token'])
        .execute();
      expect(rows).toEqual([{ email: 'fidele@exemple.fr', source_page: '/history', unsubscribe_token: token }]);
      expect(await countRows(second.app, 'terms_acceptances')).toBe(1);
    });

    it('answers the same address as any other (202), still one row', async () => {
      const again = await second.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'FIDELE@exemple.fr' },
      });
      expect(again.statusCode).toBe(202);
      expect(await countRows(second.app, 'newsletter_subscriptions')).toBe(1);
    });

    it('serves the edited content, not the seed', async () => {
      const history = (await second.app.inject('/api/content/history')).json<ContentPage>();
      expect(history.title).toBe('Histoire (édition)');
      expect(history.body).toBe('Corps édité.');
    });

    it('keeps the six partners, with their edit, not duplicated', async () => {
      const partners = (await second.app.inject('/api/partners')).json<Partner[]>();
      expect(partners).toHaveLength(6);
      expect(new Set(partners.map((partner) => partner.name)).size).toBe(6);
      expect(partners[1]).toEqual({
        name: 'Lyon Sports',
        image: '/media/partners/ville-de-lyon-sports.svg',
        website: 'https://nouveau.lyon-sports.fr',
        description: 'Office municipal des sports, accueil du rassemblement national.',
      });
    });

    it('adds back only the seed page missing from the database', async () => {
      expect(await countRows(second.app, 'content_pages')).toBe(SEED_PAGE_COUNT);
      const special = await second.app.inject('/api/content/special');
      expect(special.statusCode).toBe(200);
      expect(special.json<ContentPage>().title).toBe('Spécificités du Wado');
    });

    it('unsubscribes with the token given before the restart', async () => {
      const response = await second.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(200);
      expect(await countRows(second.app, 'newsletter_subscriptions')).toBe(0);
    });
  });
});

describe('a release that brings a new seed page', () => {
  const { dir: dataDir, remove: removeData } = tempDir('wado-release-');
  const { dir: seedDir, remove: removeSeed } = tempDir('wado-seed-dir-');

  afterAll(() => {
    removeData();
    removeSeed();
  });

  it('adds the new page on the next start and leaves the edited ones alone', async () => {
    fs.mkdirSync(path.join(seedDir, 'content'));
    fs.writeFileSync(path.join(seedDir, 'content', 'history.md'), '# Histoire\n\nVersion 1.\n');

    const first = await startTestApp({ dataDir, seedDir });
    try {
      expect((await first.app.inject('/api/content/history')).json<ContentPage>()).toMatchObject({
        title: 'Histoire',
        body: 'Version 1.',
      });
      expect((await first.app.inject('/api/content/nouveautes')).statusCode).toBe(404);
      await first.app.db
        .updateTable('content_pages')
        .set({ body: 'Édité en ligne.' })
        .where('slug', '=', 'history')
        .execute();
    } finally {
      await first.cleanup();
    }

    fs.writeFileSync(path.join(seedDir, 'content', 'history.md'), '# Histoire v2\n\nVersion 2.\n');
    fs.writeFileSync(path.join(seedDir, 'content', 'nouveautes.md'), '# Nouveautés\r\n\r\nUn texte **neuf**.\r\n');
    const second = await startTestApp({ dataDir, seedDir });
    try {
      expect((await second.app.inject('/api/content/history')).json<ContentPage>()).toMatchObject({
        title: 'Histoire',
        body: 'Édité en ligne.',
      });
      expect((await second.app.inject('/api/content/nouveautes')).json<ContentPage>()).toMatchObject({
        page: 'nouveautes',
        title: 'Nouveautés',
        body: 'Un texte **neuf**.',
      });
      expect(await countRows(second.app, 'partners')).toBe(6);
    } finally {
      await second.cleanup();
    }
  });
});
