import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  DOCUMENT_FILE_FIELD,
  documentTooLarge,
  FORBIDDEN_CHARACTER,
  type DocumentFieldsInput,
} from '@wado/shared/contract';
import { HttpError } from '../errors';
import { readFileBytes } from '../uploads';
import { CONTROL_CHARACTER } from '../security';

export const NOT_MULTIPART = `Envoyez le document comme un formulaire (multipart/form-data), le PDF dans le champ « ${DOCUMENT_FILE_FIELD} ».`;
export const NO_FILE = `Aucun fichier reçu : joignez le PDF dans le champ « ${DOCUMENT_FILE_FIELD} ».`;
export const EMPTY_FILE = 'Le fichier reçu est vide : choisissez de nouveau le PDF.';
export const MALFORMED_FORM = 'Le formulaire reçu est incomplet ou mal formé : envoyez le document de nouveau.';
export const FIELD_TOO_LONG = 'Un des champs du formulaire est trop long : raccourcissez le titre ou la description.';

/** The text fields of a new document, sent before its file. */
const FIELDS: readonly (keyof DocumentFieldsInput)[] = ['title', 'category', 'date', 'description'];
/** Far more than the longest field allowed (in bytes of UTF-8): a longer one is refused, not cut. */
const FIELD_MAX_BYTES = 4096;

export interface ReceivedDocument {
  bytes: Buffer;
  /** The file's name as sent (its last path segment, at most 200 characters), `document.pdf` if none. */
  fileName: string;
  /** The text fields sent before the file ('' for those missing). */
  fields: DocumentFieldsInput;
}

const FORBIDDEN_CHARACTERS = new RegExp(FORBIDDEN_CHARACTER.source, 'g');

/** The file's name without a folder (some browsers sent the whole path) nor control characters. */
function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(FORBIDDEN_CHARACTERS, '').trim();
  return base.slice(0, 200) || 'document.pdf';
}

function fieldsOf(part: MultipartFile): DocumentFieldsInput {
  const fields: DocumentFieldsInput = { title: '', category: '', date: '', description: '' };
  for (const name of FIELDS) {
    const entry = part.fields[name];
    if (entry === undefined) continue;
    // Given twice: the form is not ours.
    if (Array.isArray(entry) || entry.type !== 'field') throw new HttpError(400, MALFORMED_FORM);
    const field = entry as MultipartValue;
    if (field.valueTruncated) throw new HttpError(400, FIELD_TOO_LONG);
    const value = typeof field.value === 'string' ? field.value : '';
    // The rule of every text the API takes (JSON bodies are checked before their handler).
    if (FORBIDDEN_CHARACTER.test(value)) throw new HttpError(400, CONTROL_CHARACTER);
    fields[name] = value;
  }
  return fields;
}

/**
 * The PDF of the request's `file` field and the text fields sent before it, read as it arrives
 * and refused (413) as soon as it is larger than `maxBytes`: never more than that is held in memory.
 */
export async function receivedDocument(request: FastifyRequest, maxBytes: number): Promise<ReceivedDocument> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  try {
    return await readDocumentPart(request, maxBytes);
  } catch (error) {
    // The parser's own failures (no boundary, a body cut short, too many parts…) are the sender's: 400, in French.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, MALFORMED_FORM);
  }
}

async function readDocumentPart(request: FastifyRequest, maxBytes: number): Promise<ReceivedDocument> {
  const part = await request.file({
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: FIELDS.length + 4,
      parts: FIELDS.length + 6,
      fieldSize: FIELD_MAX_BYTES,
    },
    throwFileSizeLimit: false,
  });
  if (!part) throw new HttpError(400, NO_FILE);
  if (part.fieldname !== DOCUMENT_FILE_FIELD) {
    part.file.resume();
    throw new HttpError(400, NO_FILE);
  }
  const bytes = await readFileBytes(part.file, maxBytes, documentTooLarge(maxBytes));
  const fields = fieldsOf(part);
  if (bytes.length === 0) throw new HttpError(400, EMPTY_FILE);
  return { bytes, fileName: cleanFileName(part.filename), fields };
}
