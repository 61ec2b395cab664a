/**
 * The lint configuration really guards the boundaries between apps: a deliberate cross-app import,
 * linted as if it were a file of that app, is refused; the same import of @wado/shared passes. So are
 * those between the API's features: another feature's internal file is refused, its index.ts passes.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** One probe: `code` linted as the file `file` of the repository (the file need not exist). */
interface Probe {
  file: string;
  code: string;
}

/**
 * Lints every probe in one ESLint process (its Node API, which Jest's module runtime cannot load:
 * it imports the configuration as an ES module). A process per probe spent most of the test
 * starting ESLint and its import resolver again.
 */
function lintAll(probes: Probe[]): { status: number; output: string }[] {
  const script = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const formatter = await eslint.loadFormatter('stylish');
      const results = [];
      for (const probe of probes) {
        const [result] = await eslint.lintText(probe.code, { filePath: require('node:path').resolve(probe.file) });
        results.push({ status: result.errorCount > 0 ? 1 : 0, output: await formatter.format([result]) });
      }
      process.stdout.write(JSON.stringify(results));
    })();
  `;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: root,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ESLint n'a pas tourné : ${result.stderr}`);
  return JSON.parse(result.stdout) as { status: number; output: string }[];
}

/** Imports across apps, each refused by import-x/no-restricted-paths. */
const CROSSINGS: [label: string, file: string, code: string][] = [
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
];

/** Runtime schemas in browser code, each refused by no-restricted-imports. */
const RUNTIME_SCHEMAS: [label: string, file: string, code: string][] = [
  ['a remote', 'mf-shop/src/probe.ts', "import { PartnerList } from '@wado/shared/schemas';"],
  ['the shell', 'shell/src/probe.ts', "import Type from 'typebox';"],
  ['the API client of @wado/shared', 'shared/src/api/probe.ts', "import { PartnerList } from '../schemas/site';"],
].map(([label, file, code]) => [label!, file!, `${code}\nexport const probe = [typeof PartnerList];\n`]);

/** Inside the API: a feature's route file, imported by another feature, refused by no-restricted-imports. */
const ROUTE_FILES: [label: string, file: string, code: string][] = [
  ['another feature’s routes', 'api/src/features/editing/probe.ts', "import { x } from '../media/news/routes';"],
  ['a neighbour’s admin routes', 'api/src/features/media/probe.ts', "import { x } from '../orders/adminRoutes';"],
].map(([label, file, code]) => [label!, file!, `${code}\nexport const probe = [x];\n`]);

/** Inside the API: another feature's internal file, refused by import-x/no-restricted-paths. */
const FEATURE_INTERNALS: [label: string, file: string, code: string][] = [
  [
    'a feature importing another’s view',
    'api/src/features/editing/probe.ts',
    "import { x } from '../media/news/views';",
  ],
  [
    'a part of a feature importing another’s guard',
    'api/src/features/media/news/probe.ts',
    "import { x } from '../../auth/guard';",
  ],
  [
    'a part’s plugin importing another feature’s internal file',
    'api/src/features/shop/plugin.ts',
    "import { x } from '../orders/expiry';",
  ],
].map(([label, file, code]) => [label!, file!, `${code}\nexport const probe = [x];\n`]);

/** A back-office screen's field limit written as a number, refused by no-restricted-syntax. */
const FIELD_LIMITS: [label: string, file: string, code: string][] = [
  ['a text’s length', 'mf-media/src/admin/probe.tsx', '<TextField maxLength={200} />'],
  ['a list’s size', 'mf-association/src/admin/probe.tsx', '<LineListField maxItems={20} />'],
  ['a constant of its own', 'shell/src/admin/probe.tsx', '<TextField maxLength={CLUB_EDIT_LIMITS.name} />'],
].map(([label, file, code]) => [
  label!,
  file!,
  `declare const TextField: (props: object) => null;\ndeclare const LineListField: (props: object) => null;\n` +
    `declare const CLUB_EDIT_LIMITS: { name: number };\nexport const probe = ${code};\n`,
]);

/** Imports that pass. */
const ALLOWED: [label: string, file: string, code: string][] = [
  [
    'lets browser code import the schemas as types',
    'mf-shop/src/probe.ts',
    "import type { Partner } from '@wado/shared/schemas';\nexport const partners: Partner[] = [];\n",
  ],
  [
    'lets a feature use what another exposes in its index.ts',
    'api/src/features/editing/probe.ts',
    "import { newsArticleOf } from '../media';\nexport const probe = [newsArticleOf];\n",
  ],
  [
    'lets a part of a feature use what another exposes in its index.ts',
    'api/src/features/media/news/probe.ts',
    "import { signedIn } from '../../auth';\nexport const probe = [signedIn];\n",
  ],
  [
    'lets the parts of one feature import each other',
    'api/src/features/media/events/probe.ts',
    "import { newsArticleOf } from '../news/views';\nexport const probe = [newsArticleOf];\n",
  ],
  [
    'lets a feature use the loose utilities shared by all',
    'api/src/features/editing/probe.ts',
    "import { HttpError } from '../errors';\nexport const probe = [HttpError];\n",
  ],
  [
    'lets a part’s plugin compose the route files of its features',
    'api/src/features/shop/plugin.ts',
    "import { orderRoutes } from '../orders/routes';\nexport const probe = [orderRoutes];\n",
  ],
  [
    'lets a back-office screen take a field’s limit from the schema’s rules',
    'mf-media/src/admin/probe.tsx',
    "import { NEWS_INPUT_RULES, TextField } from '@wado/shared/admin';\n" +
      'export const probe = <TextField id="t" label="Titre" value="" onChange={() => {}} ' +
      'maxLength={NEWS_INPUT_RULES.title.maxLength} />;\n',
  ],
  [
    'lets every app import @wado/shared',
    'mf-wado/src/probe.ts',
    "import { TEXTS } from '@wado/shared';\nexport default TEXTS;\n",
  ],
];

describe('import boundaries (eslint.config.mjs)', () => {
  jest.setTimeout(60_000);
  const results = new Map<string, { status: number; output: string }>();

  beforeAll(() => {
    const cases = [...CROSSINGS, ...RUNTIME_SCHEMAS, ...ROUTE_FILES, ...FEATURE_INTERNALS, ...FIELD_LIMITS, ...ALLOWED];
    const linted = lintAll(cases.map(([, file, code]) => ({ file, code })));
    cases.forEach(([label], index) => results.set(label, linted[index]!));
  });

  it.each(CROSSINGS)('refuses %s', (label) => {
    const { status, output } = results.get(label)!;
    expect(status).toBe(1);
    expect(output).toContain('import-x/no-restricted-paths');
  });

  it.each(RUNTIME_SCHEMAS)('refuses a runtime schema in the browser code of %s', (label) => {
    const { status, output } = results.get(label)!;
    expect(status).toBe(1);
    expect(output).toContain('@typescript-eslint/no-restricted-imports');
  });

  it.each(ROUTE_FILES)('refuses, inside the API, %s', (label) => {
    const { status, output } = results.get(label)!;
    expect(status).toBe(1);
    expect(output).toContain('Un fichier de routes n’est importé que par app.ts');
  });

  it.each(FEATURE_INTERNALS)('refuses, inside the API, %s', (label) => {
    const { status, output } = results.get(label)!;
    expect(status).toBe(1);
    expect(output).toContain('import-x/no-restricted-paths');
    expect(output).toContain(
      'Une fonctionnalité de l’API n’utilise d’une autre que ce qu’elle expose dans son index.ts',
    );
  });

  it.each(FIELD_LIMITS)('refuses in a back-office screen a number of its own for %s', (label) => {
    const { status, output } = results.get(label)!;
    expect(status).toBe(1);
    expect(output).toContain('Une limite de champ vient du schéma de l’API');
  });

  it.each(ALLOWED)('%s', (label) => {
    const { status, output } = results.get(label)!;
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
