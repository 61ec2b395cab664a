import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ASSOCIATION,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  NEWSLETTER_FORM_VERSION,
  normalizeEmail,
  type NewsletterRequest,
} from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { HttpError } from '../errors';

const subscribeSchema = {
  body: {
    type: 'object',
    properties: {
      email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
      source: { type: 'string', maxLength: 200 },
      formVersion: { type: 'string', maxLength: 40 },
    },
    required: ['email'],
  },
  response: {
    '2xx': { type: 'object', properties: { subscribed: { type: 'boolean' } }, required: ['subscribed'] },
  },
} as const;

const tokenSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['token'],
} as const;

/** The link every newsletter e-mail carries (see README.md). */
export function unsubscribeLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  // A tiny self-contained page: the visitor arrives here from an e-mail, not from the site.
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${title} – ${ASSOCIATION.name}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1b1c21}h1{color:#1d2a5c}button{padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1d2a5c;color:#fff;font:inherit;font-weight:600;cursor:pointer}</style></head>` +
        `<body><h1>${title}</h1>${body}<p><a href="/">Retour au site de ${ASSOCIATION.name}</a></p></body></html>`,
    );
}

/** The path of the page the form was sent from, '' when the header is missing or malformed. */
function refererPath(referer: string | undefined): string {
  if (!referer) return '';
  try {
    return new URL(referer, 'http://site').pathname;
  } catch {
    return '';
  }
}

/** Proof of consent is kept with each address: when, which wording, from which page. */
export async function newsletterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post<{ Body: NewsletterRequest }>(
    '/api/newsletter',
    { schema: subscribeSchema, bodyLimit: 4 * 1024 },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw new HttpError(400, "L'adresse e-mail n'est pas valide.");
      const source = request.body.source ?? refererPath(request.headers.referer);
      // The same address twice is still a success, and still one row.
      const result = await db
        .insertInto('newsletter_subscriptions')
        .values({
          email,
          consented_at: new Date().toISOString(),
          form_version: request.body.formVersion ?? NEWSLETTER_FORM_VERSION,
          source_page: source.slice(0, 200),
          unsubscribe_token: randomBytes(24).toString('base64url'),
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      void reply.status(Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 201 : 200);
      return { subscribed: true };
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/api/newsletter/unsubscribe',
    { schema: { querystring: tokenSchema } },
    async (request, reply) => {
      const { token } = request.query;
      return page(
        reply,
        200,
        'Se désinscrire de la newsletter',
        `<p>Confirmez-vous ne plus vouloir recevoir la newsletter de ${ASSOCIATION.name} ? Votre adresse sera effacée de notre liste.</p>` +
          `<form method="post" action="/api/newsletter/unsubscribe"><input type="hidden" name="token" value="${token}">` +
          `<button type="submit">Confirmer la désinscription</button></form>`,
      );
    },
  );

  app.post<{ Body: { token: string } }>(
    '/api/newsletter/unsubscribe',
    { schema: { body: tokenSchema }, bodyLimit: 1024 },
    async (request, reply) => {
      // Unsubscribing erases the address: nothing is kept about someone who left.
      const result = await db
        .deleteFrom('newsletter_subscriptions')
        .where('unsubscribe_token', '=', request.body.token)
        .executeTakeFirst();
      const removed = Number(result.numDeletedRows) > 0;
      if (request.headers.accept?.includes('application/json')) return { unsubscribed: removed };
      return removed
        ? page(reply, 200, 'Désinscription confirmée', '<p>Votre adresse a été effacée : vous ne recevrez plus la newsletter.</p>')
        : page(reply, 404, 'Lien expiré', `<p>Ce lien de désinscription n'est plus valable : l'adresse a peut-être déjà été retirée. Pour toute question, écrivez à ${ASSOCIATION.email}.</p>`);
    },
  );
}
