/**
 * The bytes of uploaded images and documents, when the site runs on PostgreSQL without a bucket
 * (migration 033): every replica reads them from here, each keeping its own copy on disk.
 */
export interface StoredFileTables {
  stored_files: {
    /** The file's name where it is served: `<hash>-<width>.<ext>`, `documents/<sha256>.pdf`. */
    name: string;
    bytes: Buffer;
    size: number;
    created_at: string;
  };
}
