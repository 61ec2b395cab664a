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

// Two at a time (two cores): shared on one side, the API and the other Node packages on the
// other; then the front ends from one queue, each once shared's declarations are written.
const sharedChecked = check(SHARED);
const frontEnds = [...FRONT_ENDS];
async function checkInTurn(packages) {
  const failed = [];
  for (const pkg of packages) failed.push(await check(pkg));
  await sharedChecked;
  for (let pkg = frontEnds.shift(); pkg; pkg = frontEnds.shift()) failed.push(await check(pkg));
  return failed;
}
const [sharedSide, otherSide] = await Promise.all([
  (async () => [await sharedChecked, ...(await checkInTurn([]))])(),
  checkInTurn(OTHERS),
]);
const failed = [...sharedSide, ...otherSide].filter(Boolean);
if (failed.length) {
  console.error(`Erreurs de types dans : ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Types vérifiés : ${PACKAGES.join(', ')}`);
