// One lint configuration for the whole repository (`npm run lint`, run by `npm test`).
// The boundaries between apps are checked here, not kept by habit:
// - a remote imports neither another remote nor the shell (they meet only at run time, through
//   Module Federation and @wado/shared);
// - the shell imports no remote; @wado/shared imports no app; the API imports no front-end app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import fs from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import apps from './scripts/apps.cjs';

const { REMOTES, FRONT_ENDS } = apps;
/** The sources that run in a browser: @wado/shared's and every front end's. */
const BROWSER_SOURCES = [apps.SHARED, ...FRONT_ENDS].map((app) => `${app}/src/**/*.{ts,tsx}`);

/** `import-x/no-restricted-paths` zones: `target` may not import from `from`. */
const boundaries = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [...FRONT_ENDS.filter((app) => app !== remote).map((app) => `./${app}`), './api'],
    message: 'Un remote ne dépend que de @wado/shared : ni du shell, ni d’un autre remote, ni de l’API.',
  })),
  {
    target: './shell',
    from: [...REMOTES.map((remote) => `./${remote}`), './api'],
    message: 'Le shell charge les remotes à l’exécution (Module Federation), il ne les importe pas.',
  },
  {
    target: './shared',
    from: [...FRONT_ENDS.map((app) => `./${app}`), './api', './e2e'],
    message: '@wado/shared est la base commune : il n’importe aucune application.',
  },
  {
    target: './api',
    from: [...FRONT_ENDS.map((app) => `./${app}/src`), './e2e'],
    message:
      'L’API ne dépend d’aucune application du navigateur (seulement de @wado/shared et des builds serveur qu’elle charge).',
  },
];

/**
 * Inside the API, each folder of `api/src/features` is a feature: another feature imports only what
 * it exposes in its `index.ts` (the loose files beside the folders, errors.ts, paging.ts…, are shared
 * by all). Its route files are not exposed: app.ts or a part's plugin.ts registers them, so the
 * zones of the plugin.ts files let them through too (the route rule below keeps the other files out).
 */
const FEATURES_DIR = 'api/src/features';
const FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's route files (`routes.ts`, `adminRoutes.ts`…), relative to its folder. */
function routeFiles(feature) {
  return fs
    .readdirSync(path.join(import.meta.dirname, FEATURES_DIR, feature), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])[a-zA-Z]*[rR]outes\.ts$/.test(file));
}
/** One zone per feature F: the other features import from F only its index.ts (a plugin.ts: and its routes). */
function featureBoundaries({ plugin }) {
  return FEATURES.map((feature) => ({
    target: FEATURES.filter((other) => other !== feature).map((other) => `./${FEATURES_DIR}/${other}`),
    from: `./${FEATURES_DIR}/${feature}`,
    // `except` is relative to `from`.
    except: ['./index.ts', ...(plugin ? routeFiles(feature).map((file) => `./${file}`) : [])],
    message: 'Une fonctionnalité de l’API n’utilise d’une autre que ce qu’elle expose dans son index.ts.',
  }));
}

const ADMIN_LIMITS_FROM_SCHEMA =
  'Une limite de champ vient du schéma de l’API : fields.text(…) du formulaire, ou une règle de @wado/shared/admin (…_INPUT_RULES).';

const BROWSER_TYPES_ONLY =
  'Le navigateur n’importe des schémas que leurs types (import type) : le validateur reste sur le serveur.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '.release-test-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without a parser for .ts files, import-x cannot read the modules it follows (no-cycle sees nothing).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: ['tsconfig.base.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // The site's text rules (safeText, e-mail, Markdown links, iCalendar, RSS, the terminal
      // printer) match control characters on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Inside the API, a feature's route modules are its entry points, registered by app.ts or by a
    // plugin.ts that composes a part of the site: another feature uses what the feature exposes
    // beside them (its views, its store, its rules), never a route file.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/app.ts', 'api/src/**/plugin.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(.+/)?[a-zA-Z]*[rR]outes$',
              message:
                'Un fichier de routes n’est importé que par app.ts ou le plugin.ts de sa partie : importez ce que la fonctionnalité expose à côté (views, store…).',
            },
          ],
        },
      ],
    },
  },
  {
    // Between the API's features: the zones are added to the boundaries between apps (a later block's
    // options of a rule replace the earlier ones).
    files: [`${FEATURES_DIR}/**/*.ts`],
    ignores: [`${FEATURES_DIR}/**/plugin.ts`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...featureBoundaries({ plugin: false })] }],
    },
  },
  {
    files: [`${FEATURES_DIR}/**/plugin.ts`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...featureBoundaries({ plugin: true })] }],
    },
  },
  {
    // Nothing imports a test file, so no cycle can go through one: following every import of each
    // test only to learn that took a third of the lint's time.
    files: ['**/*.test.{ts,tsx}', 'e2e/tests/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // The front ends' code; hooks live in .ts files too (useResource, useUrlFilters…).
    files: BROWSER_SOURCES,
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Browser code takes the API's shapes as types only: the schemas (and their validator
    // library) are the server's, and would otherwise be downloaded by every visitor.
    files: BROWSER_SOURCES,
    ignores: ['shared/src/schemas/**', '**/*.test.{ts,tsx}', 'shared/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'typebox', message: BROWSER_TYPES_ONLY }],
          patterns: [{ regex: '(^|/)schemas(/|$)', allowTypeImports: true, message: BROWSER_TYPES_ONLY }],
        },
      ],
    },
  },
  {
    // The back office's screens take a field's limits from the API's input schemas (the rules of
    // `@wado/shared/admin`, written by `npm run forms`), never from a number of their own that the
    // server could stop agreeing with.
    files: [...FRONT_ENDS.map((app) => `${app}/src/admin/**/*.tsx`)],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(maxLength|maxItems)$/] > JSXExpressionContainer > :matches(Literal, MemberExpression[object.name=/_LIMITS$/])',
          message: ADMIN_LIMITS_FROM_SCHEMA,
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Formatting is Prettier's (`npm run format:check`); its config turns off the rules it owns.
  prettier,
  {
    // Except the line length: Prettier leaves long strings and comments as they are.
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
);
