import type { HelloAssoConfig } from '../../../config';

/**
 * The part of HelloAsso's public API v5 the site uses (https://dev.helloasso.com, « Checkout »):
 * an OAuth2 token by client credentials, then `checkout-intents` to start a card payment and to
 * read it back. Amounts are in cents, ids are numbers.
 */

/** What we send to start a checkout (`HelloAssoApiV5ModelsCartsInitCheckoutBody`). */
export interface CheckoutIntentRequest {
  totalAmount: number;
  initialAmount: number;
  itemName: string;
  backUrl: string;
  errorUrl: string;
  returnUrl: string;
  containsDonation: boolean;
  payer?: { firstName?: string; lastName?: string; email?: string };
  metadata?: Record<string, string>;
}

/** A payment of an order, as HelloAsso reports it; `Authorized` is a card payment that went through. */
export interface HelloAssoPayment {
  id: number;
  amount: number;
  state: string;
}

/** `HelloAssoApiV5ModelsCartsCheckoutIntentResponse`: `order` only once the payment is authorized. */
export interface CheckoutIntent {
  id: number;
  redirectUrl?: string;
  metadata?: Record<string, unknown>;
  order?: { id: number; payments?: HelloAssoPayment[]; amount?: { total: number } };
}

/** HelloAsso could not be reached, or answered something we cannot use: the caller keeps what it has. */
export class HelloAssoUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HelloAssoUnavailable';
  }
}

export interface HelloAssoClient {
  createCheckoutIntent(request: CheckoutIntentRequest): Promise<{ id: number; redirectUrl: string }>;
  /** null when HelloAsso does not know the intent (404). */
  getCheckoutIntent(id: number): Promise<CheckoutIntent | null>;
}

/** Renewed this long before HelloAsso says it expires (clocks differ, requests take time). */
const TOKEN_MARGIN_MS = 60_000;

export function createHelloAssoClient(config: HelloAssoConfig, fetchImpl: typeof fetch = fetch): HelloAssoClient {
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new HelloAssoUnavailable(`HelloAsso injoignable (${reason})`);
    }
  }

  async function requestToken(): Promise<string> {
    const response = await call(`${config.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
    });
    if (!response.ok) {
      throw new HelloAssoUnavailable(`jeton HelloAsso refusé (${response.status}) : ${await safeText(response)}`);
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new HelloAssoUnavailable('réponse de jeton HelloAsso illisible');
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 1800) * 1000;
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return token.value;
  }

  /** One token for every request until it nears its end; concurrent requests wait for the same renewal. */
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value);
    pendingToken ??= requestToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** An API call with the token; a 401 (token revoked or expired early) renews it once. */
  async function authorized(path: string, init: RequestInit = {}): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const value = await accessToken();
      const response = await call(`${config.apiUrl}${path}`, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${value}`, Accept: 'application/json' },
      });
      if (response.status !== 401 || attempt > 0) return response;
      token = null;
    }
  }

  const intents = `/v5/organizations/${encodeURIComponent(config.organizationSlug)}/checkout-intents`;

  return {
    async createCheckoutIntent(request) {
      const response = await authorized(intents, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (!response.ok) {
        throw new HelloAssoUnavailable(
          `checkout refusé par HelloAsso (${response.status}) : ${await safeText(response)}`,
        );
      }
      const body = (await response.json()) as { id?: unknown; redirectUrl?: unknown };
      if (typeof body.id !== 'number' || typeof body.redirectUrl !== 'string') {
        throw new HelloAssoUnavailable('réponse de checkout HelloAsso illisible');
      }
      return { id: body.id, redirectUrl: body.redirectUrl };
    },
    async getCheckoutIntent(id) {
      const response = await authorized(`${intents}/${id}`);
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new HelloAssoUnavailable(
          `lecture du checkout ${id} en échec (${response.status}) : ${await safeText(response)}`,
        );
      }
      const body = (await response.json()) as CheckoutIntent;
      if (typeof body.id !== 'number') throw new HelloAssoUnavailable(`checkout ${id} illisible`);
      return body;
    },
  };
}

/** The beginning of an error's body, for the log (a gateway's HTML page can be long). */
async function safeText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 300);
  } catch {
    return '';
  }
}
