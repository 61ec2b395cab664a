import type { ApiErrorBody } from '../schemas/common';

/**
 * The HTTP layer every domain module of this folder builds on (`shop.ts`, `media.ts`…), apart
 * from `client.ts`, which gathers those modules into `api`: so that no module imports back the
 * one that imports it.
 */

/**
 * A failed call: `status` is 0 when the network failed, else the HTTP status; `body` is the JSON
 * the server answered, for refusals that say more than their message (the shop's `OrderConflict`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let baseUrl = '';
let fetchImpl: typeof fetch = (input, init) => fetch(input, init);

/**
 * Set once at start-up from the runtime configuration; every app shares this singleton. The
 * server's renderer gives its own `fetch` (answered in-process by the API server).
 */
export function configureApi(options: { baseUrl: string; fetch?: typeof fetch }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.fetch) fetchImpl = options.fetch;
}

/** The full address of an API path (a call that `request` cannot make: an upload that reports its progress). */
export const apiUrl = (path: string) => `${baseUrl}${path}`;

/** How much of a file has gone: bytes sent out of the request's total. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * A form sent with its progress reported (`fetch` cannot tell how much of a request has gone), with
 * the session's cookie; a refusal becomes an `ApiError` with the server's French message, like `request`.
 */
export function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const message =
        typeof body === 'object' && body !== null && typeof Reflect.get(body, 'message') === 'string'
          ? (Reflect.get(body, 'message') as string)
          : `Erreur ${xhr.status}`;
      reject(new ApiError(xhr.status, message, body));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'Le serveur est injoignable.')));
    xhr.addEventListener('abort', () => reject(new ApiError(0, 'L’envoi a été interrompu.')));
    xhr.send(form);
  });
}

/**
 * One JSON call to the API, relative to the configured base URL. Domain modules of this folder
 * (`shop.ts`, `media.ts`…) build their functions on it; a non-2xx answer becomes an `ApiError`
 * carrying the server's French message.
 */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...(init.headers ?? {}) },
    });
  } catch {
    throw new ApiError(0, 'Le serveur est injoignable.');
  }
  if (!response.ok) {
    let message = `Erreur ${response.status}`;
    let body: Partial<ApiErrorBody> | undefined;
    try {
      body = (await response.json()) as Partial<ApiErrorBody>;
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not JSON: keep the generic message.
    }
    throw new ApiError(response.status, message, body);
  }
  return (await response.json()) as T;
}

/** `?a=1&b=x` from the defined, non-empty values (in the given order), or '' when none. */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A JSON body for POST/PUT/PATCH calls. */
export function jsonBody(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
