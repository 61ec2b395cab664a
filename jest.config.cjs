// One Jest run for every package (`npm run test:unit`); each package can also run its own project
// (`npm test -w mf-shop`).
const os = require('node:os');
const path = require('node:path');
const { bundledModuleNameMapper } = require('./scripts/testing/bundlesForJest.cjs');
const apps = require('./scripts/apps.cjs');

// Where this run's API test servers find the migrated and seeded data they start from
// (api/test/templateData.ts); the workers inherit it, the global teardowns remove it.
process.env.WADO_TEST_TEMPLATES ??= path.join(os.tmpdir(), `wado-test-templates-${process.pid}`);

// swc compiles each file alone (types are `tsc`'s job, in `npm test`'s first part) and hoists
// `jest.mock` above the imports as Jest needs. ts-jest ran TypeScript's compiler on every module
// again for each project (Jest's cache is per project): four projects' files from a cold cache,
// one worker, 182 s with it, 157 s with swc.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@wado/shared$': '<rootDir>/../shared/src/index.ts',
  '^@wado/shared/contract$': '<rootDir>/../shared/src/contract/index.ts',
  '^@wado/shared/admin$': '<rootDir>/../shared/src/admin/index.ts',
  '^@wado/shared/schemas$': '<rootDir>/../shared/src/schemas/index.ts',
  // TypeBox (ES modules only) and Kysely (262 files): one CommonJS bundle each (scripts/testing/bundlesForJest.cjs).
  ...bundledModuleNameMapper(),
  '^@wado/shared/testing$': '<rootDir>/../shared/src/test/fetchMock.ts',
  '^@wado/shared/testing/fixtures$': '<rootDir>/../shared/src/test/fixtures.ts',
  '^@wado/shared/testing/page$': '<rootDir>/../shared/src/test/renderPage.tsx',
  '^@wado/shared/testing/admin$': '<rootDir>/../shared/src/test/textPagesAdminModule.tsx',
  '^@wado/shared/testing/admin-screens$': '<rootDir>/../shared/src/test/adminScreens.tsx',
  '\\.css$': path.join(__dirname, 'test/styleMock.cjs'),
  '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'test/fileMock.cjs'),
};

const browserProject = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'jsdom',
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper,
  setupFiles: [path.join(__dirname, 'test/setupGlobals.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'test/setupDom.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/**
 * API test files the PostgreSQL pass leaves out: what they test is decided before any query, or
 * reads what every route reads, the same on either database (HTTP headers and limits, page
 * rendering, files and PDFs taken apart, a role refused before anything is read). A fifth of that
 * pass. On PostgreSQL every route is still visited by the property tests (properties/endpoints:
 * refusals write nothing; properties/servedBack: what is written is served back), and every file
 * that writes, counts, locks, migrates or searches runs on both.
 */
const sameOnEitherDatabase = [
  'admin-pages',
  'competitor-page',
  'config',
  'content',
  'contract',
  'cookies',
  'dictionaries',
  'documents-access',
  'documents-hostile',
  'editing-access',
  'hardening',
  'helloasso-standin',
  'lexicon',
  'media-compression',
  'partners',
  'properties/routes',
  'releases',
  'security',
  'seo',
  'share-images',
  'shop-admin-access',
  'site',
  'site-render',
  'terminal',
  'uploads',
];

const apiProject = {
  displayName: 'api',
  rootDir: path.join(__dirname, 'api'),
  testEnvironment: 'node',
  // content-disposition 3 (@fastify/static) and cookie 2 (light-my-request) ship only ES modules:
  // Node 20 loads them with require(esm), Jest 30 on Node 20 cannot, so Jest compiles them.
  // (@fastify/cookie stays on 11.0.x: 11.1 imports `cookie` 2 dynamically, which Jest cannot.)
  transform: { '^.+\\.[tj]sx?$': swc },
  transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|cookie)/).*/node_modules/'],
  moduleNameMapper,
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  // Several servers on one database: PostgreSQL only (see api-postgres below).
  testPathIgnorePatterns: ['/node_modules/', '/test/replicas/'],
  globalTeardown: path.join(__dirname, 'api/test/templateTeardown.ts'),
};

module.exports = {
  // Jest reads the time limit of tests and hooks here only (a project's own `testTimeout` is
  // ignored). A hook that starts a server and signs in every role, several `findBy…` of up to 5 s
  // each (setupDom.cjs), or a second server on PostgreSQL, take more than the default 5 s on a
  // machine half as fast as the one the figures come from; a passing test is no slower for it.
  testTimeout: 60_000,
  // Three workers for two cores (Jest's default is one fewer than the cores: one worker here). The
  // API tests wait on their PostgreSQL server, their child servers and their clocks as much as they
  // compute: with a third worker the waits of one overlap the work of the others. Measured on the
  // 2-core machine, same checkout, one after the other: 2 workers 9 min 02 s, 3 workers 6 min 44 s.
  maxWorkers: Math.max(2, Math.floor(os.availableParallelism() * 1.5)),
  reporters: ['default', path.join(__dirname, 'scripts/testing/projectTimes.cjs')],
  projects: [
    // @wado/shared and every front end of apps.json, each its own project (`--selectProjects mf-shop`).
    ...[apps.SHARED, ...apps.FRONT_ENDS].map(browserProject),
    apiProject,
    {
      // The same API suite on PostgreSQL: a throwaway server for the run, a database per test server.
      ...apiProject,
      displayName: 'api-postgres',
      // Workers are shared between projects: the project, not the environment, says which database.
      globals: { WADO_TEST_DATABASE: 'postgres' },
      // The unit tests beside the code (api/src) are pure functions: no database to tell apart.
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...sameOnEitherDatabase.map((name) => `/test/${name}\\.test\\.ts$`)],
      globalSetup: path.join(__dirname, 'api/test/postgres/globalSetup.ts'),
      globalTeardown: path.join(__dirname, 'api/test/postgres/globalTeardown.ts'),
    },
    {
      // The webpack configuration every app shares: its plugins and chunking, compiled for real.
      displayName: 'build',
      rootDir: path.join(__dirname, 'shared', 'build'),
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      // The lint configuration's import boundaries, checked by linting deliberate violations.
      displayName: 'lint',
      rootDir: path.join(__dirname, 'scripts', 'lint'),
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      // The benchmark's budget logic (the bench itself, timed, never runs in npm test).
      displayName: 'bench',
      rootDir: path.join(__dirname, 'scripts', 'bench'),
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
  ],
};
