#!/usr/bin/env node
// Type-checks every package with its own tsconfig.json (the bundlers only strip types).
//   node scripts/typecheck.mjs              every package (`npm run typecheck`, `npm test`)
//   node scripts/typecheck.mjs mf-shop      one package, and shared first if it needs it (its build)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import apps from './apps.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `shared` is checked first, by `tsc -b`, which also writes its declarations: the front ends
 * reference it (their tsconfig.json) and read those instead of checking its sources again (it took
 * half of each front end's check). The API, the browser tests and the scripts check the sources
 * of shared they import with their own settings (Node's libraries, no DOM).
 */
const { SHARED, FRONT_ENDS } = apps;
const OTHERS = [apps.API, 'e2e', 'scripts/bench', 'scripts'];
const PACKAGES = [SHARED, ...OTHERS, ...FRONT_ENDS];
/**
 * TypeScript 7, the compiler rewritten in native code (package `typescript-native`, an npm alias of
 * `typescript@7`): the same checks as TypeScript 6 at a sixth of the processor time (every package:
 * 4 min 27 s of processor with 6.0, 63 s with 7.0). `typescript` itself stays at 6.0 for the tools
 * that call its JavaScript interface, which 7.0 no longer has (typescript-eslint, ts-loader).
 */
const tsc = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

function check(pkg) {
  const args =
    pkg === SHARED ? ['-b', path.join(root, pkg)] : ['-p', path.join(root, pkg, 'tsconfig.json'), '--noEmit'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0 ? null : pkg));
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((pkg) => !PACKAGES.includes(pkg));
if (unknown.length) {
  console.error(`Paquets inconnus : ${unknown.join(', ')} (paquets : ${PACKAGES.join(', ')})`);
  process.exit(2);
}
const checked = (pkg) => wanted.length === 0 || wanted.includes(pkg);

// Two at a time: shared on one side, the API and the other Node packages on the other; then the
// front ends from one queue, each once shared's declarations are written.
const sharedChecked = checked(SHARED) || wanted.some((pkg) => FRONT_ENDS.includes(pkg)) ? check(SHARED) : null;
const frontEnds = FRONT_ENDS.filter(checked);
async function checkInTurn(packages) {
  const failed = [];
  for (const pkg of packages) failed.push(await check(pkg));
  await sharedChecked;
  for (let pkg = frontEnds.shift(); pkg; pkg = frontEnds.shift()) failed.push(await check(pkg));
  return failed;
}
const [sharedSide, otherSide] = await Promise.all([
  (async () => [await sharedChecked, ...(await checkInTurn([]))])(),
  checkInTurn(OTHERS.filter(checked)),
]);
const failed = [...sharedSide, ...otherSide].filter(Boolean);
if (failed.length) {
  console.error(`Erreurs de types dans : ${failed.join(', ')}`);
  process.exit(1);
}
console.log(
  `Types vérifiés : ${PACKAGES.filter((pkg) => checked(pkg) || (pkg === SHARED && sharedChecked)).join(', ')}`,
);
