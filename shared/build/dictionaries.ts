/**
 * Compression dictionaries (RFC 9842, Compression Dictionary Transport) for the two files every
 * remote has at a fixed address, always revalidated: its entry, `remoteEntry.js` (the five are
 * about 95 % alike: the Module Federation runtime), and its `mf-manifest.json` (the same JSON
 * shape, the same shared libraries). Each is sent compressed against one of its kind, which the
 * browser downloaded beforehand at idle time.
 *
 * This writes, once the remotes are built (scripts/build.mjs), for each kind (SHELL_DICTIONARIES):
 * - the dictionary, `<shell dist>/static/<remote-entries|remote-manifests>.<first 8 hex of its
 *   SHA-256>.dict`, and its Brotli and gzip copies; its content is one remote's file, the one the
 *   five compress best against. Every page names both, and its start script links them once the
 *   page is taken over (`<link rel="compression-dictionary">`); the server sends each with
 *   `Use-As-Dictionary` and keeps it a year (its name is hashed);
 * - for each remote, `<remote>/dist/<file>.<SHA-256 hex of the dictionary>.dcz`: its file
 *   compressed with zstd against the dictionary, in the `dcz` format the server sends as it is
 *   (api/src/features/site/dictionaries.ts).
 * Older dictionaries and the copies against them are removed.
 *
 * And, at a section's release (writeReleaseCopies), each hashed script and style sheet of the new
 * version compressed against the same file of the version live now, which a returning visitor's
 * browser holds as a dictionary (the server sends each with `Use-As-Dictionary`); its entry and
 * manifest against the shell's dictionaries.
 *
 *   tsx shared/build/dictionaries.ts <shell static folder> <remote dist folder> ...
 *   tsx shared/build/dictionaries.ts --release <release folder> <live version's folder> [<shell static folder>]
 * It needs the `zstd` command (Debian package `zstd`): without it, nothing is written and the
 * entries are sent with their Brotli copies, as before.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const ENTRY_FILE = 'remoteEntry.js';
export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * The shell's dictionaries: the file of every remote each one is for, and the prefix of its name
 * in the shell's `static/` folder (api/src/features/site/dictionaries.ts reads the same names).
 */
export const SHELL_DICTIONARIES = [
  { file: ENTRY_FILE, prefix: 'remote-entries' },
  { file: MANIFEST_FILE, prefix: 'remote-manifests' },
] as const;
export type ShellDictionaryKind = (typeof SHELL_DICTIONARIES)[number];

/** A dictionary's name in the shell's `static/` folder, and (`withCopies`) its compressed copies'. */
const dictionaryNamePattern = (kind: ShellDictionaryKind, withCopies = false) =>
  new RegExp(`^${kind.prefix}\\.[0-9a-f]{8}\\.dict${withCopies ? '(\\.(br|gz))?' : ''}$`);

/**
 * The current dictionary is kept while the entries compress against it at most this much worse
 * than against the best candidate: a new one costs every returning visitor a download.
 */
const KEEP_TOLERANCE = 1.2;

/**
 * The `dcz` header (RFC 9842 § 5): a Zstandard skippable frame (magic number 0x184D2A5E,
 * little-endian, then its length, 32) holding the SHA-256 of the dictionary.
 */
const DCZ_MAGIC = Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);

export function sha256(content: Buffer): Buffer {
  return crypto.createHash('sha256').update(content).digest();
}

/** The dictionary's file name for that content. */
export function dictionaryFileName(kind: ShellDictionaryKind, content: Buffer): string {
  return `${kind.prefix}.${sha256(content).toString('hex').slice(0, 8)}.dict`;
}

/** Where the copy of `file` compressed against a dictionary of that hash is. */
export function dictionaryCopyName(file: string, dictionaryHash: Buffer): string {
  return `${file}.${dictionaryHash.toString('hex')}.dcz`;
}

/** Whether the `zstd` command is there. */
export function hasZstd(): boolean {
  return spawnSync('zstd', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * `content` compressed against `dictionaryFile` in the `dcz` format: the header, then a zstd frame
 * using the dictionary as raw content. Level 19 without `--long`: the frame's window is the
 * file's size, far below the 8 MB every browser that accepts `dcz` must take (RFC 9842 § 5).
 */
export function dcz(content: Buffer, dictionaryFile: string): Buffer {
  const zstd = spawnSync('zstd', ['-q', '-19', '-c', '-D', dictionaryFile], {
    input: content,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (zstd.status !== 0) throw new Error(`zstd a échoué contre ${dictionaryFile} : ${zstd.stderr.toString()}`);
  return Buffer.concat([DCZ_MAGIC, sha256(fs.readFileSync(dictionaryFile)), zstd.stdout]);
}

/** Written whole under another name, then renamed: the server never reads half a file. */
function writeWhole(file: string, content: Buffer): void {
  fs.writeFileSync(`${file}.tmp`, content);
  fs.renameSync(`${file}.tmp`, file);
}

export interface DictionaryCopy {
  /** The remote's folder name. */
  remote: string;
  brotli: number;
  dcz: number;
}

export interface ShellDictionary {
  kind: ShellDictionaryKind;
  /** The dictionary's path. */
  file: string;
  /** The remote whose file it is ('précédent' for a dictionary kept from an earlier build). */
  source: string;
  bytes: number;
  brotli: number;
  copies: DictionaryCopy[];
  /** Whether anything was written. */
  written: boolean;
}

const mtime = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
const remoteOf = (distDir: string) => path.basename(path.dirname(distDir));
const brotliSizeOf = (file: string) =>
  (fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`) : fs.statSync(file)).size;

/** The dictionaries of that kind the shell's folder holds, newest first. */
function currentDictionaries(kind: ShellDictionaryKind, staticDir: string): string[] {
  if (!fs.existsSync(staticDir)) return [];
  const pattern = dictionaryNamePattern(kind);
  return fs
    .readdirSync(staticDir)
    .filter((name) => pattern.test(name))
    .map((name) => path.join(staticDir, name))
    .sort((a, b) => (mtime(b) ?? 0) - (mtime(a) ?? 0));
}

/** The file's copy against that dictionary, when it is there and newer than both. */
function upToDateCopy(entry: string, dictionary: string, hash: Buffer): number | undefined {
  const copy = dictionaryCopyName(entry, hash);
  const copyTime = mtime(copy);
  if (copyTime === undefined || copyTime < mtime(entry)! || copyTime < mtime(dictionary)!) return undefined;
  return fs.statSync(copy).size;
}

/**
 * Writes the dictionary of that kind and the remotes' copies against it (see the top of this
 * file), unless they are there and newer than the remotes' files. Returns what was chosen and the
 * sizes, or undefined when no remote is built. (The variables say « entry »: either kind's file.)
 */
export function writeShellDictionary(
  kind: ShellDictionaryKind,
  staticDir: string,
  distDirs: string[],
): ShellDictionary | undefined {
  const entries = distDirs.map((dir) => path.join(dir, kind.file)).filter((file) => fs.existsSync(file));
  if (entries.length === 0) return undefined;
  const [current] = currentDictionaries(kind, staticDir);
  const describe = (file: string, source: string, copies: DictionaryCopy[], written: boolean): ShellDictionary => ({
    kind,
    file,
    source,
    bytes: fs.statSync(file).size,
    brotli: brotliSizeOf(file),
    copies,
    written,
  });

  // Nothing changed since the last build: every copy against the current dictionary is there.
  if (current) {
    const hash = sha256(fs.readFileSync(current));
    const sizes = entries.map((entry) => upToDateCopy(entry, current, hash));
    if (sizes.every((size) => size !== undefined)) {
      const copies = entries.map((entry, i) => ({
        remote: remoteOf(path.dirname(entry)),
        brotli: brotliSizeOf(entry),
        dcz: sizes[i]!,
      }));
      return describe(current, sourceOf(current, entries), copies, false);
    }
  }

  // Each entry as the dictionary, and the current one: the total of the entries compressed against it.
  const contents = entries.map((entry) => fs.readFileSync(entry));
  const candidates = [...entries, ...(current ? [current] : [])].map((file) => {
    const sizes = contents.map((content) => dcz(content, file).length);
    return { file, sizes, total: sizes.reduce((a, b) => a + b, 0) };
  });
  const best = candidates.reduce((a, b) => (b.total < a.total ? b : a));
  const kept = current ? candidates[candidates.length - 1]! : undefined;
  const chosen = kept && kept.total <= best.total * KEEP_TOLERANCE ? kept : best;

  fs.mkdirSync(staticDir, { recursive: true });
  const content = fs.readFileSync(chosen.file);
  const hash = sha256(content);
  const dictionary = path.join(staticDir, dictionaryFileName(kind, content));
  if (dictionary !== chosen.file) writeWhole(dictionary, content);
  writeWhole(
    `${dictionary}.br`,
    zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeWhole(`${dictionary}.gz`, zlib.gzipSync(content, { level: 9 }));

  // The copies, written after the dictionary (a copy must not be older than it); only those
  // smaller than the entry's Brotli copy.
  const copies: DictionaryCopy[] = [];
  entries.forEach((entry, i) => {
    // A build folder linked from elsewhere (a copy of the repository that reuses this checkout's
    // builds, as the « new section » browser test makes) is that checkout's to write: read only.
    if (isLinked(path.dirname(entry))) return;
    const copy = dictionaryCopyName(entry, hash);
    const compressed = dcz(contents[i]!, dictionary);
    const brotli = brotliSizeOf(entry);
    if (compressed.length < brotli) {
      writeWhole(copy, compressed);
      copies.push({ remote: remoteOf(path.dirname(entry)), brotli, dcz: compressed.length });
    } else {
      fs.rmSync(copy, { force: true });
    }
  });

  // Older dictionaries and the copies against them (a page that linked an older one asks for the
  // new one on its next load; meanwhile its entries come in Brotli).
  const dictionaryOrCopy = dictionaryNamePattern(kind, true);
  for (const name of fs.readdirSync(staticDir)) {
    if (dictionaryOrCopy.test(name) && !name.startsWith(path.basename(dictionary))) {
      fs.rmSync(path.join(staticDir, name), { force: true });
    }
  }
  const ownCopy = `.${hash.toString('hex')}.dcz`;
  for (const dir of distDirs.filter((d) => fs.existsSync(d) && !isLinked(d))) {
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith(`${kind.file}.`) && name.endsWith('.dcz') && !name.endsWith(ownCopy)) {
        fs.rmSync(path.join(dir, name), { force: true });
      }
    }
  }
  return describe(dictionary, chosen === kept ? 'précédent' : remoteOf(path.dirname(chosen.file)), copies, true);
}

/** Whether a build folder is a link to another checkout's. */
const isLinked = (dir: string) => fs.lstatSync(dir).isSymbolicLink();

/** The remote whose entry the dictionary is, or 'précédent'. */
function sourceOf(dictionary: string, entries: string[]): string {
  const content = fs.readFileSync(dictionary);
  const entry = entries.find((file) => fs.readFileSync(file).equals(content));
  return entry ? remoteOf(path.dirname(entry)) : 'précédent';
}

/**
 * A content-hashed script or style sheet of a remote's build, `<stem>.<8 hex>.<js|css>`: its name
 * changes with its content, so it is kept a year and is the dictionary of the same stem's next
 * version (api/src/features/site/dictionaries.ts).
 */
export const HASHED_ASSET = /^([\w.~-]+)\.[0-9a-f]{8}\.(js|css)$/;

/** A file's stem and extension without its hash (`27.js` for `27.be9acec9.js`), or undefined. */
export function assetStem(name: string): string | undefined {
  const match = HASHED_ASSET.exec(name);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

export interface ReleaseCopy {
  /** The file of the release. */
  file: string;
  /** What it is compressed against: the previous version's file of that stem, or a shell's dictionary. */
  against: string;
  brotli: number;
  dcz: number;
}

/** The newest dictionary of each kind in the shell's static folder, by the file it is for. */
export function shellDictionariesOf(staticDir: string): Record<string, string> {
  const dictionaries: Record<string, string> = {};
  for (const kind of SHELL_DICTIONARIES) {
    const [newest] = currentDictionaries(kind, staticDir);
    if (newest) dictionaries[kind.file] = newest;
  }
  return dictionaries;
}

/**
 * At a section's release (scripts/release.mjs, api/scripts/releases.ts), before it goes live: each
 * hashed script and style sheet of `releaseDir` compressed against the file of the same stem in
 * `previousDir` (the version live now, which a returning visitor holds as a dictionary), as
 * `<file>.<SHA-256 hex of the previous file>.dcz`, beside it; an unchanged file too (its address
 * changes with the release folder, its copy is a few dozen bytes). The release's `remoteEntry.js`
 * and `mf-manifest.json` are compressed against the shell's dictionaries (`shellDictionaries`, by
 * the file each is for: shellDictionariesOf), which every visitor holds. Only the copies smaller
 * than the file's Brotli copy are written, after the files (the server sends none older than its
 * file). Returns what was written.
 */
export function writeReleaseCopies(
  releaseDir: string,
  previousDir: string,
  shellDictionaries: Record<string, string> = {},
): ReleaseCopy[] {
  const previous = new Map<string, string>();
  if (fs.existsSync(previousDir)) {
    for (const name of fs.readdirSync(previousDir)) {
      const stem = assetStem(name);
      const file = path.join(previousDir, name);
      // Two of one stem (never in a build webpack cleans): the newest.
      const known = stem && previous.get(stem);
      if (stem && (!known || (mtime(file) ?? 0) > (mtime(known) ?? 0))) previous.set(stem, file);
    }
  }
  const pairs: [string, string][] = [];
  for (const name of fs.readdirSync(releaseDir).sort()) {
    const against = Object.hasOwn(shellDictionaries, name)
      ? shellDictionaries[name]
      : previous.get(assetStem(name) ?? '');
    if (against) pairs.push([path.join(releaseDir, name), against]);
  }
  const copies: ReleaseCopy[] = [];
  for (const [file, against] of pairs) {
    const compressed = dcz(fs.readFileSync(file), against);
    const brotli = brotliSizeOf(file);
    if (compressed.length >= brotli) continue;
    writeWhole(dictionaryCopyName(file, sha256(fs.readFileSync(against))), compressed);
    copies.push({ file, against, brotli, dcz: compressed.length });
  }
  return copies;
}

/** The sizes of a release's copies, one line per file, then the totals. */
export function releaseSizeTable(copies: ReleaseCopy[]): string {
  const lines = copies.map(
    (copy) =>
      `  ${path.basename(copy.file)} : brotli ${copy.brotli} o, dcz ${copy.dcz} o (contre ${path.basename(copy.against)})`,
  );
  const brotli = copies.reduce((sum, copy) => sum + copy.brotli, 0);
  const compressed = copies.reduce((sum, copy) => sum + copy.dcz, 0);
  return [...lines, `  total : brotli ${brotli} o, dcz ${compressed} o`].join('\n');
}

/** The sizes: the dictionary, then one line per remote (Brotli, then dcz against the dictionary). */
export function sizeTable(dictionary: ShellDictionary): string {
  const lines = dictionary.copies.map((copy) => `  ${copy.remote} : brotli ${copy.brotli} o, dcz ${copy.dcz} o`);
  const head =
    `  ${path.basename(dictionary.file)} (${dictionary.kind.file} de ${dictionary.source}) : ` +
    `${dictionary.bytes} o, brotli ${dictionary.brotli} o`;
  return [head, ...lines].join('\n');
}

/** `--release <release folder> <previous version's folder> [<shell static folder>]`: writeReleaseCopies. */
function release([releaseDir, previousDir, staticDir]: string[]) {
  if (!releaseDir || !previousDir)
    throw new Error(
      'Usage : tsx shared/build/dictionaries.ts --release <version> <version précédente> [<static du shell>]',
    );
  if (!hasZstd()) {
    console.log('Copies contre la version précédente non écrites : la commande zstd manque (paquet Debian zstd).');
    return;
  }
  const copies = writeReleaseCopies(releaseDir, previousDir, staticDir ? shellDictionariesOf(staticDir) : {});
  console.log(`Copies compressées contre la version en ligne (octets) :\n${releaseSizeTable(copies)}`);
}

function main([staticDir, ...distDirs]: string[]) {
  if (staticDir === '--release') return release(distDirs);
  if (!staticDir)
    throw new Error('Usage : tsx shared/build/dictionaries.ts <dossier static du shell> <dist des remotes>…');
  if (!hasZstd()) {
    console.log('Dictionnaire de compression non écrit : la commande zstd manque (paquet Debian zstd).');
    return;
  }
  for (const kind of SHELL_DICTIONARIES) {
    const dictionary = writeShellDictionary(kind, staticDir, distDirs);
    if (dictionary?.written) {
      console.log(`Dictionnaire de compression des ${kind.file} des remotes (octets) :\n${sizeTable(dictionary)}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main(process.argv.slice(2));
