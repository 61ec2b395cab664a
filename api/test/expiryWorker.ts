/**
 * One expiry job in a process of its own, as a second server would run it: orders-expiry.test.ts
 * starts two of these on the same data directory and lets them go at the same instant.
 *   node --import tsx api/test/expiryWorker.ts <dataDir> [<databaseUrl>]
 * Prints `ready`, waits for a line on stdin, runs, then prints
 * `{"cancelled": [...references], "errors": [...messages]}`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/connection';
import { cancelOverdueOrders } from '../src/features/orders/expiry';

async function main(): Promise<void> {
  const [dataDir, databaseUrl = ''] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage : expiryWorker.ts <dataDir> [<databaseUrl>]');
  const db = openDatabase({ dataDir, databaseUrl });
  const errors: string[] = [];
  const log: Pick<FastifyBaseLogger, 'error'> = {
    error: (details: unknown) => {
      errors.push(String(typeof details === 'object' && details !== null && 'err' in details ? details.err : details));
    },
  };
  // Both workers load at their own pace, then start together when the test says so.
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  process.stdin.pause();
  const cancelled = await cancelOverdueOrders(db, { log });
  await db.destroy();
  process.stdout.write(JSON.stringify({ cancelled, errors }));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
