import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadedImage } from '@wado/shared/contract';
import { fileBucketSetting, uploadsDirectory } from '../src/config';
import { pdfHash } from '../src/features/documents/pdf';
import { documentsDirectory } from '../src/features/documents/storage';
import { BucketFiles, FILES_UNAVAILABLE } from '../src/features/files/bucketFiles';
import { startBucketServer } from './bucketServer';
import { newDocument, pdfOf } from './documents-fixtures';
import { countRows, expectApiError, startTestApp } from './helpers';
import { multipart } from './multipart';
import { signInAs } from './people';

/**
 * Images and documents in an S3-compatible bucket (S3_BUCKET…), against a local S3 server the
 * test starts: stored there when sent, served from it by a server whose own copy is gone, a
 * French 503 while it is out of reach; the settings refused in French when half given.
 */

let bucket: Awaited<ReturnType<typeof startBucketServer>>;
beforeAll(async () => {
  bucket = await startBucketServer();
});
afterAll(() => bucket?.stop());

describe('the bucket', () => {
  it('keeps the bytes under their name (after its prefix), says which of a list are there, forgets on removal', async () => {
    const files = new BucketFiles(bucket.settings);
    const bytes = Buffer.from([0, 1, 2, 250, 13, 10]);
    await files.put('essai-1.bin', bytes);
    await files.put('documents/essai-2.bin', bytes);
    expect(await files.get('essai-1.bin')).toEqual(bytes);
    expect(await files.get('absent.bin')).toBeNull();
    expect(await files.present(['essai-1.bin', 'documents/essai-2.bin', 'absent.bin'])).toEqual(
      new Set(['essai-1.bin', 'documents/essai-2.bin']),
    );
    expect(await files.hasAll(['essai-1.bin', 'absent.bin'])).toBe(false);
    await files.remove(['essai-1.bin', 'documents/essai-2.bin']);
    expect(await files.present(['essai-1.bin', 'documents/essai-2.bin'])).toEqual(new Set());
    // Under the prefix: a bucket may hold other things.
    const unprefixed = new BucketFiles({ ...bucket.settings, prefix: '' });
    await files.put('essai-3.bin', bytes);
    expect(await unprefixed.get('essai-3.bin')).toBeNull();
    expect(await unprefixed.get('site/essai-3.bin')).toEqual(bytes);
  });

  it('answers a French 503 when it cannot be reached', async () => {
    const nowhere = new BucketFiles({ ...bucket.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(nowhere.get('essai.bin')).rejects.toMatchObject({ statusCode: 503, message: FILES_UNAVAILABLE });
    await expect(nowhere.put('essai.bin', Buffer.from('x'))).rejects.toMatchObject({ statusCode: 503 });
  });

  it('is read from S3_* and refused in French when half given', () => {
    expect(fileBucketSetting({})).toBeNull();
    expect(
      fileBucketSetting({
        S3_BUCKET: 'wado',
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud/',
        S3_REGION: 'fr-par',
        S3_ACCESS_KEY_ID: 'SCW123',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/production',
        S3_FORCE_PATH_STYLE: 'oui',
      }),
    ).toEqual({
      bucket: 'wado',
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      accessKeyId: 'SCW123',
      secretAccessKey: 'secret',
      prefix: 'production/',
      forcePathStyle: true,
    });
    expect(() => fileBucketSetting({ S3_BUCKET: 'wado', S3_ACCESS_KEY_ID: 'SCW123' })).toThrow(
      'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble',
    );
    expect(() => fileBucketSetting({ S3_BUCKET: 'wado', S3_ENDPOINT: 's3.fr-par.scw.cloud' })).toThrow(
      'S3_ENDPOINT doit être une adresse http(s) sans chemin',
    );
  });
});

describe('a site whose files are in the bucket', () => {
  it('stores an image and a document there, and serves them once its own copy is gone', async () => {
    const env = await startTestApp({ fileBucket: bucket.settings });
    try {
      const editor = (await signInAs(env.app, ['association'])).headers;
      const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#204060' } })
        .png()
        .toBuffer();
      const body = multipart([{ name: 'file', filename: 'kihon.png', type: 'image/png', data: png }]);
      const sent = await env.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...editor, ...body.headers },
        payload: body.payload,
      });
      expect(sent.statusCode).toBe(201);
      const image = sent.json<UploadedImage>();
      const pdf = await pdfOf(2, 'Règlement des passages de grades');
      const document = await newDocument(env.app, editor, undefined, pdf);

      const files = new BucketFiles(bucket.settings);
      const imageFile = path.basename(image.url);
      expect(await files.hasAll([imageFile, `documents/${pdfHash(pdf)}.pdf`])).toBe(true);
      // Not in the database: the bucket is where they are.
      const inDatabase = await env.app.db
        .selectFrom('stored_files')
        .select('name')
        .where('name', 'in', [imageFile, `documents/${pdfHash(pdf)}.pdf`])
        .execute();
      expect(inDatabase).toEqual([]);

      const before = (await env.app.inject(image.url)).rawPayload;
      fs.rmSync(path.join(uploadsDirectory(env.config), imageFile));
      fs.rmSync(path.join(documentsDirectory(env.config), `${pdfHash(pdf)}.pdf`));
      const again = await env.app.inject(image.url);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(before)).toBe(true);
      const file = await env.app.inject({ url: document.fileUrl, headers: editor });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await env.cleanup();
    }
  });

  it('while the bucket is out of reach: an upload is refused with a French 503, and nothing is written', async () => {
    const env = await startTestApp({ fileBucket: { ...bucket.settings, endpoint: 'http://127.0.0.1:9' } });
    try {
      const editor = (await signInAs(env.app, ['association'])).headers;
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#602040' } })
        .png()
        .toBuffer();
      const body = multipart([{ name: 'file', filename: 'kata.png', type: 'image/png', data: png }]);
      const uploads = await countRows(env.app, 'uploads');
      const refused = await env.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...editor, ...body.headers },
        payload: body.payload,
      });
      expectApiError(refused, 503);
      expect(await countRows(env.app, 'uploads')).toBe(uploads);
      const served = await env.app.inject(`/media/uploads/${'ef'.repeat(16)}-640.jpg`);
      expectApiError(served, 503, FILES_UNAVAILABLE);
    } finally {
      await env.cleanup();
    }
  });
});
