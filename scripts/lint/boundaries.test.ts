/**
 * The lint configuration really guards the boundaries between apps: a deliberate cross-app import,
 * linted as if it were a file of that app, is refused; the same import of @wado/shared passes.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints `code` as the file `file` of the repository (the file need not exist). */
function lint(file: string, code: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', file], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('import boundaries (eslint.config.mjs)', () => {
  jest.setTimeout(60_000);

  it.each([
    [
      'a remote importing another remote',
      'mf-wado/src/probe.ts',
      "import routes from '../../mf-shop/src/routes';\nexport default routes;\n",
    ],
    [
      'a remote importing the shell',
      'mf-shop/src/probe.ts',
      "import * as app from '../../shell/src/app/routes';\nexport default app;\n",
    ],
    [
      'the shell importing a remote',
      'shell/src/probe.ts',
      "import routes from '../../mf-media/src/routes';\nexport default routes;\n",
    ],
    [
      '@wado/shared importing an app',
      'shared/src/probe.ts',
      "import routes from '../../mf-media/src/routes';\nexport default routes;\n",
    ],
    [
      'the API importing a front end',
      'api/src/probe.ts',
      "import routes from '../../mf-media/src/routes';\nexport default routes;\n",
    ],
  ])('refuses %s', (_case, file, code) => {
    const { status, output } = lint(file, code);
    expect(status).toBe(1);
    expect(output).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a remote', 'mf-shop/src/probe.ts', "import { PartnerList } from '@wado/shared/schemas';"],
    ['the shell', 'shell/src/probe.ts', "import Type from 'typebox';"],
    ['the API client of @wado/shared', 'shared/src/api/probe.ts', "import { PartnerList } from '../schemas/site';"],
  ])('refuses a runtime schema in the browser code of %s', (_case, file, code) => {
    const { status, output } = lint(file, `${code}\nexport const probe = [typeof PartnerList];\n`);
    expect(status).toBe(1);
    expect(output).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets browser code import the schemas as types', () => {
    const { status, output } = lint(
      'mf-shop/src/probe.ts',
      "import type { Partner } from '@wado/shared/schemas';\nexport const partners: Partner[] = [];\n",
    );
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('lets every app import @wado/shared', () => {
    const { status, output } = lint(
      'mf-wado/src/probe.ts',
      "import { TEXTS } from '@wado/shared';\nexport default TEXTS;\n",
    );
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
