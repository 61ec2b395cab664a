#!/usr/bin/env node
// Type-checks every package with its own tsconfig.json (the bundlers only strip types).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `shared` is checked first, by `tsc -b`, which also writes its declarations: the front ends
 * reference it (their tsconfig.json) and read those instead of checking its sources again (it took
 * half of each front end's check). The API, the browser tests and the scripts check the sources
 * of shared they import with their own settings (Node's libraries, no DOM).
 */
const SHARED = 'shared';
const FRONT_ENDS = ['shell', 'mf-association', 'mf-wado', 'mf-selection', 'mf-media', 'mf-shop'];
const OTHERS = ['api', 'e2e', 'scripts/bench', 'scripts'];
const PACKAGES = [SHARED, ...OTHERS, ...FRONT_ENDS];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(pkg) {
  const args =
    pkg === SHARED ? ['-b', path.join(root, pkg)] : ['-p', path.join(root, pkg, 'tsconfig.json'), '--noEmit'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0 ? null : pkg));
  });
}

// Two at a time (two cores): shared and the API first, then the rest; a front end waits for shared.
const queue = [...PACKAGES];
const failed = [];
let sharedChecked = null;
await Promise.all(
  [0, 1].map(async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      if (pkg === SHARED) sharedChecked = check(pkg);
      const result = await (pkg === SHARED
        ? sharedChecked
        : FRONT_ENDS.includes(pkg)
          ? sharedChecked.then(() => check(pkg))
          : check(pkg));
      if (result) failed.push(result);
    }
  }),
);
if (failed.length) {
  console.error(`Erreurs de types dans : ${[...new Set(failed)].join(', ')}`);
  process.exit(1);
}
console.log(`Types vérifiés : ${PACKAGES.join(', ')}`);
