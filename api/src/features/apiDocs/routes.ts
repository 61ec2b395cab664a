/**
 * The API's reference, generated from the routes' own TypeBox schemas (`@fastify/swagger`), so
 * that it cannot drift from what the server checks and answers: `GET /api/docs/openapi.json`
 * (OpenAPI 3), and `GET /api/docs`, a page of every route with its parameters and answers.
 * Nothing is written by hand; a test fails if a route of the server is missing from it.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { TextDocument } from '@wado/shared/schemas';
import type { Api } from '../contract';
import { escapeMarkup } from '../markup';

/** Registered before every route: the generator learns each one as it is declared. */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API du site de Wado France',
        description: 'Les routes du serveur, leurs paramètres et leurs réponses, tirés de leurs schémas TypeBox.',
        version: '1',
      },
    },
    // The site's pages, files and feeds are documents, not the API.
    hideUntagged: false,
    transform: ({ schema, url }) => ({ schema, url }),
  });
}

/** The document `@fastify/swagger` builds (OpenAPI 3, its paths and their operations). */
type ApiReference = Extract<ReturnType<FastifyInstance['swagger']>, object>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A parameter written out (not a `$ref`). */
const isParameter = (value: object): value is { name: string; in: string; required?: boolean } =>
  'name' in value && 'in' in value;

/** The reference as a page: every route of `/api` with its parameters and answer codes. */
function referencePage(spec: ApiReference): string {
  const paths = 'paths' in spec ? (spec.paths ?? {}) : {};
  const rows = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/'))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item?.[method];
        if (!operation) return [];
        // OpenAPI 2 and 3 parameters are unions the compiler cannot map over: each is an object.
        const parameters = ((operation.parameters ?? []) as readonly object[])
          .filter(isParameter)
          .map((parameter) => `${parameter.name} (${parameter.in}${parameter.required ? ', obligatoire' : ''})`)
          .join(', ');
        const answers = Object.keys(operation.responses ?? {}).join(', ');
        return [
          `<tr><td><code>${escapeMarkup(method.toUpperCase())} ${escapeMarkup(path)}</code></td><td>${escapeMarkup(parameters || '—')}${operation.requestBody ? ' ; corps JSON' : ''}</td><td>${escapeMarkup(answers)}</td></tr>`,
        ];
      }),
    );
  return (
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>API du site – Wado France</title>' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"></head>' +
    '<body><main><h1>API du site</h1>' +
    '<p>Tirée des schémas des routes. Le détail (champs, types, limites) est dans ' +
    '<a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI 3).</p>' +
    `<table><thead><tr><th scope="col">Route</th><th scope="col">Paramètres</th><th scope="col">Réponses</th></tr></thead><tbody>${rows.join('')}</tbody></table>` +
    '</main></body></html>'
  );
}

export async function apiReferenceRoutes(app: Api): Promise<void> {
  app.get(
    '/api/docs/openapi.json',
    { schema: { hide: true, response: { 200: TextDocument('application/json') } } },
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger({ yaml: false }))),
  );
  app.get(
    '/api/docs',
    { schema: { hide: true, response: { 200: TextDocument('text/html') } } },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(referencePage(app.swagger({ yaml: false }))),
  );
}
