/**
 * What a club does with its licensees besides editing them: ask for their licences of a season
 * (a new licensee, or last season's renewed in one action) and export the list for a spreadsheet.
 * The club's managers for their clubs only, the association for any club; both written to the log.
 */
import {
  ACCESS,
  CLUB_DISCIPLINE_LABELS,
  formatPrice,
  LICENCE_STATUS_LABELS,
  LICENSEE_IMPORT_COLUMNS,
  LICENSEE_IMPORT_MAX_BYTES,
  LICENSEE_SEX_LABELS,
} from '@wado/shared/contract';
import {
  Done,
  LicenceRequest,
  LicenceRequestResult,
  LicenceSeasons,
  LicenseeImportRequest,
  LicenseeImportResult,
  LicenseeExportQuery,
  PendingSeasonTransfers,
  SeasonAccount,
  SeasonAccountQuery,
  SeasonOverview,
  SeasonOverviewQuery,
  SeasonPaymentParams,
  SeasonPaymentRequest,
  SeasonPaymentStarted,
  TextDocument,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { recordAudit, requireRoles, signedIn } from '../auth';
import { HttpError } from '../errors';
import { csvDocument, euros } from '../exports';
import { seasonOverview } from './overview';
import { importLicensees } from './import';
import { isUniqueViolation } from '../../db/dialect';
import type { CardPayments } from '../payments';
import { readSiteSettings } from '../settings';
import { keepsClub } from './admin';
import { createSeasonPayment, markSeasonPaid, pendingSeasonTransfers, seasonAccount } from './payments';
import { applyLicenseeRetention } from './retention';
import { sendSeasonReminders } from './reminders';
import type { Mailer } from '../mail';
import { createPeriodicJob } from '../jobs';

/** How often the server erases what it no longer needs to keep of licensees. */
const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** How often the server looks for renewal reminders to send (each is sent once). */
const REMINDERS_INTERVAL_MS = 60 * 60 * 1000;

/** Where a club manager pays her club's season, and where HelloAsso sends her back. */
const seasonPagePath = (clubId: number, seasonId: number) =>
  `/admin/mf-association/licencies?club=${clubId}&saison=${seasonId}`;

const CARD_OFF = 'Le paiement par carte n’est pas proposé sur ce site pour le moment : choisissez le virement.';
const PAYMENT_NOT_FOUND = 'Ce paiement est introuvable : vérifiez sa référence.';

/** A club the person does not keep is as absent as one that does not exist. */
const CLUB_NOT_FOUND = 'Ce club est introuvable.';
const SEASON_NOT_FOUND = 'Cette saison est introuvable : rechargez la page.';

/** « 05/03/2014 »: a birth day as French Excel reads a date. */
const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export async function licenseeRoutes(
  app: Api,
  {
    db,
    publicUrl,
    cardPayments,
    mailer,
  }: { db: Db; publicUrl: string; cardPayments: CardPayments | null; mailer: Mailer },
) {
  const retention = createPeriodicJob({
    name: 'licenciés : durée de conservation',
    intervalMs: RETENTION_INTERVAL_MS,
    run: () => applyLicenseeRetention(db, app.clock.now()),
    fallback: { anonymised: [], deleted: [] },
    log: app.log,
  });
  const reminders = createPeriodicJob({
    name: 'licenciés : rappels de renouvellement',
    intervalMs: REMINDERS_INTERVAL_MS,
    run: async () => {
      const sent = await sendSeasonReminders(db, app.clock.now(), publicUrl);
      if (sent.length > 0) mailer.notify();
      return sent;
    },
    fallback: [],
    log: app.log,
  });
  app.addHook('onReady', async () => {
    await retention.start();
    await reminders.start();
  });
  app.addHook('onClose', async () => {
    await retention.stop();
    await reminders.stop();
  });

  // A card payment of a season, once read back from HelloAsso, issues its licences.
  cardPayments?.onPaid('season', async (trx, reference, payment) => {
    await markSeasonPaid(trx, reference, payment.at);
  });

  // A transfer arrived: the association or the treasurer says so, and the licences are issued.
  await app.register(async (treasury: Api) => {
    treasury.addHook('onRequest', requireRoles(ACCESS.seasonTransfers, { publicUrl }));
    treasury.get(
      '/api/admin/licensees/payments/pending',
      { schema: { response: { 200: PendingSeasonTransfers } } },
      async (_request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return { items: await pendingSeasonTransfers(db) };
      },
    );
    treasury.post(
      '/api/admin/licensees/payments/:reference/received',
      { schema: { params: SeasonPaymentParams, response: { 200: Done } } },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        const person = signedIn(request);
        const now = app.clock.now();
        const payment = await db
          .selectFrom('season_payments')
          .innerJoin('clubs', 'clubs.id', 'season_payments.club_id')
          .select(['season_payments.status', 'season_payments.total_cents', 'clubs.id as club_id', 'clubs.name'])
          .where('season_payments.reference', '=', request.params.reference)
          .executeTakeFirst();
        if (!payment) throw new HttpError(404, PAYMENT_NOT_FOUND);
        if (payment.status !== 'pending') {
          throw new HttpError(
            409,
            payment.status === 'paid'
              ? 'Ce paiement est déjà enregistré.'
              : 'Ce paiement a été remplacé par un plus récent : enregistrez celui-là.',
          );
        }
        await db.transaction().execute(async (trx) => {
          if (!(await markSeasonPaid(trx, request.params.reference, now))) {
            throw new HttpError(409, 'Ce paiement est déjà enregistré.');
          }
          await recordAudit(
            trx,
            person,
            {
              action: 'season-paid',
              kind: 'club-licensees',
              recordId: String(payment.club_id),
              before: null,
              after: { name: payment.name, reference: request.params.reference, totalCents: payment.total_cents },
            },
            now,
          );
        });
        return { message: `Virement enregistré : les licences de ce paiement sont délivrées, avec leur numéro.` };
      },
    );
  });

  // Every club's season at a glance: the association's.
  await app.register(async (association: Api) => {
    association.addHook('onRequest', requireRoles(ACCESS.association, { publicUrl }));
    association.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    association.get(
      '/api/admin/licensees/overview',
      { schema: { querystring: SeasonOverviewQuery, response: { 200: SeasonOverview } } },
      async (request) => seasonOverview(db, request.query.season),
    );
    association.get(
      '/api/admin/licensees/overview.csv',
      { schema: { querystring: SeasonOverviewQuery, response: { 200: TextDocument('text/csv') } } },
      async (request, reply) => {
        const overview = await seasonOverview(db, request.query.season);
        const csv = csvDocument(
          [
            'Club',
            'Commune',
            'Responsables',
            'Affilié',
            'Licences demandées',
            'Licences délivrées',
            'Paiements en attente',
            'Payé',
          ],
          overview.clubs.map((club) => [
            club.name,
            club.city,
            club.managers,
            club.affiliated ? 'oui' : 'non',
            club.requested,
            club.issued,
            club.pendingPayments,
            euros(club.paidCents),
          ]),
        );
        await recordAudit(
          db,
          signedIn(request),
          {
            action: 'export',
            kind: 'club-licensees',
            recordId: 'tous',
            before: null,
            after: { name: 'tous les clubs', season: overview.season.label, count: overview.clubs.length },
          },
          app.clock.now(),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="saison-des-clubs-${overview.season.id}.csv"`)
          .send(csv);
      },
    );
  });

  // The clubs' own routes, in a context of their own: the hook above must not reach the treasury's.
  await app.register(async (clubs: Api) => clubRoutes(clubs, { db, cardPayments }));
}

/** The routes of the clubs' managers and the association: seasons, account, payment, licences, export. */
async function clubRoutes(app: Api, { db, cardPayments }: { db: Db; cardPayments: CardPayments | null }) {
  app.addHook('onRequest', requireRoles(ACCESS.licensees, { publicUrl: app.publicUrl }));
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  async function clubFor(person: Parameters<typeof keepsClub>[0], clubId: number) {
    const club = keepsClub(person, clubId)
      ? await db.selectFrom('clubs').select(['id', 'name']).where('id', '=', clubId).executeTakeFirst()
      : undefined;
    if (!club) throw new HttpError(404, CLUB_NOT_FOUND);
    return club;
  }

  app.get('/api/admin/licensees/seasons', { schema: { response: { 200: LicenceSeasons } } }, async () => {
    const today = app.clock.now().toISOString().slice(0, 10);
    const columns = ['id', 'label', 'starts_on as startsOn', 'ends_on as endsOn'] as const;
    const open = await db
      .selectFrom('membership_seasons')
      .select(columns)
      .where('ends_on', '>=', today)
      .orderBy('starts_on')
      .execute();
    const previous = await db
      .selectFrom('membership_seasons')
      .select(columns)
      .where('ends_on', '<', today)
      .orderBy('ends_on', 'desc')
      .executeTakeFirst();
    return { open, previous: previous ?? null };
  });

  app.get(
    '/api/admin/licensees/account',
    { schema: { querystring: SeasonAccountQuery, response: { 200: SeasonAccount } } },
    async (request) => {
      const club = await clubFor(signedIn(request), request.query.club);
      return seasonAccount(db, club, request.query.season);
    },
  );

  app.post(
    '/api/admin/licensees/payments',
    { bodyLimit: 1024, schema: { body: SeasonPaymentRequest, response: { 201: SeasonPaymentStarted } } },
    async (request, reply) => {
      const person = signedIn(request);
      const { clubId, seasonId, method } = request.body;
      const club = await clubFor(person, clubId);
      if (method === 'card' && !cardPayments) throw new HttpError(400, CARD_OFF);
      const payment = await createSeasonPayment(db, { club, seasonId, method, person, now: app.clock.now() });
      const amount = formatPrice(payment.totalCents);
      if (method === 'card') {
        const page = seasonPagePath(club.id, seasonId);
        const { redirectUrl } = await cardPayments!.start(db, {
          purpose: 'season',
          reference: payment.reference,
          amountCents: payment.totalCents,
          itemName: `Saison ${payment.seasonLabel} : ${club.name}`,
          payer: { firstName: 'Club', lastName: club.name, email: person.email },
          returnPath: page,
          backPath: page,
        });
        return reply.status(201).send({
          ...payment,
          redirectUrl,
          message: `Paiement de ${amount} par carte : la page de HelloAsso s’ouvre.`,
        });
      }
      const settings = await readSiteSettings(db);
      return reply.status(201).send({
        ...payment,
        redirectUrl: null,
        message: `Virement de ${amount} à faire à ${settings.accountHolder} (IBAN ${settings.iban}, BIC ${settings.bic}) en indiquant la référence ${payment.reference}. Les licences sont délivrées, avec leur numéro, dès que l’association l’a reçu.`,
      });
    },
  );

  app.post(
    '/api/admin/licensees/import',
    {
      bodyLimit: 2 * LICENSEE_IMPORT_MAX_BYTES,
      schema: { body: LicenseeImportRequest, response: { 200: LicenseeImportResult } },
    },
    async (request) => {
      const person = signedIn(request);
      const club = await clubFor(person, request.body.clubId);
      return importLicensees(db, {
        club,
        csv: request.body.csv,
        confirm: request.body.confirm,
        person,
        now: app.clock.now(),
      });
    },
  );

  app.post(
    '/api/admin/licensees/licences',
    { bodyLimit: 64 * 1024, schema: { body: LicenceRequest, response: { 200: LicenceRequestResult } } },
    async (request) => {
      const person = signedIn(request);
      const { clubId, seasonId, licenseeIds } = request.body;
      const club = await clubFor(person, clubId);
      const now = app.clock.now();
      const today = now.toISOString().slice(0, 10);
      const season = await db
        .selectFrom('membership_seasons')
        .select(['id', 'label', 'ends_on'])
        .where('id', '=', seasonId)
        .executeTakeFirst();
      if (!season) throw new HttpError(404, SEASON_NOT_FOUND);
      if (season.ends_on < today) {
        throw new HttpError(
          400,
          `La saison ${season.label} est terminée : demandez les licences de la saison en cours.`,
        );
      }
      try {
        return await db.transaction().execute(async (trx) => {
          const members = await trx
            .selectFrom('licensees')
            .select('id')
            .where('club_id', '=', clubId)
            .where('id', 'in', licenseeIds)
            .where('anonymised_at', 'is', null)
            .execute();
          if (members.length !== licenseeIds.length) {
            throw new HttpError(
              400,
              `${licenseeIds.length - members.length === 1 ? 'Un des licenciés choisis n’est' : 'Des licenciés choisis ne sont'} pas dans la liste du club ${club.name} : rechargez la page.`,
            );
          }
          const existing = await trx
            .selectFrom('licences')
            .select('licensee_id')
            .where('season_id', '=', seasonId)
            .where('licensee_id', 'in', licenseeIds)
            .execute();
          const already = new Set(existing.map((licence) => licence.licensee_id));
          const asked = licenseeIds.filter((id) => !already.has(id));
          if (asked.length > 0) {
            await trx
              .insertInto('licences')
              .values(
                asked.map((licenseeId) => ({
                  licensee_id: licenseeId,
                  club_id: clubId,
                  season_id: seasonId,
                  status: 'requested',
                  number: null,
                  requested_at: now.toISOString(),
                  issued_at: null,
                })),
              )
              .execute();
            await recordAudit(
              trx,
              person,
              {
                action: 'licence-request',
                kind: 'club-licensees',
                recordId: String(clubId),
                before: null,
                after: { name: club.name, season: season.label, requested: asked.length, licenseeIds: asked },
              },
              now,
            );
          }
          const message =
            asked.length === 0
              ? `Rien à demander : ces licences ${season.label} sont déjà demandées.`
              : `${asked.length === 1 ? '1 licence demandée' : `${asked.length} licences demandées`} pour la saison ${season.label}${already.size ? ` (${already.size} l’étai${already.size === 1 ? 't' : 'ent'} déjà)` : ''}. Elles seront délivrées, avec leur numéro, une fois la saison payée.`;
          return { requested: asked.length, already: already.size, message };
        });
      } catch (error) {
        // Two requests at once for the same licensee: the second finds the first's licence.
        if (isUniqueViolation(error)) {
          throw new HttpError(409, 'Ces licences viennent d’être demandées par ailleurs : rechargez la page.');
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/admin/licensees/export.csv',
    { schema: { querystring: LicenseeExportQuery, response: { 200: TextDocument('text/csv') } } },
    async (request, reply) => {
      const person = signedIn(request);
      const club = await clubFor(person, request.query.club);
      const season = request.query.season
        ? await db
            .selectFrom('membership_seasons')
            .select(['id', 'label'])
            .where('id', '=', request.query.season)
            .executeTakeFirst()
        : await db
            .selectFrom('membership_seasons')
            .select(['id', 'label'])
            .where('starts_on', '<=', app.clock.now().toISOString().slice(0, 10))
            .orderBy('starts_on', 'desc')
            .executeTakeFirst();
      if (request.query.season && !season) throw new HttpError(404, SEASON_NOT_FOUND);
      const rows = await db
        .selectFrom('licensees')
        .leftJoin('licences', (join) =>
          join.onRef('licences.licensee_id', '=', 'licensees.id').on('licences.season_id', '=', season?.id ?? -1),
        )
        .select([
          'licensees.id',
          'licensees.last_name',
          'licensees.first_name',
          'licensees.birth_date',
          'licensees.sex',
          'licensees.grade',
          'licensees.discipline',
          'licensees.email',
          'licences.status',
          'licences.number',
        ])
        .where('licensees.club_id', '=', club.id)
        .where('licensees.anonymised_at', 'is', null)
        .orderBy('licensees.last_name')
        .orderBy('licensees.first_name')
        .orderBy('licensees.id')
        .execute();
      const licenceHeading = `Licence ${season?.label ?? ''}`.trim();
      const csv = csvDocument(
        // The import's columns first: an exported list is imported back as it is.
        [...LICENSEE_IMPORT_COLUMNS, licenceHeading, 'N° de licence'],
        rows.map((row) => [
          row.last_name,
          row.first_name,
          frenchDay(row.birth_date),
          LICENSEE_SEX_LABELS[row.sex as keyof typeof LICENSEE_SEX_LABELS] ?? row.sex,
          row.grade,
          CLUB_DISCIPLINE_LABELS[row.discipline as keyof typeof CLUB_DISCIPLINE_LABELS] ?? row.discipline,
          row.email,
          row.status ? LICENCE_STATUS_LABELS[row.status as keyof typeof LICENCE_STATUS_LABELS] : 'Non demandée',
          row.number ?? '',
        ]),
      );
      await recordAudit(
        db,
        person,
        {
          action: 'export',
          kind: 'club-licensees',
          recordId: String(club.id),
          before: null,
          after: { name: club.name, season: season?.label ?? null, count: rows.length },
        },
        app.clock.now(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="licencies-club-${club.id}.csv"`)
        .send(csv);
    },
  );
}
