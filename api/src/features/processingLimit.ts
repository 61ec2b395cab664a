import { HttpError } from './errors';

/**
 * At most `slots` pieces of heavy work at once (an image's processing, a PDF's reading, a
 * password's Argon2 hash: each takes threads and memory), the others waiting their turn in order;
 * past `queue` waiting, a French 503 at once (`busy` says what is busy).
 */
export function processingLimit(slots: number, queue: number, busy: string) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= slots) {
      if (waiting.length >= queue) throw new HttpError(503, busy);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
