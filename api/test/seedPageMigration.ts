import fs from 'node:fs';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { splitTitle, withSiteFacts } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import { migrations } from '../src/db/migrations';
import { SEED_SETTINGS } from '../src/db/seed/settings';
import type { PageEdits } from '../src/db/migrations/seedPageEdits';
import { PRIVACY_EDITS } from '../src/db/migrations/046_licensee_retention';
import { ESPACE_PAGE_EDITS } from '../src/db/migrations/053_licensee_space_legal_pages';
import { PRIVACY_EDITS as COMPETITION_PRIVACY_EDITS } from '../src/db/migrations/057_competition_entries_privacy';
import { openTestDatabase } from './helpers';

/**
 * What the tests of a migration that edits a seeded text page share (`seedPageEdits.ts`): the
 * page's seed text now and before the migration, a database migrated up to it with the page
 * holding a given text, and the page as stored afterwards.
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** The date the page is stored with before the migration: a page it edits gets a later one. */
export const STORED_BEFORE = '2026-11-01T00:00:00.000Z';

/** The pages that list the site's cookies: the terms of use, the legal notice, the privacy policy. */
export const COOKIE_LIST_PAGES = [
  { slug: 'terms', title: "Conditions générales d'utilisation" },
  { slug: 'mentions_legales', title: 'Mentions légales' },
  { slug: 'confidentialite', title: 'Politique de confidentialité' },
] as const;

/**
 * The body of the seed file `content/<slug>.md` as the seed stored it before migration 038: the
 * settings' facts it names by reference (`{{iban}}`) at the seed's values, which is what every
 * earlier migration of a seeded page wrote and looks for.
 */
export const seedPageBody = (slug: string) =>
  withSiteFacts(
    splitTitle(fs.readFileSync(path.join(loadConfig({}).seedDir, 'content', `${slug}.md`), 'utf8')).body,
    SEED_SETTINGS,
  );

/**
 * The edits of the migrations after 029 (the last cookie list), by page, in order: a test of an
 * earlier migration undoes them too. 046: the privacy policy's section on the clubs' licensees;
 * 053: « Mon espace »'s cookie on the three pages, and its section of the privacy policy; 057: the
 * privacy policy's section on competition entries, and the space's address change and erasure.
 */
export const EDITS_AFTER_COOKIES: Readonly<Record<string, PageEdits[]>> = {
  terms: [ESPACE_PAGE_EDITS.terms],
  mentions_legales: [ESPACE_PAGE_EDITS.mentions_legales],
  confidentialite: [PRIVACY_EDITS, ESPACE_PAGE_EDITS.confidentialite, COMPETITION_PRIVACY_EDITS],
};
export const editsAfterCookies = (slug: string): PageEdits[] => EDITS_AFTER_COOKIES[slug] ?? [];

/** `body` with `edits` undone. */
export const undoEdits = (body: string, edits: PageEdits) =>
  edits.reduceRight((text, [before, after]) => text.replace(after, before), body);

/**
 * The seed text before `edits`, rebuilt by undoing them: its hash is the one the migration looks
 * for. `laterEdits`: those of later migrations of the same page, undone first.
 */
export const bodyBeforeEdits = (slug: string, edits: PageEdits, laterEdits: PageEdits[] = []) =>
  undoEdits(bodyAfterEdits(slug, laterEdits), edits);

/** The text a migration leaves: the seed text with the edits of later migrations (`laterEdits`) undone. */
export const bodyAfterEdits = (slug: string, laterEdits: PageEdits[] = []) =>
  laterEdits.reduceRight(undoEdits, seedPageBody(slug));

/** A new database migrated just before `migration`, the page `slug` holding `body`, then migrated through it. */
export async function migratedWithPage(
  migration: string,
  page: { slug: string; title: string; body: string },
  /** More to store before the migration runs. */
  setUp?: (db: TestDb) => Promise<void>,
): Promise<{ db: TestDb; close: () => Promise<void> }> {
  const names = Object.keys(migrations).sort();
  const opened = await openTestDatabase(`wado-${migration.slice(0, 3)}-page-`);
  const before = await migrator(opened.db).migrateTo(names[names.indexOf(migration) - 1]!);
  if (before.error) throw before.error;
  await sql`INSERT INTO content_pages (slug, title, body, updated_at)
    VALUES (${page.slug}, ${page.title}, ${page.body}, ${STORED_BEFORE})`.execute(opened.db);
  await setUp?.(opened.db);
  const after = await migrator(opened.db).migrateTo(migration);
  if (after.error) throw after.error;
  return opened;
}

/** The page `slug` as stored: its body and when it last changed. */
export const storedPage = async (db: TestDb, slug: string) =>
  (
    await sql<{
      body: string;
      updated_at: string;
    }>`SELECT body, updated_at FROM content_pages WHERE slug = ${slug}`.execute(db)
  ).rows[0]!;

/**
 * The two tests every migration of a seeded page gets, inside a `describe` of the page: a database
 * still holding `previousBody` gets `currentBody` and the site search built before it is read again
 * (the migration resets its state), and a page an editor changed is left as it is.
 */
export function itEditsOnlyTheSeedText(
  migration: string,
  page: { slug: string; title: string },
  texts: { previousBody: () => string; currentBody: () => string },
): void {
  it('updates a database still holding the previous seed text, and the search reads it again', async () => {
    const { db, close } = await migratedWithPage(migration, { ...page, body: texts.previousBody() }, (db) =>
      // A site search built before the migration.
      sql`INSERT INTO search_index_state (id, audit_witness, built_at) VALUES (1, '0:0', ${STORED_BEFORE})`
        .execute(db)
        .then(() => undefined),
    );
    try {
      const stored = await storedPage(db, page.slug);
      expect(stored.body).toBe(texts.currentBody());
      expect(stored.updated_at).not.toBe(STORED_BEFORE);
      const state = await sql<{ count: number }>`SELECT count(*) AS count FROM search_index_state`.execute(db);
      expect(Number(state.rows[0]!.count)).toBe(0);
    } finally {
      await close();
    }
  });

  it('leaves a page an editor changed as it is', async () => {
    const edited = `${texts.previousBody()}\n\nParagraphe ajouté par le bureau.`;
    const { db, close } = await migratedWithPage(migration, { ...page, body: edited });
    try {
      expect(await storedPage(db, page.slug)).toEqual({ body: edited, updated_at: STORED_BEFORE });
    } finally {
      await close();
    }
  });
}
