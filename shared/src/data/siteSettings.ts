import { use, useEffect, useSyncExternalStore } from 'react';
import { request } from '../api/http';
import type { SiteSettings } from '../schemas/settings';
import { useRenderEnvironment, useRenderedState, type RenderEnvironment } from './renderEnvironment';
import type { ResourceState } from './useResource';

/**
 * The site's settings (name, address, contact, bank details, shipping fees) are one resource per
 * page, whichever apps read them (the shell's footer, the shop's cart): one key for the whole
 * page, not one per app's scope, and one request.
 */
export const SITE_SETTINGS_KEY = 'site:settings';

const loadSettings = () => request<SiteSettings>('/api/site/settings');

/** On the server: loaded once per page render, kept for the browser; a failure leaves them to the browser. */
function useServerSiteSettings(environment: RenderEnvironment): SiteSettings | null {
  let pending = environment.pending.get(SITE_SETTINGS_KEY) as Promise<ResourceState<SiteSettings>> | undefined;
  if (!pending) {
    pending = loadSettings().then(
      (data): ResourceState<SiteSettings> => {
        const state = { status: 'ready', data } as const;
        environment.resources.set(SITE_SETTINGS_KEY, state);
        return state;
      },
      (error: unknown): ResourceState<SiteSettings> => ({
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    environment.pending.set(SITE_SETTINGS_KEY, pending);
  }
  const state = use(pending);
  return state.status === 'ready' ? state.data : null;
}

/** In the browser: one store for the page, filled from the server's rendering or by one request. */
let browserSettings: SiteSettings | null = null;
let browserLoad: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(settings: SiteSettings | null): void {
  browserSettings = settings;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadInBrowser(): void {
  if (browserSettings || browserLoad) return;
  browserLoad = loadSettings().then(
    (settings) => publish(settings),
    () => {
      // Tried again by the next page that asks (a network failure, a server restarting).
      browserLoad = null;
    },
  );
}

/**
 * The public settings of the site, or null while they load (or when they could not be loaded:
 * what shows them is then left out, as a failed list of partners is). Server-rendered pages carry
 * them, so the browser does not ask again.
 */
export function useSiteSettings(): SiteSettings | null {
  const environment = useRenderEnvironment();
  // A tree is rendered either on the server or in the browser, never both.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- one branch per tree, never both (above)
  if (environment?.server) return useServerSiteSettings(environment);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- idem
  const rendered = useRenderedState<SiteSettings>(SITE_SETTINGS_KEY);
  const fromServer = rendered?.status === 'ready' ? rendered.data : null;
  const snapshot = () => browserSettings ?? fromServer;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- idem
  const settings = useSyncExternalStore(subscribe, snapshot, snapshot);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- idem
  useEffect(() => {
    if (fromServer) browserSettings ??= fromServer;
    else loadInBrowser();
  }, [fromServer]);
  return settings;
}

/** After an admin saves them: every part of the page shows the new settings at once. */
export function setSiteSettings(settings: SiteSettings): void {
  publish(settings);
}

/** Tests only: forgets what the page loaded. */
export function resetSiteSettings(): void {
  browserSettings = null;
  browserLoad = null;
}
