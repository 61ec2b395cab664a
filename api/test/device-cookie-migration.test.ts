import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEVICE_COOKIE_PAGE_EDITS, PREVIOUS_SHA256, withDeviceCookie } from '../src/db/migrations/029_device_cookie';
import { DEVICE_COOKIE } from '../src/features/auth/devices';
import {
  bodyAfterEdits,
  bodyBeforeEdits,
  COOKIE_LIST_PAGES,
  editsAfterCookies,
  itEditsOnlyTheSeedText,
  seedPageBody,
} from './seedPageMigration';

/**
 * Migration 029: the terms of use, the legal notice and the privacy policy list « wado_device »,
 * the cookie a volunteer's browser gets at sign-in, unless an editor changed the page.
 */

describe.each(COOKIE_LIST_PAGES)('$slug', ({ slug, title }) => {
  const seedBody = () => bodyAfterEdits(slug, editsAfterCookies(slug));
  const previousBody = () => bodyBeforeEdits(slug, DEVICE_COOKIE_PAGE_EDITS[slug], editsAfterCookies(slug));

  it('turns the previous seed text into exactly the current one, which names every cookie the site sets', () => {
    expect(createHash('sha256').update(previousBody()).digest('hex')).toBe(PREVIOUS_SHA256[slug]);
    expect(withDeviceCookie(slug, previousBody())).toBe(seedBody());
    expect(withDeviceCookie(slug, seedBody())).toBeNull();
    for (const cookie of ['cgu_accepted', 'newsletter_email', 'wado_session', DEVICE_COOKIE]) {
      expect(seedBody()).toContain(cookie);
    }
    expect(previousBody()).not.toContain(DEVICE_COOKIE);
  });

  itEditsOnlyTheSeedText('029_device_cookie', { slug, title }, { previousBody, currentBody: seedBody });
});

it('the terms of use and the privacy policy said since when (a later version of the terms is 053’s)', () => {
  expect(bodyAfterEdits('terms', editsAfterCookies('terms'))).toContain('*Version du 28 novembre 2026.*');
  expect(bodyAfterEdits('confidentialite', editsAfterCookies('confidentialite'))).toContain(
    '*Version du 28 novembre 2026.*',
  );
});

/**
 * The name of every cookie the server sets (`reply.setCookie(NAME, …)` in api/src, NAME a constant
 * of api/src or of the shared contract), read from the code: a new cookie fails the test below
 * until the legal pages name it.
 */
function cookiesTheServerSets(): string[] {
  const read = (root: string) =>
    fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
  const sources = read(path.join(__dirname, '..', 'src'));
  // A cookie's name may be the shared contract's (the browser's screens name it too).
  const contract = read(path.join(__dirname, '..', '..', 'shared', 'src', 'contract'));
  const constants = new Map(
    [...sources, ...contract].flatMap((source) =>
      [...source.matchAll(/export const ([A-Z_]+) = '([^']+)';/g)].map((m) => [m[1]!, m[2]!]),
    ),
  );
  return sources.flatMap((source) =>
    [...source.matchAll(/\.setCookie\(\s*([A-Z_]+|'[^']+')/g)].map(([, name]) =>
      name!.startsWith("'") ? name!.slice(1, -1) : (constants.get(name!) ?? `constante inconnue ${name}`),
    ),
  );
}

it('every cookie the server sets is named in each legal page', () => {
  const cookies = cookiesTheServerSets();
  expect(cookies).toEqual(expect.arrayContaining(['cgu_accepted', 'newsletter_email', 'wado_session', DEVICE_COOKIE]));
  for (const { slug } of COOKIE_LIST_PAGES) {
    const missing = cookies.filter((cookie) => !seedPageBody(slug).includes(cookie));
    expect({ slug, missing }).toEqual({ slug, missing: [] });
  }
});
