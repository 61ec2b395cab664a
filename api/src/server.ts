import { buildApp } from './app';
import { loadConfig } from './config';

/** `npm start`: the whole site on one port (PORT, default 8080). */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Site Wado France : http://localhost:${config.port} (données : ${config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
