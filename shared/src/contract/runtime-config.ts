// The configuration itself (`RuntimeConfig`) is a schema of `../schemas/site`, re-exported as a type
// by `./index.ts`; here are where it is served and its defaults.
import type { RuntimeConfig } from '../schemas/site';
import { REMOTE_NAMES } from './routes';

/** `<script type="application/json" id=…>` the server writes into the shell's HTML. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'wado-runtime-config';
/** Where the same configuration is served as a file (dev servers, other hosts). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** A remote that has not answered after this long is given up on, unless configured otherwise. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;

/** Where each remote lives when nothing else is said: under the site's own `/remotes/` prefix. */
export function defaultRemoteManifests(): RuntimeConfig['remotes'] {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { manifest: `/remotes/${name}/mf-manifest.json` }]),
  ) as RuntimeConfig['remotes'];
}
