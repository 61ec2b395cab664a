// TypeBox ships only ES modules, in about 700 files. Jest's CommonJS runtime had to compile them and
// load them one by one in every test file: 0.58 s per file (a server's whole code took 0.74 s).
// One CommonJS bundle of the parts the site imports loads in 0.03 s. It is made once per version
// of TypeBox and esbuild, in node_modules/.cache, and every subpath reads the same bundle (one copy
// of TypeBox's registries, as in the real module graph).
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
/** The subpaths imported by the site's code or by a library it loads in tests. */
const SUBPATHS = ['compile', 'format', 'value'];

function version(pkg) {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** Writes `file` whole or not at all: several Jest processes may make the bundle at once. */
function writeOnce(file, write) {
  if (fs.existsSync(file)) return;
  const partial = `${file}.${process.pid}.tmp`;
  write(partial);
  fs.renameSync(partial, file);
}

/** Jest's moduleNameMapper entries that send `typebox` and its subpaths to the bundle. */
function typeboxModuleNameMapper() {
  const dir = path.join(
    root,
    'node_modules',
    '.cache',
    'wado-jest',
    `typebox-${version('typebox')}-esbuild-${version('esbuild')}`,
  );
  fs.mkdirSync(dir, { recursive: true });
  const bundle = path.join(dir, 'typebox.cjs');
  writeOnce(bundle, (partial) => {
    const entry = [
      "export * from 'typebox';",
      "export { default } from 'typebox';",
      ...SUBPATHS.map((subpath) => `export * as ${subpath} from 'typebox/${subpath}';`),
    ].join('\n');
    require('esbuild').buildSync({
      stdin: { contents: entry, resolveDir: root, loader: 'js' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      outfile: partial,
      logLevel: 'warning',
    });
  });
  const mapper = { '^typebox$': bundle };
  for (const subpath of SUBPATHS) {
    const shim = path.join(dir, `${subpath}.cjs`);
    // `__esModule`, as the bundle's root has: `import x from 'typebox/format'` finds its default export.
    writeOnce(shim, (partial) =>
      fs.writeFileSync(partial, `module.exports = { __esModule: true, ...require('./typebox.cjs').${subpath} };\n`),
    );
    mapper[`^typebox/${subpath}$`] = shim;
  }
  return mapper;
}

module.exports = { typeboxModuleNameMapper };
