/**
 * Compression Dictionary Transport (RFC 9842), two uses:
 * - the remotes' entries and manifests: the build writes two dictionaries into the shell's files,
 *   `/static/remote-entries.<hash>.dict` (a remote's entry: the five are about 95 % alike) and
 *   `/static/remote-manifests.<hash>.dict` (a remote's `mf-manifest.json`), and each entry and
 *   manifest compressed against its own (shared/build/dictionaries.ts). Every page names both; its
 *   start script links them once the page is taken over (`<link rel="compression-dictionary">`);
 *   each is sent with `Use-As-Dictionary` and kept a year. The entries and manifests themselves stay
 *   `no-cache`;
 * - a section's releases: every hashed script and style sheet of a remote is sent with
 *   `Use-As-Dictionary` for the same file of its next versions (`assetDictionary`), and a release
 *   holds each of its files compressed against the previous version's (written by
 *   scripts/release.mjs): a returning visitor downloads what changed, not the section again.
 * A file requested with a dictionary the server has a copy against (`<file>.<SHA-256 hex>.dcz`,
 * beside it, newer than it) is sent as that copy (`dcz`); anything else gets the Brotli or gzip
 * copy as before: a browser without dictionaries, an unknown dictionary, a copy older than its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRemoteName, type RemoteName } from '@wado/shared/contract';
import { isFresh } from '../conditionalRequests';
import type { Api } from '../contract';
import { cacheControlFor, originalOf, servedToBrowsers } from './builtFiles';

export const ENTRY_FILE = 'remoteEntry.js';
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * The shell's dictionaries, by the prefix of their name under its `static/` folder (the build
 * writes one of each): what each is for, its `Use-As-Dictionary`. URLPattern's `*` spans `/`, so
 * each takes its file wherever it is served (`/remotes/mf-shop/remoteEntry.js`,
 * `/releases/mf-shop/<version>/remoteEntry.js`). The entries are fetched as scripts (the start
 * script's preloads and the federation runtime's `<script>`s both are); the manifests by the
 * runtime's `fetch()`, whose destination is the empty string: no `match-dest`, which takes any.
 */
export const SHELL_DICTIONARIES = {
  'remote-entries': 'match="/*/remoteEntry.js", match-dest=("script")',
  'remote-manifests': 'match="/*/mf-manifest.json"',
} as const;
export type ShellDictionaryName = keyof typeof SHELL_DICTIONARIES;

/** A shell's dictionary under its `static/` folder: its name's prefix, or undefined. */
function shellDictionaryOf(file: string): ShellDictionaryName | undefined {
  const match = /^(remote-entries|remote-manifests)\.[0-9a-f]{8}\.dict$/.exec(file);
  return (match?.[1] as ShellDictionaryName | undefined) ?? undefined;
}

/** What may be sent as a `dcz` copy depends on both: caches keep one copy per encoding and per dictionary. */
const DICTIONARY_VARY = 'Accept-Encoding, Available-Dictionary';

/**
 * A content-hashed script or style sheet, `<stem>.<8 hex>.<js|css>` (shared/build/dictionaries.ts's
 * HASHED_ASSET); a stem of these characters needs no escaping in a URL pattern nor in the header.
 */
const HASHED_ASSET = /^([\w.~-]+)\.[0-9a-f]{8}\.(js|css)$/;

// A hashed script or style sheet of a remote is the dictionary of the same file's next versions,
// wherever they are served: `/remotes/mf-shop/27.<hash>.js` (the default build) and
// `/releases/mf-shop/<version>/27.<hash>.js`. URLPattern's `*` spans `/`: `/*/mf-shop/*/27.*.js`
// misses the default build's address, `/*/mf-shop/*27.*.js` takes `227.<hash>.js` too. Its named
// groups match one segment each: `/:root/mf-shop{/:version}?/27.:hash.js` takes both addresses and
// neither another remote's file, another chunk's (`227.…`, `27.<hash>.css`), nor a sub-folder's
// (checked in Chromium 156). No regular expression group: Chromium refuses them in a dictionary's
// pattern. One `match` per response, as the RFC allows.
/** The `Use-As-Dictionary` value of a remote's hashed file (undefined for any other file). */
export function assetDictionary(remote: RemoteName, file: string): string | undefined {
  const match = HASHED_ASSET.exec(file);
  if (!match) return undefined;
  const [, stem, extension] = match;
  const destination = extension === 'css' ? 'style' : 'script';
  return `match="/:root/${remote}{/:version}?/${stem}.:hash.${extension}", match-dest=("${destination}")`;
}

/**
 * A remote's file as served: its default build's (`/remotes/<remote>/`) or a release's
 * (`/releases/<remote>/<version>/`).
 */
export interface RemoteFile {
  remote: RemoteName;
  /** The folder it is in. */
  dir: string;
  /** Its name. */
  file: string;
}

/**
 * Where the remotes' default builds (`<remotesRoot>/<remote>/dist`) and the releases
 * (`<releasesDir>/<remote>/<version>`) are.
 */
export interface RemoteFolders {
  remotesRoot: string;
  releasesDir: string;
}

/** The remote's file `filePath` (absolute; its `.br` / `.gz` copy too) is, at the top of a build or release folder. */
export function remoteFileAt(folders: RemoteFolders, filePath: string): RemoteFile | undefined {
  const original = originalOf(filePath);
  const file = path.basename(original);
  const [remote, version, ...rest] = path.relative(folders.releasesDir, original).split(path.sep);
  if (rest.length === 1 && remote && isRemoteName(remote) && !version?.startsWith('.')) {
    return { remote, dir: path.dirname(original), file };
  }
  const [name, dist, ...others] = path.relative(folders.remotesRoot, original).split(path.sep);
  if (others.length === 1 && dist === 'dist' && name && isRemoteName(name)) {
    return { remote: name, dir: path.dirname(original), file };
  }
  return undefined;
}

const REMOTE_URL = /^\/remotes\/([a-z-]+)\/([\w.~-]+)$/;
const RELEASE_URL = /^\/releases\/([a-z-]+)\/([A-Za-z0-9][\w.-]*)\/([\w.~-]+)$/;

/** The remote's file a request names when it is one that may have `dcz` copies (an entry, a hashed file). */
function remoteFileOf(folders: RemoteFolders, url: string): RemoteFile | undefined {
  const pathname = url.split('?')[0] ?? '';
  const release = RELEASE_URL.exec(pathname);
  const build = release ? null : REMOTE_URL.exec(pathname);
  const [remote, dir, file] = release
    ? [release[1]!, path.join(folders.releasesDir, release[1]!, release[2]!), release[3]!]
    : build
      ? [build[1]!, path.join(folders.remotesRoot, build[1]!, 'dist'), build[2]!]
      : [];
  if (!remote || !dir || !file || !isRemoteName(remote) || pathname.includes('..') || !servedToBrowsers(file)) {
    return undefined;
  }
  return file === ENTRY_FILE || file === MANIFEST_FILE || HASHED_ASSET.test(file) ? { remote, dir, file } : undefined;
}

/**
 * The headers of a remote's file that has, or may have, `dcz` copies, whichever copy it is sent
 * as; false (nothing set) for any other file. An entry or a manifest: always revalidated. A hashed
 * file: kept a year, the dictionary of its next versions.
 */
export function dictionaryHeaders(reply: FastifyReply, { remote, file }: RemoteFile): boolean {
  if (file === ENTRY_FILE || file === MANIFEST_FILE) {
    entryHeaders(reply);
    return true;
  }
  const dictionary = assetDictionary(remote, file);
  if (!dictionary) return false;
  void reply.header('Cache-Control', cacheControlFor(file));
  void reply.header('Use-As-Dictionary', dictionary);
  void reply.header('Vary', DICTIONARY_VARY);
  return true;
}

/**
 * The `Use-As-Dictionary` of `filePath` (absolute) when it is one of the shell's dictionaries,
 * `<shellDir>/static/remote-<entries|manifests>.<hash>.dict`, or its copy; else undefined.
 */
export function shellDictionaryUse(shellDir: string, filePath: string): string | undefined {
  const [folder, file, ...rest] = path.relative(shellDir, originalOf(filePath)).split(path.sep);
  const name = rest.length === 0 && folder === 'static' ? shellDictionaryOf(file ?? '') : undefined;
  return name && SHELL_DICTIONARIES[name];
}

/** An entry's or manifest's headers, whichever copy it is sent as: always revalidated, varying with the dictionary. */
export function entryHeaders(reply: FastifyReply): void {
  void reply.header('Cache-Control', 'no-cache');
  void reply.header('Vary', DICTIONARY_VARY);
}

const dictionaryLookups = new Map<string, { key: string; hrefs: string[] }>();

/**
 * The addresses of the dictionaries the shell's build holds, the newest of each kind
 * (`/static/remote-entries.<hash>.dict`, `/static/remote-manifests.<hash>.dict`): none when it has
 * none (built without `zstd`). Read again only when the `static/` folder changed (a file added,
 * renamed or removed changes its mtime): one stat per page.
 */
export function shellDictionaryHrefs(shellDir: string): string[] {
  const staticDir = path.join(shellDir, 'static');
  const stat = fs.statSync(staticDir, { throwIfNoEntry: false });
  const key = stat ? `${stat.ino} ${stat.mtimeMs}` : '';
  const cached = dictionaryLookups.get(shellDir);
  if (cached?.key === key) return cached.hrefs;
  const newest = new Map<ShellDictionaryName, { name: string; mtime: number }>();
  for (const name of stat ? fs.readdirSync(staticDir) : []) {
    const kind = shellDictionaryOf(name);
    if (!kind) continue;
    const mtime = fs.statSync(path.join(staticDir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime >= (newest.get(kind)?.mtime ?? -1)) newest.set(kind, { name, mtime });
  }
  const hrefs = (Object.keys(SHELL_DICTIONARIES) as ShellDictionaryName[]).flatMap((kind) => {
    const found = newest.get(kind);
    return found ? [`/static/${found.name}`] : [];
  });
  dictionaryLookups.set(shellDir, { key, hrefs });
  return hrefs;
}

/** Whether `Accept-Encoding` lists `dcz` (and not with `q=0`). */
export function acceptsDcz(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return value.split(',').some((item) => {
    const [coding, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    return coding === 'dcz' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/**
 * The SHA-256 (hex) that `Available-Dictionary` names: a Structured Field Byte Sequence,
 * `:<base64>:` (RFC 9842 § 2.2); undefined when there is none or it is not one.
 */
export function availableDictionary(header: string | string[] | undefined): string | undefined {
  const match = typeof header === 'string' ? /^\s*:([A-Za-z0-9+/]{43}=):\s*$/.exec(header) : null;
  if (!match) return undefined;
  const hash = Buffer.from(match[1]!, 'base64');
  return hash.length === 32 ? hash.toString('hex') : undefined;
}

/**
 * The copy of `<dir>/<file>` compressed against the dictionary of that hash, when there is one
 * written after the file (a copy left from an older file would decode to that file).
 */
export function dictionaryCopy(
  dir: string,
  file: string,
  hash: string,
): { file: string; size: number; etag: string } | undefined {
  const original = fs.statSync(path.join(dir, file), { throwIfNoEntry: false });
  const copyFile = path.join(dir, `${file}.${hash}.dcz`);
  const copy = fs.statSync(copyFile, { throwIfNoEntry: false });
  if (!original?.isFile() || !copy?.isFile() || copy.mtimeMs < original.mtimeMs) return undefined;
  // The copy's own validator (not the file's: another encoding is another representation), so
  // that an entry, always revalidated, comes back as a 304 while neither it nor the copy changed.
  const etag = `"dcz-${copy.size.toString(16)}-${Math.floor(copy.mtimeMs).toString(16)}-${hash.slice(0, 8)}"`;
  return { file: copyFile, size: copy.size, etag };
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * A remote's entry, manifest or hashed file, under `/remotes/<remote>/` or `/releases/<remote>/<version>/`,
 * requested by a browser that accepts `dcz` with a dictionary the server has a copy against: that
 * copy, with the file's own headers. Anything else goes on to the static routes (the file, or its
 * Brotli / gzip copy). A hook rather than routes: it must run before the static routes registered
 * after it (on PostgreSQL, after the hook that copies a release from the database).
 */
export function dictionaryCopies(app: Api, folders: RemoteFolders): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/remotes/') && !request.url.startsWith('/releases/')) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const hash = acceptsDcz(request.headers['accept-encoding'])
      ? availableDictionary(request.headers['available-dictionary'])
      : undefined;
    const target = hash ? remoteFileOf(folders, request.url) : undefined;
    const copy = target && dictionaryCopy(target.dir, target.file, hash!);
    if (!target || !copy) return;
    dictionaryHeaders(reply, target);
    void reply.header('ETag', copy.etag);
    if (isFresh(request, copy.etag)) return reply.status(304).send();
    return reply
      .header('Content-Type', CONTENT_TYPES[path.extname(target.file).slice(1)] ?? 'application/octet-stream')
      .header('Content-Encoding', 'dcz')
      .header('Content-Length', copy.size)
      .send(await fs.promises.readFile(copy.file));
  });
}
