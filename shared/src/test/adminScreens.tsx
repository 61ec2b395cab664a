/** The back office's screens in component tests: a fake API by method and path, the screens under their root, axe. */
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AdminScreen } from '../section/types';

/** One answer of the fake API. */
export interface Answer {
  status?: number;
  body?: unknown;
}
type Handler = Answer | ((request: { url: string; body: unknown }) => Answer);

/** A call the screens made: its method, its address (path and query) and its JSON body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The API as the back office calls it: answers by `"<METHOD> <path and query>"` (exactly), 404
 * otherwise; every call is recorded, with its JSON body decoded (an upload's FormData as it is).
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fake: typeof fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    const answer: Answer =
      handler === undefined
        ? { status: 404, body: { error: 'Not Found', message: 'Introuvable.' } }
        : typeof handler === 'function'
          ? handler({ url, body })
          : handler;
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body } as Response;
  };
  globalThis.fetch = jest.fn(fake);
  return {
    calls,
    /** The calls that change something (everything but GET). */
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

/**
 * A section's editing screens as the shell mounts them (`root` is `/admin/<remote>`), at
 * `root/path`; the address shown is in `currentPathUnder(root)`.
 */
export function renderAdminScreens(screens: readonly AdminScreen[], root: string, path: string) {
  return render(
    <MemoryRouter initialEntries={[`${root}/${path}`]}>
      <Suspense fallback={<p>Chargement…</p>}>
        <Routes>
          <Route path={root}>
            {screens.map((adminScreen) => (
              <Route key={adminScreen.path} path={adminScreen.path} element={<adminScreen.Component />} />
            ))}
          </Route>
        </Routes>
      </Suspense>
      <CurrentLocation />
    </MemoryRouter>,
  );
}

/** The address shown, relative to the section's root. */
export const currentPathUnder = (root: string) => screen.getByTestId('url').textContent?.replace(`${root}/`, '');

/** axe's violations in the page (colour contrast aside: jsdom does not lay out). */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
