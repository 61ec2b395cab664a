import fs from 'node:fs';
import path from 'node:path';
import { backupDatabase, checkDatabaseFile, restoreDatabase } from '../src/db/backup';
import { countRows, startTestApp, tempDir } from './helpers';

const subscribe = (app: Awaited<ReturnType<typeof startTestApp>>['app'], email: string) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload: { email, consent: true, formVersion: 'test', sourcePage: '/' } });

describe('database backup and restore', () => {
  it('copies the live database while the site keeps writing, and a restore finds every row', async () => {
    const live = await startTestApp();
    const out = tempDir('wado-backup-');
    try {
      for (let i = 0; i < 20; i += 1) expect((await subscribe(live.app, `avant${i}@exemple.fr`)).statusCode).toBeLessThan(300);
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
        const emails = (await restored.app.db.selectFrom('newsletter_subscriptions').select('email').execute()).map((row) => row.email);
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
      expect(fs.readdirSync(app.config.dataDir).some((name) => name.startsWith('wado.sqlite.before-restore-'))).toBe(true);

      const damaged = path.join(out.dir, 'damaged.sqlite');
      fs.writeFileSync(damaged, 'pas une base SQLite');
      expect(() => checkDatabaseFile(damaged)).toThrow();
      expect(() => restoreDatabase(damaged, app.config.dataDir)).toThrow();
      expect(checkDatabaseFile(path.join(app.config.dataDir, 'wado.sqlite')).partners).toBeGreaterThan(0);
    } finally {
      out.remove();
    }
  });
});
