import type { FastifyInstance } from 'fastify';

/** Where Fastify reads a plugin's name first (fastify-plugin sets it from its `name` option). */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives every plugin registered on `app` and on its child contexts a name before Fastify asks for
 * one. Fastify looks the name up twice per plugin, and for a plugin without one it walks every loaded
 * module (`require.cache`) looking for the function first: cheap under Node, but under Jest that
 * cache is a proxy over the test's module registry, and the walks cost about 1 s per server start
 * (a fifth of an API test file's time). The name is the function's own, as Fastify would have found.
 */
export function nameEveryPlugin(app: FastifyInstance): void {
  const register = app.register;
  const named = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && !(DISPLAY_NAME in plugin)) {
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || 'plugin anonyme' });
    }
    return (register as (this: FastifyInstance, plugin: unknown, options?: unknown) => unknown).call(
      this,
      plugin,
      options,
    );
  };
  // Child contexts are created from the root (Object.create), so they use this one too.
  app.register = named as FastifyInstance['register'];
}
