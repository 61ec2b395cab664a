import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { HttpError } from '../errors';

export const NOT_A_PDF =
  'Ce fichier n’est pas un PDF : enregistrez le document au format PDF (« Exporter au format PDF ») puis envoyez-le de nouveau.';
export const ENCRYPTED_PDF =
  'Ce PDF est protégé par un mot de passe ou chiffré : les visiteurs ne pourraient pas toujours l’ouvrir. Enregistrez-en une copie sans protection puis envoyez-la.';
export const BROKEN_PDF =
  'Ce PDF est endommagé ou incomplet : ouvrez-le pour vérifier, enregistrez-le de nouveau au format PDF puis envoyez-le.';
export const PDF_BUSY = 'Le site traite déjà plusieurs documents : réessayez dans une minute.';

/** What every PDF starts with (its header), before a version number. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** SHA-256 of the file (hex): its name in the documents' folder, and its ETag. */
export const pdfHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The pages of a PDF, or a 400 in French: the file must start with `%PDF-`, and pdf-lib must read
 * it whole (every object valid, not encrypted) and find at least one page. A renamed image, a
 * truncated download or a password-protected file is refused here, before anything is written.
 */
export async function pdfPageCount(bytes: Buffer): Promise<number> {
  if (bytes.length < PDF_MAGIC.length || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new HttpError(400, NOT_A_PDF);
  }
  let pages: number;
  let encrypted: boolean;
  try {
    // Read even when encrypted (its structure is not), to say so rather than « endommagé ».
    const pdf = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      ignoreEncryption: true,
      updateMetadata: false,
    });
    encrypted = pdf.isEncrypted;
    pages = pdf.getPageCount();
  } catch {
    throw new HttpError(400, BROKEN_PDF);
  }
  if (encrypted) throw new HttpError(400, ENCRYPTED_PDF);
  if (!Number.isInteger(pages) || pages < 1) throw new HttpError(400, BROKEN_PDF);
  return pages;
}
