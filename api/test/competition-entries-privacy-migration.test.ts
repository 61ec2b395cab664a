import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { splitTitle } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import {
  PREVIOUS_PRIVACY_SHA256,
  PRIVACY_EDITS,
  withCompetitionEntries,
} from '../src/db/migrations/057_competition_entries_privacy';
import { itEditsOnlyTheSeedText, undoEdits } from './seedPageMigration';

/**
 * Migration 057: the privacy policy says what a competition entry holds, who sees it and how long,
 * and what « Mon espace » lets a household do with its data, unless an editor changed the page.
 */
const seedFileBody = () =>
  splitTitle(fs.readFileSync(path.join(loadConfig({}).seedDir, 'content', 'confidentialite.md'), 'utf8')).body;
const previousBody = () => undoEdits(seedFileBody(), PRIVACY_EDITS);

it('turns the previous seed text into exactly the current one', () => {
  expect(createHash('sha256').update(previousBody()).digest('hex')).toBe(PREVIOUS_PRIVACY_SHA256);
  expect(withCompetitionEntries(previousBody())).toBe(seedFileBody());
  expect(withCompetitionEntries(seedFileBody())).toBeNull();
  expect(previousBody()).not.toContain('inscriptions aux compétitions');
});

it('says what an entry holds, who sees it, how long it is kept, and the space’s rights', () => {
  const body = seedFileBody();
  expect(body).toContain('### 8. Les inscriptions aux compétitions');
  expect(body).toContain('le poids déclaré pour le kumite');
  expect(body).toContain('conservés dix ans pour la comptabilité');
  expect(body).toContain("demander l'effacement de vos données");
});

itEditsOnlyTheSeedText(
  '057_competition_entries_privacy',
  { slug: 'confidentialite', title: 'Politique de confidentialité' },
  { previousBody, currentBody: seedFileBody },
);
