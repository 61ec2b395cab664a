// Jest's CommonJS runtime loads every module of a package again in every test file, one file at a
// time: resolved, read, wrapped and compiled by V8. For a package of hundreds of small files that
// costs more than the test itself. One CommonJS bundle of each such package loads in a fraction of
// it:
// - TypeBox ships only ES modules, in about 700 files: 0.58 s per test file (a server's whole code
//   took 0.74 s); its bundle, 0.03 s.
// - Kysely's CommonJS build is 262 files that every API test file loads with the server: about
//   0.12 s per test file.
// Each bundle is made once per version of the package and of esbuild, in node_modules/.cache, and
// every subpath of a package reads the same bundle (one copy of its classes and registries, as in
// the real module graph).
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

/**
 * The packages bundled: where they are installed, the subpaths the site's code (or a library it
 * loads in tests) imports, and whether they have a default export (which `export *` leaves out).
 */
const PACKAGES = [
  { name: 'typebox', from: root, subpaths: ['compile', 'format', 'value'], defaultExport: true },
  { name: 'kysely', from: path.join(root, 'api'), subpaths: [], defaultExport: false },
];

/**
 * Where `name` is installed, seen from `from` as Node looks (npm may keep it in a workspace's own
 * node_modules); its package.json, which a package's `exports` may not list, read from the folder.
 */
function packageDir(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} introuvable depuis ${from}`);
  }
}

function version(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** Writes `file` whole or not at all: several Jest processes may make the bundle at once. */
function writeOnce(file, write) {
  if (fs.existsSync(file)) return;
  const partial = `${file}.${process.pid}.tmp`;
  write(partial);
  fs.renameSync(partial, file);
}

/** Jest's moduleNameMapper entries that send one package and its subpaths to its bundle. */
function bundleOf({ name, from, subpaths, defaultExport }) {
  const esbuild = packageDir('esbuild', root);
  const dir = path.join(
    root,
    'node_modules',
    '.cache',
    'wado-jest',
    `${name}-${version(packageDir(name, from))}-esbuild-${version(esbuild)}`,
  );
  fs.mkdirSync(dir, { recursive: true });
  const bundle = path.join(dir, `${name}.cjs`);
  writeOnce(bundle, (partial) => {
    const entry = [
      `export * from '${name}';`,
      ...(defaultExport ? [`export { default } from '${name}';`] : []),
      ...subpaths.map((subpath) => `export * as ${subpath} from '${name}/${subpath}';`),
    ];
    require('esbuild').buildSync({
      stdin: { contents: entry.join('\n'), resolveDir: from, loader: 'js' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      outfile: partial,
      logLevel: 'warning',
    });
  });
  const mapper = { [`^${name}$`]: bundle };
  for (const subpath of subpaths) {
    const shim = path.join(dir, `${subpath}.cjs`);
    // `__esModule`, as the bundle's root has: `import x from 'typebox/format'` finds its default export.
    writeOnce(shim, (partial) =>
      fs.writeFileSync(partial, `module.exports = { __esModule: true, ...require('./${name}.cjs').${subpath} };\n`),
    );
    mapper[`^${name}/${subpath}$`] = shim;
  }
  return mapper;
}

/** The moduleNameMapper entries of every bundled package. */
function bundledModuleNameMapper() {
  return Object.assign({}, ...PACKAGES.map(bundleOf));
}

module.exports = { bundledModuleNameMapper };
