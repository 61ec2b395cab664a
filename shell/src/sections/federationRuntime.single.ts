/**
 * The single-bundle build has no Module Federation runtime: it stands in for
 * `@module-federation/enhanced/runtime`, whose only use left in the shell is registering the
 * remotes' addresses (loadSection.ts). Nothing is registered: remoteImport.single.ts imports the
 * remotes' modules directly.
 */
export function registerRemotes(_remotes: unknown, _options?: unknown): void {}
