import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PDFDocument, PDFName, PDFRef, PDFString } from 'pdf-lib';
import type { AdminDocument } from '@wado/shared/contract';
import { loadConfig } from '../src/config';
import {
  ACTIVE_CONTENT_PDF,
  BROKEN_PDF,
  PDF_TOO_COMPLEX,
  pdfReadersLoaded,
  TOO_MANY_PAGES,
} from '../src/features/documents/pdf';
import { MOST_DECODED_BYTES, MOST_PAGES } from '../src/features/documents/pdfLimits';
import { documentsDirectory } from '../src/features/documents/storage';
import {
  addLink,
  cyclicPageTree,
  documentForm,
  documentWrites,
  doubledPageTree,
  handWrittenPdf,
  nestedPageTree,
  newDocument,
  objectStreamBomb,
  pdfOf,
  pdfWith,
  script,
  VALID_FIELDS,
} from './documents-fixtures';
import { expectApiError, startTestApp } from './helpers';
import { signInAs } from './people';

/**
 * Hostile PDFs sent from the back office: a file of a few kilobytes must not hold the server (the
 * page tree is walked once, up to MOST_PAGES pages; the file is read in a thread of its own within
 * a time and memory limit), and a document with active content is refused. Every refusal is a 400
 * in French that writes nothing (no row, no audit line, no file).
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dir: string;
/** The server, listening: the health check is polled over HTTP while a file is read. */
let address: string;
/** An association volunteer's session. */
let editor: Record<string, string>;

beforeAll(async () => {
  let config;
  ({ app, cleanup, config } = await startTestApp());
  dir = documentsDirectory(config);
  editor = (await signInAs(app, ['association'])).headers;
  await app.listen({ port: 0, host: '127.0.0.1' });
  address = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => cleanup?.());

const send = (request: InjectOptions) =>
  app.inject({ ...request, headers: { ...editor, ...(request.headers as Record<string, string>) } });

const create = (data: Buffer, title = VALID_FIELDS.title) => {
  const form = documentForm({ ...VALID_FIELDS, title }, { data });
  return send({ method: 'POST', url: '/api/admin/documents', headers: form.headers, payload: form.payload });
};

async function expectRefused(data: Buffer, message: string) {
  const before = await documentWrites(app, dir);
  expectApiError(await create(data), 400, message);
  expect(await documentWrites(app, dir)).toEqual(before);
}

async function expectAccepted(data: Buffer, pages: number) {
  const response = await create(data);
  expect(response.statusCode).toBe(201);
  expect(response.json<AdminDocument>().pages).toBe(pages);
}

/** One page with a link running object 5, written by hand: `actions` are object 5 (and more). */
const linkTo = (...actions: string[]) =>
  handWrittenPdf([
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [4 0 R] >> endobj',
    '4 0 obj << /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A 5 0 R >> endobj',
    ...actions,
  ]);

describe('a page tree that lists each node twice', () => {
  it('is what the security review found: small, and pdf-lib’s own count visits 2^depth pages', async () => {
    expect(doubledPageTree(26).length).toBeLessThan(4 * 1024);
    expect(doubledPageTree(30).length).toBeLessThan(4 * 1024);
    // At depth 10 pdf-lib takes a moment; at 26 it held the server for half a minute.
    expect((await PDFDocument.load(doubledPageTree(10))).getPageCount()).toBe(1024);
  });

  /** A new document sent over HTTP; when its answer came. */
  const postOverHttp = async (data: Buffer) => {
    const form = documentForm(VALID_FIELDS, { data });
    const response = await fetch(`${address}/api/admin/documents`, {
      method: 'POST',
      headers: { ...editor, ...form.headers },
      body: form.payload,
    });
    return {
      answeredAt: performance.now(),
      status: response.status,
      body: (await response.json()) as { message: string },
    };
  };

  /** How long the health check takes over HTTP. */
  const healthTime = async () => {
    const asked = performance.now();
    const health = await fetch(`${address}/api/health`);
    await health.text();
    expect(health.status).toBe(200);
    return performance.now() - asked;
  };

  it.each([26, 30])(
    'depth %i: refused as broken within a second, the health check answering within 200 ms meanwhile, nothing written',
    async (depth) => {
      // The server has read a file over HTTP before, and its next thread has loaded pdf-lib: what
      // is timed is the reading of this file, not the first start of a thread or of the test's HTTP
      // client on a machine as busy as a test run's.
      expect((await postOverHttp(await pdfOf(1, `Avant l’arbre de profondeur ${depth}`))).status).toBe(201);
      await pdfReadersLoaded();
      await healthTime();
      const before = await documentWrites(app, dir);
      const started = performance.now();
      let answered = false;
      const upload = postOverHttp(doubledPageTree(depth)).finally(() => (answered = true));
      const healthTimes: number[] = [];
      do healthTimes.push(await healthTime());
      while (!answered);
      const answer = await upload;
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(BROKEN_PDF);
      expect(answer.answeredAt - started).toBeLessThan(1_000);
      expect(Math.max(...healthTimes)).toBeLessThan(200);
      expect(await documentWrites(app, dir)).toEqual(before);
    },
  );

  it('refused as the new file of an existing document, which keeps its own', async () => {
    const created = await newDocument(app, editor, { ...VALID_FIELDS, title: 'Gardé malgré tout' }, await pdfOf(1));
    const before = await documentWrites(app, dir);
    const form = documentForm({}, { data: doubledPageTree(30) });
    const response = await send({
      method: 'PUT',
      url: `/api/admin/documents/${created.id}/file`,
      headers: form.headers,
      payload: form.payload,
    });
    expectApiError(response, 400, BROKEN_PDF);
    expect(await documentWrites(app, dir)).toEqual(before);
  });
});

describe('the page tree', () => {
  it('with a cycle (a node among its own descendants): refused as broken', async () => {
    await expectRefused(cyclicPageTree(), BROKEN_PDF);
  });

  it('of several levels: accepted with its pages, as pdf-lib counts them', async () => {
    const nested = nestedPageTree(4, 30);
    expect((await PDFDocument.load(nested)).getPageCount()).toBe(120);
    await expectAccepted(nested, 120);
    await expectAccepted(await pdfOf(5, 'Cinq pages'), 5);
  });

  it(`of more than ${MOST_PAGES} pages: refused, saying so; ${MOST_PAGES} pages are accepted`, async () => {
    expect(TOO_MANY_PAGES).toContain('plus de 2\u202f000 pages');
    await expectRefused(nestedPageTree(1, MOST_PAGES + 1), TOO_MANY_PAGES);
    await expectAccepted(nestedPageTree(1, MOST_PAGES), MOST_PAGES);
  });
});

describe('active content', () => {
  it('a script run on opening, in an object stream (compressed: not in the bytes as written)', async () => {
    const pdf = await pdfWith((document) =>
      document.catalog.set(
        PDFName.of('OpenAction'),
        document.context.obj({ S: 'JavaScript', JS: script('app.alert("Bonjour")') }),
      ),
    );
    expect(pdf.includes('JavaScript')).toBe(false);
    await expectRefused(pdf, ACTIVE_CONTENT_PDF);
  });

  it('a document-level script, a program launched from a link, an attached file', async () => {
    await expectRefused(
      await pdfWith((document) => document.addJavaScript('accueil', 'app.alert("Bonjour")')),
      ACTIVE_CONTENT_PDF,
    );
    await expectRefused(
      await pdfWith((document) => addLink(document, { S: 'Launch', F: PDFString.of('calc.exe') })),
      ACTIVE_CONTENT_PDF,
    );
    await expectRefused(
      await pdfWith((document) => document.attach(Buffer.from('Bonjour'), 'note.txt', { mimeType: 'text/plain' })),
      ACTIVE_CONTENT_PDF,
    );
  });

  it('an action run by itself: a web page opened with the document, or with a page (additional actions)', async () => {
    const website = () => ({ S: 'URI', URI: PDFString.of('https://exemple.fr/') });
    await expectRefused(
      await pdfWith((document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj(website()))),
      ACTIVE_CONTENT_PDF,
    );
    await expectRefused(
      await pdfWith((document) =>
        document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: website() })),
      ),
      ACTIVE_CONTENT_PDF,
    );
  });

  it('an action written inside another object’s stream, which a viewer finds from the cross-reference table and pdf-lib does not', async () => {
    const action = '5 0 obj << /S /Launch /F (calc.exe) >> endobj';
    const hidden = linkTo(`6 0 obj << /Length ${action.length} >> stream\n${action}\nendstream endobj`);
    expect((await PDFDocument.load(hidden)).context.lookup(PDFRef.of(5))).toBeUndefined();
    await expectRefused(hidden, ACTIVE_CONTENT_PDF);
  });

  it('an earlier version of an object, which a viewer reads and pdf-lib replaces by the later one', async () => {
    const link = '5 0 obj << /S /URI /URI (https://exemple.fr/) >> endobj';
    const twice = linkTo('5 0 obj << /S /Launch /F (calc.exe) >> endobj', link);
    expect((await PDFDocument.load(twice)).context.lookup(PDFRef.of(5))?.toString()).toContain('/URI');
    await expectRefused(twice, ACTIVE_CONTENT_PDF);
    // The same file without the earlier version: an ordinary link.
    await expectAccepted(linkTo(link), 1);
  });

  it('a name written with escapes a viewer decodes (/#4caunch is /Launch) and pdf-lib keeps as written', async () => {
    const escaped = linkTo('5 0 obj << /S /#4caunch /F (calc.exe) >> endobj');
    expect((await PDFDocument.load(escaped)).context.lookup(PDFRef.of(5))?.toString()).not.toContain('Launch');
    await expectRefused(escaped, ACTIVE_CONTENT_PDF);
  });

  it('objects in a stream laid out as an object stream that does not say so (no /Type /ObjStm)', async () => {
    const inner = '5 0 << /S /Launch /F (calc.exe) >>';
    const unsaid = linkTo(`6 0 obj << /N 1 /First 4 /Length ${inner.length} >> stream\n${inner}\nendstream endobj`);
    await expectRefused(unsaid, ACTIVE_CONTENT_PDF);
  });

  it('is not what ordinary documents have: links to a web page or a page, an opening view', async () => {
    const ordinary = await pdfWith((document) => {
      addLink(document, { S: 'URI', URI: PDFString.of('https://www.wado-france.fr/') });
      document.catalog.set(PDFName.of('OpenAction'), document.context.obj([document.getPage(0).ref, 'Fit']));
    });
    await expectAccepted(ordinary, 2);
    const goTo = await pdfWith((document) => addLink(document, { S: 'GoTo', D: [document.getPage(1).ref, 'Fit'] }));
    await expectAccepted(goTo, 2);
  });
});

describe('the reading thread’s limits', () => {
  /** A server of its own, with other limits: `check` sends it files. */
  async function withLimits(
    documentCheck: { timeoutMs: number; memoryMb: number },
    check: (upload: (data: Buffer) => Promise<void>, refuse: (data: Buffer) => Promise<void>) => Promise<void>,
  ) {
    const other = await startTestApp({ documentCheck });
    try {
      const otherDir = documentsDirectory(other.config);
      const headers = (await signInAs(other.app, ['association'])).headers;
      const post = (data: Buffer) => {
        const form = documentForm(VALID_FIELDS, { data });
        return other.app.inject({
          method: 'POST',
          url: '/api/admin/documents',
          headers: { ...headers, ...form.headers },
          payload: form.payload,
        });
      };
      await check(
        async (data) => expect((await post(data)).statusCode).toBe(201),
        async (data) => {
          const before = await documentWrites(other.app, otherDir);
          expectApiError(await post(data), 400, PDF_TOO_COMPLEX);
          expect(await documentWrites(other.app, otherDir)).toEqual(before);
          // The server itself is untouched.
          expect((await other.app.inject('/api/health')).statusCode).toBe(200);
        },
      );
    } finally {
      await other.cleanup();
    }
  }

  it('past its time, the thread is ended and the file refused as too complex', async () => {
    await withLimits({ timeoutMs: 1, memoryMb: 256 }, async (_upload, refuse) => refuse(await pdfOf(20)));
  });

  it('past its memory, likewise (an ordinary file being read within the same limit)', async () => {
    // 100 000 small objects: pdf-lib holds each of them.
    const objects = [
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    ];
    for (let number = 4; number < 100_000; number++) objects.push(`${number} 0 obj << /V [${number} 1 2 3] >> endobj`);
    await withLimits({ timeoutMs: 60_000, memoryMb: 16 }, async (upload, refuse) => {
      await upload(await pdfOf(3));
      await refuse(handWrittenPdf(objects));
    });
  });

  it('a stream that decodes to more than 16 MB (a decompression bomb, held outside the memory limit) is refused at once', async () => {
    const bomb = objectStreamBomb(MOST_DECODED_BYTES + 1024 * 1024);
    expect(bomb.length).toBeLessThan(64 * 1024);
    // A time limit longer than the test's own: the refusal can only come from the decoding limit,
    // measured without a clock (on a slow machine, « under 5 s » failed for the wrong reason).
    await withLimits({ timeoutMs: 120_000, memoryMb: 256 }, async (upload, refuse) => {
      await refuse(bomb);
      // Under the limit, the same stream is read (its object is an ordinary action).
      await upload(objectStreamBomb(1024 * 1024));
    });
  });

  it('are 5 s and 256 MB unless DOCUMENT_CHECK_TIMEOUT_MS and DOCUMENT_CHECK_MEMORY_MB say otherwise', () => {
    expect(loadConfig({}).documentCheck).toEqual({ timeoutMs: 5_000, memoryMb: 256 });
    expect(loadConfig({ DOCUMENT_CHECK_TIMEOUT_MS: '2000', DOCUMENT_CHECK_MEMORY_MB: '128' }).documentCheck).toEqual({
      timeoutMs: 2_000,
      memoryMb: 128,
    });
  });
});
