import {
  PAID_REGISTRATION_UNAVAILABLE,
  REGISTRATION_STATUS_LABELS,
  registrationPagePath,
  type RegistrationStatus,
} from '@wado/shared/contract';
import {
  PublicRegistration,
  RegistrationAnswer,
  RegistrationOffer,
  RegistrationPayment,
  RegistrationRequest,
  RegistrationTokenQuery,
  RegistrationTokenRequest,
  SlugParams,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { idempotencyKey } from '../idempotency';
import type { Mailer } from '../mail';
import { isPublic } from '../media';
import type { CardPayments } from '../payments';
import { cancelByRegistrant } from './places';
import { EVENT_NOT_FOUND, register } from './register';
import {
  countsOf,
  findSettings,
  offerState,
  payableBeforeConfirmation,
  publicRegistrationOf,
  settingsOf,
  type RegistrationRow,
} from './store';

export const REGISTRATION_NOT_FOUND =
  'Cette inscription est introuvable : vérifiez le lien reçu par e-mail, qui doit être recopié en entier.';
const NOT_AWAITING_PAYMENT = (status: RegistrationStatus) =>
  `Cette inscription n’attend pas de paiement : elle est « ${REGISTRATION_STATUS_LABELS[status].toLowerCase()} ».`;
const PAYMENT_TIME_OVER =
  'Le délai de paiement de cette inscription est dépassé : la place n’est plus réservée. Inscrivez-vous à nouveau s’il reste des places.';
export const NO_PLACE_TO_PAY =
  'Il n’y a plus de place libre à payer pour le moment : confirmez votre adresse depuis l’e-mail reçu pour prendre rang sur la liste d’attente.';

/** What HelloAsso shows and where it sends the visitor back: the registration's own page. */
export async function startRegistrationPayment(
  db: Db,
  cardPayments: CardPayments,
  registration: RegistrationRow,
): Promise<{ redirectUrl: string }> {
  const event = await db
    .selectFrom('events')
    .select(['slug', 'title'])
    .where('id', '=', registration.event_id)
    .executeTakeFirstOrThrow();
  const page = registrationPagePath(event.slug, registration.token);
  return cardPayments.start(db, {
    purpose: 'registration',
    reference: registration.reference,
    amountCents: registration.amount_cents,
    itemName: `Inscription : ${event.title}`,
    payer: { firstName: registration.first_name, lastName: registration.last_name, email: registration.email },
    returnPath: page,
    backPath: page,
  });
}

/**
 * The visitors' routes: an event's registrations (`/api/events/{slug}/registration`), registering
 * (`POST /api/events/{slug}/registrations`), and a registration through its link's secret token
 * (seen, paid, cancelled). The token travels in the query (`?token=`, masked in the logs) or the body.
 */
export async function registrationRoutes(
  app: Api,
  { db, mailer, cardPayments }: { db: Db; mailer: Mailer; cardPayments: CardPayments | null },
) {
  const publicUrl = app.publicUrl;
  const now = () => app.clock.now();
  const card = cardPayments !== null;
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  const byToken = async (token: string): Promise<RegistrationRow> => {
    const row = await db.selectFrom('event_registrations').selectAll().where('token', '=', token).executeTakeFirst();
    if (!row) throw new HttpError(404, REGISTRATION_NOT_FOUND);
    return row;
  };

  app.get(
    '/api/events/:event/registration',
    { schema: { params: SlugParams('event'), response: { 200: RegistrationOffer } } },
    async (request) => {
      const at = now();
      const event = await db
        .selectFrom('events')
        .selectAll()
        .where('slug', '=', request.params.event)
        .where(isPublic('events', at))
        .executeTakeFirst();
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
      const settings = await findSettings(db, event.id);
      if (!settings) return { state: 'none' as const };
      const counts = await countsOf(db, event.id);
      const { questions } = settingsOf(settings);
      return {
        state: offerState(event, settings, counts.taken, at, card),
        capacity: settings.capacity,
        placesLeft: Math.max(0, settings.capacity - counts.taken),
        waiting: counts.waiting,
        deadline: settings.deadline,
        priceCents: settings.price_cents,
        memberPriceCents: settings.member_price_cents,
        questions,
      };
    },
  );

  app.post(
    '/api/events/:event/registrations',
    // 201 for a new registration, 200 for a retry of the same request (its registration as it is now).
    {
      bodyLimit: 8 * 1024,
      schema: { params: SlugParams('event'), body: RegistrationRequest, response: { '2xx': RegistrationAnswer } },
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const at = now();
      const { created, registration } = await register(db, request.params.event, request.body, key, {
        now: at,
        publicUrl,
        cardPayments: card,
      });
      mailer.notify();
      if (!created) void reply.header('Idempotent-Replayed', 'true');
      void reply.status(created ? 201 : 200);
      const answer: RegistrationAnswer = {
        registration: await publicRegistrationOf(db, registration, { now: at, cardPayments: card }),
      };
      if (cardPayments && answer.registration.canPay) {
        try {
          answer.payment = await startRegistrationPayment(db, cardPayments, registration);
        } catch (error) {
          // HelloAsso cannot be reached: the registration and its held place are kept, to pay from its link.
          if (!(error instanceof HttpError) || error.statusCode !== 503) throw error;
          answer.paymentProblem = error.message;
        }
      }
      return answer;
    },
  );

  app.get(
    '/api/registration',
    { schema: { querystring: RegistrationTokenQuery, response: { 200: PublicRegistration } } },
    async (request) => publicRegistrationOf(db, await byToken(request.query.token), { now: now(), cardPayments: card }),
  );

  app.post(
    '/api/registration/pay',
    { bodyLimit: 1024, schema: { body: RegistrationTokenRequest, response: { 200: RegistrationPayment } } },
    async (request) => {
      const registration = await byToken(request.body.token);
      const at = now();
      if (registration.status === 'unconfirmed') {
        if (registration.amount_cents === 0) throw new HttpError(409, NOT_AWAITING_PAYMENT('unconfirmed'));
        if (!cardPayments) throw new HttpError(409, PAID_REGISTRATION_UNAVAILABLE);
        if (!(await payableBeforeConfirmation(db, registration, at))) throw new HttpError(409, NO_PLACE_TO_PAY);
        return startRegistrationPayment(db, cardPayments, registration);
      }
      if (registration.status !== 'pending_payment') {
        throw new HttpError(409, NOT_AWAITING_PAYMENT(registration.status as RegistrationStatus));
      }
      if (!cardPayments) throw new HttpError(409, PAID_REGISTRATION_UNAVAILABLE);
      if (registration.hold_until === null || Date.parse(registration.hold_until) <= at.getTime()) {
        throw new HttpError(409, PAYMENT_TIME_OVER);
      }
      return startRegistrationPayment(db, cardPayments, registration);
    },
  );

  app.post(
    '/api/registration/cancel',
    { bodyLimit: 1024, schema: { body: RegistrationTokenRequest, response: { 200: PublicRegistration } } },
    async (request) => {
      const found = await byToken(request.body.token);
      const at = now();
      await cancelByRegistrant(db, found.id, { now: at, publicUrl });
      mailer.notify();
      return publicRegistrationOf(db, await byToken(request.body.token), { now: at, cardPayments: card });
    },
  );
}
