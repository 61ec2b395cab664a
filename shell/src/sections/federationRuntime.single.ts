/**
 * The single-bundle build has no Module Federation runtime: this file stands in for
 * `@module-federation/enhanced/runtime`, whose only uses left in the shell are registering the
 * remotes' addresses and runtime plugins (loadSection.ts). There is nothing to register:
 * remoteImport.single.ts imports the remotes' modules directly. A new runtime function used by
 * the shell needs its no-op here (the benchmark's render check catches a missing one).
 */
export function registerRemotes(_remotes: unknown, _options?: unknown): void {}

export function registerPlugins(_plugins: unknown): void {}
