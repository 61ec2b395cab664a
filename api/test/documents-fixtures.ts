/**
 * What the documents' tests share: real PDFs made with pdf-lib (and broken, encrypted or disguised
 * ones), the back office's multipart forms, and what proves a refusal wrote nothing: the rows, the
 * audit log and every file of the documents' folder (staging included).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import type { AdminDocument } from '@wado/shared/contract';
import { countRows } from './helpers';
import { multipart, type Part } from './multipart';

/** A real PDF of `pages` pages, each with a line of `text` (different texts: different files). */
export async function pdfOf(pages = 2, text = 'Compte rendu de la réunion du comité directeur'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    pdf.addPage([595.28, 841.89]).drawText(`${text} – page ${index + 1}`, { x: 56, y: 780, size: 12, font });
  }
  return Buffer.from(await pdf.save());
}

/** A PDF whose trailer says it is encrypted (as a password-protected export does). */
export async function encryptedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  pdf.context.trailerInfo.Encrypt = pdf.context.register(pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 }));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The first half of a real PDF: a download cut short. */
export async function truncatedPdf(): Promise<Buffer> {
  const whole = await pdfOf(3);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * A PDF written by hand from whole objects (`n 0 obj … endobj`, object 1 the catalog), in this
 * order; its cross-reference table points each number at its first `n 0 obj` in the text, as a
 * viewer would read it (pdf-lib reads the file in order and keeps the last one).
 */
export function handWrittenPdf(objects: string[]): Buffer {
  let text = '%PDF-1.7\n';
  for (const object of objects) text += `${object}\n`;
  const firstAt = new Map<number, number>();
  let size = 1;
  for (const match of text.matchAll(/(?<![0-9])(\d+) 0 obj/g)) {
    const number = Number(match[1]);
    if (!firstAt.has(number)) firstAt.set(number, match.index);
    size = Math.max(size, number + 1);
  }
  const entries = Array.from({ length: size - 1 }, (_, index) => {
    const at = firstAt.get(index + 1);
    return at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`;
  });
  const xref = text.length;
  text += `xref\n0 ${size}\n0000000000 65535 f \n${entries.join('')}`;
  text += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const PAGE_BODY = '/Type /Page /MediaBox [0 0 595 842]';

/**
 * A page tree `depth` nodes deep where every node lists the next one twice in its `/Kids`, over
 * one page: a file of about 2 KB that says it has 2^depth pages, and that pdf-lib's own page
 * count walks page by page.
 */
export function doubledPageTree(depth: number): Buffer {
  const objects = ['1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'];
  for (let level = 0; level < depth; level++) {
    const self = level + 2;
    const parent = level === 0 ? '' : ` /Parent ${self - 1} 0 R`;
    objects.push(
      `${self} 0 obj << /Type /Pages${parent} /Kids [${self + 1} 0 R ${self + 1} 0 R] /Count ${2 ** (depth - level)} >> endobj`,
    );
  }
  objects.push(`${depth + 2} 0 obj << ${PAGE_BODY} /Parent ${depth + 1} 0 R >> endobj`);
  return handWrittenPdf(objects);
}

/** A page tree whose second node lists the first among its kids: a cycle. */
export function cyclicPageTree(): Buffer {
  return handWrittenPdf([
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 2 >> endobj',
    '3 0 obj << /Type /Pages /Parent 2 0 R /Kids [4 0 R 2 0 R] /Count 2 >> endobj',
    `4 0 obj << ${PAGE_BODY} /Parent 3 0 R >> endobj`,
  ]);
}

/** `pages` pages under `groups` intermediate nodes (pdf-lib's own files have a single level). */
export function nestedPageTree(groups: number, pagesPerGroup: number): Buffer {
  const groupNumbers = Array.from({ length: groups }, (_, index) => 3 + index * (pagesPerGroup + 1));
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    `2 0 obj << /Type /Pages /Kids [${groupNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${groups * pagesPerGroup} >> endobj`,
  ];
  for (const group of groupNumbers) {
    const pages = Array.from({ length: pagesPerGroup }, (_, index) => group + 1 + index);
    objects.push(
      `${group} 0 obj << /Type /Pages /Parent 2 0 R /Kids [${pages.map((n) => `${n} 0 R`).join(' ')}] /Count ${pagesPerGroup} >> endobj`,
    );
    for (const page of pages) objects.push(`${page} 0 obj << ${PAGE_BODY} /Parent ${group} 0 R >> endobj`);
  }
  return handWrittenPdf(objects);
}

/**
 * One page, and an object stream whose few kilobytes (compressed spaces) decode to
 * `decodedBytes`: a decompression bomb read while the file is parsed.
 */
export function objectStreamBomb(decodedBytes: number): Buffer {
  const objects = Buffer.alloc(decodedBytes, 0x20);
  objects.write('4 0 << /S /GoTo >>', 'latin1');
  const compressed = zlib.deflateSync(objects, { level: 9 }).toString('latin1');
  return handWrittenPdf([
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    `5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${compressed.length} >> stream\n${compressed}\nendstream endobj`,
  ]);
}

/**
 * A real two-page PDF (object streams, as pdf-lib writes by default) changed by `change` before
 * it is saved: an entry of its catalog, an annotation on its first page…
 */
export async function pdfWith(change: (pdf: PDFDocument) => void | Promise<void>): Promise<Buffer> {
  const pdf = await PDFDocument.load(await pdfOf(2, 'Contenu actif'));
  await change(pdf);
  return Buffer.from(await pdf.save());
}

/** An action as pdf-lib's `context.obj` takes it: names as strings, pages as references. */
export interface ActionLiteral {
  [key: string]: PDFObject | string | ActionLiteral | Array<PDFObject | string>;
}

/** A link annotation on the first page of `pdf`, running `action` when clicked. */
export function addLink(pdf: PDFDocument, action: ActionLiteral) {
  const page = pdf.getPage(0);
  const link = pdf.context.register(
    pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [56, 760, 300, 790], Border: [0, 0, 0], A: action }),
  );
  page.node.set(PDFName.of('Annots'), pdf.context.obj([link]));
}

/** A script, as a PDF string. */
export const script = (code: string) => PDFString.of(code);

/** A PNG image named `.pdf`. */
export async function renamedPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8372d' } })
    .png()
    .toBuffer();
}

export interface Fields {
  title?: string;
  category?: string;
  date?: string;
  description?: string;
}

export const VALID_FIELDS: Required<Fields> = {
  title: 'Procès-verbal de l’assemblée générale du 14 mars 2026',
  category: 'assemblies',
  date: '2026-03-14',
  description: 'Rapport moral, comptes et élection au comité directeur.',
};

/** The form of a new document: its fields (as given), then the file (unless `file` is null). */
export function documentForm(
  fields: Fields,
  file: { data: Buffer | string; filename?: string; type?: string; name?: string } | null,
) {
  const parts: Part[] = Object.entries(fields).map(([name, data]) => ({ name, data: String(data) }));
  if (file) {
    parts.push({
      name: file.name ?? 'file',
      filename: file.filename ?? 'proces-verbal.pdf',
      type: file.type ?? 'application/pdf',
      data: file.data,
    });
  }
  return multipart(parts);
}

/** Sends a new document as `headers` (a session) would. */
export async function createDocument(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Fields = VALID_FIELDS,
  data?: Buffer,
) {
  const form = documentForm(fields, { data: data ?? (await pdfOf()) });
  return app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** A new document that must be accepted. */
export async function newDocument(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Fields = VALID_FIELDS,
  data?: Buffer,
): Promise<AdminDocument> {
  const response = await createDocument(app, headers, fields, data);
  if (response.statusCode !== 201) throw new Error(`document refusé : ${response.statusCode} ${response.body}`);
  return response.json<AdminDocument>();
}

/** Every file under `dir` (relative paths, sorted), staging included. */
export function filesUnder(dir: string): string[] {
  const list = (folder: string, prefix = ''): string[] =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder, { withFileTypes: true })
          .flatMap((entry) =>
            entry.isDirectory()
              ? list(path.join(folder, entry.name), `${prefix}${entry.name}/`)
              : [`${prefix}${entry.name}`],
          )
      : [];
  return list(dir).sort();
}

/** What a refused request must leave as it was: the documents' rows, the audit log, the files. */
export async function documentWrites(app: FastifyInstance, dir: string) {
  return {
    documents: await countRows(app, 'documents'),
    audit: await countRows(app, 'audit_log'),
    rows: await app.db.selectFrom('documents').selectAll().orderBy('id').execute(),
    files: filesUnder(dir),
  };
}
