import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidEmail, normalizeEmail, type SiteSettings } from '@wado/shared/contract';
import {
  NewsletterRequest,
  NewsletterResponse,
  NewsletterToken,
  TextDocument,
  UnsubscribeAnswer,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import type { Mailer } from '../mail';
import { HttpError } from '../errors';
import { refererPage, refuseCrossSite } from '../security';
import { answerRefusedForm, formAccepted, FORM_TYPE, isFormPost, mediaTypeOf } from './formPost';
import { PAGE_CSS, PAGE_CSS_PATH, sendPage as sendSitePage, tokenForm } from './pages';
import { readSiteSettings } from '../settings';
import { escapeMarkup } from '../markup';
import {
  CONFIRM_PATH,
  confirmSubscription,
  pendingByToken,
  requestSubscription,
  UNSUBSCRIBE_PATH,
} from './subscriptions';

export { confirmLink, unsubscribeLink } from './subscriptions';

export const JSON_OR_FORM_ONLY =
  "Cette demande n'est acceptée qu'au format JSON (Content-Type: application/json) ou envoyée par le formulaire du site.";

const CSS = 'text/css';
const CSS_TYPE = `${CSS}; charset=utf-8`;
/** The pages reached from an e-mail, their 404 (an expired link) included: HTML, not JSON. */
const PAGE = TextDocument('text/html');

/** The path of the page of this site the form was sent from; '' when unknown or on another site. */
function sourcePage(request: FastifyRequest, publicUrl: string): string {
  return refererPage(request, publicUrl)?.pathname.slice(0, 200) ?? '';
}

/**
 * Before the body is read: the scripts' JSON, or the site's own form sent by the browser (before
 * its scripts run). A form of another site is refused by `refuseCrossSite`, which runs first.
 */
async function jsonOrForm(request: FastifyRequest): Promise<void> {
  const type = mediaTypeOf(request);
  if (type !== undefined && type !== 'application/json' && type !== FORM_TYPE)
    throw new HttpError(415, JSON_OR_FORM_ONLY);
}

/**
 * The newsletter, with double opt-in (see `tables.ts`): the form's request only sends a
 * confirmation e-mail; the address is subscribed once its owner confirms from that e-mail.
 */
export async function newsletterRoutes(
  app: Api,
  { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string },
) {
  const sameSite = refuseCrossSite(publicUrl);

  app.post(
    '/api/newsletter',
    {
      // The body is the address only: anything else is dropped (`additionalProperties: false`).
      // A form post is answered with a redirect to its page (303), refused ones included.
      schema: { body: NewsletterRequest, response: { 202: NewsletterResponse } },
      bodyLimit: 4 * 1024,
      onRequest: [sameSite, jsonOrForm],
      errorHandler: answerRefusedForm(publicUrl),
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw new HttpError(400, "L'adresse e-mail n'est pas valide.");
      const queued = await requestSubscription(db, { email, sourcePage: sourcePage(request, publicUrl), publicUrl });
      if (queued) mailer.notify();
      if (isFormPost(request)) return formAccepted(request, reply, publicUrl);
      // One answer for a new, pending or confirmed address: it must not tell who is subscribed.
      void reply.status(202).header('Cache-Control', 'no-store');
      return { subscribed: true } as const;
    },
  );

  app.get(PAGE_CSS_PATH, { schema: { response: { 200: TextDocument(CSS) } } }, async (_request, reply) =>
    reply.type(CSS_TYPE).header('Cache-Control', 'public, max-age=31536000, immutable').send(PAGE_CSS),
  );

  /** A page of the newsletter's links, written with the association's name and e-mail of the settings. */
  const sendPage = async (
    reply: FastifyReply,
    status: number,
    title: string,
    body: (site: { name: string; email: string }) => string,
  ) => {
    const settings: SiteSettings = await readSiteSettings(db);
    const site = { name: escapeMarkup(settings.name), email: escapeMarkup(settings.email) };
    return sendSitePage(reply, status, title, body(site), settings.name);
  };
  const expiredConfirmation = (site: { email: string }) =>
    `<p>Ce lien de confirmation n'est plus valable : il a expiré ou a déjà servi. Pour vous inscrire, renvoyez le formulaire « Newsletter » en bas de chaque page du site ; pour toute question, écrivez à ${site.email}.</p>`;

  app.get(
    CONFIRM_PATH,
    { schema: { querystring: NewsletterToken, response: { 200: PAGE, 404: PAGE } } },
    async (request, reply) => {
      // Shows the button only: a mail scanner that opens the link confirms nothing.
      const pending = await pendingByToken(db, request.query.token);
      if (!pending) return sendPage(reply, 404, 'Lien expiré', expiredConfirmation);
      return sendPage(
        reply,
        200,
        'Confirmer votre inscription',
        (site) =>
          `<p>Confirmez-vous vouloir recevoir la newsletter de ${site.name} ? Chaque envoi contiendra un lien pour vous désinscrire.</p>` +
          tokenForm(CONFIRM_PATH, request.query.token, 'Confirmer mon inscription'),
      );
    },
  );

  app.post(
    CONFIRM_PATH,
    { schema: { body: NewsletterToken, response: { 200: PAGE, 404: PAGE } }, bodyLimit: 1024, onRequest: sameSite },
    async (request, reply) => {
      const confirmed = await confirmSubscription(db, request.body.token);
      return confirmed
        ? sendPage(
            reply,
            200,
            'Inscription confirmée',
            (site) =>
              `<p>Merci ! Vous recevrez la prochaine newsletter de ${site.name}. Chaque envoi contient un lien pour vous désinscrire.</p>`,
          )
        : sendPage(reply, 404, 'Lien expiré', expiredConfirmation);
    },
  );

  app.get(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: NewsletterToken, response: { 200: PAGE } } },
    async (request, reply) =>
      sendPage(
        reply,
        200,
        'Se désinscrire de la newsletter',
        (site) =>
          `<p>Confirmez-vous ne plus vouloir recevoir la newsletter de ${site.name} ? Votre adresse sera effacée de notre liste.</p>` +
          tokenForm(UNSUBSCRIBE_PATH, request.query.token, 'Confirmer la désinscription'),
      ),
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        body: NewsletterToken,
        // The page, or `{ unsubscribed }` to a client that asks for JSON (Fastify picks the schema
        // by the media type of the answer, without its parameters: `application/json`).
        response: {
          200: { content: { ...PAGE.content, 'application/json': { schema: UnsubscribeAnswer } } },
          404: PAGE,
        },
      },
      bodyLimit: 1024,
      onRequest: sameSite,
    },
    async (request, reply) => {
      // Unsubscribing erases the address, pending or confirmed: nothing is kept about someone who left.
      const result = await db
        .deleteFrom('newsletter_subscriptions')
        .where('unsubscribe_token', '=', request.body.token)
        .executeTakeFirst();
      const removed = Number(result.numDeletedRows) > 0;
      if (request.headers.accept?.includes('application/json')) return { unsubscribed: removed };
      return removed
        ? sendPage(
            reply,
            200,
            'Désinscription confirmée',
            () => '<p>Votre adresse a été effacée : vous ne recevrez plus la newsletter.</p>',
          )
        : sendPage(
            reply,
            404,
            'Lien expiré',
            (site) =>
              `<p>Ce lien de désinscription n'est plus valable : l'adresse a peut-être déjà été retirée. Pour toute question, écrivez à ${site.email}.</p>`,
          );
    },
  );
}
