import path from 'node:path';
import SQLite from 'better-sqlite3';
import { copySqliteToPostgres } from '../src/db/copyToPostgres';
import { databaseCommand, onPostgresDatabase, postgresRows, printedCounts, sqliteRows } from './databaseDumps';
import { startTestApp, tempDir } from './helpers';
import { dropTestDatabase, onPostgres, testDatabaseLocation } from './postgres/databases';
import { orderBody, postOrder } from './shopHelpers';

// Servers start and the documented command runs in its own process.
jest.setTimeout(120_000);

const subscribe = (app: Awaited<ReturnType<typeof startTestApp>>['app'], email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email, consent: true, formVersion: 'test', sourcePage: '/' },
  });

/** Kysely's bookkeeping is not copied: the target wrote its own when it migrated. */
const applicationTables = (rows: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(rows).filter(([table]) => !table.startsWith('kysely_migration')));

describe('npm run db -- copy-to-postgres, refused before any database is touched', () => {
  it('needs DATABASE_URL, the database to copy into', async () => {
    const { dir, remove } = tempDir('wado-copy-nourl-');
    try {
      const result = await databaseCommand(['copy-to-postgres'], { DATA_DIR: dir, DATABASE_URL: '' });
      expect(result).toMatchObject({ code: 1, output: expect.stringContaining('DATABASE_URL doit désigner la base') });
    } finally {
      remove();
    }
  });

  it('needs a SQLite site in DATA_DIR', async () => {
    const { dir, remove } = tempDir('wado-copy-nosite-');
    try {
      // Nothing listens there: the refusal comes before any connection.
      await expect(
        copySqliteToPostgres({ dataDir: dir, databaseUrl: 'postgres://wado@127.0.0.1:1/absente' }),
      ).rejects.toThrow(`Aucune base SQLite à copier : ${path.join(dir, 'wado.sqlite')} n'existe pas`);
    } finally {
      remove();
    }
  });
});

// The copy needs both databases: a SQLite site and the PostgreSQL test server, which only the
// PostgreSQL pass has. Not registered on the SQLite pass rather than skipped.
if (onPostgres()) {
  describe('npm run db -- copy-to-postgres', () => {
    /** A SQLite site (whatever the pass) with orders, their lines and newsletter subscriptions. */
    async function sqliteSite(dataDir: string) {
      const site = await startTestApp({ dataDir, databaseUrl: '' });
      for (let i = 0; i < 3; i += 1) expect((await postOrder(site.app, orderBody())).statusCode).toBe(201);
      for (let i = 0; i < 4; i += 1) expect((await subscribe(site.app, `copie${i}@exemple.fr`)).statusCode).toBe(202);
      return site;
    }

    it('copies every row of every table, ids included, and new rows get fresh ids', async () => {
      const out = tempDir('wado-copy-');
      const siteDir = path.join(out.dir, 'sqlite');
      const targetDir = path.join(out.dir, 'postgres');
      try {
        const site = await sqliteSite(siteDir);
        // The newest order deleted: SQLite never gives its id again, PostgreSQL must not either.
        const newest = await site.app.db
          .selectFrom('orders')
          .select('id')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        await site.app.db.deleteFrom('orders').where('id', '=', newest.id).execute();
        await site.app.close();
        const source = applicationTables(sqliteRows(path.join(siteDir, 'wado.sqlite')));
        for (const table of ['orders', 'order_lines', 'order_status_history', 'newsletter_subscriptions'])
          expect(source[table]!.length).toBeGreaterThan(0);

        const target = (await testDatabaseLocation(targetDir)).databaseUrl;
        const copy = await databaseCommand(['copy-to-postgres'], { DATA_DIR: siteDir, DATABASE_URL: target });
        expect(copy).toMatchObject({ code: 0, output: expect.stringContaining('Site copié') });
        expect(printedCounts(copy.output)).toEqual(
          Object.fromEntries(Object.entries(source).map(([table, rows]) => [table, rows.length])),
        );
        expect(applicationTables(await postgresRows(target))).toEqual(source);

        // The server on the copy: a new order gets the id after the highest SQLite ever gave.
        const moved = await startTestApp({ dataDir: targetDir });
        try {
          expect(moved.config.databaseUrl).toBe(target);
          const placed = await postOrder(moved.app, orderBody());
          expect(placed.statusCode).toBe(201);
          const orders = await moved.app.db.selectFrom('orders').select('id').orderBy('id').execute();
          expect(orders.map((order) => order.id)).toEqual([
            ...source.orders!.map((order) => (order as { id: number }).id),
            newest.id + 1,
          ]);
          expect((await subscribe(moved.app, 'apres-copie@exemple.fr')).statusCode).toBe(202);
        } finally {
          await moved.app.close();
        }
      } finally {
        await dropTestDatabase(siteDir);
        await dropTestDatabase(targetDir);
        out.remove();
      }
    });

    it('refuses a target that already holds rows, and writes nothing', async () => {
      const out = tempDir('wado-copy-full-');
      const siteDir = path.join(out.dir, 'sqlite');
      const targetDir = path.join(out.dir, 'postgres');
      try {
        await (await sqliteSite(siteDir)).app.close();
        // A server already ran on the target: its content is there.
        const used = await startTestApp({ dataDir: targetDir });
        const target = used.config.databaseUrl;
        await used.app.close();
        const before = await postgresRows(target);

        const copy = await databaseCommand(['copy-to-postgres'], { DATA_DIR: siteDir, DATABASE_URL: target });
        expect(copy).toMatchObject({ code: 1, output: expect.stringContaining("n'est pas vide") });
        expect(copy.output).toContain("Rien n'a été écrit");
        expect(await postgresRows(target)).toEqual(before);

        // Rows of another application: refused before the target is even migrated.
        const otherDir = path.join(out.dir, 'autre');
        const other = (await testDatabaseLocation(otherDir)).databaseUrl;
        await onPostgresDatabase(other, 'CREATE TABLE autre (x integer)', 'INSERT INTO autre VALUES (1)');
        await expect(copySqliteToPostgres({ dataDir: siteDir, databaseUrl: other })).rejects.toThrow(
          "n'est pas vide (autre)",
        );
        expect(await postgresRows(other)).toEqual({ autre: [{ x: 1 }] });
        await dropTestDatabase(otherDir);
      } finally {
        await dropTestDatabase(siteDir);
        await dropTestDatabase(targetDir);
        out.remove();
      }
    });

    it('refuses a SQLite site without the migrations of this version, and writes nothing', async () => {
      const out = tempDir('wado-copy-old-');
      const siteDir = path.join(out.dir, 'sqlite');
      const targetDir = path.join(out.dir, 'postgres');
      try {
        await (await sqliteSite(siteDir)).app.close();
        const file = new SQLite(path.join(siteDir, 'wado.sqlite'));
        const last = file.prepare('SELECT max(name) FROM kysely_migration').pluck().get() as string;
        file.prepare('DELETE FROM kysely_migration WHERE name = ?').run(last);
        file.close();

        const target = (await testDatabaseLocation(targetDir)).databaseUrl;
        await expect(copySqliteToPostgres({ dataDir: siteDir, databaseUrl: target })).rejects.toThrow(`manque ${last}`);
        // Not even the schema.
        expect(await postgresRows(target)).toEqual({});
      } finally {
        await dropTestDatabase(siteDir);
        await dropTestDatabase(targetDir);
        out.remove();
      }
    });
  });
}
