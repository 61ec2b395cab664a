import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

test('a restart keeps subscriptions and edits, and the seed neither overwrites nor duplicates', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-restart-'));
  const config = { ...loadConfig({}), dataDir, logLevel: 'silent' };
  try {
    const first = await buildApp(config);
    await first.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'fidele@exemple.fr' } });
    await first.db.updateTable('content_pages').set({ title: 'Histoire (édition)' }).where('slug', '=', 'history').execute();
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'wado.sqlite'))).toBe(true);

    const second = await buildApp(config);
    const rows = await second.db.selectFrom('newsletter_subscriptions').select('email').execute();
    expect(rows).toEqual([{ email: 'fidele@exemple.fr' }]);
    expect((await second.inject('/api/content/history')).json<{ title: string }>().title).toBe('Histoire (édition)');
    expect((await second.inject('/api/partners')).json<unknown[]>()).toHaveLength(6);
    await second.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
