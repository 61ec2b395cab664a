/**
 * A club pays its season: the affiliation and the licences it asked for, each priced by its
 * licensee's birth year, by card through the HelloAsso stand-in or by transfer (recorded by the
 * treasurer). Licence numbers are issued when the payment is confirmed, never before; a licence a
 * second payment covers too is flagged for refund, never issued twice. Refusals write nothing.
 */
import type {
  LicenceRequestResult,
  MoneyReport,
  PendingSeasonTransfers,
  SeasonAccount,
  SeasonOverview,
  SeasonPaymentStarted,
} from '@wado/shared/schemas';
import { formatPrice } from '@wado/shared/contract';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { intentAt, startCardApp, type CardApp } from './cardOrders';
import { countRows, expectApiError, startTestApp } from './helpers';
import { rolesOtherThan, signInAs } from './people';

const DAY_MS = 86_400_000;

let card: CardApp;
let manager: Record<string, string>;
let treasurer: Record<string, string>;
let clubId = 0;
let otherClub = 0;
let seasonId = 0;
let seasonStart = '';

const writes = async () => ({
  licences: await countRows(card.app, 'licences'),
  payments: await countRows(card.app, 'season_payments'),
  lines: await countRows(card.app, 'season_payment_licences'),
  affiliations: await countRows(card.app, 'club_affiliations'),
  audit: await countRows(card.app, 'audit_log'),
});

let n = 0;
/** A licensee of the club born on `birthDate`, with her licence of the season asked for. */
async function requestedLicence(birthDate: string): Promise<number> {
  const created = await card.app.inject({
    method: 'POST',
    url: '/api/admin/licensees',
    headers: manager,
    payload: {
      clubId,
      firstName: `Licencié ${++n}`,
      lastName: 'Bernard',
      birthDate,
      sex: 'M',
      grade: '2e kyu',
      discipline: 'wado',
      email: `famille.${n}@club.test`,
    },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: number }>();
  const asked = await card.app.inject({
    method: 'POST',
    url: '/api/admin/licensees/licences',
    headers: manager,
    payload: { clubId, seasonId, licenseeIds: [id] },
  });
  expect(asked.json<LicenceRequestResult>().requested).toBe(1);
  return id;
}

const account = async () =>
  (
    await card.app.inject({
      method: 'GET',
      url: `/api/admin/licensees/account?club=${clubId}&season=${seasonId}`,
      headers: manager,
    })
  ).json<SeasonAccount>();

const pay = (method: 'card' | 'transfer', headers = manager, club = clubId) =>
  card.app.inject({
    method: 'POST',
    url: '/api/admin/licensees/payments',
    headers,
    payload: { clubId: club, seasonId, method },
  });

const licenceOf = (licenseeId: number) =>
  card.app.db
    .selectFrom('licences')
    .select(['status', 'number', 'payment_id'])
    .where('licensee_id', '=', licenseeId)
    .where('season_id', '=', seasonId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  card = await startCardApp();
  const { app } = card;
  const now = app.clock.now();
  const clubs = await app.db.selectFrom('clubs').select('id').orderBy('id').limit(2).execute();
  [clubId, otherClub] = clubs.map((club) => club.id) as [number, number];
  // A season of its own around today, with categories by birth year (the test holds whatever the date).
  seasonStart = new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
  const year = Number(seasonStart.slice(0, 4));
  seasonId = (
    await app.db
      .insertInto('membership_seasons')
      .values({
        label: 'Saison des paiements',
        starts_on: seasonStart,
        ends_on: new Date(now.getTime() + 300 * DAY_MS).toISOString().slice(0, 10),
        affiliation_fee_cents: 15_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await app.db
    .insertInto('licence_categories')
    .values([
      {
        season_id: seasonId,
        name: 'Enfant',
        audience: '',
        description: '',
        fee_cents: 2_600,
        position: 0,
        birth_year_min: year - 11,
        birth_year_max: year - 6,
      },
      {
        season_id: seasonId,
        name: 'Jeune',
        audience: '',
        description: '',
        fee_cents: 3_200,
        position: 1,
        birth_year_min: year - 17,
        birth_year_max: year - 12,
      },
      {
        season_id: seasonId,
        name: 'Adulte',
        audience: '',
        description: '',
        fee_cents: 3_900,
        position: 2,
        birth_year_min: null,
        birth_year_max: year - 18,
      },
      {
        season_id: seasonId,
        name: 'Dirigeant',
        audience: '',
        description: '',
        fee_cents: 1_800,
        position: 3,
        birth_year_min: null,
        birth_year_max: null,
      },
    ])
    .execute();
  const signed = await signInAs(app, ['club'], 'tresoriere@club-paiements.test');
  await app.db.insertInto('people_clubs').values({ person_id: signed.personId, club_id: clubId }).execute();
  manager = signed.headers;
  treasurer = (await signInAs(app, ['treasurer'])).headers;
});
afterAll(() => card?.cleanup());

describe('a club pays its season by card', () => {
  it('owes the affiliation and each licence at its category’s price; numbers come once HelloAsso confirms', async () => {
    const year = Number(seasonStart.slice(0, 4));
    const child = await requestedLicence(`${year - 8}-05-01`);
    const teen = await requestedLicence(`${year - 14}-01-15`);
    const adult = await requestedLicence('1985-11-30');
    const due = await account();
    expect(due.affiliated).toBe(false);
    expect(due.affiliationDueCents).toBe(15_000);
    expect(due.licences.map((licence) => licence.category?.name)).toEqual(['Enfant', 'Jeune', 'Adulte']);
    expect(due.totalDueCents).toBe(15_000 + 2_600 + 3_200 + 3_900);

    const started = await pay('card');
    expect(started.statusCode).toBe(201);
    const body = started.json<SeasonPaymentStarted>();
    expect(body.totalCents).toBe(24_700);
    const intent = intentAt(card.standIn, body.redirectUrl ?? undefined);
    expect(intent.body.totalAmount).toBe(24_700);
    // Not before the payment is confirmed.
    expect(await licenceOf(child)).toMatchObject({ status: 'requested', number: null });

    await card.standIn.pay(intent.id);
    await card.deliver();
    const numbers = await Promise.all([child, teen, adult].map(async (id) => (await licenceOf(id)).number));
    // The next three of the season's first year's series (the seed's licence holders may have started it).
    const prefix = `WF${seasonStart.slice(2, 4)}`;
    const { last_number: last } = await card.app.db
      .selectFrom('licence_number_series')
      .select('last_number')
      .where('prefix', '=', prefix)
      .executeTakeFirstOrThrow();
    expect(numbers).toEqual([3, 2, 1].map((back) => `${prefix}${String(Number(last) - back + 1).padStart(6, '0')}`));
    const after = await account();
    expect(after).toMatchObject({ affiliated: true, affiliationDueCents: 0, licences: [], totalDueCents: 0 });
    expect(after.payments[0]).toMatchObject({
      reference: body.reference,
      status: 'paid',
      method: 'card',
      licenceCount: 3,
    });

    // The shop's and registrations' licence check reads it now, by its number and last name.
    const check = (licenceNumber: string, lastName: string) =>
      card.app.inject({ method: 'POST', url: '/api/members/check', payload: { licenceNumber, lastName } });
    const club = await card.app.db
      .selectFrom('clubs')
      .select('name')
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    expect((await check(numbers[2]!, 'BERNARD')).json()).toEqual({
      affiliated: true,
      clubName: club.name,
      seasonEnd: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await check(numbers[2]!, 'Martin')).json()).toEqual({ affiliated: false });

    // A notification received again changes nothing.
    const before = await writes();
    await card.replayAll();
    expect(await writes()).toEqual(before);
    // Nothing left to pay.
    expectApiError(await pay('card'), 409);
  });

  it('flags for refund a licence a second payment covered too, without issuing it twice', async () => {
    const late = await requestedLicence('1990-02-02');
    const first = (await pay('card')).json<SeasonPaymentStarted>();
    const second = (await pay('card')).json<SeasonPaymentStarted>();
    expect((await account()).payments.slice(0, 2).map((payment) => payment.status)).toEqual(['pending', 'cancelled']);
    await card.standIn.pay(intentAt(card.standIn, second.redirectUrl ?? undefined).id);
    await card.deliver();
    const issued = await licenceOf(late);
    expect(issued.status).toBe('issued');
    // The first tab was paid too: its licence is flagged, its number not taken twice.
    await card.standIn.pay(intentAt(card.standIn, first.redirectUrl ?? undefined).id);
    await card.deliver();
    expect((await licenceOf(late)).number).toBe(issued.number);
    const flags = await card.app.db
      .selectFrom('season_payment_licences')
      .innerJoin('season_payments', 'season_payments.id', 'season_payment_licences.payment_id')
      .select(['season_payments.reference', 'season_payment_licences.refund_due'])
      .where('season_payment_licences.licence_id', 'in', (eb) =>
        eb.selectFrom('licences').select('id').where('licensee_id', '=', late),
      )
      .execute();
    expect(Object.fromEntries(flags.map((flag) => [flag.reference, flag.refund_due]))).toEqual({
      [first.reference]: 1,
      [second.reference]: 0,
    });
  });
});

describe('a club pays its season by transfer', () => {
  it('gives the reference and bank details; the treasurer records the transfer, and the licence is issued', async () => {
    const licensee = await requestedLicence('1979-07-14');
    const due = formatPrice((await account()).totalDueCents).replace(/\s/g, '\\s');
    const started = await pay('transfer');
    expect(started.statusCode).toBe(201);
    const body = started.json<SeasonPaymentStarted>();
    expect(body.redirectUrl).toBeNull();
    expect(body.message).toMatch(
      new RegExp(
        `^Virement de ${due} à faire à .+ \\(IBAN FR\\d{2}.*\\) en indiquant la référence ${body.reference}\\.`,
      ),
    );
    expect(await licenceOf(licensee)).toMatchObject({ status: 'requested', number: null });

    // The treasurer finds it among the transfers waiting, and so does the association; nobody else.
    const pending = (headers?: Record<string, string>) =>
      card.app.inject({ method: 'GET', url: '/api/admin/licensees/payments/pending', headers });
    const waiting = await pending(treasurer);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers['cache-control']).toBe('no-store');
    const club = await card.app.db
      .selectFrom('clubs')
      .select('name')
      .where('id', '=', clubId)
      .executeTakeFirstOrThrow();
    expect(waiting.json<PendingSeasonTransfers>().items).toEqual([
      {
        reference: body.reference,
        club: { id: clubId, name: club.name },
        season: { id: seasonId, label: 'Saison des paiements' },
        totalCents: body.totalCents,
        licenceCount: (await account()).licences.length,
        createdAt: expect.any(String),
        createdBy: expect.stringMatching(/@/),
      },
    ]);
    const association = (await signInAs(card.app, ['association'])).headers;
    expect((await pending(association)).statusCode).toBe(200);
    for (const role of rolesOtherThan(['association', 'treasurer'])) {
      expectApiError(await pending((await signInAs(card.app, [role])).headers), 403, ROLE_REQUIRED);
    }
    expectApiError(await pending(), 401, SIGN_IN_REQUIRED);

    const url = `/api/admin/licensees/payments/${body.reference}/received`;
    const before = await writes();
    expectApiError(await card.app.inject({ method: 'POST', url, headers: manager }), 403, ROLE_REQUIRED);
    expectApiError(await card.app.inject({ method: 'POST', url }), 401, SIGN_IN_REQUIRED);
    expectApiError(
      await card.app.inject({
        method: 'POST',
        url: '/api/admin/licensees/payments/SAI-0-INCONNU/received',
        headers: treasurer,
      }),
      404,
    );
    expect(await writes()).toEqual(before);

    const received = await card.app.inject({ method: 'POST', url, headers: treasurer });
    expect(received.statusCode).toBe(200);
    expect((await licenceOf(licensee)).status).toBe('issued');
    const line = await card.app.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'season-paid')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(line.after!)).toMatchObject({ reference: body.reference });
    const again = await writes();
    expectApiError(await card.app.inject({ method: 'POST', url, headers: treasurer }), 409);
    expect(await writes()).toEqual(again);

    // Recorded: no longer waiting, and among the money received, as the club's season.
    expect((await pending(treasurer)).json<PendingSeasonTransfers>().items).toEqual([]);
    const report = (
      await card.app.inject({ method: 'GET', url: '/api/admin/money?kind=season', headers: treasurer })
    ).json<MoneyReport>();
    // The earlier tests' card payments are there too.
    expect(report.items.find((item) => item.reference === body.reference)).toEqual({
      kind: 'season',
      reference: body.reference,
      paidAt: expect.any(String),
      what: `Saison Saison des paiements : ${club.name}`,
      payer: club.name,
      email: expect.stringMatching(/@/),
      method: 'transfer',
      amountCents: body.totalCents,
      status: 'Payée, licences délivrées',
    });
    expect(report.items.map((item) => item.method).sort()).toEqual([
      ...Array(report.total - 1).fill('card'),
      'transfer',
    ]);
    expect(report.byKind.season).toBe(report.items.reduce((sum, item) => sum + item.amountCents, 0));
    expect(report.totalCents).toBe(report.byKind.season);
  });
});

describe('licence numbers', () => {
  it('never gives twice a number when two seasons start the same year (one series per year)', async () => {
    const { app } = card;
    const twin = (
      await app.db
        .insertInto('membership_seasons')
        .values({
          label: 'Saison jumelle',
          starts_on: seasonStart,
          ends_on: new Date(app.clock.now().getTime() + 200 * DAY_MS).toISOString().slice(0, 10),
          affiliation_fee_cents: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await app.db
      .insertInto('licence_categories')
      .values({
        season_id: twin,
        name: 'Adulte',
        audience: '',
        description: '',
        fee_cents: 1_000,
        position: 0,
        birth_year_min: null,
        birth_year_max: Number(seasonStart.slice(0, 4)) - 18,
      })
      .execute();
    const licenseeId = await requestedLicence('1990-02-02');
    const asked = await app.inject({
      method: 'POST',
      url: '/api/admin/licensees/licences',
      headers: manager,
      payload: { clubId, seasonId: twin, licenseeIds: [licenseeId] },
    });
    expect(asked.json<LicenceRequestResult>().requested).toBe(1);
    for (const season of [seasonId, twin]) {
      const started = await app.inject({
        method: 'POST',
        url: '/api/admin/licensees/payments',
        headers: manager,
        payload: { clubId, seasonId: season, method: 'transfer' },
      });
      expect(started.statusCode).toBe(201);
      const { reference } = started.json<SeasonPaymentStarted>();
      const received = await app.inject({
        method: 'POST',
        url: `/api/admin/licensees/payments/${reference}/received`,
        headers: treasurer,
      });
      expect(received.statusCode).toBe(200);
    }
    const numbers = (
      await app.db.selectFrom('licences').select('number').where('number', 'is not', null).execute()
    ).map((row) => row.number!);
    expect(new Set(numbers).size).toBe(numbers.length);
    const twins = await app.db
      .selectFrom('licences')
      .select(['season_id', 'number'])
      .where('licensee_id', '=', licenseeId)
      .orderBy('season_id')
      .execute();
    expect(twins.map((row) => row.number!.slice(0, 4))).toEqual([
      `WF${seasonStart.slice(2, 4)}`,
      `WF${seasonStart.slice(2, 4)}`,
    ]);
    expect(twins[0]!.number).not.toBe(twins[1]!.number);
  });
});

describe('every club’s season at a glance', () => {
  it('shows the association each club: managers, affiliation, licences asked for and issued, payments; exported and logged', async () => {
    const association = (await signInAs(card.app, ['association'])).headers;
    const overview = await card.app.inject({
      method: 'GET',
      url: `/api/admin/licensees/overview?season=${seasonId}`,
      headers: association,
    });
    expect(overview.statusCode).toBe(200);
    const clubs = overview.json<SeasonOverview>().clubs;
    const own = clubs.find((club) => club.clubId === clubId)!;
    const issued = await card.app.db
      .selectFrom('licences')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('club_id', '=', clubId)
      .where('season_id', '=', seasonId)
      .where('status', '=', 'issued')
      .executeTakeFirstOrThrow();
    expect(own).toMatchObject({ managers: 1, affiliated: true, issued: Number(issued.count) });
    expect(own.paidCents).toBeGreaterThanOrEqual(24_700);
    expect(clubs.find((club) => club.clubId === otherClub)).toMatchObject({
      managers: 0,
      affiliated: false,
      requested: 0,
      issued: 0,
      paidCents: 0,
    });

    const csv = await card.app.inject({
      method: 'GET',
      url: `/api/admin/licensees/overview.csv?season=${seasonId}`,
      headers: association,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Club;Commune;Responsables;Affilié;Licences demandées;Licences délivrées;Paiements en attente;Payé',
    );
    const line = await card.app.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'export')
      .where('record_id', '=', 'tous')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(line.after!)).toMatchObject({ season: 'Saison des paiements' });

    // A club manager, or the treasurer, does not see every club's.
    for (const headers of [manager, treasurer]) {
      expectApiError(
        await card.app.inject({ method: 'GET', url: `/api/admin/licensees/overview?season=${seasonId}`, headers }),
        403,
        ROLE_REQUIRED,
      );
    }
  });
});

describe('the licence check of the shop and registrations', () => {
  it('refuses a licence of a season that is over, and one asked for but not paid', async () => {
    const licensee = await requestedLicence('1970-01-01');
    const past = (
      await card.app.db
        .insertInto('membership_seasons')
        .values({ label: 'Saison finie', starts_on: '2000-09-01', ends_on: '2001-08-31', affiliation_fee_cents: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await card.app.db
      .insertInto('licences')
      .values({
        licensee_id: licensee,
        club_id: clubId,
        season_id: past,
        status: 'issued',
        number: 'WF00000001',
        requested_at: '2000-09-10T10:00:00.000Z',
        issued_at: '2000-09-10T10:00:00.000Z',
      })
      .execute();
    const check = await card.app.inject({
      method: 'POST',
      url: '/api/members/check',
      payload: { licenceNumber: 'WF00000001', lastName: 'Bernard' },
    });
    expect(check.json()).toEqual({ affiliated: false });
    expect((await licenceOf(licensee)).number).toBeNull();
    await card.app.db.deleteFrom('licences').where('licensee_id', '=', licensee).execute();
  });
});

describe('what a season’s payment refuses', () => {
  it('refuses a licence no category fits, naming it, and writes nothing', async () => {
    const baby = await requestedLicence(`${Number(seasonStart.slice(0, 4)) - 2}-06-01`);
    const before = await writes();
    const body = expectApiError(await pay('transfer'), 400);
    expect(body.message).toMatch(/ne correspond à l’année de naissance de Bernard Licencié \d+ \(\d{4}\)/);
    expect(await writes()).toEqual(before);
    await card.app.db.deleteFrom('licences').where('licensee_id', '=', baby).execute();
  });

  it('finds another club absent and refuses other roles, writing nothing', async () => {
    const before = await writes();
    expectApiError(await pay('card', manager, otherClub), 404);
    expectApiError(
      await card.app.inject({
        method: 'GET',
        url: `/api/admin/licensees/account?club=${otherClub}&season=${seasonId}`,
        headers: manager,
      }),
      404,
    );
    for (const role of rolesOtherThan(['association', 'club'])) {
      const { headers } = await signInAs(card.app, [role]);
      expectApiError(await pay('card', headers), 403, ROLE_REQUIRED);
      expectApiError(
        await card.app.inject({
          method: 'GET',
          url: `/api/admin/licensees/account?club=${clubId}&season=${seasonId}`,
          headers,
        }),
        403,
        ROLE_REQUIRED,
      );
    }
    for (const payload of [
      { clubId, seasonId, method: 'cheque' },
      { clubId, seasonId: 999_999, method: 'card' },
      { clubId, method: 'card' },
    ]) {
      const response = await card.app.inject({
        method: 'POST',
        url: '/api/admin/licensees/payments',
        headers: manager,
        payload,
      });
      expect([400, 404]).toContain(response.statusCode);
    }
    expect(await writes()).toEqual(before);
  });

  it('offers the transfer only when the site takes no card', async () => {
    const { app, cleanup } = await startTestApp();
    try {
      const club = (await app.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const season = (await app.db.selectFrom('membership_seasons').select('id').executeTakeFirstOrThrow()).id;
      const { headers } = await signInAs(app, ['association']);
      const before = await countRows(app, 'season_payments');
      expectApiError(
        await app.inject({
          method: 'POST',
          url: '/api/admin/licensees/payments',
          headers,
          payload: { clubId: club, seasonId: season, method: 'card' },
        }),
        400,
        'Le paiement par carte n’est pas proposé sur ce site pour le moment : choisissez le virement.',
      );
      expect(await countRows(app, 'season_payments')).toBe(before);
    } finally {
      await cleanup();
    }
  });
});

describe('a season the accounts keep', () => {
  it('cannot be deleted while licences or payments belong to it (409, nothing written); once empty, its reminders go with it', async () => {
    const { app } = card;
    const association = (await signInAs(app, ['association'])).headers;
    const past = (
      await app.db
        .insertInto('membership_seasons')
        .values({ label: 'Saison révolue', starts_on: '2019-09-01', ends_on: '2020-08-31', affiliation_fee_cents: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const licenseeId = await requestedLicence('1988-08-08');
    const { id: licenceId } = await app.db
      .insertInto('licences')
      .values({
        licensee_id: licenseeId,
        club_id: clubId,
        season_id: past,
        status: 'issued',
        number: 'WF19000001',
        requested_at: '2019-09-10T10:00:00.000Z',
        issued_at: '2019-09-10T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('season_reminders')
      .values({ club_id: clubId, season_id: past, kind: 'first-day', sent_at: '2019-09-01T08:00:00.000Z' })
      .execute();
    const remove = () =>
      app.inject({ method: 'DELETE', url: `/api/admin/membership-seasons/${past}`, headers: association });
    const before = { ...(await writes()), seasons: await countRows(app, 'membership_seasons') };
    expect(expectApiError(await remove(), 409).message).toBe(
      'Cette saison ne peut pas être supprimée : une licence y est demandée ou délivrée, et les comptes la gardent. Modifiez-la plutôt.',
    );
    expect({ ...(await writes()), seasons: await countRows(app, 'membership_seasons') }).toEqual(before);

    await app.db.deleteFrom('licences').where('id', '=', licenceId).execute();
    expect((await remove()).statusCode).toBe(200);
    expect(await app.db.selectFrom('season_reminders').selectAll().where('season_id', '=', past).execute()).toEqual([]);
  });
});
