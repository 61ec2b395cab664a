import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { RENDERED_DATA_ELEMENT_ID, type PageMeta } from '../contract/pageMeta';
import type { ResourceState } from './useResource';

export { RENDERED_DATA_ELEMENT_ID, type PageMeta };

/**
 * Server rendering: the server renders each page with its data, and the browser then
 * takes over ("hydrates") without loading that data again or flashing a loading state. This
 * context carries what both sides need: on the server, the loads started by the page and what the
 * page said about itself (title, description); in the browser, the states the server rendered.
 */
export interface RenderEnvironment {
  server: boolean;
  /** Rendered resource states by scoped key (`mf-media:news:1`): written by the server, read when hydrating. */
  resources: Map<string, ResourceState<unknown>>;
  /**
   * Browser only: the visitor has moved on from the page the server rendered. Its states then
   * serve only what is still being taken over (a part of the layout not hydrated yet when a link
   * was tapped), never a page rendered afresh, which loads its own data.
   */
  leftRenderedPage?: boolean;
  /** Server only: loads started during the render. */
  pending: Map<string, Promise<ResourceState<unknown>>>;
  /** Server only: what the rendered page said about itself. */
  meta: PageMeta;
  /** The site's origin (`https://wado.fr`), for absolute links (calendar subscriptions…). */
  origin: string;
}

/**
 * Thrown on the server where a part of the page can only be rendered in the browser (a section
 * whose code the server does not have, data that failed to load): React then sends that part's
 * loading state and the browser renders it. The digest tells the browser this was expected.
 */
export const CLIENT_RENDER_DIGEST = 'wado-client-render';
export class RenderInBrowser extends Error {
  readonly digest = CLIENT_RENDER_DIGEST;
  constructor(reason: string) {
    super(reason);
    this.name = 'RenderInBrowser';
  }
}

const RenderEnvironmentContext = createContext<RenderEnvironment | null>(null);
/** Whose resources these are (`shell`, `mf-media`…): the same key in two apps names two resources. */
const ResourceScopeContext = createContext('shell');

export function createServerEnvironment(origin: string): RenderEnvironment {
  return { server: true, resources: new Map(), pending: new Map(), meta: {}, origin };
}

export function createBrowserEnvironment(rendered: Record<string, ResourceState<unknown>>): RenderEnvironment {
  return {
    server: false,
    resources: new Map(Object.entries(rendered)),
    pending: new Map(),
    meta: {},
    origin: typeof window === 'undefined' ? '' : window.location.origin,
  };
}

/** The resource states the server rendered, as the JSON the page carries. */
export function renderedResources(environment: RenderEnvironment): Record<string, ResourceState<unknown>> {
  return Object.fromEntries(environment.resources);
}

/** The rendered states of the page, read from its JSON element (empty for a page the server did not render). */
export function readRenderedResources(): Record<string, ResourceState<unknown>> {
  const element = typeof document === 'undefined' ? null : document.getElementById(RENDERED_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, ResourceState<unknown>>)
      : {};
  } catch {
    return {};
  }
}

export function RenderEnvironmentProvider({
  environment,
  children,
}: {
  environment: RenderEnvironment;
  children: ReactNode;
}) {
  return <RenderEnvironmentContext.Provider value={environment}>{children}</RenderEnvironmentContext.Provider>;
}

export function ResourceScope({ scope, children }: { scope: string; children: ReactNode }) {
  return <ResourceScopeContext.Provider value={scope}>{children}</ResourceScopeContext.Provider>;
}

export function useRenderEnvironment(): RenderEnvironment | null {
  return useContext(RenderEnvironmentContext);
}

export function useResourceScope(): string {
  return useContext(ResourceScopeContext);
}

/** The site's origin, the same on the server and in the browser (so that hydration matches). */
export function useSiteOrigin(): string {
  const environment = useRenderEnvironment();
  if (environment?.origin) return environment.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards: for what
 * only the browser knows (the cart in localStorage, a checkout in sessionStorage).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The state the server rendered for `key`, while it still stands: during hydration always (the
 * HTML being taken over was rendered with it, even when the visitor has already tapped a link and
 * the page is changing meanwhile: React hydrates with the server snapshot), otherwise only until
 * the visitor leaves the rendered page. Both snapshots are the same object until then: hydrating
 * costs no second render (which would reset a field typed before the takeover).
 */
export function useRenderedState<T>(key: string): ResourceState<T> | undefined {
  const environment = useRenderEnvironment();
  const rendered = environment?.resources.get(key) as ResourceState<T> | undefined;
  return useSyncExternalStore(
    subscribeNever,
    () => (environment?.leftRenderedPage ? undefined : rendered),
    () => rendered,
  );
}

/** Renders `fallback` on the server and during hydration, `children` once in the browser. */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}
