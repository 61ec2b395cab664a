import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { findRepoRoot } from '../src/config';
import { backupDatabase, checkDatabaseFile, restoreDatabase } from '../src/db/backup';
import { countRows, startTestApp, tempDir } from './helpers';

const subscribe = (app: Awaited<ReturnType<typeof startTestApp>>['app'], email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email, consent: true, formVersion: 'test', sourcePage: '/' },
  });

// Servers start and the documented command runs in its own process: more than Jest's 5 s on a busy machine.
jest.setTimeout(60_000);

/** Every row of every table, in a stable order: two files with the same dump hold the same data. */
function dump(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

/** `npm run db -- <args>`, as documented in README.md (the same script, without npm's own start-up). */
function databaseCommand(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const root = findRepoRoot(__dirname);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'api', 'scripts', 'database.ts'), ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('database backup and restore', () => {
  it('copies the live database while the site keeps writing, and a restore finds every row', async () => {
    const live = await startTestApp();
    const out = tempDir('wado-backup-');
    try {
      for (let i = 0; i < 20; i += 1)
        expect((await subscribe(live.app, `avant${i}@exemple.fr`)).statusCode).toBeLessThan(300);
      // Writes keep arriving during the backup.
      const during = Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(live.app, `pendant${i}@exemple.fr`)));
      const result = await backupDatabase(live.config.dataDir, path.join(out.dir, 'copie.sqlite'));
      await during;
      expect(result.tables.newsletter_subscriptions).toBeGreaterThanOrEqual(20);
      expect(fs.existsSync(path.join(out.dir, 'copie.sqlite.partial'))).toBe(false);
      const saved = result.tables.newsletter_subscriptions!;

      // Restore into a new data directory and start a server on it.
      const restoredDir = path.join(out.dir, 'restored');
      restoreDatabase(result.file, restoredDir);
      const restored = await startTestApp({ dataDir: restoredDir });
      try {
        expect(await countRows(restored.app, 'newsletter_subscriptions')).toBe(saved);
        expect(await countRows(restored.app, 'partners')).toBe(await countRows(live.app, 'partners'));
        expect(await countRows(restored.app, 'content_pages')).toBe(await countRows(live.app, 'content_pages'));
        const emails = (await restored.app.db.selectFrom('newsletter_subscriptions').select('email').execute()).map(
          (row) => row.email,
        );
        for (let i = 0; i < 20; i += 1) expect(emails).toContain(`avant${i}@exemple.fr`);
      } finally {
        await restored.app.close();
      }
    } finally {
      await live.cleanup();
      out.remove();
    }
  });

  it('keeps the replaced database aside on restore, and refuses a damaged file', async () => {
    const out = tempDir('wado-restore-');
    try {
      const app = await startTestApp({ dataDir: path.join(out.dir, 'site') });
      const backup = await backupDatabase(app.config.dataDir, path.join(out.dir, 'b.sqlite'));
      await app.app.close();
      restoreDatabase(backup.file, app.config.dataDir);
      expect(fs.readdirSync(app.config.dataDir).some((name) => name.startsWith('wado.sqlite.before-restore-'))).toBe(
        true,
      );

      const damaged = path.join(out.dir, 'damaged.sqlite');
      fs.writeFileSync(damaged, 'pas une base SQLite');
      expect(() => checkDatabaseFile(damaged)).toThrow();
      expect(() => restoreDatabase(damaged, app.config.dataDir)).toThrow();
      expect(checkDatabaseFile(path.join(app.config.dataDir, 'wado.sqlite')).partners).toBeGreaterThan(0);
    } finally {
      out.remove();
    }
  });

  it('the documented command backs up the running site while it writes, and a restore finds every row of every table', async () => {
    const live = await startTestApp();
    const out = tempDir('wado-backup-cli-');
    try {
      for (let i = 0; i < 10; i += 1) expect((await subscribe(live.app, `cli${i}@exemple.fr`)).statusCode).toBe(202);
      const acknowledged = dump(path.join(live.config.dataDir, 'wado.sqlite'));
      const file = path.join(out.dir, 'sauvegarde.sqlite');
      // The site keeps writing while the command copies.
      let writing = true;
      const writes = (async () => {
        for (let i = 0; writing; i += 1) await subscribe(live.app, `pendant-cli${i}@exemple.fr`);
      })();
      const backup = await databaseCommand(['backup', file], live.config.dataDir);
      writing = false;
      await writes;
      expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('Sauvegarde écrite') });

      const saved = dump(file);
      // Every row acknowledged before the backup started is in it, unchanged.
      for (const [table, rows] of Object.entries(acknowledged))
        expect(saved[table]!.slice(0, rows.length)).toEqual(rows);

      const restoredDir = path.join(out.dir, 'restauree');
      const restore = await databaseCommand(['restore', file], restoredDir);
      expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Base restaurée') });
      expect(dump(path.join(restoredDir, 'wado.sqlite'))).toEqual(saved);
    } finally {
      await live.cleanup();
      out.remove();
    }
  });
});
