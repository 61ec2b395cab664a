/**
 * The one webpack configuration every app uses (host and remotes), so that sharing, caching and
 * style scoping are the same everywhere. Each app's `webpack.config.ts` only says who it is.
 */
import path from 'node:path';
import fs from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import {
  SINGLE_BUNDLE_MODULES,
  singleBundleModulesSource,
  SingleBundleStylesPlugin,
  type SingleBundle,
} from './singleBundle';

export { isSingleBundle, singleBundle, type SingleBundle } from './singleBundle';
export { createServerConfig, cssModuleOptions } from './webpack.server';
import { createServerConfig, cssModuleOptions } from './webpack.server';
import appsManifest from '../../apps.json';
import { federationName, remoteApp } from '../src/contract/routes';
import { CompressAssetsPlugin } from './compressAssets';
import { PageStartScriptPlugin } from './pageStartScript';

export interface AppOptions {
  /** The app's folder (its package.json, src/ and dist/). */
  appDir: string;
  kind: 'host' | 'remote';
  /** Module Federation container name (`shell`, `mf_shop`…). */
  federationName: string;
  /** Port of the app's dev server. */
  devPort: number;
  /** Remotes: what they expose (`./routes`). */
  exposes?: Record<string, string>;
  mode?: 'production' | 'development';
  /** Host only: the benchmark's single-bundle build (remotes compiled in, no federation). */
  singleBundle?: SingleBundle;
  /** Host only: the page's first script, which adds the entry's once the page has loaded (pageStartScript.ts). */
  pageStartScript?: string;
}

const SHARED_DIR = path.resolve(__dirname, '..');
/** React Router's ES modules (its package's `exports` name the development ones, which are the same code). */
const ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
/** Spec §8: page chunk and style loading give up after 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Where the API server listens in development (dev servers proxy to it). */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

function readPackage(appDir: string): { name: string; dependencies: Record<string, string> } {
  return JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
}

/**
 * React, the router and @wado/shared run once in the page, whichever app loaded first.
 * Subpath imports (`react/jsx-runtime`, `react-dom/client`, `react-router/dom`) need their own
 * key with a trailing slash, or they are bundled a second time.
 *
 * No `requiredVersion`: the federation runtime's own check of it only logs a warning (a singleton
 * is used whatever its version), and its semver parsing cost ~20 ms of a phone's main thread at
 * each start-up (×4 in Lighthouse's mobile preset). Each manifest still states the version its
 * remote was built with (`^19.3.1`…), and the shell refuses a remote built for another major of
 * any of these packages before downloading its code (`singletonVersionProblem`, sharedVersionGuard).
 */
export function sharedModules(kind: AppOptions['kind'] = 'remote') {
  // The shell's copies are in its entry file (eager): one download with the federation runtime
  // instead of a chain of seven chunks, each a round trip on a phone's connection. The remotes
  // always take the shell's (it loads first); the back office's kit stays apart.
  const singleton = { singleton: true, requiredVersion: false, eager: kind === 'host' } as const;
  return {
    react: singleton,
    'react/': singleton,
    'react-dom': singleton,
    'react-dom/': singleton,
    // Only what the site uses of the router (shared/src/router/): shared whole, the package was 52 KB.
    'react-router': { ...singleton, import: path.join(SHARED_DIR, 'src', 'router', 'reactRouter.ts') },
    'react-router/dom': { ...singleton, import: path.join(SHARED_DIR, 'src', 'router', 'reactRouterDom.ts') },
    '@wado/shared': singleton,
    // The back office's kit: its own entry, so that public pages never download it, and one copy
    // in the page like the rest of @wado/shared.
    '@wado/shared/admin': { singleton: true, requiredVersion: false } as const,
  };
}

/**
 * The shell hands its federation runtime to the remotes with this runtime plugin. It is what
 * `experiments.provideExternalRuntime` adds, but that option names the plugin's CommonJS build,
 * which pulls the CommonJS build of the runtime and its SDK into main.js next to the ES-module
 * build the bundler runtime imports: the page downloaded and evaluated the runtime twice (main.js
 * 192 KB). Named here by its ES-module build, the runtime is bundled once.
 */
function externalRuntimeProvider(): string {
  return require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js');
}

/**
 * The back office's sources (an app's `src/admin/`, @wado/shared's admin kit): their styles go to
 * a file of their own, `admin-styles.<hash>.css`, loaded with the back office's code. A public
 * page links its app's style file before its first paint: it must not carry the back office.
 */
export const ADMIN_STYLES = 'admin-styles';
/**
 * A remote's own copy of @wado/shared's styles (`shared-styles.<hash>.css`), used only when a
 * remote runs without the shell (its preview): in the site, the shell brings them.
 */
export const SHARED_COPY_STYLES = 'shared-styles';
function isAdminSource(file: string): boolean {
  return file.includes(`${path.sep}src${path.sep}admin${path.sep}`);
}
/**
 * « Mon espace » (the shell's `src/espace/`): its styles go to `espace-styles.<hash>.css`, loaded
 * with the space's lazy chunk only, like the back office's; the public pages do not link them.
 */
export const ESPACE_STYLES = 'espace-styles';

/**
 * One style file per app (and, in the single bundle, one per section): a page's first paint waits
 * for every style file it links, and a phone's browser opens at most six connections to the site
 * (HTTP/1.1), so a seventh file costs a whole round trip (/history linked 3 + 4 files: FCP 1.9 s
 * instead of 1.3 s on slow 4G). An app's styles are small (2 to 30 KB) and a page of a section
 * links all of them anyway (every screen's, so that moving within the section waits for none).
 * Only the app's own sources: a remote's copy of @wado/shared's styles stays apart (the shell
 * brings them, and the server leaves that file out).
 */
export function styleFileGroups(
  options: Pick<AppOptions, 'kind' | 'appDir'> & {
    singleBundle?: Partial<SingleBundle> & Pick<SingleBundle, 'sections'>;
  },
) {
  const espaceDir = options.kind === 'host' ? path.join(options.appDir, 'src', 'espace') : null;
  const isEspaceSource = (file: string) => espaceDir !== null && file.startsWith(`${espaceDir}${path.sep}`);
  const group = (name: string, dirs: string[], admin = false, espace = false) => ({
    name,
    type: 'css/mini-extract',
    chunks: 'all' as const,
    enforce: true,
    test: (module: { nameForCondition(): string | null }) => {
      const file = module.nameForCondition() ?? '';
      return (
        dirs.some((dir) => file.startsWith(`${dir}${path.sep}`)) &&
        isAdminSource(file) === admin &&
        isEspaceSource(file) === espace
      );
    },
  });
  const own =
    options.kind === 'host'
      ? [path.join(options.appDir, 'src'), path.join(SHARED_DIR, 'src')]
      : [path.join(options.appDir, 'src')];
  const groups: Record<string, ReturnType<typeof group>> = {
    styles: group('styles', own),
    [ADMIN_STYLES]: group(ADMIN_STYLES, own, true),
    ...(espaceDir ? { [ESPACE_STYLES]: group(ESPACE_STYLES, [espaceDir], false, true) } : {}),
    // A remote's copy of @wado/shared's styles, under a name the server knows to leave out.
    ...(options.kind === 'remote'
      ? { [SHARED_COPY_STYLES]: group(SHARED_COPY_STYLES, [path.join(SHARED_DIR, 'src')]) }
      : {}),
  };
  // The single bundle's sections (`<remote>/src`): `mf-media-styles`…
  for (const section of options.singleBundle?.sections ?? []) {
    groups[`${section.name}-styles`] = group(`${section.name}-styles`, [section.sourceDir]);
  }
  return groups;
}

export function createAppConfig(options: AppOptions): Configuration & { devServer?: DevServerConfiguration } {
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const production = mode === 'production';
  const pkg = readPackage(options.appDir);
  const isHost = options.kind === 'host';
  // A remote's own page (src/index.ts, standalone.html) is its team's preview on the development
  // server; a production build of a remote is only what the shell loads: remoteEntry.js, its
  // exposed modules and its manifest.
  const standalonePreview = isHost || !production;

  return {
    mode,
    context: options.appDir,
    entry: standalonePreview ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // A release (scripts/release.mjs) builds straight into its own versioned folder.
      path: process.env.WADO_OUTPUT_DIR ? path.resolve(process.env.WADO_OUTPUT_DIR) : path.join(options.appDir, 'dist'),
      // The host's files live under /static/; a remote's next to its manifest, wherever it is hosted.
      publicPath: isHost ? '/' : 'auto',
      // A remote's entry files keep fixed names; they are served uncached, like remoteEntry.js.
      // The host's entry is hashed, but the federation runtime asks for its name before hashes
      // exist (webpack 5.111, module-federation/core#5077): it then gets the unhashed form, which
      // only serves to find the output folder.
      filename: isHost
        ? (pathData) =>
            pathData.chunk?.contentHash?.javascript ? 'static/[name].[contenthash:8].js' : 'static/[name].js'
        : '[name].js',
      chunkFilename: isHost ? 'static/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      assetModuleFilename: isHost ? 'static/assets/[name].[contenthash:8][ext]' : 'assets/[name].[contenthash:8][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      uniqueName: options.federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The router's own modules, for shared/src/router/ (names outside the federation's sharing).
      alias: {
        'wado-react-router-full$': path.join(ROUTER_DIST, 'index.mjs'),
        'wado-react-router-dom-full$': path.join(ROUTER_DIST, 'dom-export.mjs'),
        ...(options.singleBundle?.alias ?? {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          include: [
            path.join(options.appDir, 'src'),
            path.join(SHARED_DIR, 'src'),
            ...(options.singleBundle?.sections.map((section) => section.sourceDir) ?? []),
            ...(options.singleBundle?.standInDirs ?? []),
          ],
          use: {
            loader: 'ts-loader',
            // Types are checked by `npm run typecheck`; the bundler only strips them.
            options: { transpileOnly: true, configFile: path.join(options.appDir, 'tsconfig.json') },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                // Class names hash the owning app's folder: no app can restyle another.
                modules: cssModuleOptions(production),
              },
            },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2)$/, type: 'asset/resource' },
        // A remote's public pages come in the file of its `./routes` module: taking a page over
        // then needs the remote's entry and that one file, which the server names in the page's
        // head (a screen of its own was one more round trip on a phone, after the entry).
        // Their components still run only when shown; what they load on demand stays apart.
        ...(isHost
          ? []
          : [{ test: path.join(options.appDir, 'src', 'routes.tsx'), parser: { dynamicImportMode: 'eager' } }]),
      ],
    },
    plugins: [
      ...(options.singleBundle
        ? []
        : [
            new ModuleFederationPlugin({
              name: options.federationName,
              ...(isHost ? { remotes: {}, shareStrategy: 'loaded-first' as const } : {}),
              ...(options.exposes ? { exposes: options.exposes, filename: 'remoteEntry.js' } : {}),
              shared: sharedModules(options.kind),
              // One copy of the federation runtime in the page (~56 KB of its ~93 KB): the shell's,
              // which it hands to the remotes; a production remote's remoteEntry.js leaves it out.
              // A remote and the shell are built from this one lockfile, so with the same runtime
              // version (docs/section-team.md, « Une équipe de rubrique travaille seule »). The development
              // preview of a remote keeps its own.
              ...(isHost ? { runtimePlugins: [externalRuntimeProvider()] } : {}),
              experiments: {
                ...(isHost ? {} : { externalRuntime: production }),
                // A remote loads no other remote: its entry goes without that code (0.6 KB brotli).
                optimization: { target: 'web' as const, ...(isHost ? {} : { disableRemote: true }) },
              },
              manifest: { fileName: 'mf-manifest.json' },
              // Without this a build tries to download types from the remotes' URLs.
              dts: false,
            }),
          ]),
      ...(production ? [new CompressAssetsPlugin()] : []),
      new MiniCssExtractPlugin({
        filename: isHost ? 'static/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
        chunkFilename: isHost ? 'static/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      }),
      ...(standalonePreview
        ? [
            new HtmlWebpackPlugin({
              // A remote's page is only its team's standalone preview: one template serves them all.
              template: isHost
                ? path.join(options.appDir, 'src', 'index.html')
                : path.join(__dirname, 'standalone.html'),
              title: `${pkg.name} – aperçu autonome`,
              filename: 'index.html',
              inject: 'body',
              scriptLoading: 'defer',
              ...(isHost ? { favicon: path.join(options.appDir, 'src', 'layout', 'brand', 'logo-mark.svg') } : {}),
              // The server writes the runtime configuration where this comment stands.
              minify: production
                ? {
                    collapseWhitespace: true,
                    removeComments: true,
                    ignoreCustomComments: [/^\s*wado:/],
                    minifyCSS: true,
                  }
                : false,
            }),
          ]
        : []),
      ...(options.singleBundle
        ? [
            new SingleBundleStylesPlugin(options.singleBundle.sections.map((section) => section.name)),
            // The remotes' modules the benchmark's remoteImport.ts imports (`virtual:wado-single-bundle-modules`).
            new webpack.experiments.schemes.VirtualUrlPlugin({
              [SINGLE_BUNDLE_MODULES]: {
                type: '.js',
                source: () => singleBundleModulesSource(options.singleBundle?.modules ?? []),
              },
            }),
          ]
        : []),
      ...(isHost && options.pageStartScript
        ? [new PageStartScriptPlugin({ source: options.pageStartScript, entry: 'main' })]
        : []),
    ],
    optimization: {
      splitChunks: { cacheGroups: styleFileGroups(options) },
      // swc's minifier instead of terser (webpack's default, with the same two passes): the six
      // apps build in 76 s instead of 127 s, and their Brotli scripts weigh the same (985,251
      // bytes against 985,199).
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: false,
      proxy: [
        {
          context: ['/api', '/cookies', '/media', '/remotes', '/runtime-config.json'],
          target: API_ORIGIN,
        },
      ],
    },
  };
}

/** What an app's webpack.config.ts says of itself; its name and port come from apps.json. */
export type AppDeclaration = Omit<AppOptions, 'federationName' | 'devPort'>;

/**
 * The container name and dev-server port of the app in `appDir`, as apps.json declares it: the app
 * of that folder's name, or `WADO_APP` when a release is built from another folder (a team's copy).
 */
export function appIdentity(appDir: string): Pick<AppOptions, 'federationName' | 'devPort'> {
  const folder = process.env.WADO_APP || path.basename(appDir);
  if (folder === appsManifest.shell.folder) return { federationName: 'shell', devPort: appsManifest.shell.devPort };
  const remote = remoteApp(folder);
  if (!remote)
    throw new Error(`${folder} n'est pas déclaré dans apps.json (docs/section-team.md, « Ajouter une rubrique »)`);
  return { federationName: federationName(remote.name), devPort: remote.devPort };
}

/**
 * What an app's webpack.config.ts exports: its browser build, then its server build, which runs
 * once the browser build is written (both live under the app's output folder). `exposes`: what the
 * app declares it exposes, read there by the single bundle (singleBundle.ts, `remoteExposes`).
 */
export type AppConfigs = Configuration[] & { exposes: Record<string, string> };

export function createAppConfigs(declared: AppDeclaration): AppConfigs {
  const options: AppOptions = { ...declared, ...appIdentity(declared.appDir) };
  const client = { ...createAppConfig(options), name: options.federationName };
  const server = createServerConfig({
    appDir: options.appDir,
    kind: options.kind,
    federationName: options.federationName,
    exposes: options.exposes,
    dependsOn: options.federationName,
    outputDir: process.env.WADO_OUTPUT_DIR ? path.resolve(process.env.WADO_OUTPUT_DIR) : undefined,
  });
  return Object.assign([client, server], { exposes: options.exposes ?? {} });
}
