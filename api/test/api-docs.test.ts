import type { FastifyInstance } from 'fastify';
import { registeredRoutes } from './properties/registeredRoutes';
import { startTestApp } from './helpers';

/**
 * The API's reference is generated from the routes' schemas: every route of the server is in it
 * (a route added without a schema fails at start-up, one added with one is documented), with its
 * parameters and answers; the page lists them.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
});
afterAll(() => cleanup?.());

interface Spec {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>
  >;
}

describe('/api/docs', () => {
  it('documents every route of the API, from its schemas', async () => {
    const response = await app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const spec = response.json<Spec>();
    expect(spec.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
      ),
    );
    const missing = registeredRoutes(app).filter(
      (route) => /^[A-Z]+ \/api\//.test(route) && !route.startsWith('GET /api/docs') && !documented.has(route),
    );
    expect(missing).toEqual([]);
    // With what its schemas say: a path parameter, a query, the answers.
    expect(spec.paths['/api/news/{news}']!.get!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'news', in: 'path' })]),
    );
    expect(Object.keys(spec.paths['/api/admin/money']!.get!.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
  });

  it('lists them on a page', async () => {
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<code>POST /api/orders</code>');
    expect(page.body).toContain('<code>GET /api/admin/bin</code>');
  });
});
