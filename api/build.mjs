// Bundles the server into dist/server.js: our own code and @wado/shared (TypeScript source) are
// bundled, every other dependency stays in node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== '@wado/shared');

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('api: dist/server.js');
