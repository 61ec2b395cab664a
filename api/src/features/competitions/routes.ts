/**
 * `/api/admin/competition-entries`: the organizers (ACCESS.competitions) open a competition's
 * entries and keep them; a club's managers (ACCESS.competitionEntries, their own clubs only) enter
 * their licensees and pay; the treasury records a transfer. Every write is in the log.
 */
import { ACCESS, COMPETITION_DISCIPLINE_LABELS, formatPrice, holdsRole } from '@wado/shared/contract';
import {
  CategoryPdfParams,
  ClubCompetition,
  ClubCompetitionParams,
  Competition,
  CompetitionEntriesByCategory,
  CompetitionList,
  CompetitionParams,
  CompetitionSettingsInput,
  Done,
  EntryMoveRequest,
  EntryParams,
  EntryPaymentRequest,
  EntryPaymentStarted,
  EntryRefusal,
  EntryRequest,
  EntryResult,
  PdfDocument,
  PendingEntryTransfers,
  PodiumEntryChoices,
  PodiumEntryParams,
  SeasonPaymentParams,
  TextDocument,
} from '@wado/shared/schemas';
import Type from 'typebox';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { recordAudit, requireRoles, signedIn, type SignedInPerson } from '../auth';
import { errorBody, HttpError } from '../errors';
import { keepsClub } from '../licensees';
import type { CardPayments } from '../payments';
import { readSiteSettings } from '../settings';
import { categoryPdf, entriesCsv } from './exports';
import {
  clubCandidates,
  createEntryPayment,
  EntriesRefused,
  enterLicensees,
  listCompetitions,
  markEntryPaymentPaid,
  moveEntry,
  pendingEntryTransfers,
  podiumEntries,
  readCompetition,
  readEntries,
  saveCompetition,
  setCompetitionStatus,
  withdrawEntry,
} from './store';

const BASE = '/api/admin/competition-entries';
const CLUB_NOT_FOUND = 'Ce club est introuvable.';
const CARD_OFF = 'Le paiement par carte n’est pas proposé sur ce site pour le moment : choisissez le virement.';

/** Where a club manager enters her licensees, and where HelloAsso sends her back. */
const clubPagePath = (eventId: number, clubId: number) =>
  `/admin/mf-media/competitions?evenement=${eventId}&club=${clubId}`;

const noStore = async (_request: unknown, reply: { header: (name: string, value: string) => unknown }) => {
  void reply.header('Cache-Control', 'no-store');
};

export async function competitionRoutes(app: Api, { db, cardPayments }: { db: Db; cardPayments: CardPayments | null }) {
  // A card payment of entries, once read back from HelloAsso, pays them.
  cardPayments?.onPaid('competition', async (trx, reference, payment) => {
    await markEntryPaymentPaid(trx, reference, payment.at.toISOString());
  });

  // What both organizers and clubs read: the competitions whose entries are set.
  await app.register(async (readers: Api) => {
    readers.addHook(
      'onRequest',
      requireRoles([...ACCESS.competitions, ...ACCESS.competitionEntries], { publicUrl: app.publicUrl }),
    );
    readers.addHook('onRequest', noStore);
    readers.get(BASE, { schema: { response: { 200: CompetitionList } } }, async (request) => {
      const now = app.clock.now();
      const items = await listCompetitions(db, now);
      // What the organizers' form chooses from: a club's manager has no use for it.
      if (!holdsRole(signedIn(request).roles, ACCESS.competitions)) return { items, seasons: [], events: [] };
      const seasons = await db
        .selectFrom('membership_seasons')
        .select(['id', 'label', 'starts_on as startsOn', 'ends_on as endsOn'])
        .orderBy('starts_on', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const events = await db
        .selectFrom('events')
        .leftJoin('competition_settings', 'competition_settings.event_id', 'events.id')
        .select(['events.id', 'events.title', 'events.start_date as startDate'])
        .where('events.kind', '=', 'competition')
        .where('events.end_date', '>=', now.toISOString().slice(0, 10))
        .where('competition_settings.event_id', 'is', null)
        .orderBy('events.start_date')
        .orderBy('events.id')
        .execute();
      return { items, seasons, events };
    });
  });

  await app.register(async (organizers: Api) => organizerRoutes(organizers, db));
  await app.register(async (clubs: Api) => clubRoutes(clubs, { db, cardPayments }));

  // A club's transfer arrived: the association or the treasurer says so, and its entries are paid.
  await app.register(async (treasury: Api) => {
    treasury.addHook('onRequest', requireRoles(ACCESS.seasonTransfers, { publicUrl: app.publicUrl }));
    treasury.addHook('onRequest', noStore);
    treasury.get(`${BASE}/payments/pending`, { schema: { response: { 200: PendingEntryTransfers } } }, async () => ({
      items: await pendingEntryTransfers(db),
    }));
    treasury.post(
      `${BASE}/payments/:reference/received`,
      { schema: { params: SeasonPaymentParams, response: { 200: Done } } },
      async (request) => {
        const person = signedIn(request);
        const now = app.clock.now();
        const payment = await db
          .selectFrom('competition_payments')
          .select(['reference', 'method', 'status', 'total_cents', 'club_id', 'event_id'])
          .where('reference', '=', request.params.reference)
          .executeTakeFirst();
        if (!payment) throw new HttpError(404, 'Ce paiement est introuvable : vérifiez sa référence.');
        if (payment.method !== 'transfer')
          throw new HttpError(409, 'Ce paiement est par carte : HelloAsso le confirme lui-même.');
        if (payment.status === 'cancelled')
          throw new HttpError(409, 'Ce paiement a été remplacé par un plus récent du club : enregistrez celui-là.');
        await db.transaction().execute(async (trx) => {
          if (!(await markEntryPaymentPaid(trx, payment.reference, now.toISOString())))
            throw new HttpError(409, 'Ce paiement est déjà enregistré.');
          await recordAudit(
            trx,
            person,
            {
              action: 'update',
              kind: 'competition-payment',
              recordId: payment.reference,
              before: { status: payment.status },
              after: {
                status: 'paid',
                amount: formatPrice(payment.total_cents),
                club: payment.club_id,
                event: payment.event_id,
              },
            },
            now,
          );
        });
        return { message: `Virement ${payment.reference} enregistré : les inscriptions qu’il couvre sont payées.` };
      },
    );
  });
}

async function organizerRoutes(app: Api, db: Db) {
  app.addHook('onRequest', requireRoles(ACCESS.competitions, { publicUrl: app.publicUrl }));
  app.addHook('onRequest', noStore);

  // The podiums of results linked to a competition's event are chosen among its paid entries.
  app.get(
    `${BASE}/results/:competitionId`,
    { schema: { params: PodiumEntryParams, response: { 200: PodiumEntryChoices } } },
    async (request) => ({ items: await podiumEntries(db, request.params.competitionId) }),
  );

  app.put(
    `${BASE}/:eventId`,
    {
      bodyLimit: 128 * 1024,
      schema: { params: CompetitionParams, body: CompetitionSettingsInput, response: { 200: Competition } },
    },
    async (request) => {
      const person = signedIn(request);
      const now = app.clock.now();
      const { eventId } = request.params;
      const saved = await saveCompetition(db, eventId, request.body, now);
      const competition = await readCompetition(db, eventId, now);
      await recordAudit(
        db,
        person,
        {
          action: saved.created ? 'open' : 'update',
          kind: 'competition-entries',
          recordId: eventId,
          before: saved.before,
          after: {
            name: competition.title,
            season: competition.seasonLabel,
            deadline: competition.deadline,
            fee: formatPrice(competition.feeCents),
            categories: competition.categories.map((category) => category.label),
          },
        },
        now,
      );
      return competition;
    },
  );

  for (const [action, status] of [
    ['close', 'closed'],
    ['open', 'open'],
  ] as const) {
    app.post(
      `${BASE}/:eventId/${action}`,
      { schema: { params: CompetitionParams, response: { 200: Competition } } },
      async (request) => {
        const now = app.clock.now();
        await setCompetitionStatus(db, request.params.eventId, status, now);
        await recordAudit(
          db,
          signedIn(request),
          {
            action: 'update',
            kind: 'competition-entries',
            recordId: request.params.eventId,
            before: null,
            after: { status },
          },
          now,
        );
        return readCompetition(db, request.params.eventId, now);
      },
    );
  }

  app.get(
    `${BASE}/:eventId`,
    { schema: { params: CompetitionParams, response: { 200: CompetitionEntriesByCategory } } },
    async (request) => {
      const competition = await readCompetition(db, request.params.eventId, app.clock.now());
      const entries = await readEntries(db, competition.eventId);
      return {
        competition,
        categories: competition.categories.map((category) => ({
          category,
          entries: entries.filter((entry) => entry.categoryId === category.id),
        })),
      };
    },
  );

  app.post(
    `${BASE}/entries/:entryId/move`,
    { bodyLimit: 4096, schema: { params: EntryParams, body: EntryMoveRequest, response: { 200: Done } } },
    async (request) => {
      const person = signedIn(request);
      const now = app.clock.now();
      const moved = await moveEntry(db, {
        entryId: request.params.entryId,
        categoryId: request.body.categoryId,
        reason: request.body.reason,
        person,
        now,
      });
      await recordAudit(
        db,
        person,
        {
          action: 'update',
          kind: 'competition-entry',
          recordId: request.params.entryId,
          before: { name: moved.name, category: moved.from },
          after: { name: moved.name, category: moved.to, reason: request.body.reason },
        },
        now,
      );
      return { message: `${moved.name} passe de « ${moved.from} » à « ${moved.to} ».` };
    },
  );

  app.get(
    `${BASE}/:eventId/entries.csv`,
    { schema: { params: CompetitionParams, response: { 200: TextDocument('text/csv') } } },
    async (request, reply) => {
      const competition = await readCompetition(db, request.params.eventId, app.clock.now());
      const csv = entriesCsv(await readEntries(db, competition.eventId));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="inscrits-${competition.eventId}.csv"`)
        .send(csv);
    },
  );

  app.get(
    `${BASE}/:eventId/categories/:categoryId/liste.pdf`,
    { schema: { params: CategoryPdfParams, response: { 200: PdfDocument } } },
    async (request, reply) => {
      const now = app.clock.now();
      const competition = await readCompetition(db, request.params.eventId, now);
      const category = competition.categories.find((candidate) => candidate.id === request.params.categoryId);
      if (!category) throw new HttpError(404, 'Cette catégorie n’appartient pas à cette compétition.');
      const entries = await readEntries(db, competition.eventId, { categoryId: category.id });
      const settings = await readSiteSettings(db);
      const pdf = await categoryPdf(competition, category, entries, settings.name, now);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="categorie-${category.id}.pdf"`)
        .send(pdf);
    },
  );
}

async function clubRoutes(app: Api, { db, cardPayments }: { db: Db; cardPayments: CardPayments | null }) {
  app.addHook('onRequest', requireRoles(ACCESS.competitionEntries, { publicUrl: app.publicUrl }));
  app.addHook('onRequest', noStore);

  /** A club the person does not keep is as absent as one that does not exist. */
  async function clubFor(person: SignedInPerson, clubId: number) {
    const club = keepsClub(person, clubId)
      ? await db.selectFrom('clubs').select(['id', 'name']).where('id', '=', clubId).executeTakeFirst()
      : undefined;
    if (!club) throw new HttpError(404, CLUB_NOT_FOUND);
    return club;
  }

  app.get(
    `${BASE}/:eventId/clubs/:clubId`,
    { schema: { params: ClubCompetitionParams, response: { 200: ClubCompetition } } },
    async (request) => {
      const club = await clubFor(signedIn(request), request.params.clubId);
      const competition = await readCompetition(db, request.params.eventId, app.clock.now());
      const entries = await readEntries(db, competition.eventId, { clubId: club.id });
      const due = await db
        .selectFrom('competition_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('fee_cents'), eb.lit(0)).as('cents'))
        .where('event_id', '=', competition.eventId)
        .where('club_id', '=', club.id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return {
        competition,
        clubId: club.id,
        clubName: club.name,
        candidates: await clubCandidates(db, competition, club.id),
        entries,
        dueCents: Number(due.cents),
      };
    },
  );

  app.post(
    `${BASE}/:eventId/clubs/:clubId/entries`,
    {
      bodyLimit: 64 * 1024,
      schema: {
        params: ClubCompetitionParams,
        body: EntryRequest,
        response: { 201: EntryResult, 400: EntryRefusal },
      },
    },
    async (request, reply) => {
      const person = signedIn(request);
      const club = await clubFor(person, request.params.clubId);
      const now = app.clock.now();
      let ids: number[];
      try {
        ids = await enterLicensees(db, {
          eventId: request.params.eventId,
          club,
          entries: request.body.entries,
          person,
          now,
        });
      } catch (error) {
        if (!(error instanceof EntriesRefused)) throw error;
        const count = error.refused.length;
        return reply.status(400).send({
          ...errorBody(
            400,
            `${count === 1 ? 'Une inscription est refusée' : `${count} inscriptions sont refusées`} : rien n’a été enregistré. Retirez-les ou corrigez-les, puis envoyez de nouveau.`,
          ),
          refused: error.refused,
        });
      }
      const entered = await readEntries(db, request.params.eventId, { ids });
      await recordAudit(
        db,
        person,
        {
          action: 'create',
          kind: 'competition-entry',
          recordId: ids.join(','),
          before: null,
          after: {
            name: `${club.name} : ${entered.length} inscrit${entered.length > 1 ? 's' : ''}`,
            club: club.name,
            entries: entered.map(
              (entry) =>
                `${entry.lastName} ${entry.firstName} : ${COMPETITION_DISCIPLINE_LABELS[entry.discipline]}, ${entry.categoryLabel}`,
            ),
          },
        },
        now,
      );
      return reply.status(201).send({
        entered,
        message:
          entered.length === 1
            ? `${entered[0]!.firstName} ${entered[0]!.lastName} est inscrit(e) en ${entered[0]!.categoryLabel}.`
            : `${entered.length} inscriptions enregistrées. Réglez-les pour les confirmer.`,
      });
    },
  );

  app.post(
    `${BASE}/:eventId/clubs/:clubId/entries/:entryId/withdraw`,
    { schema: { params: Type.Intersect([ClubCompetitionParams, EntryParams]), response: { 200: Done } } },
    async (request) => {
      const person = signedIn(request);
      const club = await clubFor(person, request.params.clubId);
      const now = app.clock.now();
      const withdrawn = await withdrawEntry(db, request.params.eventId, club.id, request.params.entryId, now);
      await recordAudit(
        db,
        person,
        {
          action: 'cancel',
          kind: 'competition-entry',
          recordId: request.params.entryId,
          before: { status: 'pending' },
          after: { name: withdrawn.name, status: 'withdrawn', club: club.name },
        },
        now,
      );
      return { message: `Inscription retirée : ${withdrawn.name}.` };
    },
  );

  app.post(
    `${BASE}/:eventId/clubs/:clubId/payments`,
    {
      bodyLimit: 1024,
      schema: { params: ClubCompetitionParams, body: EntryPaymentRequest, response: { 201: EntryPaymentStarted } },
    },
    async (request, reply) => {
      const person = signedIn(request);
      const club = await clubFor(person, request.params.clubId);
      const { method } = request.body;
      if (method === 'card' && !cardPayments) throw new HttpError(400, CARD_OFF);
      const now = app.clock.now();
      const payment = await createEntryPayment(db, { eventId: request.params.eventId, club, method, person, now });
      await recordAudit(
        db,
        person,
        {
          action: 'create',
          kind: 'competition-payment',
          recordId: payment.reference,
          before: null,
          after: {
            name: `${payment.reference} (${club.name})`,
            club: club.name,
            method,
            amount: formatPrice(payment.totalCents),
            entries: payment.count,
          },
        },
        now,
      );
      const amount = formatPrice(payment.totalCents);
      if (method === 'card') {
        const page = clubPagePath(request.params.eventId, club.id);
        const { redirectUrl } = await cardPayments!.start(db, {
          purpose: 'competition',
          reference: payment.reference,
          amountCents: payment.totalCents,
          itemName: `Inscriptions à ${payment.title} : ${club.name}`,
          payer: { firstName: 'Club', lastName: club.name, email: person.email },
          returnPath: page,
          backPath: page,
        });
        return reply.status(201).send({
          reference: payment.reference,
          totalCents: payment.totalCents,
          redirectUrl,
          message: `Paiement de ${amount} par carte : la page de HelloAsso s’ouvre.`,
        });
      }
      const settings = await readSiteSettings(db);
      return reply.status(201).send({
        reference: payment.reference,
        totalCents: payment.totalCents,
        redirectUrl: null,
        message: `Virement de ${amount} à faire à ${settings.accountHolder} (IBAN ${settings.iban}, BIC ${settings.bic}) en indiquant la référence ${payment.reference}. Les inscriptions sont confirmées dès que l’association l’a reçu.`,
      });
    },
  );
}
