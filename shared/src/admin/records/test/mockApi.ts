/** One answer of the fake API. */
export interface Answer {
  status?: number;
  body?: unknown;
  /** Never answers (to see what is shown meanwhile). */
  pending?: boolean;
}

/** A call made: its method, address and body (JSON decoded, an upload's FormData as it is). */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The API by `"<METHOD> <path and query>"` (exactly), 404 otherwise; every call recorded. */
export function mockApi(routes: Record<string, Answer | (() => Answer)>) {
  const calls: Call[] = [];
  const fake: typeof fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const route = routes[`${method} ${url}`];
    const answer =
      route === undefined
        ? { status: 404, body: { message: 'Introuvable.' } }
        : typeof route === 'function'
          ? route()
          : route;
    if (answer.pending) return new Promise<Response>(() => undefined);
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body } as Response;
  };
  globalThis.fetch = jest.fn(fake);
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}
