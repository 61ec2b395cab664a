import type { FastifyInstance } from 'fastify';

/**
 * The routes the server registers, as `METHOD path`, read from Fastify's own route tree
 * (`printRoutes`: one line per node, four characters of indentation per level).
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // HEAD is Fastify's companion of each GET: exercised with the GET.
      if (method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}
