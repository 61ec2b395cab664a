import type { FastifyRequest } from 'fastify';
import { PASSWORD_RESET_PATH } from '@wado/shared/contract';

/**
 * Query parameters whose value is a secret: unsubscribe and confirmation links, a registration's
 * or a donation's link, a card payment's return address, keys…, or private: the visitor's position
 * (the club finder's `near`).
 */
const SECRET_PARAMETER = /^(token|key|secret|password|code|signature|sig|inscription|paiement|don|near)$/i;

/**
 * Paths whose next segment is itself a secret: an unused invitation or « forgotten password » link
 * is an account to whoever reads it (the back office's page and its API), a donation's link opens
 * the donor's name, address and tax receipt. Compared without regard to case or to
 * percent-encoding, as the router does.
 */
const SECRET_PATH_PREFIXES = [
  '/admin/invitation/',
  '/api/auth/invitations/',
  `${PASSWORD_RESET_PATH}/`,
  '/api/auth/password-reset/',
  '/api/donations/',
];

function redactPath(pathname: string): string {
  let readable = pathname;
  try {
    readable = decodeURIComponent(pathname);
  } catch {
    // Compared as it came.
  }
  const prefix = SECRET_PATH_PREFIXES.find((secret) => readable.toLowerCase().startsWith(secret));
  if (!prefix) return pathname;
  // The secret is the segment after the prefix: what follows it (`/payment`, `/recu.pdf`) stays.
  const rest = readable.slice(prefix.length);
  const slash = rest.indexOf('/');
  return rest === '' ? readable : `${prefix}[masqué]${slash < 0 ? '' : rest.slice(slash)}`;
}

/**
 * A URL as it may be logged: a secret in its path (see `SECRET_PATH_PREFIXES`) and the value of
 * every secret query parameter replaced by `[masqué]`. The link of a newsletter e-mail carries a
 * token that unsubscribes its owner; a log file is read by more people than the mailbox.
 */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return redactPath(url);
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A name that cannot be decoded is compared as it came.
      }
      return equals >= 0 && SECRET_PARAMETER.test(decoded.trim()) ? `${name}=[masqué]` : pair;
    })
    .join('&');
  return `${redactPath(url.slice(0, question))}?${query}`;
}

/** Fastify's request serializer, with the URL redacted (the rest as Fastify logs it). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
