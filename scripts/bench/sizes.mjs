/**
 * What each app weighs: JS and CSS bytes of its build, raw and compressed (gzip level 9,
 * brotli quality 11: what a server or CDN compressing them would send), and what the server
 * actually sends (its Content-Encoding when the browser accepts gzip and brotli).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SINGLE_BUNDLE_DIR, SITE_DIR, WEB_APPS } from './paths.mjs';

export function compressedSizes(buffer) {
  return compressed(buffer);
}

function filesOf(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

function compressed(buffer) {
  return {
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function emptyTotals() {
  return { js: { files: 0, raw: 0, gzip: 0, brotli: 0 }, css: { files: 0, raw: 0, gzip: 0, brotli: 0 } };
}

/**
 * JS and CSS of one build folder: source maps, licences and a remote's standalone preview
 * (`main.js`) left out. A remote's build also holds its own copies of the shared libraries, never
 * downloaded in the site (the shell provides them): see `downloaded` in visits.mjs for that.
 */
export function buildSizes(dir, { isRemote = false } = {}) {
  const totals = emptyTotals();
  for (const file of filesOf(dir)) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind || (isRemote && path.relative(dir, file) === 'main.js')) continue;
    const buffer = fs.readFileSync(file);
    const { gzip, brotli } = compressed(buffer);
    const total = totals[kind];
    total.files += 1;
    total.raw += buffer.length;
    total.gzip += gzip;
    total.brotli += brotli;
  }
  return totals;
}

export function appSizes() {
  const apps = Object.fromEntries(
    WEB_APPS.map((app) => [app, buildSizes(path.join(SITE_DIR, app, 'dist'), { isRemote: app !== 'shell' })]),
  );
  return { apps, singleBundle: buildSizes(SINGLE_BUNDLE_DIR) };
}

/** The Content-Encoding the server answers for a script, a stylesheet and the page, if any. */
export async function servedEncoding(origin) {
  const page = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const html = await page.text();
  const script = /<script[^>]+src="?([^" >]+)/.exec(html)?.[1];
  const checks = { page: page.headers.get('content-encoding') ?? 'none' };
  if (script) {
    const response = await fetch(new URL(script, origin), { headers: { 'Accept-Encoding': 'br, gzip' } });
    await response.arrayBuffer();
    checks.script = response.headers.get('content-encoding') ?? 'none';
  }
  const api = await fetch(`${origin}/api/partners`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await api.arrayBuffer();
  checks.api = api.headers.get('content-encoding') ?? 'none';
  return checks;
}
