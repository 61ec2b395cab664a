// The configuration itself (`RuntimeConfig`) is a schema of `../schemas/site`, re-exported as a type
// by `./index.ts`; here are where it is served and its defaults.
import type { RuntimeConfig } from '../schemas/site';
import { REMOTE_NAMES, type RemoteName } from './routes';

/** `<script type="application/json" id=…>` the server writes into the shell's HTML. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'wado-runtime-config';
/** Where the same configuration is served as a file (dev servers, other hosts). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** A remote that has not answered after this long is given up on, unless configured otherwise. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;

/** Where each remote lives when nothing else is said: under the site's own `/remotes/` prefix. */
export function defaultRemoteManifests(): RuntimeConfig['remotes'] {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, { manifest: defaultRemoteManifest(name) }]));
}

const defaultRemoteManifest = (remote: RemoteName) => `/remotes/${remote}/mf-manifest.json`;

/**
 * The manifest URL the configuration gives `remote`. The server writes one for every remote of
 * apps.json; a configuration written by hand that leaves one out gets the default place.
 */
export function remoteManifestUrl(config: Pick<RuntimeConfig, 'remotes'>, remote: RemoteName): string {
  return config.remotes[remote]?.manifest ?? defaultRemoteManifest(remote);
}
