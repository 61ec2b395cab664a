/**
 * Stands in for `@module-federation/enhanced/runtime` in the builds that load no remote over
 * federation: the single bundle (the benchmark's remoteImport.ts imports the remotes' modules directly) and
 * the server build (remoteImport.server.ts takes them from their server builds). The shell's only
 * uses left are registering the remotes' addresses and runtime plugins (loadSection.ts): there is
 * nothing to register. A new runtime function used by the shell needs its no-op here (the
 * benchmark's render check and the server-rendering tests catch a missing one).
 */
export function registerRemotes(_remotes: unknown, _options?: unknown): void {}

export function registerPlugins(_plugins: unknown): void {}
