import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MAX_UPLOAD_PIXELS, type UploadedImage } from '@wado/shared/contract';
import { loadConfig, uploadsDirectory } from '../src/config';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { uploadedImages } from '../src/features/uploads/images';
import { processingLimit } from '../src/features/processingLimit';
import { UPLOADS_UNAVAILABLE, UploadStorage } from '../src/features/uploads/storage';
import {
  BUSY,
  HEIC_REFUSED,
  SVG_REFUSED,
  TOO_MANY_PIXELS,
  TOO_NARROW,
  UNREADABLE,
  UNSUPPORTED_TYPE,
  widthsFor,
} from '../src/features/uploads/process';
import { IMAGE_NOT_FOUND } from '../src/features/uploads/images';
import {
  EMPTY_FILE,
  IMMUTABLE,
  MALFORMED_FORM,
  NOT_MULTIPART,
  NO_FILE,
  UPLOAD_ROLES,
  tooLarge,
} from '../src/features/uploads/routes';
import { countRows, expectApiError, refuseRowsOf, startTestApp } from './helpers';
import { looksFrench } from './properties/harness';
import { rolesOtherThan, signInAs } from './people';
import { multipart } from './multipart';
import { testClock, type TestClock } from './editing-fixtures';
import { quotaReached } from '../src/features/uploads/quota';
import { SWEEP_ACTOR, UNREFERENCED_UPLOAD_GRACE_MS, sweepUnreferencedUploads } from '../src/features/uploads/sweep';

const MAX_BYTES = 512 * 1024;

/**
 * What the image library is given, call by call: the server's library passes through (the tests'
 * own images go through it too), and a test can count how often one upload is decoded.
 */
const mockSharpInputs: unknown[] = [];
jest.mock('sharp', () => {
  const actual = jest.requireActual<(typeof import('sharp'))['default']>('sharp');
  const counted = (...args: Parameters<typeof actual>) => {
    mockSharpInputs.push(args[0]);
    return actual(...args);
  };
  return Object.assign(counted, actual);
});

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let uploadsDir: string;
/** An editor's session: cookie and the site's Origin. */
let editor: Record<string, string>;

beforeAll(async () => {
  let config;
  ({ app, cleanup, config } = await startTestApp({ uploadMaxBytes: MAX_BYTES }));
  uploadsDir = uploadsDirectory(config);
  editor = (await signInAs(app, ['media'])).headers;
});
afterAll(async () => cleanup?.());

// ---------------------------------------------------------------------------------------------
// Images made for the tests

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: { r: 180, g: 40, b: 40, alpha: channels === 4 ? 0.5 : 1 } },
  });

/** A position as a phone writes it: 48°51'24" N, 2°21'3" E, in the EXIF's GPS directory. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '48/1 51/1 2400/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '2/1 21/1 300/100',
};

/** The EXIF's pointer to its GPS directory (tag 0x8825), in either byte order. */
const hasGps = (exif: Buffer | undefined) =>
  exif !== undefined && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

/** A PNG of `size` × `size` pixels of one colour: a few hundred kilobytes that unpack to gigabytes. */
function pngBomb(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // one bit per pixel
  header[9] = 0; // grey
  // Each row: its filter byte (0) and size/8 bytes of zeros.
  const raw = Buffer.alloc((1 + Math.ceil(size / 8)) * size);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Sending

const upload = (
  data: Buffer | string,
  headers: Record<string, string> = editor,
  { filename = 'photo.jpg', type = 'image/jpeg', name = 'file' } = {},
  to: FastifyInstance = app,
) => {
  const body = multipart([{ name, filename, type, data }]);
  return to.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** Every file the uploads folder holds (staging included: a refused upload leaves nothing there either). */
function storedFiles(): string[] {
  const list = (dir: string, prefix = ''): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) =>
            entry.isDirectory()
              ? list(path.join(dir, entry.name), `${prefix}${entry.name}/`)
              : [`${prefix}${entry.name}`],
          )
      : [];
  return list(uploadsDir).sort();
}

/** `status` and nothing written: no row, no file, no audit line. */
async function expectRefusedWithNothingWritten(
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  message?: string,
) {
  const rows = await countRows(app, 'uploads');
  const audit = await countRows(app, 'audit_log');
  const files = storedFiles();
  const response = await send();
  expectApiError(response, status, message);
  expect(await countRows(app, 'uploads')).toBe(rows);
  expect(await countRows(app, 'audit_log')).toBe(audit);
  expect(storedFiles()).toEqual(files);
}

const fileOf = (url: string) => path.join(uploadsDir, url.replace('/media/uploads/', ''));

/** Every file an answer names: its `src`, its JPEG srcset and its sources. */
function namedFiles(image: UploadedImage): { url: string; type: string; width: number }[] {
  const candidates = (srcset: string, type: string) =>
    srcset.split(', ').map((candidate) => {
      const [url, descriptor] = candidate.split(' ');
      return { url: url!, type, width: Number(descriptor!.replace('w', '')) };
    });
  return [
    ...image.sources.flatMap((source) => candidates(source.srcset, source.type)),
    ...candidates(image.srcset, 'image/jpeg'),
  ];
}

const SHARP_FORMAT: Record<string, string> = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' };

// ---------------------------------------------------------------------------------------------

describe('POST /api/admin/uploads: what is accepted', () => {
  it('strips the metadata of a phone photo (GPS included) from every stored width and format', async () => {
    const photo = await solid(1000, 700)
      .jpeg()
      .withExif({ IFD0: { Make: 'Téléphone' }, IFD3: GPS })
      .toBuffer();
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);

    const response = await upload(photo);
    expect(response.statusCode).toBe(201);
    const image = response.json<UploadedImage>();
    expect(image).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}-960\.jpg$/),
      width: 960,
      height: 672,
      sources: [
        { type: 'image/avif', srcset: expect.any(String) },
        { type: 'image/webp', srcset: expect.any(String) },
      ],
      srcset: expect.any(String),
    });
    const files = namedFiles(image);
    // 320, 640 and 960 (not 1280: never enlarged), in three formats.
    expect(files.map((file) => file.width)).toEqual([320, 640, 960, 320, 640, 960, 320, 640, 960]);
    const hash = /uploads\/([0-9a-f]{32})-/.exec(image.url)![1];
    expect(storedFiles()).toEqual(
      expect.arrayContaining(files.map((file) => path.basename(file.url)).filter((name) => name.startsWith(hash!))),
    );
    for (const file of files) {
      expect(file.url).toMatch(new RegExp(`^/media/uploads/${hash}-${file.width}\\.(avif|webp|jpg)$`));
      const stored = fs.readFileSync(fileOf(file.url));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe(SHARP_FORMAT[file.type]);
      expect(metadata.width).toBe(file.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(hasGps(stored)).toBe(false);
      expect(stored.includes(Buffer.from('Téléphone'))).toBe(false);
    }
  });

  it('turns the photo as the camera held it (EXIF orientation), then forgets the orientation', async () => {
    // Stored 400 × 200, shown turned a quarter: 200 × 400, narrower than 320 so kept at its own width.
    const photo = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(photo);
    expect(response.statusCode).toBe(201);
    const image = response.json<UploadedImage>();
    expect(image).toMatchObject({ width: 200, height: 400 });
    for (const file of namedFiles(image)) {
      expect(file.width).toBe(200);
      const metadata = await sharp(fs.readFileSync(fileOf(file.url))).metadata();
      expect([metadata.width, metadata.height]).toEqual([200, 400]);
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('takes PNG (transparency on white in JPEG), WebP and AVIF, recognised by their bytes', async () => {
    const png = await solid(800, 600, 4).png().toBuffer();
    const webp = await solid(330, 200).webp().toBuffer();
    const avif = await solid(120, 90).avif().toBuffer();
    for (const [bytes, widths, filename] of [
      [png, [320, 640], 'logo.png'],
      [webp, [320], 'photo.webp'],
      [avif, [120], 'sans-extension'],
    ] as const) {
      // The type the browser announces does not matter: the bytes do.
      const response = await upload(bytes, editor, { filename, type: 'application/octet-stream' });
      expect(response.statusCode).toBe(201);
      const image = response.json<UploadedImage>();
      expect(
        namedFiles(image)
          .filter((file) => file.type === 'image/jpeg')
          .map((file) => file.width),
      ).toEqual(widths);
      for (const file of namedFiles(image))
        expect((await sharp(fs.readFileSync(fileOf(file.url))).metadata()).format).toBe(SHARP_FORMAT[file.type]);
    }
    const pngAnswer = await upload(png);
    const jpeg = fileOf(pngAnswer.json<UploadedImage>().url);
    const { data } = await sharp(fs.readFileSync(jpeg)).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent red on white, not on black.
    expect(data[1]).toBeGreaterThan(100);
  });

  it('decodes an upload once, shrunk to its widest stored width, whatever its number of widths', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1f5aa0' } })
      .jpeg()
      .toBuffer();
    mockSharpInputs.length = 0;
    const response = await upload(photo);
    expect(response.statusCode).toBe(201);
    expect((response.json() as UploadedImage).srcset.split(', ')).toHaveLength(5);
    // Once to read its header, once to decode it; each width is made from the decoded pixels.
    expect(mockSharpInputs.filter((input) => Buffer.isBuffer(input) && input.equals(photo))).toHaveLength(2);
  });

  it('keeps one copy of an image sent twice: the same files, the same id', async () => {
    const photo = await solid(500, 400).jpeg({ quality: 90 }).toBuffer();
    const first = await upload(photo);
    expect(first.statusCode).toBe(201);
    const files = storedFiles();
    const rows = await countRows(app, 'uploads');
    const again = await upload(photo, (await signInAs(app, ['wado'])).headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(storedFiles()).toEqual(files);
    expect(await countRows(app, 'uploads')).toBe(rows);
  });

  it('puts back the lost files of an image when it is sent again', async () => {
    const photo = await solid(700, 500).webp({ quality: 70 }).toBuffer();
    const first = (await upload(photo)).json<UploadedImage>();
    const lost = namedFiles(first).slice(0, 2);
    const kept = fs.readFileSync(fileOf(lost[0]!.url));
    for (const file of lost) fs.rmSync(fileOf(file.url));
    const audit = await countRows(app, 'audit_log');
    const again = await upload(photo);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    for (const file of namedFiles(first)) expect(fs.existsSync(fileOf(file.url))).toBe(true);
    expect(fs.readFileSync(fileOf(lost[0]!.url)).equals(kept)).toBe(true);
    expect(await countRows(app, 'audit_log')).toBe(audit);
  });

  it('records who uploaded what in the audit log', async () => {
    const { headers, email } = await signInAs(app, ['selection']);
    const response = await upload(await solid(321, 321).png().toBuffer(), headers);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<UploadedImage>();
    const line = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'upload')
      .where('record_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ actor: email, action: 'create', before: null });
    expect(JSON.parse(line.after!)).toMatchObject({ widths: [320], originalFormat: 'png' });
  });
});

describe('POST /api/admin/uploads: what is refused, with nothing written', () => {
  it('refuses what is no image (a PDF, a text, a GIF) with a French message', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await expectRefusedWithNothingWritten(
      () => upload(pdf, editor, { filename: 'photo.jpg', type: 'image/jpeg' }),
      415,
      UNSUPPORTED_TYPE,
    );
    await expectRefusedWithNothingWritten(
      () => upload('Bonjour, voici la photo.', editor, { filename: 'photo.png', type: 'image/png' }),
      415,
      UNSUPPORTED_TYPE,
    );
    const gif = await solid(50, 50).gif().toBuffer();
    await expectRefusedWithNothingWritten(() => upload(gif), 415, UNSUPPORTED_TYPE);
    // A video has the same container as AVIF: refused all the same.
    const video = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2mp41'), Buffer.alloc(200)]);
    await expectRefusedWithNothingWritten(() => upload(video), 415, UNSUPPORTED_TYPE);
  });

  it('refuses an iPhone’s HEIC photo, saying how to send it as JPEG', async () => {
    const heic = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'), Buffer.alloc(200)]);
    await expectRefusedWithNothingWritten(
      () => upload(heic, editor, { filename: 'IMG_0420.HEIC', type: 'image/heic' }),
      415,
      HEIC_REFUSED,
    );
  });

  it('refuses an SVG with its own message, whatever it claims to be', async () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>';
    await expectRefusedWithNothingWritten(
      () => upload(svg, editor, { filename: 'logo.svg', type: 'image/svg+xml' }),
      415,
      SVG_REFUSED,
    );
    await expectRefusedWithNothingWritten(
      () => upload(`\uFEFF  ${svg}`, editor, { filename: 'logo.png', type: 'image/png' }),
      415,
      SVG_REFUSED,
    );
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const metadata = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(metadata.width * metadata.height).toBeGreaterThan(MAX_UPLOAD_PIXELS);
    await expectRefusedWithNothingWritten(() => upload(bomb), 422, TOO_MANY_PIXELS);
  });

  it('refuses a PNG of 6,300 × 6,300 pixels, a few kilobytes that would take seconds to decode', async () => {
    const large = pngBomb(6_300);
    expect(large.length).toBeLessThan(40_000);
    expect(6_300 * 6_300).toBeGreaterThan(MAX_UPLOAD_PIXELS);
    await expectRefusedWithNothingWritten(() => upload(large, editor, { type: 'image/png' }), 422, TOO_MANY_PIXELS);
  });

  it('refuses a file over the size limit (413), and takes one of exactly the limit', async () => {
    const photo = await solid(64, 64).jpeg().toBuffer();
    const padded = (size: number) => Buffer.concat([photo, Buffer.alloc(size - photo.length, 0)]);
    await expectRefusedWithNothingWritten(() => upload(padded(MAX_BYTES + 1)), 413, tooLarge(MAX_BYTES));
    await expectRefusedWithNothingWritten(() => upload(padded(4 * MAX_BYTES)), 413, tooLarge(MAX_BYTES));
    expect(tooLarge(15 * 1024 * 1024)).toContain('15 Mo au plus');
    // Trailing bytes after the image's end are no reason to refuse it.
    expect((await upload(padded(MAX_BYTES))).statusCode).toBe(201);
  });

  it('answers 413 as soon as the limit is passed, without reading the rest of the body', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = 'limite';
    const total = 1024 * 1024 * 1024;
    let sent = 0;
    const rows = await countRows(app, 'uploads');
    const files = storedFiles();
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/admin/uploads',
          headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
        },
        (response) => {
          let body = '';
          response.on('data', (data: Buffer) => (body += data.toString()));
          response.on('end', () => {
            resolve({ status: response.statusCode, body });
            request.destroy();
          });
        },
      );
      request.on('error', reject);
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 7);
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: tooLarge(MAX_BYTES) });
    // A gigabyte on its way, a few megabytes sent (what the sockets hold) when the answer came.
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(await countRows(app, 'uploads')).toBe(rows);
    expect(storedFiles()).toEqual(files);
    // The client gone, the server lets the connection go (it does not wait, paused, for its timeout).
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    for (let wait = 0; wait < 100 && (await connections()) > 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await connections()).toBe(0);
  });

  it('refuses a damaged image', async () => {
    const photo = await solid(900, 600).jpeg().toBuffer();
    await expectRefusedWithNothingWritten(() => upload(photo.subarray(0, 400)), 422, UNREADABLE);
  });

  it('refuses a request without an image in the field « file » (400), or not sent as a form (415)', async () => {
    const photo = await solid(64, 64).jpeg().toBuffer();
    await expectRefusedWithNothingWritten(() => upload(photo, editor, { name: 'image' }), 400, NO_FILE);
    await expectRefusedWithNothingWritten(() => upload(Buffer.alloc(0)), 400, EMPTY_FILE);
    const onlyText = multipart([{ name: 'alt', data: 'Une photo' }]);
    await expectRefusedWithNothingWritten(
      () =>
        app.inject({
          method: 'POST',
          url: '/api/admin/uploads',
          headers: { ...editor, ...onlyText.headers },
          payload: onlyText.payload,
        }),
      400,
      NO_FILE,
    );
    await expectRefusedWithNothingWritten(
      () => app.inject({ method: 'POST', url: '/api/admin/uploads', headers: editor, payload: { file: 'x' } }),
      415,
      NOT_MULTIPART,
    );
    const form = multipart([{ name: 'file', filename: 'photo.jpg', type: 'image/jpeg', data: photo }]);
    for (const [contentType, payload] of [
      // No boundary, a body cut short, a body with no part at all.
      ['multipart/form-data', form.payload],
      [form.headers['content-type']!, form.payload.subarray(0, form.payload.length - 200)],
      [form.headers['content-type']!, Buffer.from('rien de tout cela')],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...editor, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect([MALFORMED_FORM, NO_FILE]).toContain(response.json<{ message: string }>().message);
    }
  });
});

describe('POST /api/admin/uploads: who may upload', () => {
  it.each(UPLOAD_ROLES.map((role) => [role]))('%s may', async (role) => {
    const { headers } = await signInAs(app, [role]);
    const response = await upload(
      await solid(64 + UPLOAD_ROLES.indexOf(role), 48)
        .png()
        .toBuffer(),
      headers,
    );
    expect(response.statusCode).toBe(201);
  });

  it('the treasurer may not (403), nor anyone signed out (401), nor a page of another site (403)', async () => {
    const photo = await solid(80, 60).jpeg().toBuffer();
    expect(rolesOtherThan(UPLOAD_ROLES)).toEqual(['treasurer']);
    for (const role of rolesOtherThan(UPLOAD_ROLES)) {
      const { headers } = await signInAs(app, [role]);
      await expectRefusedWithNothingWritten(() => upload(photo, headers), 403, ROLE_REQUIRED);
    }
    await expectRefusedWithNothingWritten(() => upload(photo, {}), 401, SIGN_IN_REQUIRED);
    await expectRefusedWithNothingWritten(
      () => upload(photo, { ...editor, origin: 'https://evil.example' }),
      403,
      ORIGIN_REQUIRED,
    );
    const { origin: _origin, ...withoutOrigin } = editor;
    await expectRefusedWithNothingWritten(() => upload(photo, withoutOrigin), 403, ORIGIN_REQUIRED);
  });
});

describe('random and damaged files', () => {
  it('never fail the server: each is stored (201) or refused in French with nothing written', async () => {
    const photo = await solid(64, 48).jpeg().toBuffer();
    const png = await solid(40, 30).png().toBuffer();
    const webp = await solid(40, 30).webp().toBuffer();
    const avif = await solid(40, 30).avif().toBuffer();
    const starts = [
      photo.subarray(0, 3),
      png.subarray(0, 8),
      Buffer.from('RIFF\0\0\0\0WEBP'),
      Buffer.from('\0\0\0\x1cftypavif'),
      Buffer.from('\0\0\0\x18ftypheic'),
      Buffer.from('<svg '),
      Buffer.from('<?xml version="1.0"?><!DOCTYPE svg><svg'),
      Buffer.from('GIF89a'),
      Buffer.from('%PDF-'),
      Buffer.from([0x1f, 0x8b]),
      Buffer.alloc(0),
    ];
    const bytes = fc.uint8Array({ maxLength: 2048 }).map((array) => Buffer.from(array));
    const file = fc.oneof(
      // A known signature followed by anything.
      fc.tuple(fc.constantFrom(...starts), bytes).map(([start, rest]) => Buffer.concat([start, rest])),
      // A real image, cut short or with bytes changed.
      fc
        .tuple(
          fc.constantFrom(photo, png, webp, avif),
          fc.nat(),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }))),
        )
        .map(([image, cut, changes]) => {
          const copy = Buffer.from(image.subarray(0, Math.max(1, cut % (image.length + 1))));
          for (const [at, value] of changes) copy[at % copy.length] = value;
          return copy;
        }),
      bytes,
    );
    await fc.assert(
      fc.asyncProperty(file, async (data) => {
        const rows = await countRows(app, 'uploads');
        const files = storedFiles();
        const response = await upload(data);
        if (response.statusCode === 201) return;
        expect([400, 413, 415, 422]).toContain(response.statusCode);
        const { message } = response.json<{ message: string }>();
        expect(looksFrench(message)).toBe(true);
        expect(await countRows(app, 'uploads')).toBe(rows);
        expect(storedFiles()).toEqual(files);
      }),
      { numRuns: 150 },
    );
  });
});

describe('an upload is its files and its row, or nothing', () => {
  it('removes the files it wrote when the row cannot be written', async () => {
    const { headers, email } = await signInAs(app, ['media']);
    const photo = await solid(700, 300).webp().toBuffer();
    const restore = await refuseRowsOf(app.db, 'uploads', 'created_by', email);
    try {
      const rows = await countRows(app, 'uploads');
      const files = storedFiles();
      const response = await upload(photo, headers);
      expect(response.statusCode).toBe(500);
      expect(await countRows(app, 'uploads')).toBe(rows);
      expect(storedFiles()).toEqual(files);
    } finally {
      await restore();
    }
    // Sent again once the database takes it: stored.
    const again = await upload(photo, headers);
    expect(again.statusCode).toBe(201);
    for (const file of namedFiles(again.json<UploadedImage>())) expect(fs.existsSync(fileOf(file.url))).toBe(true);
  });
});

describe('the uploads folder', () => {
  it('stops uploads, not the site, when it cannot be written (503 in French, nothing written)', async () => {
    const blocked = path.join(uploadsDir, '..', 'pas-un-dossier');
    fs.writeFileSync(blocked, 'un fichier à la place du dossier');
    const other = await startTestApp({ uploadsDir: blocked });
    try {
      const { headers } = await signInAs(other.app, ['media']);
      const body = multipart([{ name: 'file', filename: 'photo.png', data: await solid(50, 40).png().toBuffer() }]);
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expectApiError(response, 503, UPLOADS_UNAVAILABLE);
      expect(await countRows(other.app, 'uploads')).toBe(0);
      expect((await other.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.cleanup();
      fs.rmSync(blocked);
    }
  });

  it('clears what a stopped server left half-written, not what another one is writing', async () => {
    const dir = fs.mkdtempSync(path.join(uploadsDir, '..', 'dossier-'));
    try {
      const staging = path.join(dir, '.staging');
      fs.mkdirSync(path.join(staging, 'ancien'), { recursive: true });
      fs.mkdirSync(path.join(staging, 'en-cours'), { recursive: true });
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      fs.utimesSync(path.join(staging, 'ancien'), twoHoursAgo, twoHoursAgo);
      await new UploadStorage(dir).prepare();
      expect(fs.readdirSync(staging)).toEqual(['en-cours']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /media/uploads/:file', () => {
  let image: UploadedImage;
  beforeAll(async () => {
    image = (await upload(await solid(660, 440).jpeg().toBuffer())).json<UploadedImage>();
  });

  it('serves every stored file with its type, immutable for a year', async () => {
    for (const file of namedFiles(image)) {
      const response = await app.inject({ url: file.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(file.type);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.equals(fs.readFileSync(fileOf(file.url)))).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
    const head = await app.inject({ method: 'HEAD', url: image.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(head.headers['content-length'])).toBe(fs.statSync(fileOf(image.url)).size);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a name it never wrote, and never leaves its folder', async () => {
    fs.writeFileSync(path.join(uploadsDir, 'notes.txt'), 'pas une image');
    try {
      for (const url of [
        image.url.replace(/-\d+\.jpg$/, '-4000.jpg'),
        `/media/uploads/${'0'.repeat(32)}-320.jpg`,
        '/media/uploads/notes.txt',
        '/media/uploads/..%2Fwado.sqlite',
        '/media/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
        '/media/uploads/..%5C..%5Cpackage.json',
        '/media/uploads/.staging',
        image.url.replace('.jpg', '.JPG'),
      ]) {
        const response = await app.inject({ url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
      }
      // A path with `..` is no file name: it never reaches the uploads (nor the database beside them).
      const outside = await app.inject({ url: '/media/uploads/../../wado.sqlite' });
      expect(outside.statusCode).not.toBe(200);
      expect(outside.body).not.toContain('SQLite format');
      // A NUL in a name is no name at all (refused before any route, like every control character).
      expect((await app.inject({ url: `${image.url}%00.txt` })).statusCode).toBe(400);
    } finally {
      fs.rmSync(path.join(uploadsDir, 'notes.txt'));
    }
  });

  it('leaves the images of ours under /media/ as they were', async () => {
    const svg = fs.readdirSync(path.join(loadConfig({}).mediaDir, 'news')).find((name) => name.endsWith('.svg'));
    const response = await app.inject({ url: `/media/news/${svg}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('uploadedImages', () => {
  it('describes uploads as the public pages show them, by id, leaving out unknown ids', async () => {
    const image = (await upload(await solid(1300, 650).jpeg().toBuffer())).json<UploadedImage>();
    const found = await uploadedImages(app.db, [image.id, 987_654, image.id]);
    expect([...found.keys()]).toEqual([image.id]);
    const shown = found.get(image.id)!;
    expect(shown).toEqual({
      url: image.url,
      alt: '',
      width: 1280,
      height: 640,
      sources: image.sources,
      srcset: image.srcset,
    });
    expect(shown.srcset).toBe(
      [320, 640, 960, 1280].map((width) => image.url.replace('-1280.jpg', `-${width}.jpg ${width}w`)).join(', '),
    );
    expect(await uploadedImages(app.db, [])).toEqual(new Map());
  });
});

describe('each person’s hourly processing quota', () => {
  const QUOTA = 3_000_000;
  let quotaApp: FastifyInstance;
  let stopQuotaApp: () => Promise<void>;
  let clock: TestClock;

  beforeAll(async () => {
    clock = testClock();
    ({ app: quotaApp, cleanup: stopQuotaApp } = await startTestApp(
      { uploadMaxBytes: MAX_BYTES, uploadPixelsPerHour: QUOTA },
      { clock },
    ));
  });
  afterAll(async () => stopQuotaApp?.());

  /** A 1,000 × 1,000 photo (one megapixel) of its own colour, far enough from the others' to differ once compressed. */
  let shade = 0;
  const megapixelPhoto = () => {
    shade += 1;
    const background = { r: (shade * 53) % 256, g: (shade * 101) % 256, b: (shade * 197) % 256 };
    return sharp({ create: { width: 1000, height: 1000, channels: 3, background } })
      .jpeg()
      .toBuffer();
  };

  it('refuses new images past it (a French 429 with Retry-After, nothing written); what is known, another volunteer or the next hour pass', async () => {
    const volunteer = (await signInAs(quotaApp, ['media'])).headers;
    const sent: Buffer[] = [];
    for (let minute = 0; minute < 3; minute += 1) {
      clock.at += 60_000;
      const photo = await megapixelPhoto();
      sent.push(photo);
      expect((await upload(photo, volunteer, {}, quotaApp)).statusCode).toBe(201);
    }

    // The fourth megapixel of the hour: refused until the first photo's hour has passed.
    const fourth = await megapixelPhoto();
    const rows = await countRows(quotaApp, 'uploads');
    const refused = await upload(fourth, volunteer, {}, quotaApp);
    expectApiError(refused, 429, quotaReached(58));
    expect(looksFrench(quotaReached(58))).toBe(true);
    expect(Number(refused.headers['retry-after'])).toBe(60 * 60 - 2 * 60);
    expect(await countRows(quotaApp, 'uploads')).toBe(rows);

    // An image already stored costs nothing; another volunteer has a quota of their own.
    expect((await upload(sent[0]!, volunteer, {}, quotaApp)).statusCode).toBe(201);
    const colleague = (await signInAs(quotaApp, ['media'])).headers;
    expect((await upload(fourth, colleague, {}, quotaApp)).statusCode).toBe(201);

    // An hour after the first photo, there is room for one more.
    clock.at += 60 * 60 * 1000 - 2 * 60_000;
    expect((await upload(await megapixelPhoto(), volunteer, {}, quotaApp)).statusCode).toBe(201);
    expect((await upload(await megapixelPhoto(), volunteer, {}, quotaApp)).statusCode).toBe(429);
  });

  it('counts the images being processed: sent all at once, the ones past the quota are refused', async () => {
    const volunteer = (await signInAs(quotaApp, ['media'])).headers;
    const photos = await Promise.all([1, 2, 3, 4, 5].map(() => megapixelPhoto()));
    const statuses = (await Promise.all(photos.map((photo) => upload(photo, volunteer, {}, quotaApp)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe('images that nothing names', () => {
  it('are deleted a week after they were sent, row and files, audited; those a record, a text or a saved version names stay', async () => {
    const clock = testClock();
    const env = await startTestApp({ uploadMaxBytes: MAX_BYTES }, { clock });
    try {
      const volunteer = (await signInAs(env.app, ['media', 'association'])).headers;
      const send = async (colour: string) => {
        const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: colour } })
          .png()
          .toBuffer();
        const response = await upload(photo, volunteer, { type: 'image/png' }, env.app);
        expect(response.statusCode).toBe(201);
        return response.json<UploadedImage>();
      };
      const [logo, inVersion, unused, inLetter, inPage] = [
        await send('#d01010'),
        await send('#10d010'),
        await send('#1010d0'),
        await send('#d0d010'),
        await send('#10d0d0'),
      ];
      // Named only by the address of one of its files, in a newsletter's and a page's Markdown.
      const at = clock.now().toISOString();
      await env.app.db
        .insertInto('newsletter_issues')
        .values({
          subject: 'La lettre',
          body: `![Le stage](${namedFiles(inLetter)[0]!.url})`,
          status: 'draft',
          created_at: at,
          created_by: 'redaction@wado-france.test',
          updated_at: at,
          updated_by: 'redaction@wado-france.test',
          send_started_at: null,
          send_started_by: null,
          sent_at: null,
        })
        .execute();
      await env.app.db
        .updateTable('content_pages')
        .set({ body: `Voici le dojo : ![Le dojo](${namedFiles(inPage).at(-1)!.url})` })
        .where('slug', '=', 'history')
        .execute();
      const partner = await env.app.db.selectFrom('partners').select('id').executeTakeFirstOrThrow();
      await env.app.db.updateTable('partners').set({ logo_upload_id: logo.id }).where('id', '=', partner.id).execute();
      await env.app.db
        .insertInto('revisions')
        .values({
          kind: 'news',
          record_key: '1',
          saved_at: clock.now().toISOString(),
          saved_by: 'redaction@wado-france.test',
          data: JSON.stringify({ title: 'Ancienne version', image: { uploadId: inVersion.id, alt: 'Une photo' } }),
        })
        .execute();
      const storage = new UploadStorage(uploadsDirectory(env.config));
      const filesOf = (image: UploadedImage) =>
        namedFiles(image).map((file) => file.url.replace('/media/uploads/', ''));
      const exists = (image: UploadedImage) =>
        filesOf(image).every((name) => fs.existsSync(path.join(uploadsDirectory(env.config), name)));

      // Within the week, nothing goes.
      const sixDaysLater = new Date(clock.at + UNREFERENCED_UPLOAD_GRACE_MS - 60_000);
      expect(await sweepUnreferencedUploads(env.app.db, storage, { now: sixDaysLater })).toEqual([]);

      const weekLater = new Date(clock.at + UNREFERENCED_UPLOAD_GRACE_MS + 60_000);
      expect(await sweepUnreferencedUploads(env.app.db, storage, { now: weekLater })).toEqual([unused.id]);
      const left = await env.app.db.selectFrom('uploads').select('id').orderBy('id').execute();
      expect(left.map((row) => row.id)).toEqual([logo.id, inVersion.id, inLetter.id, inPage.id]);
      expect(exists(logo) && exists(inVersion) && exists(inLetter) && exists(inPage)).toBe(true);
      expect(filesOf(unused).some((name) => fs.existsSync(path.join(uploadsDirectory(env.config), name)))).toBe(false);
      const audit = await env.app.db
        .selectFrom('audit_log')
        .select(['actor', 'action', 'record_id'])
        .where('kind', '=', 'upload')
        .where('action', '=', 'delete')
        .execute();
      expect(audit).toEqual([{ actor: SWEEP_ACTOR, action: 'delete', record_id: String(unused.id) }]);

      // A second run (another replica) finds nothing more to do.
      expect(await sweepUnreferencedUploads(env.app.db, storage, { now: weekLater })).toEqual([]);
    } finally {
      await env.cleanup();
    }
  });
});

describe('settings and processing rules', () => {
  it('stores uploads in UPLOADS_DIR, else under DATA_DIR; 15 MB unless told', () => {
    expect(uploadsDirectory(loadConfig({ DATA_DIR: '/srv/wado' }))).toBe(path.resolve('/srv/wado/uploads'));
    expect(uploadsDirectory(loadConfig({ DATA_DIR: '/srv/wado', UPLOADS_DIR: '/mnt/partage/images' }))).toBe(
      path.resolve('/mnt/partage/images'),
    );
    expect(loadConfig({}).uploadMaxBytes).toBe(15 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '1000000' }).uploadMaxBytes).toBe(1_000_000);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '15 Mo' })).toThrow('UPLOAD_MAX_BYTES');
  });

  it('gives each person 1,500 megapixels of new images an hour unless told; 0 turns the quota off', () => {
    expect(loadConfig({}).uploadPixelsPerHour).toBe(1_500_000_000);
    expect(loadConfig({ UPLOAD_MEGAPIXELS_PER_HOUR: '0' }).uploadPixelsPerHour).toBe(0);
    expect(loadConfig({ UPLOAD_MEGAPIXELS_PER_HOUR: '300' }).uploadPixelsPerHour).toBe(300_000_000);
    // Less than the largest image accepted would refuse that image for ever.
    expect(() => loadConfig({ UPLOAD_MEGAPIXELS_PER_HOUR: '10' })).toThrow('UPLOAD_MEGAPIXELS_PER_HOUR');
    expect(() => loadConfig({ UPLOAD_MEGAPIXELS_PER_HOUR: 'beaucoup' })).toThrow('UPLOAD_MEGAPIXELS_PER_HOUR');
  });

  it('speaks French in every refusal', () => {
    for (const message of [
      UNSUPPORTED_TYPE,
      SVG_REFUSED,
      TOO_MANY_PIXELS,
      UNREADABLE,
      TOO_NARROW,
      BUSY,
      NOT_MULTIPART,
      NO_FILE,
      EMPTY_FILE,
      MALFORMED_FORM,
      IMAGE_NOT_FOUND,
      HEIC_REFUSED,
      UPLOADS_UNAVAILABLE,
      tooLarge(MAX_BYTES),
    ])
      expect({ message, french: looksFrench(message) }).toEqual({ message, french: true });
  });

  it('stores the standard widths up to the image’s own, never enlarging it', () => {
    expect(widthsFor(4000, 3000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1920, 1080)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1000, 700)).toEqual([320, 640, 960]);
    expect(widthsFor(320, 200)).toEqual([320]);
    expect(widthsFor(319, 200)).toEqual([319]);
    expect(widthsFor(1, 1)).toEqual([1]);
    // A very tall image: only the widths whose height the formats can hold.
    expect(widthsFor(1000, 40_000)).toEqual([320]);
    expect(widthsFor(100, 40_000)).toEqual([]);
  });

  it('processes two images at a time, the others waiting their turn, and refuses past the queue', async () => {
    const limited = processingLimit(2, 2, BUSY);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      limited(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const jobs = [work(), work(), work(), work()];
    await expect(work()).rejects.toMatchObject({ statusCode: 503, message: BUSY });
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(jobs);
    expect(most).toBe(2);
  });
});
