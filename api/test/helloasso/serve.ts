import { parseArgs } from 'node:util';
import { startHelloAssoStandIn } from './standIn';

/**
 * The HelloAsso stand-in as a process, for the browser tests:
 *
 *   npx tsx api/test/helloasso/serve.ts --port 8499 --notify http://127.0.0.1:PORT/api/payments/helloasso/notifications
 *
 * Once listening it prints one JSON line, `{url, clientId, clientSecret, organizationSlug,
 * signatureKey}` (the fixed defaults of standIn.ts, to give the site as HELLOASSO_*). Tests drive it
 * through `/__control/*`: `POST /__control/down {"down": true|false}`, `GET /__control/intents`,
 * `GET /__control/notifications`, `POST /__control/resend/{index}`, and `POST /__control/pay/{id}` or
 * `/__control/refuse/{id}` (the payer pays or is refused without going through the page).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      notify: { type: 'string' },
      'token-lifetime': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port : port invalide (« ${values.port} »)`);
  const tokenLifetimeSeconds = values['token-lifetime'] === undefined ? undefined : Number(values['token-lifetime']);
  if (tokenLifetimeSeconds !== undefined && !(tokenLifetimeSeconds > 0)) {
    throw new Error(`--token-lifetime : durée invalide (« ${values['token-lifetime']} »)`);
  }

  const standIn = await startHelloAssoStandIn({
    port,
    notificationUrl: values.notify ?? null,
    tokenLifetimeSeconds,
    controlApi: true,
  });
  const { url, clientId, clientSecret, organizationSlug, signatureKey } = standIn;
  process.stdout.write(`${JSON.stringify({ url, clientId, clientSecret, organizationSlug, signatureKey })}\n`);

  const stop = () => {
    standIn.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
