/**
 * The server build of each app: the same sources compiled for Node, so that the API
 * server renders each page's HTML before any JavaScript runs in the browser.
 * - The shell's server build (`dist/server/render.js`) bundles React, the router and
 *   @wado/shared, and renders a URL to HTML.
 * - A remote's server build (`dist/server/routes.js`, `widgets.js`) holds what it exposes (but
 *   `./admin`: the back office is rendered in the browser only), and
 *   takes React, the router and @wado/shared from the shell's server build (one copy, like in the
 *   browser): they are read from `globalThis.__wadoServerModules`.
 * Class names are computed by `cssModuleOptions`, the same function as the browser build, so
 * that the server's HTML and the browser's styles agree.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { Configuration } from 'webpack';
import webpack from 'webpack';

/** Modules a remote's server build takes from the shell's (see shell/src/server/render.tsx). */
export const SERVER_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  '@wado/shared',
] as const;

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * CSS Modules class names: a hash of the owning app's folder, the file and the class, so that no
 * app can restyle another and that a file gets the same class names whichever build compiles it
 * (browser or server, federated or single bundle). `@wado/shared`'s styles are shared's own.
 */
export function cssModuleOptions(production: boolean) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is' as const,
    getLocalIdent: (context: { resourcePath: string }, _localIdentName: string, localName: string) => {
      const relative = path.relative(REPO_ROOT, context.resourcePath).split(path.sep).join('/');
      const hash = crypto.createHash('sha256').update(`${relative}|${localName}`).digest('base64url');
      // A class name may not start with a digit or a dash: prefixed with a letter.
      const short = `w${hash.replace(/[-_]/g, '').slice(0, 6)}`;
      return production ? short : `${path.basename(relative).replace(/\.module\.css$/, '')}__${localName}--${short}`;
    },
  };
}

export interface ServerBuildOptions {
  appDir: string;
  kind: 'host' | 'remote';
  federationName: string;
  exposes?: Record<string, string>;
  /** The browser build's name: the server build runs after it (both write under dist/). */
  dependsOn?: string;
  outputDir?: string;
}

export function createServerConfig(options: ServerBuildOptions): Configuration {
  const isHost = options.kind === 'host';
  const entry: Record<string, string> = isHost
    ? { render: './src/server/render.tsx' }
    : Object.fromEntries(
        Object.entries(options.exposes ?? {})
          // The back office and « Mon espace » are rendered in the browser only: no server build.
          .filter(([name]) => name !== './admin' && name !== './espace')
          .map(([name, file]) => [name.replace(/^\.\//, ''), file]),
      );
  const outputDir = options.outputDir ?? path.join(options.appDir, 'dist');
  return {
    name: `${options.federationName}-server`,
    ...(options.dependsOn ? { dependencies: [options.dependsOn] } : {}),
    mode: 'production',
    target: 'node20',
    context: options.appDir,
    entry,
    devtool: false,
    output: {
      path: path.join(outputDir, 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // One file per entry: lazy screens are included (the server renders any of them at once).
      asyncChunks: false,
      // The same URLs as the browser build for the few imported assets (the logo).
      publicPath: '/',
      assetModuleFilename: isHost ? 'static/assets/[name].[contenthash:8][ext]' : 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externalsType: 'var',
    externals: isHost
      ? {}
      : Object.fromEntries(
          SERVER_SHARED_MODULES.map((name) => [name, `globalThis.__wadoServerModules[${JSON.stringify(name)}]`]),
        ),
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          include: [path.join(options.appDir, 'src'), path.join(REPO_ROOT, 'shared', 'src')],
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(options.appDir, 'tsconfig.json') },
          },
        },
        {
          test: /\.css$/,
          use: [{ loader: 'css-loader', options: { modules: { ...cssModuleOptions(true), exportOnlyLocals: true } } }],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: isHost
      ? [
          // The server renders remotes from their server builds, never over federation.
          new webpack.NormalModuleReplacementPlugin(
            /[\\/]sections[\\/]remoteImport$|^\.\/remoteImport$/,
            './remoteImport.server',
          ),
          new webpack.NormalModuleReplacementPlugin(
            /^@module-federation\/enhanced\/runtime$/,
            path.join(options.appDir, 'src', 'sections', 'federationRuntime.none.ts'),
          ),
        ]
      : [],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
