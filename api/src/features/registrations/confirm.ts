/**
 * The confirmation of a registration by the owner of its address: the link of the e-mail sent when
 * it was made. Only then does it take a place (or, full, a rank on the waiting list): a stranger who
 * types someone else's address, or a hundred `+tag` spellings of one, holds nothing.
 */
import { formatDateAndTime, REGISTRATION_HOLD_MINUTES, registrationPagePath } from '@wado/shared/contract';
import { RegistrationTokenQuery, RegistrationTokenRequest, TextDocument } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import type { Mailer } from '../mail';
import { escapeMarkup } from '../markup';
import { hashToken, sendPage, tokenForm } from '../newsletter';
import { parisDay } from '../paging';
import { refuseCrossSite } from '../security';
import { readSiteSettings } from '../settings';
import { lockEventPlaces, mailRegistrant, type PlaceOptions } from './places';
import { REGISTRATION_CONFIRM_PATH } from './register';
import { countsOf, findSettings, type RegistrationRow } from './store';

/** The registration a confirmation token opens, if it is still waiting for it. */
async function unconfirmedByToken(db: Db, token: string, now: Date): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('event_registrations')
    .selectAll()
    .where('confirm_token_hash', '=', hashToken(token))
    .where('status', '=', 'unconfirmed')
    .where('hold_until', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Confirms the registration of `token`, under the event's lock: a free place goes to it (confirmed
 * for a free event, held `REGISTRATION_HOLD_MINUTES` for its payment otherwise), else the waiting
 * list; closed or finished meanwhile, it ends. Its e-mail is queued. Null for an unknown, used or
 * expired link (nothing written).
 */
export async function confirmRegistration(
  db: Db,
  token: string,
  options: PlaceOptions,
): Promise<RegistrationRow | null> {
  const found = await unconfirmedByToken(db, token, options.now);
  if (!found) return null;
  return db.transaction().execute(async (trx) => {
    await lockEventPlaces(trx, found.event_id);
    const row = await unconfirmedByToken(trx, token, options.now);
    if (!row) return null;
    const at = options.now.toISOString();
    const settings = await findSettings(trx, row.event_id);
    const { end_date: endDate } = await trx
      .selectFrom('events')
      .select('end_date')
      .where('id', '=', row.event_id)
      .executeTakeFirstOrThrow();
    let changes: Pick<RegistrationRow, 'status' | 'hold_until' | 'note'>;
    if (!settings || settings.status === 'closed' || endDate < parisDay(options.now)) {
      changes = {
        status: 'expired',
        hold_until: null,
        note: `Adresse confirmée le ${formatDateAndTime(options.now)}, après la clôture des inscriptions`,
      };
    } else {
      // The waiting list is served first: a freed place goes to it at once (`promoteWaiting`).
      const counts = await countsOf(trx, row.event_id);
      const free = counts.taken < settings.capacity && counts.waiting === 0;
      const holdUntil = new Date(options.now.getTime() + REGISTRATION_HOLD_MINUTES * 60_000).toISOString();
      changes = !free
        ? { status: 'waiting', hold_until: null, note: '' }
        : row.amount_cents > 0
          ? { status: 'pending_payment', hold_until: holdUntil, note: '' }
          : { status: 'confirmed', hold_until: null, note: '' };
    }
    await trx
      .updateTable('event_registrations')
      .set({ ...changes, confirm_token_hash: null, updated_at: at })
      .where('id', '=', row.id)
      .where('status', '=', 'unconfirmed')
      .execute();
    const confirmed = { ...row, ...changes, confirm_token_hash: null, updated_at: at };
    if (changes.status !== 'expired') {
      const mail =
        changes.status === 'confirmed' ? 'confirmed' : changes.status === 'waiting' ? 'waiting' : 'awaiting_payment';
      await mailRegistrant(trx, mail, confirmed, options);
    }
    return confirmed;
  });
}

const PAGE = TextDocument('text/html');

/**
 * `GET /api/registration/confirm?token=`: a page whose button posts the token back (a mail scanner
 * that opens the link confirms nothing); `POST` confirms, and its page says the outcome, with the
 * link to the registration's page. An unknown, used or expired link: a French 404 page.
 */
export async function registrationConfirmRoutes(app: Api, { db, mailer }: { db: Db; mailer: Mailer }) {
  const { publicUrl } = app;
  const page = async (
    reply: Parameters<typeof sendPage>[0],
    status: number,
    title: string,
    body: (site: { email: string }) => string,
  ) => {
    const settings = await readSiteSettings(db);
    return sendPage(reply, status, title, body({ email: escapeMarkup(settings.email) }), settings.name);
  };
  const expired = (reply: Parameters<typeof sendPage>[0]) =>
    page(
      reply,
      404,
      'Lien expiré',
      (site) =>
        `<p>Ce lien de confirmation n’est plus valable : il a expiré, a déjà servi, ou une demande plus récente l’a remplacé. Pour vous inscrire, renvoyez le formulaire de la page de l’événement ; pour toute question, écrivez à ${site.email}.</p>`,
    );

  app.get(
    REGISTRATION_CONFIRM_PATH,
    { schema: { querystring: RegistrationTokenQuery, response: { 200: PAGE, 404: PAGE } } },
    async (request, reply) => {
      const row = await unconfirmedByToken(db, request.query.token, app.clock.now());
      if (!row) return expired(reply);
      const event = await db
        .selectFrom('events')
        .select('title')
        .where('id', '=', row.event_id)
        .executeTakeFirstOrThrow();
      return page(
        reply,
        200,
        'Confirmer votre inscription',
        () =>
          `<p>Confirmez-vous l’inscription de ${escapeMarkup(`${row.first_name} ${row.last_name}`)} à « ${escapeMarkup(event.title)} » ? Une place vous est attribuée s’il en reste, sinon une place sur la liste d’attente.</p>` +
          tokenForm(REGISTRATION_CONFIRM_PATH, request.query.token, 'Confirmer mon inscription'),
      );
    },
  );

  app.post(
    REGISTRATION_CONFIRM_PATH,
    {
      schema: { body: RegistrationTokenRequest, response: { 200: PAGE, 404: PAGE, 409: PAGE } },
      bodyLimit: 1024,
      onRequest: refuseCrossSite(publicUrl),
    },
    async (request, reply) => {
      const row = await confirmRegistration(db, request.body.token, { now: app.clock.now(), publicUrl });
      if (!row) return expired(reply);
      mailer.notify();
      if (row.status === 'expired') {
        return page(
          reply,
          409,
          'Inscriptions closes',
          (site) =>
            `<p>Les inscriptions à cet événement ont été closes avant la confirmation de votre adresse : votre demande n’a pas pu être retenue. Pour toute question, écrivez à ${site.email}.</p>`,
        );
      }
      const event = await db
        .selectFrom('events')
        .select(['slug', 'title'])
        .where('id', '=', row.event_id)
        .executeTakeFirstOrThrow();
      const link = `<p><a href="${escapeMarkup(registrationPagePath(event.slug, row.token))}">Voir mon inscription</a></p>`;
      const title = escapeMarkup(event.title);
      const outcome =
        row.status === 'confirmed'
          ? `<p>Votre inscription à « ${title} » est confirmée : vous recevez un e-mail avec l’événement à ajouter à votre agenda.</p>`
          : row.status === 'pending_payment'
            ? `<p>Une place à « ${title} » vous est réservée pendant ${REGISTRATION_HOLD_MINUTES} minutes : payez-la par carte depuis votre inscription pour la garder.</p>`
            : `<p>« ${title} » est complet : vous êtes sur la liste d’attente, et prévenu(e) par e-mail dès qu’une place se libère pour vous.</p>`;
      return page(reply, 200, 'Adresse confirmée', () => outcome + link);
    },
  );
}
