#!/usr/bin/env node
/**
 * `npm run lint`: ESLint and `prettier --check` side by side, each one's report printed whole once
 * it is done; fails if either does. One after the other, each kept a single core busy: on a
 * machine of this project's kind with the processor halved, the two together took 3 min 05 s.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const CHECKS = [
  { label: 'ESLint', command: bin('eslint'), args: ['.'] },
  { label: 'Prettier', command: bin('prettier'), args: ['--check', '.'] },
];

function run({ label, command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ label, passed: false, output: `${error.message}\n` }));
    child.on('close', (code) => resolve({ label, passed: code === 0, output: Buffer.concat(output).toString() }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { label, passed, output } of results) {
  console.log(`== ${label} : ${passed ? 'rien à signaler' : 'en échec'}`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}
if (results.some((result) => !result.passed)) process.exit(1);
