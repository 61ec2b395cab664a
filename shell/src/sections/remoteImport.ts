import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from '@wado/shared';

/**
 * The one place where the shell fetches a module a remote exposes (`./routes`, `./widgets`), over
 * Module Federation. Everything else (time-outs, validation, retries) lives in loadSection.ts, so
 * that another way of getting the same modules (a single-bundle build for the benchmark, the
 * server's renderer) only has to replace this file.
 */
export function importRemoteModule(remote: RemoteName, expose: string): Promise<unknown> {
  return loadRemote(`${federationName(remote)}/${expose.slice(2)}`);
}
