import type { Generated } from 'kysely';

/** Images uploaded from the back office (migration 011). */
export interface UploadTables {
  uploads: {
    id: Generated<number>;
    /** Names its files: `<hash>-<width>.<avif|webp|jpg>` under UPLOADS_DIR. */
    hash: string;
    /** JSON array of the stored widths, smallest first. */
    widths: string;
    /** Size of the largest stored width. */
    width: number;
    height: number;
    /** What was sent: `jpeg`, `png`, `webp` or `avif`. */
    original_format: string;
    original_bytes: number;
    /** Width × height of the image as sent (migration 031): what the hourly processing quota counts. */
    original_pixels: number;
    created_at: string;
    /** E-mail of the person who first sent it. */
    created_by: string;
  };
}
