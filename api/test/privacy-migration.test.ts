import { createHash } from 'node:crypto';
import {
  PREVIOUS_PRIVACY_POLICY_SHA256,
  PRIVACY_POLICY_EDITS,
  privacyPolicyWithCardAndMap,
} from '../src/db/migrations/026_privacy_card_and_map';
import { COOKIE_PAGE_EDITS } from '../src/db/migrations/027_cookie_list';
import { DEVICE_COOKIE_PAGE_EDITS } from '../src/db/migrations/029_device_cookie';
import {
  bodyAfterEdits,
  bodyBeforeEdits,
  editsAfterCookies,
  migratedWithPage,
  STORED_BEFORE,
  storedPage,
} from './seedPageMigration';

/**
 * Migration 026: the stored privacy policy names HelloAsso among those who receive a payer's data,
 * and says what « autour de moi » and the clubs' map do with a visitor's position and address,
 * unless an editor changed the page.
 */

const SLUG = 'confidentialite';
// What this migration leaves: the seed text before the later cookie lists (027, 029) and what came after.
const LATER_EDITS = [
  COOKIE_PAGE_EDITS.confidentialite,
  DEVICE_COOKIE_PAGE_EDITS.confidentialite,
  ...editsAfterCookies(SLUG),
];
const seedBody = () => bodyAfterEdits(SLUG, LATER_EDITS);
const previousBody = () => bodyBeforeEdits(SLUG, PRIVACY_POLICY_EDITS, LATER_EDITS);
const withPrivacyPolicy = (body: string) =>
  migratedWithPage('026_privacy_card_and_map', { slug: SLUG, title: 'Politique de confidentialité', body });

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

it('updates a database still holding the previous seed text', async () => {
  const { db, close } = await withPrivacyPolicy(previousBody());
  try {
    const page = await storedPage(db, SLUG);
    expect(page.body).toBe(seedBody());
    expect(page.updated_at).not.toBe(STORED_BEFORE);
  } finally {
    await close();
  }
});

it('leaves a privacy policy an editor changed as it is', async () => {
  const edited = `${previousBody()}\n\nParagraphe ajouté par le bureau.`;
  const { db, close } = await withPrivacyPolicy(edited);
  try {
    expect(await storedPage(db, SLUG)).toEqual({ body: edited, updated_at: STORED_BEFORE });
  } finally {
    await close();
  }
});
