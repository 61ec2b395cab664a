import {
  REGISTRATION_STATUS_LABELS,
  type AdminEventRegistrations,
  type RegistrationStatus,
  ACCESS,
} from '@wado/shared/contract';
import {
  AdminEventRegistrations as AdminEventRegistrationsSchema,
  AdminRegistrationEventParams,
  AdminRegistrationEvents,
  AdminRegistrationEventsQuery,
  RegistrationReferenceParams,
  RegistrationSettingsInput,
  TextDocument,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { recordAudit, requireRoles, signedIn } from '../auth';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import type { Mailer } from '../mail';
import { pageOfQuery, parisDay } from '../paging';
import { registrantsCsv } from './csv';
import { cancelRegistration, lockEventPlaces, promoteWaiting } from './places';
import {
  adminRegistrationOf,
  countsOf,
  findSettings,
  settingsOf,
  waitingRanks,
  type EventRow,
  type Reader,
} from './store';

const EVENT_NOT_FOUND = 'Cet événement est introuvable.';
const REGISTRATION_NOT_FOUND = 'Cette inscription est introuvable.';
const NOT_OPENED = 'Les inscriptions de cet événement n’ont pas été ouvertes.';
const ALREADY_CLOSED = 'Les inscriptions de cet événement sont déjà closes.';
const DEADLINE_AFTER_EVENT = 'La date limite d’inscription doit précéder la fin de l’événement.';
const MEMBER_PRICE_ABOVE = 'Le tarif licencié ne peut pas dépasser le tarif non licencié.';
const capacityBelowTaken = (taken: number) =>
  `La capacité ne peut pas être inférieure aux ${taken} places déjà prises : annulez d’abord des inscriptions.`;

type EventColumns = Pick<EventRow, 'id' | 'slug' | 'title' | 'start_date' | 'end_date' | 'status' | 'publish_at'>;
const EVENT_COLUMNS = ['id', 'slug', 'title', 'start_date', 'end_date', 'status', 'publish_at'] as const;

const eventOf = (row: EventColumns, now: Date) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  startDate: row.start_date,
  endDate: row.end_date,
  public: row.status === 'published' && row.publish_at !== null && row.publish_at <= now.toISOString(),
});

/** An event's registrations as the organizers' screen shows them. */
async function eventRegistrations(
  db: Reader,
  eventId: number,
  { now, cardPayments }: { now: Date; cardPayments: boolean },
): Promise<AdminEventRegistrations> {
  const event = await db.selectFrom('events').select(EVENT_COLUMNS).where('id', '=', eventId).executeTakeFirst();
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  const settings = await findSettings(db, eventId);
  const rows = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const ranks = await waitingRanks(db, eventId);
  return {
    event: eventOf(event, now),
    settings: settings ? settingsOf(settings) : null,
    counts: await countsOf(db, eventId),
    cardPayments,
    registrants: rows.map((row) => adminRegistrationOf(row, ranks)),
  };
}

/**
 * The organizers' routes (role `media`, the events' team): the events and their registrations,
 * opening and changing them, closing them, cancelling a registration, the CSV export. Every write
 * is one transaction under the event's lock, with its line in the audit log.
 */
export async function adminRegistrationRoutes(
  app: Api,
  { db, mailer, cardPayments }: { db: Db; mailer: Mailer; cardPayments: boolean },
) {
  const publicUrl = app.publicUrl;
  const now = () => app.clock.now();
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(ACCESS.media, { publicUrl }));

  app.get(
    '/api/admin/event-registrations',
    { schema: { querystring: AdminRegistrationEventsQuery, response: { 200: AdminRegistrationEvents } } },
    async (request) => {
      const { period, ...paging } = request.query;
      const at = now();
      const upcoming = period === 'upcoming';
      const direction = upcoming ? 'asc' : 'desc';
      const filtered = db.selectFrom('events').where('end_date', upcoming ? '>=' : '<', parisDay(at));
      return pageOfQuery(
        filtered,
        paging,
        (events) => events.select(EVENT_COLUMNS).orderBy('start_date', direction).orderBy('id', direction),
        async (rows) =>
          Promise.all(
            rows.map(async (row) => {
              const settings = await findSettings(db, row.id);
              const counts = settings ? await countsOf(db, row.id) : null;
              return {
                ...eventOf(row, at),
                registrations:
                  settings && counts
                    ? {
                        status: settingsOf(settings).status,
                        capacity: settings.capacity,
                        deadline: settings.deadline,
                        taken: counts.taken,
                        waiting: counts.waiting,
                      }
                    : null,
              };
            }),
          ),
      );
    },
  );

  const one = '/api/admin/event-registrations/:id';
  app.get(
    one,
    { schema: { params: AdminRegistrationEventParams, response: { 200: AdminEventRegistrationsSchema } } },
    async (request) => eventRegistrations(db, request.params.id, { now: now(), cardPayments }),
  );

  app.get(
    `${one}/registrants.csv`,
    { schema: { params: AdminRegistrationEventParams, response: { 200: TextDocument('text/csv') } } },
    async (request, reply) => {
      const { event, registrants } = await eventRegistrations(db, request.params.id, { now: now(), cardPayments });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="inscriptions-${event.slug}.csv"`)
        .send(registrantsCsv(registrants));
    },
  );

  app.put(
    one,
    {
      bodyLimit: 4 * 1024,
      schema: {
        params: AdminRegistrationEventParams,
        body: RegistrationSettingsInput,
        response: { 200: AdminEventRegistrationsSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const at = now();
      const deadline = new Date(input.deadline);
      if (Number.isNaN(deadline.getTime())) throw new HttpError(400, 'La date limite d’inscription n’est pas valide.');
      if (input.memberPriceCents > input.priceCents) throw new HttpError(400, MEMBER_PRICE_ABOVE);
      await db.transaction().execute(async (trx) => {
        const event = await trx.selectFrom('events').select(['id', 'end_date']).where('id', '=', id).executeTakeFirst();
        if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
        if (parisDay(deadline) > event.end_date) throw new HttpError(400, DEADLINE_AFTER_EVENT);
        await lockEventPlaces(trx, id);
        const existing = await findSettings(trx, id);
        const { taken } = await countsOf(trx, id);
        if (input.capacity < taken) throw new HttpError(409, capacityBelowTaken(taken));
        const columns = {
          status: 'open',
          capacity: input.capacity,
          deadline: deadline.toISOString(),
          price_cents: input.priceCents,
          member_price_cents: input.memberPriceCents,
          ask_licence: input.questions.licence ? 1 : 0,
          ask_club: input.questions.club ? 1 : 0,
          ask_grade: input.questions.grade ? 1 : 0,
          ask_category: input.questions.category ? 1 : 0,
          updated_at: at.toISOString(),
        };
        if (existing) {
          await trx.updateTable('event_registration_settings').set(columns).where('event_id', '=', id).execute();
        } else {
          await trx
            .insertInto('event_registration_settings')
            .values({ event_id: id, ...columns, created_at: at.toISOString() })
            .execute();
        }
        // Their deadline is the event's only one (the event editor refuses another).
        await trx.updateTable('events').set({ registration_deadline: null }).where('id', '=', id).execute();
        const saved = (await findSettings(trx, id))!;
        await recordAudit(
          trx,
          signedIn(request),
          {
            action: existing && existing.status === 'open' ? 'update' : 'open',
            kind: 'event-registrations',
            recordId: id,
            before: existing ? settingsOf(existing) : null,
            after: settingsOf(saved),
          },
          at,
        );
        // More places: the waiting list gets them at once.
        await promoteWaiting(trx, id, { now: at, publicUrl });
      });
      mailer.notify();
      return eventRegistrations(db, id, { now: at, cardPayments });
    },
  );

  app.post(
    `${one}/close`,
    { schema: { params: AdminRegistrationEventParams, response: { 200: AdminEventRegistrationsSchema } } },
    async (request) => {
      const { id } = request.params;
      const at = now();
      await db.transaction().execute(async (trx) => {
        const event = await trx.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst();
        if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
        await lockEventPlaces(trx, id);
        const existing = await findSettings(trx, id);
        if (!existing) throw new HttpError(409, NOT_OPENED);
        if (existing.status === 'closed') throw new HttpError(409, ALREADY_CLOSED);
        await trx
          .updateTable('event_registration_settings')
          .set({ status: 'closed', updated_at: at.toISOString() })
          .where('event_id', '=', id)
          .execute();
        await recordAudit(
          trx,
          signedIn(request),
          {
            action: 'close',
            kind: 'event-registrations',
            recordId: id,
            before: settingsOf(existing),
            after: settingsOf({ ...existing, status: 'closed', updated_at: at.toISOString() }),
          },
          at,
        );
      });
      return eventRegistrations(db, id, { now: at, cardPayments });
    },
  );

  app.post(
    '/api/admin/registrations/:reference/cancel',
    { schema: { params: RegistrationReferenceParams, response: { 200: AdminEventRegistrationsSchema } } },
    async (request) => {
      const { reference } = request.params;
      const at = now();
      const found = await db
        .selectFrom('event_registrations')
        .select('event_id')
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!found) throw new HttpError(404, REGISTRATION_NOT_FOUND);
      await db.transaction().execute(async (trx) => {
        await lockEventPlaces(trx, found.event_id);
        const row = await trx
          .selectFrom('event_registrations')
          .selectAll()
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow();
        if (!(await cancelRegistration(trx, row, 'organizer', { now: at, publicUrl }))) {
          throw new HttpError(
            409,
            `Cette inscription ne peut plus être annulée : elle est « ${REGISTRATION_STATUS_LABELS[row.status as RegistrationStatus].toLowerCase()} ».`,
          );
        }
        await recordAudit(
          trx,
          signedIn(request),
          {
            action: 'cancel',
            kind: 'registration',
            recordId: reference,
            before: { status: row.status },
            after: { status: 'cancelled' },
          },
          at,
        );
      });
      mailer.notify();
      return eventRegistrations(db, found.event_id, { now: at, cardPayments });
    },
  );
}
