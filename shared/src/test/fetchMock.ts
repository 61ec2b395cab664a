/** A `fetch` stand-in for component tests: answers by path, records every call. */
export interface MockRoute {
  status?: number;
  body?: unknown;
  /** Never answers (to observe loading states) when true. */
  pending?: boolean;
  /** Rejects like a network failure when true. */
  networkError?: boolean;
}

export function mockFetch(routes: Record<string, MockRoute | (() => MockRoute)>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(routes).find((path) => url.endsWith(path));
    const entry = key ? routes[key] : { status: 404, body: { error: 'Not Found', message: 'absent' } };
    const route = typeof entry === 'function' ? entry() : entry!;
    if (route.pending) return new Promise<Response>(() => undefined);
    if (route.networkError) throw new TypeError('Failed to fetch');
    const status = route.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => route.body,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}
