// Bundles the server into dist/server.js, and the thread that reads uploaded PDFs into
// dist/pdfWorker.js (started by the server from its own folder): our own code and @wado/shared
// (TypeScript source) are bundled, every other dependency stays in node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== '@wado/shared');

await build({
  entryPoints: { server: 'src/server.ts', pdfWorker: 'src/features/documents/pdfWorker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('api: dist/server.js, dist/pdfWorker.js');
