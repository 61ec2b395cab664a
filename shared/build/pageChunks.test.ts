/**
 * The server names the file of a page's screen in the page, found in the remote's manifest by the
 * name its routes.tsx gives it (`webpackChunkName`, see pageChunkName). A screen without that
 * name, or with another, would download only after the remote's entry: one more round trip on a
 * phone. Reads each remote's routes.tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageChunkName, REMOTE_NAMES } from '../src/contract';

const ROOT = path.resolve(__dirname, '..', '..');

function screens(remote: string): { path: string; chunkName: string | undefined }[] {
  const code = fs.readFileSync(path.join(ROOT, remote, 'src', 'routes.tsx'), 'utf8');
  return [
    ...code.matchAll(/path:\s*'([^']+)',\s*\.\.\.lazyScreen\(\s*\(\)\s*=>\s*import\(\s*(?:\/\*([^*]*)\*\/)?/g),
  ].map((match) => ({ path: match[1]!, chunkName: /webpackChunkName:\s*"([^"]+)"/.exec(match[2] ?? '')?.[1] }));
}

describe.each(REMOTE_NAMES)("the screens of %s's routes.tsx", (remote) => {
  it('each come in a file named after its route', () => {
    const found = screens(remote);
    expect(found.length).toBeGreaterThan(0);
    for (const screen of found) expect(screen).toEqual({ path: screen.path, chunkName: pageChunkName(screen.path) });
  });

  it('leave no lazy screen out of the check', () => {
    const code = fs.readFileSync(path.join(ROOT, remote, 'src', 'routes.tsx'), 'utf8');
    expect(screens(remote)).toHaveLength(code.match(/lazyScreen\(/g)!.length);
  });
});

describe('pageChunkName', () => {
  it("names a route's screen file after its pattern, one name per route", () => {
    expect(pageChunkName('/shop')).toBe('page-shop');
    expect(pageChunkName('/shop/:itemId')).toBe('page-shop-itemId');
    expect(pageChunkName('/general_terms_and_conditions_of_sale')).toBe('page-general-terms-and-conditions-of-sale');
    expect(pageChunkName('/news/:news')).not.toBe(pageChunkName('/news'));
  });
});
