import { use, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http';
import {
  RenderInBrowser,
  useRenderEnvironment,
  useRenderedState,
  useResourceScope,
  type RenderEnvironment,
} from './renderEnvironment';

/** What a screen knows about the data it asked the API for. */
export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** The API answered 404: an unknown id or an unpublished page. */
  | { status: 'missing' }
  /** Anything else: network down, 5xx, 4xx (with the server's French message). */
  | { status: 'error'; message: string };

function settle<T>(loading: Promise<T>): Promise<ResourceState<T>> {
  return loading.then(
    (data): ResourceState<T> => ({ status: 'ready', data }),
    (error: unknown): ResourceState<T> =>
      error instanceof ApiError && error.status === 404
        ? { status: 'missing' }
        : { status: 'error', message: error instanceof Error ? error.message : String(error) },
  );
}

const noReload = () => undefined;

/**
 * On the server: the page waits for its data (React suspends until it is there), and the state is
 * kept for the browser. A failure is not rendered as an error page: that part of the page is left
 * to the browser, which loads it again.
 */
function useServerResource<T>(environment: RenderEnvironment, key: string, load: () => Promise<T>): ResourceState<T> {
  let pending = environment.pending.get(key) as Promise<ResourceState<T>> | undefined;
  if (!pending) {
    pending = settle(load()).then((state) => {
      if (state.status !== 'error') environment.resources.set(key, state);
      return state;
    });
    environment.pending.set(key, pending);
  }
  const state = use(pending);
  if (state.status === 'error')
    throw new RenderInBrowser(`Données indisponibles au rendu serveur (${key}) : ${state.message}`);
  return state;
}

/**
 * Loads `load()` when `key` changes (a screen's id, filters or page number), ignores answers that
 * arrive after the key changed, and gives a `reload` for the retry button. A state the server
 * already rendered is taken as it is, without loading it again. `key` must name the data within
 * its app (the scope of its section is added).
 */
export function useResource<T>(load: () => Promise<T>, key: string): [ResourceState<T>, () => void] {
  const environment = useRenderEnvironment();
  const scopedKey = `${useResourceScope()}:${key}`;
  // A tree is rendered either on the server or in the browser, never both: the hooks below are
  // always called in the same order for a given tree.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- one branch per tree, never both (above)
  if (environment?.server) return [useServerResource(environment, scopedKey, load), noReload];
  // eslint-disable-next-line react-hooks/rules-of-hooks -- idem
  return useBrowserResource(load, key, useRenderedState<T>(scopedKey));
}

function useBrowserResource<T>(
  load: () => Promise<T>,
  key: string,
  rendered: ResourceState<T> | undefined,
): [ResourceState<T>, () => void] {
  const [state, setState] = useState<ResourceState<T>>(rendered ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** The server rendered this state: the first load is already done. */
  const renderedByServer = useRef(rendered !== undefined);

  useEffect(() => {
    if (renderedByServer.current) {
      renderedByServer.current = false;
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void settle(load()).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
    // `key` names what is loaded; `load` is usually a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return [state, reload];
}
