/** The back office's screens in component tests: a fake API by method and path, the screens under their root, axe. */
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AdminScreen } from '../section/types';
import type { CurrentPerson } from '../schemas/auth';
import { AdminPersonProvider } from '../admin/session/adminPerson';

/** One answer of the fake API. */
export interface Answer {
  status?: number;
  body?: unknown;
}
type Handler = Answer | ((request: { url: string; body: unknown }) => Answer | Promise<Answer>);

/** A call the screens made: its method, its address (path and query) and its JSON body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answering = (method: string, url: string, body: unknown) => Promise<Answer>;

/** The bytes a form carries (its files and fields), as the browser reports an upload's total. */
function formSize(body: unknown): number {
  if (!(body instanceof FormData)) return 0;
  let size = 0;
  for (const [, value] of body.entries()) size += typeof value === 'string' ? value.length : value.size;
  return size;
}

/**
 * An XMLHttpRequest answered like `fetch` by the same routes (uploads that report their
 * progress go through it): one progress event with the whole form sent, then the answer.
 */
function fakeXhr(answering: Answering) {
  return class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private listeners: Record<string, (() => void)[]> = {};
    private progressListeners: ((event: ProgressEvent) => void)[] = [];
    readonly upload = {
      addEventListener: (_type: 'progress', listener: (event: ProgressEvent) => void) =>
        this.progressListeners.push(listener),
    };
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(body: unknown) {
      const total = formSize(body);
      void answering(this.method, this.url, body).then((answer) => {
        const progress = { lengthComputable: true, loaded: total, total } as ProgressEvent;
        this.progressListeners.forEach((listener) => listener(progress));
        this.status = answer.status ?? 200;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.listeners.load?.forEach((listener) => listener());
      });
    }
  };
}

/**
 * The API as the back office calls it: answers by `"<METHOD> <path and query>"` (exactly), 404
 * otherwise; every call is recorded, with its JSON body decoded (an upload's FormData as it is).
 * A handler may answer later (a promise: an upload still on its way). With `xhr`, XMLHttpRequest
 * is answered by the same routes too.
 */
export function mockApi(routes: Record<string, Handler>, { xhr = false }: { xhr?: boolean } = {}) {
  const calls: Call[] = [];
  const answering: Answering = async (method, url, body) => {
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    if (handler === undefined) return { status: 404, body: { error: 'Not Found', message: 'Introuvable.' } };
    return typeof handler === 'function' ? handler({ url, body }) : handler;
  };
  const fake: typeof fetch = async (input, init) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const answer = await answering(init?.method ?? 'GET', String(input), body);
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body } as Response;
  };
  globalThis.fetch = jest.fn(fake);
  if (xhr) globalThis.XMLHttpRequest = fakeXhr(answering) as unknown as typeof XMLHttpRequest;
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
export function renderAdminScreens(
  screens: readonly AdminScreen[],
  root: string,
  path: string,
  /** Who is signed in, as the shell tells the screens; none: as outside the shell. */
  person?: CurrentPerson,
) {
  const page = (
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
    </MemoryRouter>
  );
  return render(person ? <AdminPersonProvider person={person}>{page}</AdminPersonProvider> : page);
}

/** The address shown, relative to the section's root. */
export const currentPathUnder = (root: string) => screen.getByTestId('url').textContent?.replace(`${root}/`, '');

/** axe's violations in the page (colour contrast aside: jsdom does not lay out). */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
