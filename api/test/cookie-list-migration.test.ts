import { createHash } from 'node:crypto';
import { COOKIE_PAGE_EDITS, PREVIOUS_SHA256, withCookieList } from '../src/db/migrations/027_cookie_list';
import { DEVICE_COOKIE_PAGE_EDITS } from '../src/db/migrations/029_device_cookie';
import {
  bodyAfterEdits,
  bodyBeforeEdits,
  COOKIE_LIST_PAGES,
  editsAfterCookies,
  itEditsOnlyTheSeedText,
} from './seedPageMigration';

/**
 * Migration 027: the terms of use, the legal notice and the privacy policy list every cookie the
 * site sets (« newsletter_email » and « wado_session » besides « cgu_accepted »), unless an editor
 * changed the page.
 */

describe.each(COOKIE_LIST_PAGES)('$slug', ({ slug, title }) => {
  // What this migration leaves: the seed text before the later device cookie (029).
  const laterEdits = [DEVICE_COOKIE_PAGE_EDITS[slug], ...editsAfterCookies(slug)];
  const seedBody = () => bodyAfterEdits(slug, laterEdits);
  const previousBody = () => bodyBeforeEdits(slug, COOKIE_PAGE_EDITS[slug], laterEdits);

  it('turns the previous seed text into exactly the current one, which names every cookie', () => {
    expect(createHash('sha256').update(previousBody()).digest('hex')).toBe(PREVIOUS_SHA256[slug]);
    expect(withCookieList(slug, previousBody())).toBe(seedBody());
    expect(withCookieList(slug, seedBody())).toBeNull();
    for (const cookie of ['cgu_accepted', 'newsletter_email', 'wado_session']) expect(seedBody()).toContain(cookie);
    expect(previousBody()).not.toContain('newsletter_email');
  });

  itEditsOnlyTheSeedText('027_cookie_list', { slug, title }, { previousBody, currentBody: seedBody });
});

it('the terms of use said since when: a new version of them must be accepted again', () => {
  expect(bodyAfterEdits('terms', [DEVICE_COOKIE_PAGE_EDITS.terms, ...editsAfterCookies('terms')])).toContain(
    '*Version du 25 novembre 2026.*',
  );
});
