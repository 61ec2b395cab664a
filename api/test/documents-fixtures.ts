/**
 * What the documents' tests share: real PDFs made with pdf-lib (and broken, encrypted or disguised
 * ones), the back office's multipart forms, and what proves a refusal wrote nothing: the rows, the
 * audit log and every file of the documents' folder (staging included).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
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
