import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentPerson } from '@wado/shared';
import AdminApp from '../AdminApp';

/** For the back office's tests only. */
export type Answer = { status?: number; body?: unknown; networkError?: boolean };
export interface Call {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/**
 * A fetch answering by method and path (`PUT /api/admin/people/3/roles`), recording every call;
 * an unknown call answers 404.
 */
export function serve(routes: Record<string, Answer | ((body: unknown) => Answer)>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, credentials: init?.credentials });
    const route = routes[`${method} ${url}`];
    const answer =
      typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { message: 'Introuvable.' } });
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}

/** `GET /api/auth/me` for a signed-in person, or a 401 for nobody. */
export function session(person: CurrentPerson | null): Record<string, Answer> {
  return {
    'GET /api/auth/me': person
      ? { body: person }
      : { status: 401, body: { error: 'Unauthorized', message: 'Connectez-vous pour continuer.' } },
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

/** The back office at `url`, as the shell mounts it (`/admin/*`), beside a public page. */
export async function renderAdmin(url: string) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="/" element={<h1>Site public</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
  });
  return result;
}
