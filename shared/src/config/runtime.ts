import {
  DEFAULT_REMOTE_TIMEOUT_MS,
  defaultRemoteManifests,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from '../contract';

/** The configuration when the server gives none: same origin, remotes under `/remotes/`. */
export function defaultRuntimeConfig(): RuntimeConfig {
  return { apiBaseUrl: '', remotes: defaultRemoteManifests(), remoteTimeoutMs: DEFAULT_REMOTE_TIMEOUT_MS };
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RuntimeConfig>;
  return (
    typeof candidate.apiBaseUrl === 'string' && typeof candidate.remotes === 'object' && candidate.remotes !== null
  );
}

/**
 * The server writes the configuration into the page (no extra request before the first render);
 * a dev server without it serves the same JSON at RUNTIME_CONFIG_PATH.
 */
export async function readRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (element?.textContent) {
    const parsed: unknown = JSON.parse(element.textContent);
    if (isRuntimeConfig(parsed)) return { ...defaultRuntimeConfig(), ...parsed };
  }
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (response.ok) {
      const parsed: unknown = await response.json();
      if (isRuntimeConfig(parsed)) return { ...defaultRuntimeConfig(), ...parsed };
    }
  } catch {
    // Fall back to the defaults below.
  }
  return defaultRuntimeConfig();
}
