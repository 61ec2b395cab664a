import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from '../errors';

/**
 * The bytes of an uploaded file, at most `maxBytes` (images and documents alike). Past the limit
 * the parser keeps no more of the file, but only ends it with the request: reading stops at once
 * and the answer is a 413 with `tooLarge`, whatever is still on its way.
 */
export async function readFileBytes(file: MultipartFile['file'], maxBytes: number, tooLarge: string): Promise<Buffer> {
  const over = new HttpError(413, tooLarge);
  const stop = () => file.destroy(over);
  if (file.truncated) stop();
  else file.once('limit', stop);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > maxBytes || file.truncated) throw over;
    chunks.push(bytes);
  }
  if (file.truncated) throw over;
  return Buffer.concat(chunks, size);
}
