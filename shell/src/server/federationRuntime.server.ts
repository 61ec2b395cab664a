/**
 * Stands for `@module-federation/enhanced/runtime` in the shell's server build: the server never
 * loads remotes over federation (see remoteImport.server.ts), so registering them does nothing.
 */
export function registerRemotes(): void {}
export function registerPlugins(): void {}
export function loadRemote(): Promise<never> {
  return Promise.reject(new Error('Module Federation ne charge rien côté serveur'));
}
