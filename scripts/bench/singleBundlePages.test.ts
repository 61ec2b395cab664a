import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import manifest from '../../apps.json';
import { compileForTest } from '../../shared/build/compileForTest';
import {
  remoteExposes,
  SINGLE_BUNDLE_MODULES,
  singleBundle,
  singleBundleModules,
  singleBundleModulesSource,
} from '../../shared/build/singleBundle';
import { singleBundlePageStyles } from './singleBundlePages';

describe("the single bundle's page styles", () => {
  const styles = {
    shell: ['static/271.11111111.css'],
    sections: {
      'mf-media': ['static/118.22222222.css', 'static/291.22222222.css'],
      'mf-wado': ['static/416.33333333.css'],
    },
  };

  it("links the shell's styles and those of the page's sections, one file per content, as for the federated site", () => {
    expect(singleBundlePageStyles(styles, ['mf-media'])).toEqual([
      '/static/271.11111111.css',
      '/static/118.22222222.css',
    ]);
    expect(singleBundlePageStyles(styles, ['mf-wado'])).toEqual([
      '/static/271.11111111.css',
      '/static/416.33333333.css',
    ]);
    expect(singleBundlePageStyles(styles, [])).toEqual(['/static/271.11111111.css']);
  });

  it("links only style files of the shell's static folder from the record", () => {
    expect(
      singleBundlePageStyles({ shell: ['static/1.aaaaaaaa.css', '../etc/passwd.css'], sections: {} }, ['mf-shop']),
    ).toEqual(['/static/1.aaaaaaaa.css']);
  });
});

describe("the single bundle's modules of the remotes", () => {
  const ROOT = path.resolve(__dirname, '..', '..');
  const SHELL = path.join(ROOT, manifest.shell.folder);
  const remoteDirs = manifest.remotes.map((remote) => path.join(ROOT, remote.name));
  /** What a remote's webpack.config.ts declares it exposes, read from its text (not by the build's reader). */
  const declaredExposes = (remote: string) =>
    Object.fromEntries(
      [
        ...fs
          .readFileSync(path.join(ROOT, remote, 'webpack.config.ts'), 'utf8')
          .matchAll(/'(\.\/[\w-]+)':\s*'([^']+)'/g),
      ].map((match) => [match[1], match[2]]),
    );
  const { modules } = singleBundle(SHELL, remoteDirs);
  const moduleOf = (remote: string, expose: string) =>
    modules.find((module) => module.remote === remote && module.expose === expose);

  it('compiles in every remote of apps.json, its ./routes in the chunk named after it', () => {
    expect(manifest.remotes.length).toBeGreaterThan(0);
    for (const remote of manifest.remotes) {
      expect([remote.name, moduleOf(remote.name, './routes')?.chunkName]).toEqual([remote.name, remote.name]);
      expect(fs.existsSync(moduleOf(remote.name, './routes')?.file ?? '')).toBe(true);
    }
    // The home page's widgets, loaded by the shell from mf-media: their own chunk, as before.
    expect(moduleOf('mf-media', './widgets')).toEqual({
      remote: 'mf-media',
      expose: './widgets',
      file: path.join(ROOT, 'mf-media', 'src', 'widgets', 'index.ts'),
      chunkName: 'mf-media-widgets',
    });
  });

  it("takes every module a remote's webpack configuration exposes, but the back office's and « Mon espace »'s", () => {
    for (const remote of manifest.remotes) {
      const declared = declaredExposes(remote.name);
      expect([remote.name, remoteExposes(path.join(ROOT, remote.name))]).toEqual([remote.name, declared]);
      const publicExposes = Object.keys(declared).filter((expose) => expose !== './admin' && expose !== './espace');
      expect([remote.name, ...publicExposes]).toContain('./routes');
      expect(
        modules
          .filter((module) => module.remote === remote.name)
          .map((module) => [module.expose, path.relative(path.join(ROOT, remote.name), module.file)]),
      ).toEqual(publicExposes.map((expose) => [expose, path.normalize(declared[expose]!)]));
    }
  });

  it('compiles in a remote added to the manifest with no list to edit', () => {
    const exposes = {
      './routes': './src/routes.tsx',
      './carte': './src/map/index.ts',
      './admin': './src/admin/index.tsx',
    };
    const bundle = singleBundle(SHELL, [path.join(ROOT, 'mf-essai')], () => exposes);
    expect(bundle.modules.map((module) => [`${module.remote}/${module.expose}`, module.chunkName])).toEqual([
      ['mf-essai/./routes', 'mf-essai'],
      ['mf-essai/./carte', 'mf-essai-carte'],
    ]);
    expect(bundle.sections).toEqual([{ name: 'mf-essai', sourceDir: path.join(ROOT, 'mf-essai', 'src') }]);
  });

  it('writes a module that webpack compiles into one chunk per module, each named', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-single-modules-'));
    try {
      for (const [file, text] of Object.entries({
        'main.js': `import { EXPOSED } from 'virtual:${SINGLE_BUNDLE_MODULES}'; window.loaded = Object.keys(EXPOSED);`,
        'essai/src/routes.js': 'export const routes = [];',
        'essai/src/map/index.js': 'export const Map = 1;',
        'essai/src/admin/index.js': 'export const screens = [];',
      })) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
      const source = singleBundleModulesSource(
        singleBundleModules([
          {
            name: 'mf-essai',
            dir: path.join(dir, 'essai'),
            exposes: {
              './routes': './src/routes.js',
              './carte': './src/map/index.js',
              './admin': './src/admin/index.js',
            },
          },
        ]),
      );
      await compileForTest({
        context: dir,
        entry: { main: './main.js' },
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
        plugins: [
          new webpack.experiments.schemes.VirtualUrlPlugin({
            [SINGLE_BUNDLE_MODULES]: { type: '.js', source: () => source },
          }),
        ],
      });
      expect(fs.readdirSync(path.join(dir, 'dist')).sort()).toEqual(['main.js', 'mf-essai-carte.js', 'mf-essai.js']);
      expect(fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8')).toContain('"mf-essai/./carte"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
