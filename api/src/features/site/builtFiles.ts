/** Which built files browsers get, and how long they may keep them. */
import fs from 'node:fs';
import path from 'node:path';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** The file a `.br` / `.gz` copy (what @fastify/static hands to `setHeaders` when it sends one) is of. */
export function originalOf(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '');
}

/** Content-hashed files never change: cached for a year. Manifests and entries: always revalidated. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(originalOf(filePath))) ? ONE_YEAR : 'no-cache';
}

/**
 * Whether a file of a build folder is for browsers. Not served: the server's own build
 * (`server/`: render.js, routes.js), source maps (they name the build machine's paths), build
 * bookkeeping (`.build-stamp`, any dot-file, `mf-manifest-stats.json`) and the page template
 * (index.html, rendered by the server). `pathName` is relative to the folder, with a leading slash.
 */
export function servedToBrowsers(pathName: string): boolean {
  const segments = pathName.split('/').filter(Boolean);
  const name = segments[segments.length - 1] ?? '';
  if (segments.length === 0 || pathName.endsWith('/')) return false;
  if (segments[0] === 'server' || segments.some((segment) => segment.startsWith('.'))) return false;
  // Source maps; the dictionary-compressed copies, sent only by dictionaries.ts.
  if (/\.map(\.(br|gz))?$/.test(name) || name.endsWith('.dcz')) return false;
  return !['mf-manifest-stats.json', 'index.html', 'history.json'].includes(name);
}

/**
 * The shell's file a path names, decoded, when it is one browsers may load; undefined for
 * anything else (pages, missing files, non-canonical spellings).
 */
export function shellFile(shellDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (/\/\/|\/\.\.?(\/|$)|[\\\0]/.test(decoded) || !servedToBrowsers(decoded)) return undefined;
  try {
    return fs.statSync(path.join(shellDir, decoded)).isFile() ? decoded : undefined;
  } catch {
    return undefined; // Missing, or a name no file system takes (too long…).
  }
}
