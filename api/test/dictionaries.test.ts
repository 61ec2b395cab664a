import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { acceptsDcz, availableDictionary, USE_AS_DICTIONARY } from '../src/features/site/dictionaries';
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

function writeBuild() {
  fs.mkdirSync(staticDir, { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(dictionaryFile, dictionary);
  fs.writeFileSync(`${dictionaryFile}.br`, zlib.brotliCompressSync(dictionary));
  for (const [dir, content] of [
    [shopDir, shopEntry],
    [mediaDir, mediaEntry],
  ] as const) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), content);
    fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"remote"}');
    // The copy shared/build/dictionaries.ts writes: the entry against the dictionary.
    fs.writeFileSync(
      path.join(dir, copyName),
      Buffer.concat([DCZ_MAGIC, dictionaryHash, zstd(['-19', '-c', '-D', dictionaryFile], content)]),
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

  beforeAll(async () => {
    writeBuild();
    ({ app, cleanup } = await startTestApp({ shellDir, remotesRoot: build.dir }));
  });
  afterAll(async () => {
    await cleanup?.();
    build.remove();
  });

  it('serves the dictionary as one, kept a year, in Brotli for the browsers that take it', async () => {
    const response = await app.inject({ url: `/static/${dictionaryName}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['use-as-dictionary']).toBe(USE_AS_DICTIONARY);
    expect(response.headers['cache-control']).toBe(ONE_YEAR);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).equals(dictionary)).toBe(true);
    const plain = await app.inject(`/static/${dictionaryName}`);
    expect(plain.headers['use-as-dictionary']).toBe(USE_AS_DICTIONARY);
    expect(plain.headers['cache-control']).toBe(ONE_YEAR);
    expect(plain.rawPayload.equals(dictionary)).toBe(true);
  });

  it('is a dictionary for the entries wherever they are served, fetched as scripts', () => {
    expect(USE_AS_DICTIONARY).toBe('match="/*/remoteEntry.js", match-dest=("script")');
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
    const manifest = await app.inject('/remotes/mf-shop/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['use-as-dictionary']).toBeUndefined();
  });

  it('links the dictionary from every page while the build has one, and not once it is gone', async () => {
    const tag = `<link rel="compression-dictionary" href="/static/${dictionaryName}">`;
    for (const page of ['/', '/history', '/page-inconnue']) {
      const { body } = await app.inject(page);
      expect(body.indexOf(tag)).toBeGreaterThan(body.indexOf('<head>'));
      expect(body.indexOf(tag)).toBeLessThan(body.indexOf('</head>'));
    }
    fs.renameSync(dictionaryFile, `${dictionaryFile}.old`);
    try {
      const page = await app.inject('/history');
      expect(page.body).toContain('</head>');
      expect(page.body).not.toContain('compression-dictionary');
    } finally {
      fs.renameSync(`${dictionaryFile}.old`, dictionaryFile);
    }
    expect((await app.inject('/history')).body).toContain(tag);
  });
});
