/**
 * Runs the tasks given to it `concurrency` at a time, the others waiting their turn in order
 * (what `p-limit` does, in a few lines): a whole album sent at once would saturate the
 * volunteer's upload and the server's image processing.
 */
export function concurrencyLimit(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        task().then(resolve, reject).finally(next);
      };
      if (running < concurrency) start();
      else waiting.push(start);
    });
}
