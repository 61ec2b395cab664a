import type { RemoteName } from '@wado/shared';

/**
 * A section that could not be loaded: down, hanging (`timeout`), broken entry (`failed`), wrong
 * module shape (`invalid`), or built for another major version of @wado/shared (`incompatible`).
 */
export class SectionLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'timeout' | 'failed' | 'invalid' | 'incompatible',
    cause?: unknown,
    detail?: string,
  ) {
    super(`La section ${remote} n'a pas pu être chargée (${reason}${detail ? ` : ${detail}` : ''})`, { cause });
    this.name = 'SectionLoadError';
  }
}
