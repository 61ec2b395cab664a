/**
 * One-click unsubscribe (RFC 8058). Every newsletter e-mail carries
 * `List-Unsubscribe: <…/api/newsletter/unsubscribe/one-click?token=…>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: the reader's mail client (Gmail, Apple
 * Mail…) shows its own « Se désinscrire » button and posts `List-Unsubscribe=One-Click` to that
 * address, from its servers: no page, no cookie, no Origin. The token in the address is the proof;
 * the address is erased at once, as by the confirmation page. A mail client that only opens the
 * address gets that confirmation page (a GET never changes anything: link scanners open them).
 */
import { NewsletterToken, OneClickUnsubscribeAnswer, TextDocument } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { escapeMarkup } from '../markup';
import { readSiteSettings } from '../settings';
import { sendPage, tokenForm } from './pages';
import { ONE_CLICK_PATH } from './sending';
import { UNSUBSCRIBE_PATH } from './subscriptions';

export async function oneClickUnsubscribeRoutes(app: Api, { db }: { db: Db }) {
  // RFC 8058 asks senders' clients for multipart/form-data (or urlencoded, parsed by the server):
  // the body says nothing this route needs, it is read (a few bytes at most) and dropped.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  app.post(
    ONE_CLICK_PATH,
    { schema: { querystring: NewsletterToken, response: { 200: OneClickUnsubscribeAnswer } }, bodyLimit: 4 * 1024 },
    async (request, reply) => {
      const result = await db
        .deleteFrom('newsletter_subscriptions')
        .where('unsubscribe_token', '=', request.query.token)
        .executeTakeFirst();
      void reply.header('Cache-Control', 'no-store');
      return { unsubscribed: Number(result.numDeletedRows) > 0 };
    },
  );

  app.get(
    ONE_CLICK_PATH,
    { schema: { querystring: NewsletterToken, response: { 200: TextDocument('text/html') } } },
    async (request, reply) => {
      const { name } = await readSiteSettings(db);
      return sendPage(
        reply,
        200,
        'Se désinscrire de la newsletter',
        `<p>Confirmez-vous ne plus vouloir recevoir la newsletter de ${escapeMarkup(name)} ? Votre adresse sera effacée de notre liste.</p>` +
          tokenForm(UNSUBSCRIBE_PATH, request.query.token, 'Confirmer la désinscription'),
        name,
      );
    },
  );
}
