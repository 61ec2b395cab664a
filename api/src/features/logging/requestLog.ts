import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose value is a secret: unsubscribe and confirmation links, a registration's
 * or a donation's link, a card payment's return address, keys…, or private: the visitor's position
 * (the club finder's `near`).
 */
const SECRET_PARAMETER = /^(token|key|secret|password|code|signature|sig|inscription|paiement|don|near)$/i;

/**
 * A URL as it may be logged: the value of every secret query parameter replaced by `[masqué]`.
 * The link of a newsletter e-mail carries a token that unsubscribes its owner; a log file is read
 * by more people than the mailbox.
 */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
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
  return `${url.slice(0, question)}?${query}`;
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
