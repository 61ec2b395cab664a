import { REMOTE_NAMES, type RemoteName } from './routes';

/**
 * Served beside the shell (never baked into a build): where each remote lives and where the
 * API answers. Changing it releases or rolls back a section without rebuilding anything.
 */
export interface RuntimeConfig {
  /** Prefix of API calls: '' for the same origin. */
  apiBaseUrl: string;
  /** The manifest URL of each remote (absolute, or relative to the site). */
  remotes: Record<RemoteName, { manifest: string }>;
  /** A remote that has not answered after this long is given up on. */
  remoteTimeoutMs: number;
}

/** `<script type="application/json" id=…>` the server writes into the shell's HTML. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'wado-runtime-config';
/** Where the same configuration is served as a file (dev servers, other hosts). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** A remote that has not answered after this long is given up on, unless configured otherwise. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;

/** Where each remote lives when nothing else is said: under the site's own `/remotes/` prefix. */
export function defaultRemoteManifests(): Record<RemoteName, { manifest: string }> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { manifest: `/remotes/${name}/mf-manifest.json` }]),
  ) as Record<RemoteName, { manifest: string }>;
}
