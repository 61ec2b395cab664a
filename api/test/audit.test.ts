import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/config';
import { tempDir } from './helpers';

/**
 * scripts/audit.mjs (called by .ci/run), driven with a stand-in `npm` first on the PATH that
 * prints a given `npm audit --json` answer: it must fail on a high or critical finding, pass a
 * clean audit, warn (and pass) only when the audit endpoint cannot be reached, and fail otherwise.
 */
const script = path.join(findRepoRoot(__dirname), 'scripts', 'audit.mjs');

function audit(answer: unknown, npmExitCode = 1) {
  const bin = tempDir('wado-audit-');
  try {
    const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
    fs.writeFileSync(path.join(bin.dir, 'answer.json'), text);
    fs.writeFileSync(
      path.join(bin.dir, 'npm'),
      `#!/bin/sh\ncat "${path.join(bin.dir, 'answer.json')}"\nexit ${npmExitCode}\n`,
      { mode: 0o755 },
    );
    const run = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin.dir}${path.delimiter}${process.env.PATH}` },
    });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    bin.remove();
  }
}

const vulnerabilities = (counts: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>) => ({
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
});

describe('scripts/audit.mjs', () => {
  it('passes a clean audit, and one with only low or moderate findings', () => {
    expect(audit(vulnerabilities({}), 0)).toMatchObject({
      status: 0,
      output: expect.stringContaining('Audit des dépendances de production'),
    });
    expect(audit(vulnerabilities({ low: 2, moderate: 1 })).status).toBe(0);
  });

  it('fails on a high or a critical finding', () => {
    const high = audit(vulnerabilities({ high: 1 }));
    expect(high.status).toBe(1);
    expect(high.output).toContain('1 vulnérabilité(s) haute(s) ou critique(s)');
    expect(audit(vulnerabilities({ critical: 2, low: 3 })).status).toBe(1);
  });

  it('only warns when the audit endpoint cannot be reached (405 of a read-only mirror, no network)', () => {
    const mirror = audit({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(mirror.status).toBe(0);
    expect(mirror.output).toContain('AVERTISSEMENT');
    const offline = audit({
      error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed', detail: '' },
    });
    expect(offline.status).toBe(0);
    expect(offline.output).toContain('AVERTISSEMENT');
  });

  it('fails when the audit cannot run for another reason, or says nothing readable', () => {
    expect(
      audit({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' } }).status,
    ).toBe(1);
    expect(audit('npm ERR! quelque chose').status).toBe(1);
    expect(audit({ statusCode: 401, message: '401 Unauthorized' }).status).toBe(1);
  });
});
