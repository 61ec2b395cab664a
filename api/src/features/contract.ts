/**
 * The API speaks only in the schemas of `@wado/shared/schemas`: every route is declared with them
 * through TypeBox's type provider (request types are inferred, not asserted), and every answer is
 * serialized by its schema, which drops any field that is not in the contract.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '@wado/shared/schemas';

/** The server as route modules see it: schemas given to a route type its request and its answer. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The routes that form the API (JSON for the pages); the others answer documents (pages, feeds, files). */
export const isApiRoute = (url: string) => url.startsWith('/api/') || url.startsWith('/cookies/');

const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** A schema built by TypeBox carries its kind; a hand-written JSON Schema does not. */
const isTypeBoxSchema = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && '~kind' in schema;

/** `{ 200: schema }` or `{ 200: { content: { 'text/csv': { schema } } } }`: every schema of a response. */
function responseSchemas(response: unknown): unknown[] {
  return Object.values(response as Record<string, unknown>).flatMap((entry) => {
    const content = (entry as { content?: Record<string, { schema: unknown }> }).content;
    return content ? Object.values(content).map((media) => media.schema) : [entry];
  });
}

/** Why a route breaks the contract, or null: checked as each route is declared. */
export function contractProblem(route: Pick<RouteOptions, 'url' | 'schema'>): string | null {
  const schema = route.schema ?? {};
  for (const part of SCHEMA_PARTS) {
    if (schema[part] !== undefined && !isTypeBoxSchema(schema[part]))
      return `${part} is not a schema of @wado/shared/schemas`;
  }
  if (schema.response !== undefined && !responseSchemas(schema.response).every(isTypeBoxSchema))
    return 'a response is not a schema of @wado/shared/schemas';
  if (isApiRoute(route.url)) {
    const statuses = Object.keys(schema.response ?? {});
    if (!statuses.some((status) => status.startsWith('2'))) return 'an API route declares no successful response';
  }
  return null;
}

/**
 * Refuses, at start-up, a route outside the contract; gives every API route the error body of the
 * contract for its 4xx and 5xx answers (unless it declares its own).
 */
export function enforceContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const problem = contractProblem(route);
    if (problem) throw new Error(`${String(route.method)} ${route.url}: ${problem}`);
    if (isApiRoute(route.url) && route.schema?.response) {
      route.schema.response = { '4xx': ApiErrorBody, '5xx': ApiErrorBody, ...(route.schema.response as object) };
    }
  });
}
