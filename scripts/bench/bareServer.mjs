/**
 * The reference for the API figures: a bare Fastify 5 server, no plugin, no database, answering
 * each benchmarked route with a fixed body of the same JSON as the real one (same size), so the
 * difference is what our API does on top (validation, SQLite, helmet, rate limiting, logging).
 *   BARE_ROUTES_FILE=routes.json PORT=… node scripts/bench/bareServer.mjs
 * routes.json: [{ method, url, status, body }]
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(fs.readFileSync(process.env.BARE_ROUTES_FILE, 'utf8'));
const app = Fastify({ logger: false });
for (const route of routes) {
  app.route({
    method: route.method,
    url: route.url,
    handler: async (_request, reply) =>
      reply.status(route.status).type('application/json; charset=utf-8').send(route.body),
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
