import { REMOTE_NAMES, type RuntimeConfig } from '@wado/shared/contract';

/**
 * The origins, other than the site's own, that the page must be allowed to load code, styles and
 * data from: every remote whose manifest lives elsewhere (a team's static host or CDN) and the
 * API when it answers on another origin. Relative URLs are the site itself and add nothing.
 */
export function foreignOrigins(runtime: RuntimeConfig): { remotes: string[]; api: string[] } {
  const originOf = (url: string): string | undefined => {
    if (!/^https?:\/\//i.test(url)) return undefined;
    try {
      return new URL(url).origin;
    } catch {
      return undefined;
    }
  };
  const remotes = new Set<string>();
  for (const name of REMOTE_NAMES) {
    const origin = originOf(runtime.remotes[name]?.manifest ?? '');
    if (origin) remotes.add(origin);
  }
  const api = originOf(runtime.apiBaseUrl);
  return { remotes: [...remotes].sort(), api: api ? [api] : [] };
}
