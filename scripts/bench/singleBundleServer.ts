/**
 * The benchmark's server for the single bundle: the site's own server (api/src/app.ts), with the
 * single bundle's page assets instead of the federated site's. Bundled by builds.mjs
 * (bundleBaselineServer) next to the copied server; run with SHELL_DIR pointing at the bundle.
 */
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { singleBundlePageAssets } from './singleBundlePages';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { pages: { pageAssets: singleBundlePageAssets } });
  const close = () =>
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
