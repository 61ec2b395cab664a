#!/usr/bin/env node
// Type-checks every package with its own tsconfig.json (the bundlers only strip types).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = [
  'shared',
  'shell',
  'mf-association',
  'mf-wado',
  'mf-selection',
  'mf-media',
  'mf-shop',
  'api',
  'e2e',
  'scripts/bench',
  'scripts',
];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(pkg) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', path.join(root, pkg, 'tsconfig.json'), '--noEmit'], {
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code === 0 ? null : pkg));
  });
}

const queue = [...PACKAGES];
const failed = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const result = await check(pkg);
      if (result) failed.push(result);
    }
  }),
);
if (failed.length) {
  console.error(`Erreurs de types dans : ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Types vérifiés : ${PACKAGES.join(', ')}`);
