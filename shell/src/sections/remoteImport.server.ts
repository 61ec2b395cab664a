import { RenderInBrowser, type RemoteName } from '@wado/shared';

/**
 * The server's way to a remote's exposed module: its server build, found by the API server from
 * the runtime configuration (shell/src/server/render.tsx installs the loader). Replaces
 * remoteImport.ts in the shell's server build.
 */
export type ServerRemoteLoader = (remote: RemoteName, expose: string) => Promise<unknown>;

let loader: ServerRemoteLoader | undefined;

export function setServerRemoteLoader(next: ServerRemoteLoader): void {
  loader = next;
}

export function importRemoteModule(remote: RemoteName, expose: string): Promise<unknown> {
  if (!loader) return Promise.reject(new RenderInBrowser(`Aucun chargeur de remotes côté serveur (${remote})`));
  return loader(remote, expose);
}
