import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_CATEGORIES, documentTooLarge, type AdminDocument, type DocumentList } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import { SEED_DOCUMENTS } from '../src/db/seed/documents';
import { DOCUMENT_DELETED, DOCUMENT_UNKNOWN } from '../src/features/documents/adminRoutes';
import { DOCUMENT_NOT_FOUND } from '../src/features/documents/files';
import { EMPTY_FILE, FIELD_TOO_LONG, MALFORMED_FORM, NO_FILE, NOT_MULTIPART } from '../src/features/documents/form';
import { BROKEN_PDF, ENCRYPTED_PDF, NOT_A_PDF, pdfHash } from '../src/features/documents/pdf';
import { DOCUMENTS_UNAVAILABLE, documentsDirectory } from '../src/features/documents/storage';
import { documentFileName } from '../src/features/documents/store';
import { parisDay } from '../src/features/paging';
import { CONTROL_CHARACTER } from '../src/features/security/inputGuards';
import {
  createDocument,
  documentForm,
  documentWrites,
  encryptedPdf,
  filesUnder,
  newDocument,
  pdfOf,
  renamedPng,
  truncatedPdf,
  VALID_FIELDS,
} from './documents-fixtures';
import { expectApiError, startTestApp } from './helpers';
import { signInAs } from './people';

/** The largest PDF these tests' server takes: small, so that « too large » costs little. */
const MAX_BYTES = 256 * 1024;

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dir: string;
/** An association volunteer's session. */
let editor: Record<string, string>;

beforeAll(async () => {
  let config;
  ({ app, cleanup, config } = await startTestApp({ documentMaxBytes: MAX_BYTES }));
  dir = documentsDirectory(config);
  editor = (await signInAs(app, ['association'])).headers;
});
afterAll(async () => cleanup?.());

const send = (request: InjectOptions) =>
  app.inject({ ...request, headers: { ...editor, ...(request.headers as Record<string, string>) } });

const publicList = async () => (await app.inject('/api/documents')).json<DocumentList>().documents;

async function pagesOf(bytes: Buffer): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

describe('the seeded documents', () => {
  it('are real PDFs in every category but « Autres », published but one draft, none shown twice', async () => {
    const documents = await publicList();
    const published = SEED_DOCUMENTS.filter((seeded) => seeded.published);
    expect(documents.map((item) => item.title).sort()).toEqual(published.map((seeded) => seeded.title).sort());
    expect(SEED_DOCUMENTS.filter((seeded) => !seeded.published)).toHaveLength(1);
    expect(new Set(documents.map((item) => item.category))).toEqual(
      new Set(DOCUMENT_CATEGORIES.filter((category) => category !== 'other')),
    );
    for (const item of documents) {
      const file = await app.inject(item.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.rawPayload.length).toBe(item.bytes);
      expect(await pagesOf(file.rawPayload)).toBe(item.pages);
    }
  });

  it('lists them by category (the order of the page), the most recent first within one', async () => {
    const documents = await publicList();
    const ranks = documents.map((item) => DOCUMENT_CATEGORIES.indexOf(item.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const rules = documents.filter((item) => item.category === 'rules').map((item) => item.date);
    expect(rules).toEqual([...rules].sort().reverse());
    expect(Object.keys(documents[0]!).sort()).toEqual(
      ['bytes', 'category', 'date', 'description', 'id', 'pages', 'title', 'url'].sort(),
    );
  });

  it('are written once: a second start on the same data adds none', async () => {
    const again = await startTestApp({ dataDir: path.dirname(path.dirname(dir)) });
    try {
      expect(await again.app.db.selectFrom('documents').select('id').execute()).toHaveLength(SEED_DOCUMENTS.length);
    } finally {
      await again.app.close();
    }
  });
});

describe('a document’s file', () => {
  it('is served inline as a PDF under its title’s name, revalidated at each use (no-cache, its hash as ETag)', async () => {
    const [first] = await publicList();
    const response = await app.inject(first!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${documentFileName(first!.title)}"`);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBe(`"${pdfHash(response.rawPayload)}"`);
    expect(Number(response.headers['content-length'])).toBe(first!.bytes);

    const fresh = await app.inject({ url: first!.url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.rawPayload.length).toBe(0);

    const head = await app.inject({ method: 'HEAD', url: first!.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first!.bytes));
    expect(head.rawPayload.length).toBe(0);
  });

  it('has one address: another name redirects to it, an unknown or malformed id is a 404 in French', async () => {
    const [first] = await publicList();
    const moved = await app.inject(`/media/documents/${first!.id}/ancien-nom.pdf`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(first!.url);
    for (const url of [
      '/media/documents/999999/document.pdf',
      '/media/documents/abc/x.pdf',
      '/media/documents/0/x.pdf',
    ]) {
      expectApiError(await app.inject(url), 404, DOCUMENT_NOT_FOUND);
    }
  });
});

describe('a volunteer’s new document', () => {
  it('is a draft, seen in the back office only, until published; withdrawn, it is gone again', async () => {
    const pdf = await pdfOf(3, 'Assemblée générale extraordinaire');
    const created = await newDocument(app, editor, VALID_FIELDS, pdf);
    expect(created).toMatchObject({
      title: VALID_FIELDS.title,
      category: 'assemblies',
      date: '2026-03-14',
      description: VALID_FIELDS.description,
      status: 'draft',
      bytes: pdf.length,
      pages: 3,
      fileName: 'proces-verbal.pdf',
      publishedAt: null,
      url: `/media/documents/${created.id}/proces-verbal-de-l-assemblee-generale-du-14-mars-2026.pdf`,
      fileUrl: `/api/admin/documents/${created.id}/file`,
    });
    expect(fs.existsSync(path.join(dir, `${pdfHash(pdf)}.pdf`))).toBe(true);

    // A draft: not listed, its address is a 404; the back office reads it.
    expect((await publicList()).map((item) => item.id)).not.toContain(created.id);
    expectApiError(await app.inject(created.url), 404, DOCUMENT_NOT_FOUND);
    const preview = await send({ url: created.fileUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.rawPayload.equals(pdf)).toBe(true);
    expect((await send({ url: '/api/admin/documents' })).json<{ items: AdminDocument[] }>().items).toContainEqual(
      created,
    );

    const published = await send({ method: 'POST', url: `/api/admin/documents/${created.id}/publish` });
    expect(published.statusCode).toBe(200);
    expect(published.json<AdminDocument>()).toMatchObject({
      status: 'published',
      publishedAt: expect.stringMatching(/^20/),
    });
    expect((await publicList()).find((item) => item.id === created.id)).toEqual({
      id: created.id,
      title: created.title,
      category: created.category,
      description: created.description,
      date: created.date,
      url: created.url,
      bytes: created.bytes,
      pages: 3,
    });
    const file = await app.inject(created.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const withdrawn = await send({ method: 'POST', url: `/api/admin/documents/${created.id}/unpublish` });
    expect(withdrawn.json<AdminDocument>().status).toBe('draft');
    expect((await publicList()).map((item) => item.id)).not.toContain(created.id);
    expectApiError(await app.inject(created.url), 404, DOCUMENT_NOT_FOUND);

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'kind'])
      .where('kind', '=', 'document')
      .where('record_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action)).toEqual(['create', 'publish', 'unpublish']);
  });

  it('takes the day of the upload (in Paris) when no date is given, and an empty description', async () => {
    const created = await newDocument(app, editor, { title: 'Calendrier des stages', category: 'other', date: '' });
    expect(created.date).toBe(parisDay(app.clock.now()));
    expect(created.description).toBe('');
    expect(created.category).toBe('other');
  });

  it('keeps the name of the file sent (without its folder) for the back office', async () => {
    const form = documentForm(VALID_FIELDS, {
      data: await pdfOf(1, 'Nom'),
      filename: 'C:\\Mes documents\\pv\u202e AG.pdf',
    });
    const response = await send({
      method: 'POST',
      url: '/api/admin/documents',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminDocument>().fileName).toBe('pv AG.pdf');
  });
});

describe('changing a document', () => {
  it('saves its fields (its address follows its title, the former one redirects), with an audit line of before and after', async () => {
    const created = await newDocument(app, editor, VALID_FIELDS, await pdfOf(1, 'Titre changé'));
    await send({ method: 'POST', url: `/api/admin/documents/${created.id}/publish` });
    const saved = await send({
      method: 'PUT',
      url: `/api/admin/documents/${created.id}`,
      payload: { title: ' Règlement des stages nationaux ', category: 'rules', date: '2026-01-10', description: '' },
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<AdminDocument>();
    expect(after).toMatchObject({ title: 'Règlement des stages nationaux', category: 'rules', date: '2026-01-10' });
    expect(after.url).toBe(`/media/documents/${created.id}/reglement-des-stages-nationaux.pdf`);
    const old = await app.inject(created.url);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(after.url);
    expect((await app.inject(after.url)).statusCode).toBe(200);

    const line = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'document')
      .where('action', '=', 'update')
      .where('record_id', '=', String(created.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(line.before!)).toMatchObject({ title: VALID_FIELDS.title, category: 'assemblies' });
    expect(JSON.parse(line.after!)).toMatchObject({ title: 'Règlement des stages nationaux', category: 'rules' });

    // The same fields again: nothing to record.
    const before = await documentWrites(app, dir);
    const same = await send({
      method: 'PUT',
      url: `/api/admin/documents/${created.id}`,
      payload: { title: 'Règlement des stages nationaux', category: 'rules', date: '2026-01-10', description: '' },
    });
    expect(same.statusCode).toBe(200);
    expect(await documentWrites(app, dir)).toEqual(before);
  });

  it('replaces its file and keeps the document: same id and address, the new file seen at once, the former file removed', async () => {
    const first = await pdfOf(1, 'Première version');
    const created = await newDocument(app, editor, { ...VALID_FIELDS, title: 'Formulaire de licence 2026' }, first);
    await send({ method: 'POST', url: `/api/admin/documents/${created.id}/publish` });
    const etag = String((await app.inject(created.url)).headers.etag);

    const second = await pdfOf(4, 'Deuxième version');
    const form = documentForm({}, { data: second, filename: 'licence-v2.pdf' });
    const replaced = await send({
      method: 'PUT',
      url: `/api/admin/documents/${created.id}/file`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<AdminDocument>()).toMatchObject({
      id: created.id,
      url: created.url,
      status: 'published',
      bytes: second.length,
      pages: 4,
      fileName: 'licence-v2.pdf',
    });
    // A browser holding the former file gets the new one, not a 304.
    const file = await app.inject({ url: created.url, headers: { 'if-none-match': etag } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(second)).toBe(true);
    expect(fs.existsSync(path.join(dir, `${pdfHash(first)}.pdf`))).toBe(false);
    expect(fs.existsSync(path.join(dir, `${pdfHash(second)}.pdf`))).toBe(true);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('kind', '=', 'document')
      .where('record_id', '=', String(created.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('update');
    expect(JSON.parse(audit.before!)).toMatchObject({ fileHash: pdfHash(first), pageCount: 1 });
    expect(JSON.parse(audit.after!)).toMatchObject({
      fileHash: pdfHash(second),
      pageCount: 4,
      fileName: 'licence-v2.pdf',
    });
  });

  it('deletes it: gone from the site and the back office, its file removed, unless another document has the same file', async () => {
    const shared = await pdfOf(2, 'Un fichier pour deux documents');
    const one = await newDocument(app, editor, { ...VALID_FIELDS, title: 'Premier' }, shared);
    const other = await newDocument(app, editor, { ...VALID_FIELDS, title: 'Second' }, shared);
    await send({ method: 'POST', url: `/api/admin/documents/${one.id}/publish` });
    const stored = path.join(dir, `${pdfHash(shared)}.pdf`);

    const deleted = await send({ method: 'DELETE', url: `/api/admin/documents/${one.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: DOCUMENT_DELETED });
    expectApiError(await app.inject(one.url), 404, DOCUMENT_NOT_FOUND);
    expectApiError(await send({ url: `/api/admin/documents/${one.id}` }), 404, DOCUMENT_UNKNOWN);
    expect(fs.existsSync(stored)).toBe(true);

    await send({ method: 'DELETE', url: `/api/admin/documents/${other.id}` });
    expect(fs.existsSync(stored)).toBe(false);
    const actions = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('kind', '=', 'document')
      .where('record_id', 'in', [String(one.id), String(other.id)])
      .where('action', '=', 'delete')
      .execute();
    expect(actions).toHaveLength(2);
  });

  it('answers 404 in French for a document that does not exist, writing nothing', async () => {
    const before = await documentWrites(app, dir);
    const form = documentForm({}, { data: await pdfOf(1, 'Personne') });
    for (const request of [
      { method: 'GET', url: '/api/admin/documents/999999' },
      { method: 'GET', url: '/api/admin/documents/999999/file' },
      { method: 'PUT', url: '/api/admin/documents/999999', payload: VALID_FIELDS },
      { method: 'PUT', url: '/api/admin/documents/999999/file', headers: form.headers, payload: form.payload },
      { method: 'POST', url: '/api/admin/documents/999999/publish' },
      { method: 'POST', url: '/api/admin/documents/999999/unpublish' },
      { method: 'DELETE', url: '/api/admin/documents/999999' },
    ] as InjectOptions[]) {
      expectApiError(await send(request), 404, DOCUMENT_UNKNOWN);
    }
    expect(await documentWrites(app, dir)).toEqual(before);
  });
});

describe('refused documents write nothing (no row, no audit line, no file, nothing left in staging)', () => {
  async function expectRefused(
    request: () => Promise<Awaited<ReturnType<typeof send>>>,
    status: number,
    message: string,
  ) {
    const before = await documentWrites(app, dir);
    const response = await request();
    expectApiError(response, status, message);
    expect(await documentWrites(app, dir)).toEqual(before);
  }

  const post = async (fields: Parameters<typeof documentForm>[0], file: Parameters<typeof documentForm>[1]) => {
    const form = documentForm(fields, file);
    return send({ method: 'POST', url: '/api/admin/documents', headers: form.headers, payload: form.payload });
  };

  it('a file that is not a PDF: a text, a PNG renamed .pdf', async () => {
    await expectRefused(
      () => post(VALID_FIELDS, { data: 'Bonjour, ceci est un texte.', filename: 'pv.pdf' }),
      400,
      NOT_A_PDF,
    );
    await expectRefused(
      async () => post(VALID_FIELDS, { data: await renamedPng(), filename: 'scan.pdf' }),
      400,
      NOT_A_PDF,
    );
  });

  it('a broken PDF (cut short, or only a header) and an encrypted one', async () => {
    await expectRefused(async () => post(VALID_FIELDS, { data: await truncatedPdf() }), 400, BROKEN_PDF);
    await expectRefused(() => post(VALID_FIELDS, { data: '%PDF-1.7\nrien de plus\n%%EOF' }), 400, BROKEN_PDF);
    await expectRefused(async () => post(VALID_FIELDS, { data: await encryptedPdf() }), 400, ENCRYPTED_PDF);
  });

  it('a file over the limit (413, the limit said in French) and an empty one', async () => {
    const big = Buffer.concat([await pdfOf(1), Buffer.alloc(MAX_BYTES, 0x20)]);
    await expectRefused(() => post(VALID_FIELDS, { data: big }), 413, documentTooLarge(MAX_BYTES));
    expect(documentTooLarge(MAX_BYTES)).toContain('256\u00a0Ko au plus');
    expect(documentTooLarge(20 * 1024 * 1024)).toContain('20\u00a0Mo au plus');
    await expectRefused(() => post(VALID_FIELDS, { data: Buffer.alloc(0) }), 400, EMPTY_FILE);
  });

  it('a missing or blank title, an unknown category, an impossible date, a description too long', async () => {
    const pdf = await pdfOf(1, 'Champs');
    await expectRefused(
      () => post({ ...VALID_FIELDS, title: '   ' }, { data: pdf }),
      400,
      'Titre : ce champ est obligatoire.',
    );
    const { title: _title, ...withoutTitle } = VALID_FIELDS;
    await expectRefused(() => post(withoutTitle, { data: pdf }), 400, 'Titre : ce champ est obligatoire.');
    await expectRefused(
      () => post({ ...VALID_FIELDS, category: 'factures' }, { data: pdf }),
      400,
      'Catégorie : choisissez une catégorie de la liste.',
    );
    await expectRefused(
      () => post({ ...VALID_FIELDS, date: '2026-02-30' }, { data: pdf }),
      400,
      'Date du document : saisissez une date valide (jour, mois, année).',
    );
    await expectRefused(
      () => post({ ...VALID_FIELDS, description: 'x'.repeat(601) }, { data: pdf }),
      400,
      'Description : 600 caractères au plus.',
    );
    await expectRefused(
      () => post({ ...VALID_FIELDS, title: '', category: '' }, { data: pdf }),
      400,
      'Titre : ce champ est obligatoire. Catégorie : choisissez une catégorie de la liste.',
    );
    await expectRefused(
      () => post({ ...VALID_FIELDS, description: 'é'.repeat(3000) }, { data: pdf }),
      400,
      FIELD_TOO_LONG,
    );
    // A control character (PostgreSQL refuses NUL in a text) or a bidirectional override: refused in every text.
    await expectRefused(() => post({ ...VALID_FIELDS, title: 'PV\u0000' }, { data: pdf }), 400, CONTROL_CHARACTER);
    await expectRefused(
      () => post({ ...VALID_FIELDS, description: 'fdp.exe\u202e' }, { data: pdf }),
      400,
      CONTROL_CHARACTER,
    );
  });

  it('no file, a file in another field, a form that is not multipart or is cut short', async () => {
    await expectRefused(() => post(VALID_FIELDS, null), 400, NO_FILE);
    await expectRefused(async () => post(VALID_FIELDS, { data: await pdfOf(1), name: 'pdf' }), 400, NO_FILE);
    await expectRefused(
      () => send({ method: 'POST', url: '/api/admin/documents', payload: { ...VALID_FIELDS } }),
      415,
      NOT_MULTIPART,
    );
    const form = documentForm(VALID_FIELDS, { data: 'x' });
    await expectRefused(
      () =>
        send({
          method: 'POST',
          url: '/api/admin/documents',
          headers: form.headers,
          payload: form.payload.subarray(0, form.payload.length - 30),
        }),
      400,
      MALFORMED_FORM,
    );
  });

  it('a replacement that is not a valid PDF keeps the document and its file as they were', async () => {
    const created = await newDocument(app, editor, { ...VALID_FIELDS, title: 'Gardé' }, await pdfOf(1, 'Gardé'));
    for (const [data, message] of [
      [await renamedPng(), NOT_A_PDF],
      [await truncatedPdf(), BROKEN_PDF],
      [Buffer.alloc(0), EMPTY_FILE],
    ] as const) {
      const form = documentForm({}, { data });
      await expectRefused(
        () =>
          send({
            method: 'PUT',
            url: `/api/admin/documents/${created.id}/file`,
            headers: form.headers,
            payload: form.payload,
          }),
        400,
        message,
      );
    }
    const preview = await send({ url: created.fileUrl });
    expect(preview.rawPayload.length).toBe(created.bytes);
  });

  it('fields saved with a blank title or an unknown category', async () => {
    const created = await newDocument(
      app,
      editor,
      { ...VALID_FIELDS, title: 'Champs gardés' },
      await pdfOf(1, 'Champs gardés'),
    );
    await expectRefused(
      () => send({ method: 'PUT', url: `/api/admin/documents/${created.id}`, payload: { ...VALID_FIELDS, title: '' } }),
      400,
      'Titre : ce champ est obligatoire.',
    );
    await expectRefused(
      () =>
        send({
          method: 'PUT',
          url: `/api/admin/documents/${created.id}`,
          payload: { ...VALID_FIELDS, category: 'autres' },
        }),
      400,
      'Catégorie : choisissez une catégorie de la liste.',
    );
  });
});

describe('drafts are never public', () => {
  it('neither in the list, nor at their file’s address, nor in the sitemap (which lists the documents page)', async () => {
    const draft = await newDocument(
      app,
      editor,
      { ...VALID_FIELDS, title: 'Brouillon secret' },
      await pdfOf(1, 'Secret'),
    );
    const seededDraft = await app.db.selectFrom('documents').selectAll().where('status', '=', 'draft').execute();
    expect(seededDraft.length).toBeGreaterThanOrEqual(2);
    const listed = (await publicList()).map((item) => item.id);
    for (const row of seededDraft) {
      expect(listed).not.toContain(row.id);
      expectApiError(
        await app.inject(`/media/documents/${row.id}/${documentFileName(row.title)}`),
        404,
        DOCUMENT_NOT_FOUND,
      );
      expect(
        (await app.inject({ method: 'HEAD', url: `/media/documents/${row.id}/${documentFileName(row.title)}` }))
          .statusCode,
      ).toBe(404);
    }
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('/documents</loc>');
    expect(sitemap).not.toContain(draft.url);
    expect(sitemap).not.toContain('Brouillon');
  });
});

describe('the documents’ folder', () => {
  it('is `documents` in UPLOADS_DIR, else under DATA_DIR; 20 MB unless DOCUMENT_MAX_BYTES says otherwise', () => {
    expect(documentsDirectory(loadConfig({ DATA_DIR: '/srv/wado' }))).toBe(path.resolve('/srv/wado/uploads/documents'));
    expect(documentsDirectory(loadConfig({ DATA_DIR: '/srv/wado', UPLOADS_DIR: '/mnt/partage' }))).toBe(
      path.resolve('/mnt/partage/documents'),
    );
    expect(loadConfig({}).documentMaxBytes).toBe(20 * 1024 * 1024);
    expect(loadConfig({ DOCUMENT_MAX_BYTES: '5000000' }).documentMaxBytes).toBe(5_000_000);
  });

  it('holds only hashed PDFs (no file named after what the volunteer sent)', () => {
    for (const file of filesUnder(dir)) expect(file).toMatch(/^(\.staging\/)?[0-9a-f]{64}\.pdf$/);
  });

  it('cannot be written: the site starts, a new document is a 503 in French and nothing is recorded', async () => {
    const blocked = path.join(path.dirname(path.dirname(dir)), 'pas-un-dossier');
    fs.writeFileSync(blocked, 'un fichier à la place du dossier');
    const other = await startTestApp({ uploadsDir: blocked });
    try {
      const { headers } = await signInAs(other.app, ['association']);
      expect(await other.app.db.selectFrom('documents').select('id').execute()).toEqual([]);
      expectApiError(await createDocument(other.app, headers), 503, DOCUMENTS_UNAVAILABLE);
      expect(await other.app.db.selectFrom('documents').select('id').execute()).toEqual([]);
      expect((await other.app.inject('/api/documents')).json()).toEqual({ documents: [] });
    } finally {
      await other.cleanup();
    }
  });
});
