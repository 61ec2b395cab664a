import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { AdminDocument, UploadedImage } from '@wado/shared/contract';
import { uploadsDirectory } from '../src/config';
import { pdfHash } from '../src/features/documents/pdf';
import { documentsDirectory } from '../src/features/documents/storage';
import { DatabaseFiles } from '../src/features/files/sharedFiles';
import { newDocument, pdfOf } from './documents-fixtures';
import { startTestApp, tempDir, waitFor } from './helpers';
import { multipart } from './multipart';
import { signInAs } from './people';
import { onPostgres } from './postgres/databases';

/**
 * Replicas that share no folder, only PostgreSQL: an image or a document sent through one is
 * served by the others (each fetching its own copy once); one removed is gone for all; the files
 * of a folder the database lacks (a site moved from SQLite) are stored for every replica at start.
 */

type Started = Awaited<ReturnType<typeof startTestApp>>;

async function sendImage(app: FastifyInstance, headers: Record<string, string>, data: Buffer) {
  const body = multipart([{ name: 'file', filename: 'kata.png', type: 'image/png', data }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<UploadedImage>();
}

const imageFiles = (image: UploadedImage) => [
  image.url,
  ...image.sources.flatMap((source) => source.srcset.split(', ').map((entry) => entry.split(' ')[0]!)),
];

describe('the stored files, in the database', () => {
  let env: Started;
  beforeAll(async () => {
    env = await startTestApp();
  });
  afterAll(() => env?.cleanup());

  it('keep the bytes under their name, once, and say which of a list are there', async () => {
    const files = new DatabaseFiles(env.app.db);
    const bytes = Buffer.from([0, 1, 2, 255, 0, 10, 13]);
    await files.put('essai-1.bin', bytes);
    await files.put('essai-1.bin', bytes);
    expect(await files.get('essai-1.bin')).toEqual(bytes);
    expect(await files.get('absent.bin')).toBeNull();
    expect(await files.present(['essai-1.bin', 'absent.bin'])).toEqual(new Set(['essai-1.bin']));
    expect(await files.hasAll(['essai-1.bin'])).toBe(true);
    expect(await files.hasAll(['essai-1.bin', 'absent.bin'])).toBe(false);
    await files.remove(['essai-1.bin']);
    expect(await files.get('essai-1.bin')).toBeNull();
  });
});

(onPostgres() ? describe : describe.skip)('replicas with a folder each, on one PostgreSQL', () => {
  let first: Started;
  let second: Started;
  let secondDir: ReturnType<typeof tempDir>;
  let editor: Record<string, string>;
  beforeAll(async () => {
    first = await startTestApp();
    secondDir = tempDir('wado-second-replica-');
    second = await startTestApp({ databaseUrl: first.config.databaseUrl, dataDir: secondDir.dir });
    editor = (await signInAs(first.app, ['association'])).headers;
  });
  afterAll(async () => {
    await second?.cleanup();
    await first?.cleanup();
    secondDir?.remove();
  });

  it('serve an image sent through one from the other, the same bytes, copied once to its disk', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const image = await sendImage(first.app, editor, png);
    const secondFolder = uploadsDirectory(second.config);
    for (const url of imageFiles(image)) {
      const here = await first.app.inject(url);
      const there = await second.app.inject(url);
      expect([here.statusCode, there.statusCode]).toEqual([200, 200]);
      expect(there.headers['content-type']).toBe(here.headers['content-type']);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      expect(fs.existsSync(path.join(secondFolder, path.basename(url)))).toBe(true);
    }
    // Copied whole, through staging, which it leaves empty.
    expect(fs.readdirSync(path.join(secondFolder, '.staging'))).toEqual([]);
  });

  it('serve a document sent through one from the other, and forget it for all once deleted', async () => {
    const pdf = await pdfOf(2, 'Règlement intérieur, version partagée');
    const created: AdminDocument = await newDocument(first.app, editor, undefined, pdf);
    const there = await second.app.inject({ url: created.fileUrl, headers: editor });
    expect(there.statusCode).toBe(200);
    expect(there.rawPayload.equals(pdf)).toBe(true);
    const files = new DatabaseFiles(first.app.db);
    expect(await files.hasAll([`documents/${pdfHash(pdf)}.pdf`])).toBe(true);

    const deleted = await second.app.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${created.id}`,
      headers: editor,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await files.hasAll([`documents/${pdfHash(pdf)}.pdf`])).toBe(false);
    expect((await first.app.inject({ url: created.fileUrl, headers: editor })).statusCode).toBe(404);
  });

  it('serve the seeded documents from a replica that did not write them', async () => {
    const list = (await second.app.inject('/api/documents')).json<{ documents: { url: string; bytes: number }[] }>();
    expect(list.documents.length).toBeGreaterThan(0);
    for (const item of list.documents) {
      const file = await second.app.inject(item.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBe(item.bytes);
    }
    expect(fs.readdirSync(documentsDirectory(second.config)).filter((name) => name.endsWith('.pdf'))).not.toEqual([]);
  });

  it('store at start the files of a folder the database lacks: every replica then serves them', async () => {
    const { dir: movedDir, remove } = tempDir('wado-moved-site-');
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#236' } })
      .jpeg()
      .toBuffer();
    const pdf = await pdfOf(1, 'Compte rendu resté sur le disque');
    const imageName = `${'ab'.repeat(16)}-320.jpg`;
    fs.mkdirSync(path.join(movedDir, 'uploads', 'documents'), { recursive: true });
    fs.writeFileSync(path.join(movedDir, 'uploads', imageName), image);
    fs.writeFileSync(path.join(movedDir, 'uploads', 'documents', `${pdfHash(pdf)}.pdf`), pdf);
    fs.writeFileSync(path.join(movedDir, 'uploads', 'notes.txt'), 'pas une image du site');
    const moved = await startTestApp({ databaseUrl: first.config.databaseUrl, dataDir: movedDir });
    await moved.app.ready(); // As listening does.
    try {
      const files = new DatabaseFiles(first.app.db);
      const names = [imageName, `documents/${pdfHash(pdf)}.pdf`];
      await waitFor(
        () => files.hasAll(names),
        (all) => all,
        10_000,
      );
      expect(await files.hasAll(names)).toBe(true);
      expect(await files.hasAll(['notes.txt'])).toBe(false);
      const there = await second.app.inject(`/media/uploads/${imageName}`);
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(image)).toBe(true);
    } finally {
      await moved.cleanup();
      remove();
    }
  });
});
