/**
 * Which routes write to the database: every POST, PUT, PATCH and DELETE, and the GETs that say so
 * in their config (`GET /cookies/acceptCookies`, a GET by the spec; the health check). One
 * definition for what hangs on it: rate limits, and refusing writes once the database file is gone.
 */
export interface WritesDatabaseConfig {
  writesDatabase?: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function routeWrites(method: string | readonly string[], config: unknown): boolean {
  const methods = typeof method === 'string' ? [method] : method;
  return (
    methods.some((one) => WRITE_METHODS.has(one)) ||
    (config as WritesDatabaseConfig | undefined)?.writesDatabase === true
  );
}
