import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENTS_FOLDER, documentSharedName, isDocumentFileName } from '../documents';
import { isUploadFileName } from '../uploads';

/**
 * The uploads folder as a SQLite backup sees it: its images and its documents, under the names a
 * shared store gives them (`<hash>-<width>.<ext>`, `documents/<sha256>.pdf`).
 */

/** Where the file of a shared name lives in the uploads folder, or null for a name not of ours. */
export function uploadsPathOf(uploadsDir: string, name: string): string | null {
  if (isUploadFileName(name)) return path.join(uploadsDir, name);
  const [folder, file, ...rest] = name.split('/');
  if (folder === DOCUMENTS_FOLDER && file !== undefined && rest.length === 0 && isDocumentFileName(file)) {
    return path.join(uploadsDir, DOCUMENTS_FOLDER, file);
  }
  return null;
}

/** Every image and document of an uploads folder, by shared name. */
export function uploadsFolderFiles(uploadsDir: string): { name: string; file: string }[] {
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const documents = path.join(uploadsDir, DOCUMENTS_FOLDER);
  return [
    ...list(uploadsDir)
      .filter(isUploadFileName)
      .map((entry) => ({ name: entry, file: path.join(uploadsDir, entry) })),
    ...list(documents)
      .filter(isDocumentFileName)
      .map((entry) => ({ name: documentSharedName(entry), file: path.join(documents, entry) })),
  ];
}
