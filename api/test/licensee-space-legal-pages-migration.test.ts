import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { splitTitle, TERMS_VERSION } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import {
  ESPACE_PAGE_EDITS,
  PREVIOUS_SHA256,
  withLicenseeSpace,
  type LegalPage,
} from '../src/db/migrations/053_licensee_space_legal_pages';
import { PRIVACY_EDITS as COMPETITION_PRIVACY_EDITS } from '../src/db/migrations/057_competition_entries_privacy';
import { COOKIE_LIST_PAGES, itEditsOnlyTheSeedText, undoEdits } from './seedPageMigration';

/**
 * Migration 053: the three legal pages name « Mon espace »'s cookie, and the privacy policy says what
 * the space keeps and for how long, unless an editor changed the page. The seed files' texts as they
 * are (site facts by reference).
 */
const seedFileBody = (page: LegalPage) => {
  const body = splitTitle(fs.readFileSync(path.join(loadConfig({}).seedDir, 'content', `${page}.md`), 'utf8')).body;
  // Migration 057 edits the privacy policy after this one: undone first.
  return page === 'confidentialite' ? undoEdits(body, COMPETITION_PRIVACY_EDITS) : body;
};
const previousBody = (page: LegalPage) => undoEdits(seedFileBody(page), ESPACE_PAGE_EDITS[page]);

describe.each(COOKIE_LIST_PAGES)('$slug', (page) => {
  const slug = page.slug as LegalPage;

  it('turns the previous seed text into exactly the current one, which names the space’s cookie', () => {
    expect(createHash('sha256').update(previousBody(slug)).digest('hex')).toBe(PREVIOUS_SHA256[slug]);
    expect(withLicenseeSpace(slug, previousBody(slug))).toBe(seedFileBody(slug));
    expect(withLicenseeSpace(slug, seedFileBody(slug))).toBeNull();
    expect(previousBody(slug)).not.toContain('wado_espace');
    expect(seedFileBody(slug)).toContain('wado_espace');
  });

  itEditsOnlyTheSeedText('053_licensee_space_legal_pages', page, {
    previousBody: () => previousBody(slug),
    currentBody: () => seedFileBody(slug),
  });
});

it('says in the privacy policy what the space keeps and how long', () => {
  const body = seedFileBody('confidentialite');
  expect(body).toContain('### 7. « Mon espace »');
  expect(body).toContain("un lien de connexion ne sert qu'une fois et expire après 30 minutes");
  expect(body).toContain('une connexion prend fin après sept jours sans visite');
});

it('is a new version of the terms of use: an acceptance of the older one no longer counts', () => {
  expect(seedFileBody('terms')).toContain('*Version du 7 décembre 2026.*');
  expect(TERMS_VERSION).toBe('2026-12-07');
});
