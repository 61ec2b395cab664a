/**
 * Writes deploy/errors/503.http, the page a load balancer answers when no replica is up: the
 * site's own « Site momentanément indisponible » page as a whole HTTP response. Run after a change
 * to that page (a test says when the file is out of date):
 *   npx tsx api/scripts/errorPages.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/config';
import { unavailableErrorFile } from '../src/features/site/unavailablePage';

export const ERROR_FILE = path.join(findRepoRoot(), 'deploy', 'errors', '503.http');

if (require.main === module) {
  fs.writeFileSync(ERROR_FILE, unavailableErrorFile());
  console.log(`Écrit : ${path.relative(process.cwd(), ERROR_FILE)}`);
}
