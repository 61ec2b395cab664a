import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { writeReleaseCopies } from '../../shared/build/dictionaries';
import {
  acceptsDcz,
  assetDictionary,
  availableDictionary,
  SHELL_DICTIONARIES,
} from '../src/features/site/dictionaries';
import { cacheControlFor } from '../src/features/site/builtFiles';
import { startTestApp, tempDir } from './helpers';

/** The `zstd` command (Debian package `zstd`, installed by .ci/run) encodes and decodes here. */
const hasZstd = spawnSync('zstd', ['--version'], { stdio: 'ignore' }).status === 0;

const sha256 = (content: Buffer | string) => crypto.createHash('sha256').update(content).digest();
const DCZ_MAGIC = Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);
const ONE_YEAR = 'public, max-age=31536000, immutable';

/** Two remotes' entries, alike but for their names, as the federation runtime makes them. */
function entry(name: string): string {
  const runtime = Array.from({ length: 300 }, (_, i) => `function runtime${i}(scope){return scope.get("${i}")}`);
  return `var ${name};(()=>{${runtime.join(';')};${name}={name:"${name}",get:runtime1}})();`;
}

/** A remote's `mf-manifest.json`, as the federation plugin writes it: the same shape for every remote. */
function manifest(name: string, hash = 'e42c1707'): string {
  const shared = ['react', 'react-dom', 'react-dom/client', 'react-router', '@wado/shared', '@wado/shared/admin'].map(
    (library, i) => ({
      id: `${name}:${library}`,
      name: library,
      version: '19.3.1',
      singleton: true,
      requiredVersion: '^19.3.1',
      assets: { js: { async: [], sync: [`${i}.${hash}.js`] }, css: { async: [], sync: [] } },
      fallback: '',
    }),
  );
  const metaData = { name, type: 'app', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } };
  return JSON.stringify({ id: name, name, metaData, shared, remotes: [], exposes: [] }, null, 2);
}

function zstd(args: string[], input: Buffer): Buffer {
  const result = spawnSync('zstd', ['-q', ...args], { input, maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return result.stdout;
}

const build = tempDir('wado-dictionaries-');
const shellDir = path.join(build.dir, 'shell');
const staticDir = path.join(shellDir, 'static');
const shopDir = path.join(build.dir, 'mf-shop', 'dist');
const mediaDir = path.join(build.dir, 'mf-media', 'dist');
const shopEntry = Buffer.from(entry('mf_shop'));
const mediaEntry = Buffer.from(entry('mf_media'));
/** The dictionary shared/build/dictionaries.ts writes: one remote's entry, here mf-media's. */
const dictionary = mediaEntry;
const dictionaryHash = sha256(dictionary);
const dictionaryName = `remote-entries.${dictionaryHash.toString('hex').slice(0, 8)}.dict`;
const dictionaryFile = path.join(staticDir, dictionaryName);
const copyName = `remoteEntry.js.${dictionaryHash.toString('hex')}.dcz`;
/** The manifests' dictionary: one remote's manifest, here mf-media's. */
const shopManifest = Buffer.from(manifest('mf_shop'));
const manifestsDictionary = Buffer.from(manifest('mf_media'));
const manifestsHash = sha256(manifestsDictionary);
const manifestsName = `remote-manifests.${manifestsHash.toString('hex').slice(0, 8)}.dict`;
const manifestsFile = path.join(staticDir, manifestsName);

function writeBuild() {
  fs.mkdirSync(staticDir, { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head></head><body><script defer src="/static/start.js" data-entry="/static/main.js"></script></body></html>',
  );
  fs.writeFileSync(dictionaryFile, dictionary);
  fs.writeFileSync(`${dictionaryFile}.br`, zlib.brotliCompressSync(dictionary));
  fs.writeFileSync(manifestsFile, manifestsDictionary);
  for (const [dir, content, manifestContent] of [
    [shopDir, shopEntry, shopManifest],
    [mediaDir, mediaEntry, manifestsDictionary],
  ] as const) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), content);
    fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifestContent);
    fs.writeFileSync(path.join(dir, 'mf-manifest.json.br'), zlib.brotliCompressSync(manifestContent));
    // The copies shared/build/dictionaries.ts writes: the entry and the manifest against their dictionaries.
    fs.writeFileSync(
      path.join(dir, copyName),
      Buffer.concat([DCZ_MAGIC, dictionaryHash, zstd(['-19', '-c', '-D', dictionaryFile], content)]),
    );
    fs.writeFileSync(
      path.join(dir, `mf-manifest.json.${manifestsHash.toString('hex')}.dcz`),
      Buffer.concat([DCZ_MAGIC, manifestsHash, zstd(['-19', '-c', '-D', manifestsFile], manifestContent)]),
    );
  }
}

const withDictionary = (hash: Buffer, acceptEncoding = 'gzip, deflate, br, zstd, dcb, dcz') => ({
  'accept-encoding': acceptEncoding,
  'available-dictionary': `:${hash.toString('base64')}:`,
});

/** Every response for an entry: always revalidated, never a dictionary, varying with the dictionary. */
function expectEntry(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['use-as-dictionary']).toBeUndefined();
  expect(
    String(response.headers.vary)
      .toLowerCase()
      .split(/\s*,\s*/)
      .sort(),
  ).toEqual(['accept-encoding', 'available-dictionary']);
  expect(response.headers['content-type']).toMatch(/^application\/javascript/);
}

function expectBrotli(response: LightMyRequestResponse, content: Buffer) {
  expectEntry(response);
  expect(response.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(response.rawPayload).equals(content)).toBe(true);
}

describe('the header values', () => {
  it('caches the Brotli and gzip copies of a hashed file for a year, like the file', () => {
    for (const file of ['/s/123.abcdef12.js', '/s/123.abcdef12.js.br', '/s/123.abcdef12.js.gz']) {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    }
    expect(cacheControlFor('/s/mf-manifest.json.br')).toBe('no-cache');
  });

  it.each([
    ['gzip, deflate, br, zstd, dcb, dcz', true],
    ['br;q=1, DCZ;q=0.5', true],
    ['gzip, br, dcz;q=0', false],
    ['gzip, br, zstd', false],
    [undefined, false],
  ])('Accept-Encoding %s lists dcz: %s', (header, expected) => {
    expect(acceptsDcz(header)).toBe(expected);
  });

  it("makes each hashed script and style sheet of a remote the dictionary of its stem's next versions", () => {
    expect(assetDictionary('mf-shop', '__federation_expose_routes.1a2b3c4d.js')).toBe(
      'match="/:root/mf-shop{/:version}?/__federation_expose_routes.:hash.js", match-dest=("script")',
    );
    expect(assetDictionary('mf-media', 'styles.0123abcd.css')).toBe(
      'match="/:root/mf-media{/:version}?/styles.:hash.css", match-dest=("style")',
    );
    for (const file of ['remoteEntry.js', 'mf-manifest.json', '27.1a2b3c4d.js.map', '27.1a2b3c4d.svg', '27.js']) {
      expect(assetDictionary('mf-shop', file)).toBeUndefined();
    }
  });

  it('reads Available-Dictionary as a Structured Field Byte Sequence of 32 bytes, else nothing', () => {
    const hash = sha256('dictionnaire');
    expect(availableDictionary(`:${hash.toString('base64')}:`)).toBe(hash.toString('hex'));
    expect(availableDictionary(hash.toString('base64'))).toBeUndefined();
    expect(availableDictionary(':AAAA:')).toBeUndefined();
    expect(availableDictionary(`:${hash.toString('base64')}:, :${hash.toString('base64')}:`)).toBeUndefined();
    expect(availableDictionary(undefined)).toBeUndefined();
  });
});

(hasZstd ? describe : describe.skip)("the remotes' entries compressed against the shell's dictionary (dcz)", () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    writeBuild();
    let config: { dataDir: string };
    ({ app, cleanup, config } = await startTestApp({ shellDir, remotesRoot: build.dir }));
    dataDir = config.dataDir;
  });
  afterAll(async () => {
    await cleanup?.();
    build.remove();
  });

  it('serves the dictionary as one, kept a year, in Brotli for the browsers that take it', async () => {
    const response = await app.inject({ url: `/static/${dictionaryName}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['use-as-dictionary']).toBe(SHELL_DICTIONARIES['remote-entries']);
    expect(response.headers['cache-control']).toBe(ONE_YEAR);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).equals(dictionary)).toBe(true);
    const plain = await app.inject(`/static/${dictionaryName}`);
    expect(plain.headers['use-as-dictionary']).toBe(SHELL_DICTIONARIES['remote-entries']);
    expect(plain.headers['cache-control']).toBe(ONE_YEAR);
    expect(plain.rawPayload.equals(dictionary)).toBe(true);
    // The manifests' dictionary, for the manifests.
    const manifests = await app.inject(`/static/${manifestsName}`);
    expect(manifests.statusCode).toBe(200);
    expect(manifests.headers['use-as-dictionary']).toBe(SHELL_DICTIONARIES['remote-manifests']);
    expect(manifests.headers['cache-control']).toBe(ONE_YEAR);
    expect(manifests.rawPayload.equals(manifestsDictionary)).toBe(true);
    // A file of another name in the same folder is no dictionary.
    fs.writeFileSync(path.join(staticDir, 'remote-other.0123abcd.dict'), 'x');
    expect((await app.inject('/static/remote-other.0123abcd.dict')).headers['use-as-dictionary']).toBeUndefined();
  });

  it('is a dictionary for the entries wherever they are served, fetched as scripts; another for the manifests', () => {
    expect(SHELL_DICTIONARIES).toEqual({
      'remote-entries': 'match="/*/remoteEntry.js", match-dest=("script")',
      // The federation runtime fetches the manifest with fetch(): destination "", any destination.
      'remote-manifests': 'match="/*/mf-manifest.json"',
    });
  });

  it("sends a manifest compressed against the manifests' dictionary, always revalidated, as JSON", async () => {
    const response = await app.inject({
      url: '/remotes/mf-shop/mf-manifest.json',
      headers: withDictionary(manifestsHash),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('dcz');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Available-Dictionary');
    expect(response.headers['use-as-dictionary']).toBeUndefined();
    expect(response.rawPayload.subarray(8, 40).equals(manifestsHash)).toBe(true);
    expect(zstd(['-d', '-c', '-D', manifestsFile], response.rawPayload.subarray(40)).equals(shopManifest)).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(fs.statSync(path.join(shopDir, 'mf-manifest.json.br')).size / 2);
    // The entries' dictionary is not the manifests': the Brotli copy, varying all the same.
    const other = await app.inject({
      url: '/remotes/mf-shop/mf-manifest.json',
      headers: withDictionary(dictionaryHash),
    });
    expect(other.headers['content-encoding']).toBe('br');
    expect(other.headers.vary).toBe('Accept-Encoding, Available-Dictionary');
    expect(zlib.brotliDecompressSync(other.rawPayload).equals(shopManifest)).toBe(true);
  });

  it('sends the entries always revalidated, in Brotli to a browser without the dictionary', async () => {
    expectBrotli(
      await app.inject({ url: '/remotes/mf-media/remoteEntry.js', headers: { 'accept-encoding': 'gzip, br' } }),
      mediaEntry,
    );
    const plain = await app.inject('/remotes/mf-media/remoteEntry.js');
    expectEntry(plain);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(mediaEntry)).toBe(true);
  });

  it.each([
    ['mf-shop', shopDir, shopEntry],
    ['mf-media', mediaDir, mediaEntry],
  ])(
    "sends %s's entry compressed against the dictionary the browser holds, which decodes to it",
    async (name, dir, content) => {
      const response = await app.inject({
        url: `/remotes/${name}/remoteEntry.js`,
        headers: withDictionary(dictionaryHash),
      });
      expectEntry(response);
      expect(response.headers['content-encoding']).toBe('dcz');
      const body = response.rawPayload;
      expect(Number(response.headers['content-length'])).toBe(body.length);
      expect(body.subarray(0, 8).equals(DCZ_MAGIC)).toBe(true);
      expect(body.subarray(8, 40).equals(dictionaryHash)).toBe(true);
      expect(zstd(['-d', '-c', '-D', dictionaryFile], body.subarray(40)).equals(content)).toBe(true);
      expect(body.length).toBeLessThan(fs.statSync(path.join(dir, 'remoteEntry.js.br')).size / 4);
    },
  );

  it('revalidates a dcz entry by its own validator: a 304 with no body while the copy is the same', async () => {
    const url = '/remotes/mf-shop/remoteEntry.js';
    const first = await app.inject({ url, headers: withDictionary(dictionaryHash) });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"dcz-/);
    // Another representation than the Brotli one, with a validator of its own.
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.etag).not.toBe(etag);
    const again = await app.inject({ url, headers: { ...withDictionary(dictionaryHash), 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    // A new copy (a new build of the entry): a new validator, and the body again.
    const copy = path.join(shopDir, copyName);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(copy, later, later);
    const changed = await app.inject({ url, headers: { ...withDictionary(dictionaryHash), 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['content-encoding']).toBe('dcz');
    expect(changed.headers.etag).not.toBe(etag);
    expect(zstd(['-d', '-c', '-D', dictionaryFile], changed.rawPayload.subarray(40)).equals(shopEntry)).toBe(true);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/remotes/mf-shop/remoteEntry.js',
      headers: withDictionary(dictionaryHash),
    });
    expectEntry(response);
    expect(response.headers['content-encoding']).toBe('dcz');
    expect(response.body).toBe('');
  });

  it('sends the Brotli copy for a dictionary it has no copy for', async () => {
    expectBrotli(
      await app.inject({ url: '/remotes/mf-shop/remoteEntry.js', headers: withDictionary(sha256('autre chose')) }),
      shopEntry,
    );
  });

  it('sends the Brotli copy to a browser that does not list dcz, even with the dictionary', async () => {
    expectBrotli(
      await app.inject({
        url: '/remotes/mf-shop/remoteEntry.js',
        headers: withDictionary(dictionaryHash, 'gzip, deflate, br, zstd, dcb'),
      }),
      shopEntry,
    );
  });

  it('never sends a copy older than its entry (left from a previous build)', async () => {
    const file = path.join(shopDir, 'remoteEntry.js');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    try {
      expectBrotli(
        await app.inject({ url: '/remotes/mf-shop/remoteEntry.js', headers: withDictionary(dictionaryHash) }),
        shopEntry,
      );
    } finally {
      const now = new Date();
      fs.utimesSync(file, now, now);
      fs.utimesSync(path.join(shopDir, copyName), later, later);
    }
  });

  it('does not serve the copies as files, nor offer other files as dictionaries', async () => {
    expect((await app.inject(`/remotes/mf-shop/${copyName}`)).statusCode).toBe(404);
    expect(
      (await app.inject(`/remotes/mf-shop/mf-manifest.json.${manifestsHash.toString('hex')}.dcz`)).statusCode,
    ).toBe(404);
    const shopManifestResponse = await app.inject('/remotes/mf-shop/mf-manifest.json');
    expect(shopManifestResponse.statusCode).toBe(200);
    expect(shopManifestResponse.headers['cache-control']).toBe('no-cache');
    expect(shopManifestResponse.headers['use-as-dictionary']).toBeUndefined();
  });

  it('names the dictionaries on every page while the build has them, and not once they are gone', async () => {
    // On the start script, which links them once the page is taken over: not <link>s in the head,
    // which Chromium would fetch during the takeover (shell/src/start/compressionDictionary.ts).
    const named = `data-dictionary="/static/${dictionaryName} /static/${manifestsName}" data-entry="/static/main.js"`;
    for (const page of ['/', '/history', '/page-inconnue']) {
      const { body } = await app.inject(page);
      expect(body).toContain(`<script defer src="/static/start.js" ${named}></script>`);
      expect(body).not.toContain('rel="compression-dictionary"');
    }
    fs.renameSync(dictionaryFile, `${dictionaryFile}.old`);
    try {
      expect((await app.inject('/history')).body).toContain(
        `<script defer src="/static/start.js" data-dictionary="/static/${manifestsName}" data-entry="/static/main.js"></script>`,
      );
      fs.renameSync(manifestsFile, `${manifestsFile}.old`);
      const page = await app.inject('/history');
      expect(page.body).toContain('<script defer src="/static/start.js" data-entry="/static/main.js"></script>');
      expect(page.body).not.toContain('data-dictionary');
    } finally {
      fs.renameSync(`${dictionaryFile}.old`, dictionaryFile);
      fs.renameSync(`${manifestsFile}.old`, manifestsFile);
    }
    expect((await app.inject('/history')).body).toContain(named);
  });

  describe("a section's release, compressed against the version live now", () => {
    const version = '20250101-000000-deadbeef';
    /** A chunk of some size, as a minifier leaves it; `changed` alters a few of its functions. */
    const chunk = (changed: boolean) =>
      Buffer.from(
        Array.from({ length: 600 }, (_, i) => {
          const constant = sha256(`${i}`).toString('hex').slice(0, 12);
          const body = changed && i % 100 === 7 ? `"nouveau ${i}"` : `a*${(i * 7919) % 1000}+"${constant}"`;
          return `function f${i}(a){return ${body}}`;
        }).join(';'),
      );
    const styles = Buffer.from(
      Array.from(
        { length: 300 },
        (_, i) => `.c${i}{margin:${i % 17}px;color:#${sha256(`c${i}`).toString('hex').slice(0, 6)}}`,
      ).join(''),
    );
    const oldChunk = chunk(false);
    const newChunk = chunk(true);
    let releaseDir: string;
    const oldChunkFile = () => path.join(shopDir, '27.aaaaaaaa.js');
    const releaseUrl = (file: string) => `/releases/mf-shop/${version}/${file}`;

    const writeFile = (file: string, content: Buffer) => {
      fs.writeFileSync(file, content);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    };

    beforeAll(() => {
      // The default build (live before the first release), then the release built from a change.
      writeFile(oldChunkFile(), oldChunk);
      writeFile(path.join(shopDir, 'styles.bbbbbbbb.css'), styles);
      releaseDir = path.join(dataDir, 'releases', 'mf-shop', version);
      fs.mkdirSync(releaseDir, { recursive: true });
      writeFile(path.join(releaseDir, '27.cccccccc.js'), newChunk);
      writeFile(path.join(releaseDir, 'styles.bbbbbbbb.css'), styles);
      writeFile(path.join(releaseDir, 'remoteEntry.js'), shopEntry);
      writeFile(path.join(releaseDir, 'mf-manifest.json'), releaseManifest);
    });
    const releaseManifest = Buffer.from(manifest('mf_shop', 'cccccccc'));

    it("writes each hashed file against the same stem of the live version, the entry and manifest against the shell's dictionaries", () => {
      const copies = writeReleaseCopies(releaseDir, shopDir, {
        'remoteEntry.js': dictionaryFile,
        'mf-manifest.json': manifestsFile,
      });
      expect(copies.map((copy) => [path.basename(copy.file), path.basename(copy.against)]).sort()).toEqual([
        ['27.cccccccc.js', '27.aaaaaaaa.js'],
        ['mf-manifest.json', manifestsName],
        ['remoteEntry.js', dictionaryName],
        // Unchanged, but at a new address: a few dozen bytes against itself.
        ['styles.bbbbbbbb.css', 'styles.bbbbbbbb.css'],
      ]);
      for (const copy of copies) {
        // The manifest is small (the dcz header alone is 40 bytes): its copy, half its Brotli bytes at most.
        expect(copy.dcz).toBeLessThan(copy.brotli / (copy.file.endsWith('.json') ? 2 : 4));
        expect(fs.statSync(`${copy.file}.${sha256(fs.readFileSync(copy.against)).toString('hex')}.dcz`).size).toBe(
          copy.dcz,
        );
      }
    });

    it('serves every hashed file of a remote as the dictionary of its next versions, kept a year', async () => {
      for (const url of ['/remotes/mf-shop/27.aaaaaaaa.js', releaseUrl('27.cccccccc.js')]) {
        const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['use-as-dictionary']).toBe(
          'match="/:root/mf-shop{/:version}?/27.:hash.js", match-dest=("script")',
        );
        expect(response.headers['cache-control']).toBe(ONE_YEAR);
        expect(response.headers.vary).toBe('Accept-Encoding, Available-Dictionary');
      }
      const css = await app.inject(releaseUrl('styles.bbbbbbbb.css'));
      expect(css.headers['use-as-dictionary']).toBe(
        'match="/:root/mf-shop{/:version}?/styles.:hash.css", match-dest=("style")',
      );
      expect(css.rawPayload.equals(styles)).toBe(true);
    });

    it.each([
      ['27.cccccccc.js', () => oldChunkFile(), () => newChunk, /^application\/javascript/, 'script'],
      ['styles.bbbbbbbb.css', () => path.join(shopDir, 'styles.bbbbbbbb.css'), () => styles, /^text\/css/, 'style'],
    ])(
      "sends the release's %s compressed against the previous version the browser holds",
      async (file, previous, content, type, destination) => {
        const hash = sha256(fs.readFileSync(previous()));
        const response = await app.inject({ url: releaseUrl(file), headers: withDictionary(hash) });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('dcz');
        expect(response.headers['content-type']).toMatch(type);
        expect(response.headers['cache-control']).toBe(ONE_YEAR);
        expect(response.headers.vary).toBe('Accept-Encoding, Available-Dictionary');
        expect(response.headers['use-as-dictionary']).toContain(`match-dest=("${destination}")`);
        const body = response.rawPayload;
        expect(Number(response.headers['content-length'])).toBe(body.length);
        expect(body.subarray(0, 8).equals(DCZ_MAGIC)).toBe(true);
        expect(body.subarray(8, 40).equals(hash)).toBe(true);
        expect(zstd(['-d', '-c', '-D', previous()], body.subarray(40)).equals(content())).toBe(true);
        expect(body.length).toBeLessThan(fs.statSync(path.join(releaseDir, `${file}.br`)).size / 4);
      },
    );

    it("sends the release's entry compressed against the shell's dictionary, always revalidated", async () => {
      const response = await app.inject({ url: releaseUrl('remoteEntry.js'), headers: withDictionary(dictionaryHash) });
      expectEntry(response);
      expect(response.headers['content-encoding']).toBe('dcz');
      expect(zstd(['-d', '-c', '-D', dictionaryFile], response.rawPayload.subarray(40)).equals(shopEntry)).toBe(true);
      expectBrotli(
        await app.inject({ url: releaseUrl('remoteEntry.js'), headers: { 'accept-encoding': 'gzip, br' } }),
        shopEntry,
      );
    });

    it('answers HEAD with the same headers and no body', async () => {
      const response = await app.inject({
        method: 'HEAD',
        url: releaseUrl('27.cccccccc.js'),
        headers: withDictionary(sha256(oldChunk)),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('dcz');
      expect(response.body).toBe('');
    });

    it('sends Brotli otherwise: no dcz, another dictionary, a copy older than its file', async () => {
      const brotli = async (headers: Record<string, string>) => {
        const response = await app.inject({ url: releaseUrl('27.cccccccc.js'), headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers.vary).toBe('Accept-Encoding, Available-Dictionary');
        expect(zlib.brotliDecompressSync(response.rawPayload).equals(newChunk)).toBe(true);
      };
      await brotli(withDictionary(sha256(oldChunk), 'gzip, deflate, br, zstd, dcb'));
      await brotli(withDictionary(sha256('autre chose')));
      // The previous file's own copy is not there: the default build is not compressed against itself.
      const previous = await app.inject({
        url: '/remotes/mf-shop/27.aaaaaaaa.js',
        headers: withDictionary(sha256(oldChunk)),
      });
      expect(previous.headers['content-encoding']).toBe('br');
      const file = path.join(releaseDir, '27.cccccccc.js');
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(file, later, later);
      try {
        await brotli(withDictionary(sha256(oldChunk)));
      } finally {
        const now = new Date();
        fs.utimesSync(file, now, now);
        fs.utimesSync(`${file}.${sha256(oldChunk).toString('hex')}.dcz`, later, later);
      }
    });

    it("never serves a release's copies by their own name", async () => {
      const copy = `27.cccccccc.js.${sha256(oldChunk).toString('hex')}.dcz`;
      expect(fs.existsSync(path.join(releaseDir, copy))).toBe(true);
      expect((await app.inject(releaseUrl(copy))).statusCode).toBe(404);
      expect((await app.inject({ url: releaseUrl(copy), headers: withDictionary(sha256(oldChunk)) })).statusCode).toBe(
        404,
      );
    });
  });
});
