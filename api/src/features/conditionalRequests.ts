/**
 * Conditional GETs: whether the browser's copy is the current one, so that the answer is a 304
 * with no body. One check for every validator the API sends (documents, share images, pages,
 * compressed copies of the remotes' files).
 */
import type { FastifyRequest } from 'fastify';

/** Whether `If-None-Match` names `etag` (one tag or several, weak or not) or is `*`. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const current = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === current || tag === '*');
}
