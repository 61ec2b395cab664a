import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { splitTitle } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import { PREVIOUS_PRIVACY_SHA256, PRIVACY_EDITS, withLicensees } from '../src/db/migrations/046_licensee_retention';
import { ESPACE_PAGE_EDITS } from '../src/db/migrations/053_licensee_space_legal_pages';
import { PRIVACY_EDITS as COMPETITION_PRIVACY_EDITS } from '../src/db/migrations/057_competition_entries_privacy';
import { itEditsOnlyTheSeedText, undoEdits } from './seedPageMigration';

/**
 * Migration 046: the privacy policy says what the clubs keep of their licensees, who sees it and
 * how long, unless an editor changed the page. Since migration 038 a stored page names the
 * settings' facts by reference (`{{email}}`): the seed file's text as it is.
 */
const seedFileBody = () =>
  undoEdits(
    undoEdits(
      splitTitle(fs.readFileSync(path.join(loadConfig({}).seedDir, 'content', 'confidentialite.md'), 'utf8')).body,
      // Migration 057's edits come last: undone first, then 053's.
      COMPETITION_PRIVACY_EDITS,
    ),
    ESPACE_PAGE_EDITS.confidentialite,
  );
const previousBody = () => undoEdits(seedFileBody(), PRIVACY_EDITS);

it('turns the previous seed text into exactly the current one, which says how long licensees are kept', () => {
  expect(createHash('sha256').update(previousBody()).digest('hex')).toBe(PREVIOUS_PRIVACY_SHA256);
  expect(withLicensees(previousBody())).toBe(seedFileBody());
  expect(withLicensees(seedFileBody())).toBeNull();
  expect(previousBody()).not.toContain('Les licenciés des clubs');
  expect(seedFileBody()).toContain('### 6. Les licenciés des clubs');
  expect(seedFileBody()).toContain('Deux saisons après sa dernière licence');
  expect(seedFileBody()).toContain('*Version du 7 décembre 2026.*');
});

itEditsOnlyTheSeedText(
  '046_licensee_retention',
  { slug: 'confidentialite', title: 'Politique de confidentialité' },
  { previousBody, currentBody: seedFileBody },
);
