/**
 * Builds or serves the app in the current folder with its `webpack.config.ts`.
 *   tsx ../scripts/webpack-app.ts build     production build into dist/
 *   tsx ../scripts/webpack-app.ts serve     development server (see the app's devPort)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

async function main() {
  const command = process.argv[2] ?? 'build';
  if (command === 'serve') process.env.NODE_ENV ??= 'development';
  const configUrl = pathToFileURL(path.resolve(process.cwd(), 'webpack.config.ts')).href;
  type AppConfig = Configuration & { devServer?: WebpackDevServer.Configuration };
  const loaded = (await import(configUrl)) as {
    default: AppConfig | AppConfig[] | { default: AppConfig | AppConfig[] };
  };
  const exported =
    !Array.isArray(loaded.default) && 'default' in loaded.default ? loaded.default.default : loaded.default;
  // An app exports its browser build, then its server build.
  const configs = Array.isArray(exported) ? exported : [exported];
  const config = configs[0]!;

  if (command === 'serve') {
    const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
    await server.start();
    return;
  }
  if (command !== 'build') throw new Error(`Commande inconnue : ${command} (build ou serve)`);

  const started = Date.now();
  const compiler = webpack(configs);
  const stats = await new Promise<webpack.MultiStats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    process.exitCode = 1;
    return;
  }
  console.log(`${path.basename(process.cwd())}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
