import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How many times each remote (by federation name) was retried after a failure. */
const retries = new Map<string, number>();

/** Called by forgetSection before a retry: the remote's scripts are loaded under a new URL. */
export function countRetry(federationName: string): void {
  retries.set(federationName, (retries.get(federationName) ?? 0) + 1);
}

/** The script URL a retried remote loads: the same file, with a query no preload answers. */
export function retryUrl(url: string, retry: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${retry}`;
}

/**
 * A Module Federation runtime plugin. The page's start script preloads the section's entry file
 * (remoteEntry.js) while the runtime arrives; if that preload failed (the remote was down),
 * Chrome hands the failed response to every later `<script>` of the same URL, and the section's
 * retry could never succeed. After a retry, the remote's scripts are therefore requested under a
 * URL of their own (`?retry=N`; the server ignores the query).
 */
export function freshEntryOnRetry(): ModuleFederationRuntimePlugin {
  return {
    name: 'wado-fresh-entry-on-retry',
    createScript({ url, remoteInfo }) {
      const retry = remoteInfo ? retries.get(remoteInfo.name) : undefined;
      if (!retry) return undefined;
      const script = document.createElement('script');
      script.src = retryUrl(url, retry);
      return script;
    },
  };
}
