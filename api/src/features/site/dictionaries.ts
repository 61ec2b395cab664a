/**
 * Compression Dictionary Transport (RFC 9842) for the remotes' entry files. The build writes one
 * dictionary into the shell's files, `/static/remote-entries.<hash>.dict` (a remote's entry: the
 * five are about 95 % alike), and each entry compressed against it (shared/build/dictionaries.ts).
 * Every page links the dictionary (`<link rel="compression-dictionary">`, fetched by the browser
 * when idle); it is sent with `Use-As-Dictionary` and kept a year. An entry requested with that
 * dictionary available is sent compressed against it (`dcz`); anything else gets the Brotli or
 * gzip copy as before: a browser without dictionaries, an unknown dictionary, a copy older than
 * its file. The entries themselves stay `no-cache`: a visitor always runs the current one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@wado/shared/contract';
import type { Api } from '../contract';
import { originalOf } from './builtFiles';

export const ENTRY_FILE = 'remoteEntry.js';

/** The dictionary's name under the shell's `static/` folder (the build writes one). */
const DICTIONARY_FILE = /^remote-entries\.[0-9a-f]{8}\.dict$/;

/**
 * What the dictionary is for: the remotes' entries wherever they are served (URLPattern's `*`
 * spans `/`: `/remotes/mf-shop/remoteEntry.js` and `/releases/mf-shop/<version>/remoteEntry.js`),
 * fetched as scripts (the start script's preloads and the federation runtime's `<script>`s both are).
 */
export const USE_AS_DICTIONARY = 'match="/*/remoteEntry.js", match-dest=("script")';

/** The entry's response depends on both: caches must keep one copy per encoding and per dictionary. */
const ENTRY_VARY = 'Accept-Encoding, Available-Dictionary';

/**
 * Whether `filePath` (absolute) is a remote's default entry, `<remotesRoot>/<remote>/dist/remoteEntry.js`,
 * or its Brotli / gzip copy.
 */
export function isRemoteEntry(remotesRoot: string, filePath: string): boolean {
  const [remote, dist, file, ...rest] = path.relative(remotesRoot, originalOf(filePath)).split(path.sep);
  return (
    rest.length === 0 &&
    dist === 'dist' &&
    file === ENTRY_FILE &&
    (REMOTE_NAMES as readonly string[]).includes(remote ?? '')
  );
}

/** Whether `filePath` (absolute) is the dictionary, `<shellDir>/static/remote-entries.<hash>.dict`, or its copy. */
export function isEntryDictionary(shellDir: string, filePath: string): boolean {
  const [folder, file, ...rest] = path.relative(shellDir, originalOf(filePath)).split(path.sep);
  return rest.length === 0 && folder === 'static' && DICTIONARY_FILE.test(file ?? '');
}

/** An entry's headers, whichever copy it is sent as: always revalidated, varying with the dictionary. */
export function entryHeaders(reply: FastifyReply): void {
  void reply.header('Cache-Control', 'no-cache');
  void reply.header('Vary', ENTRY_VARY);
}

const dictionaryLookups = new Map<string, { key: string; href: string | undefined }>();

/**
 * The address of the dictionary the shell's build holds (`/static/remote-entries.<hash>.dict`),
 * undefined when it has none (built without `zstd`). Read again only when the `static/` folder
 * changed (a file added, renamed or removed changes its mtime): one stat per page.
 */
export function entryDictionaryHref(shellDir: string): string | undefined {
  const staticDir = path.join(shellDir, 'static');
  const stat = fs.statSync(staticDir, { throwIfNoEntry: false });
  const key = stat ? `${stat.ino} ${stat.mtimeMs}` : '';
  const cached = dictionaryLookups.get(shellDir);
  if (cached?.key === key) return cached.href;
  let href: string | undefined;
  if (stat) {
    const newest = fs
      .readdirSync(staticDir)
      .filter((name) => DICTIONARY_FILE.test(name))
      .map((name) => ({
        name,
        mtime: fs.statSync(path.join(staticDir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
      }))
      .sort((a, b) => b.mtime - a.mtime)[0];
    href = newest && `/static/${newest.name}`;
  }
  dictionaryLookups.set(shellDir, { key, href });
  return href;
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
 * The build's copy of `<dir>/remoteEntry.js` compressed against the dictionary of that hash, when
 * there is one written after the file (a copy left from an older file would decode to that file).
 */
export function dictionaryCopy(dir: string, hash: string): { file: string; size: number } | undefined {
  const entry = fs.statSync(path.join(dir, ENTRY_FILE), { throwIfNoEntry: false });
  const file = path.join(dir, `${ENTRY_FILE}.${hash}.dcz`);
  const copy = fs.statSync(file, { throwIfNoEntry: false });
  if (!entry || !copy?.isFile() || copy.mtimeMs < entry.mtimeMs) return undefined;
  return { file, size: copy.size };
}

/**
 * `GET /remotes/<name>/remoteEntry.js` for each remote: the `dcz` copy when the browser accepts it
 * and the build wrote one against the dictionary it holds; otherwise the file as every other one (`sendFile`,
 * with the Brotli / gzip copies). More specific than the remotes' static routes, so it answers first.
 */
export function entryRoutes(app: Api, remotesRoot: string): void {
  for (const name of REMOTE_NAMES) {
    const dir = path.join(remotesRoot, name, 'dist');
    app.route({
      method: ['GET', 'HEAD'],
      url: `/remotes/${name}/${ENTRY_FILE}`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const hash = acceptsDcz(request.headers['accept-encoding'])
          ? availableDictionary(request.headers['available-dictionary'])
          : undefined;
        const copy = hash ? dictionaryCopy(dir, hash) : undefined;
        if (!copy) return reply.sendFile(ENTRY_FILE, dir);
        entryHeaders(reply);
        return reply
          .header('Content-Type', 'application/javascript; charset=utf-8')
          .header('Content-Encoding', 'dcz')
          .header('Content-Length', copy.size)
          .send(await fs.promises.readFile(copy.file));
      },
    });
  }
}
