/** What a browser's `Accept-Encoding` lets the server send. */

/** The encoding a page or a text file is sent with: Brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
