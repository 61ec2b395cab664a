import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { splitTitle } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import { migrations } from '../src/db/migrations';
import {
  PREVIOUS_PRIVACY_POLICY_SHA256,
  PRIVACY_POLICY_EDITS,
  privacyPolicyWithCardAndMap,
} from '../src/db/migrations/026_privacy_card_and_map';
import { openTestDatabase } from './helpers';

/**
 * Migration 026: the stored privacy policy names HelloAsso among those who receive a payer's data,
 * and says what « autour de moi » and the clubs' map do with a visitor's position and address,
 * unless an editor changed the page.
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const MIGRATION = '026_privacy_card_and_map';
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf(MIGRATION) - 1]!;

const seedBody = () =>
  splitTitle(fs.readFileSync(path.join(loadConfig({}).seedDir, 'content', 'confidentialite.md'), 'utf8')).body;
/** The text before this migration, rebuilt by undoing its edits: its hash is the one it looks for. */
const previousBody = () =>
  PRIVACY_POLICY_EDITS.reduceRight((text, [before, after]) => text.replace(after, before), seedBody());

it('turns the previous seed text into exactly the current one', () => {
  expect(createHash('sha256').update(previousBody()).digest('hex')).toBe(PREVIOUS_PRIVACY_POLICY_SHA256);
  expect(privacyPolicyWithCardAndMap(previousBody())).toBe(seedBody());
  expect(privacyPolicyWithCardAndMap(seedBody())).toBeNull();
  expect(previousBody()).not.toContain('HelloAsso');
  expect(seedBody()).toContain('- **HelloAsso**, le service de paiement en ligne');
  expect(seedBody()).toContain("### 5. La recherche d'un club autour de vous");
  expect(seedBody()).toContain('votre navigateur lui transmet votre adresse IP');
  expect(seedBody()).toContain('*Version du 25 novembre 2026.*');
});

async function withPrivacyPolicy(body: string): Promise<{ db: TestDb; close: () => Promise<void> }> {
  const opened = await openTestDatabase('wado-026-privacy-');
  const before = await migrator(opened.db).migrateTo(BEFORE);
  if (before.error) throw before.error;
  await sql`INSERT INTO content_pages (slug, title, body, updated_at)
    VALUES ('confidentialite', 'Politique de confidentialité', ${body}, '2026-11-01T00:00:00.000Z')`.execute(opened.db);
  const after = await migrator(opened.db).migrateTo(MIGRATION);
  if (after.error) throw after.error;
  return opened;
}

const stored = async (db: TestDb) =>
  (
    await sql<{
      body: string;
      updated_at: string;
    }>`SELECT body, updated_at FROM content_pages WHERE slug = 'confidentialite'`.execute(db)
  ).rows[0]!;

it('updates a database still holding the previous seed text', async () => {
  const { db, close } = await withPrivacyPolicy(previousBody());
  try {
    const page = await stored(db);
    expect(page.body).toBe(seedBody());
    expect(page.updated_at).not.toBe('2026-11-01T00:00:00.000Z');
  } finally {
    await close();
  }
});

it('leaves a privacy policy an editor changed as it is', async () => {
  const edited = `${previousBody()}\n\nParagraphe ajouté par le bureau.`;
  const { db, close } = await withPrivacyPolicy(edited);
  try {
    expect(await stored(db)).toEqual({ body: edited, updated_at: '2026-11-01T00:00:00.000Z' });
  } finally {
    await close();
  }
});
