/**
 * Competition entries by clubs: the organizers open a competition's entries with its categories;
 * a club's manager enters her licensees (only those with a licence issued for the season, each in
 * the category her birth year, sex, grade and weight give; all or none), pays them in one
 * checkout; the organizers see them by category, move one with a reason, close the entries and
 * export the lists. Every write is tried by every role and with bad input, and writes nothing then.
 */
import type {
  ClubCompetition,
  Competition,
  CompetitionEntriesByCategory,
  CompetitionList,
  CompetitionSettingsInput,
  EntryPaymentStarted,
  EntryRefusal,
  EntryResult,
  EspaceCompetitionEntries,
  MoneyReport,
  PendingEntryTransfers,
  PodiumEntryChoices,
} from '@wado/shared/schemas';
import { ACCESS, ESPACE_SESSION_COOKIE, seasonOf } from '@wado/shared/contract';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { intentAt, startCardApp, type CardApp } from './cardOrders';
import { countRows, expectApiError } from './helpers';
import { rolesOtherThan, signInAs } from './people';

const DAY_MS = 86_400_000;
const BASE = '/api/admin/competition-entries';

let card: CardApp;
let eventId = 0;
let seasonId = 0;
let clubId = 0;
let otherClubId = 0;
let manager: Record<string, string>;
let otherManager: Record<string, string>;
let organizer: Record<string, string>;
let treasurer: Record<string, string>;
/** Licensees of the club: Léa (2012, 3e kyu), Manon (2012, 6e kyu), Hugo (1995, 1er dan), Paul (requested only). */
const people = { lea: 0, manon: 0, hugo: 0, paul: 0 };

const writes = async () => ({
  settings: await countRows(card.app, 'competition_settings'),
  categories: await countRows(card.app, 'competition_categories'),
  entries: await countRows(card.app, 'competition_entries'),
  moves: await countRows(card.app, 'competition_entry_moves'),
  payments: await countRows(card.app, 'competition_payments'),
  audit: await countRows(card.app, 'audit_log'),
});

function settings(season = seasonId): CompetitionSettingsInput {
  const deadline = new Date(card.app.clock.now().getTime() + 20 * DAY_MS).toISOString().slice(0, 10);
  return {
    seasonId: season,
    deadline,
    feeCents: 1_500,
    categories: [
      {
        label: 'Kata minimes F confirmées',
        discipline: 'kata',
        sex: 'F',
        birthYearMin: 2012,
        birthYearMax: 2013,
        weightMinKg: null,
        weightMaxKg: null,
        minGrade: '4e kyu',
      },
      {
        label: 'Kata seniors',
        discipline: 'kata',
        sex: 'X',
        birthYearMin: null,
        birthYearMax: 2006,
        weightMinKg: null,
        weightMaxKg: null,
        minGrade: '1er kyu',
      },
      {
        label: 'Kumite seniors M -75 kg',
        discipline: 'kumite',
        sex: 'M',
        birthYearMin: null,
        birthYearMax: 2006,
        weightMinKg: null,
        weightMaxKg: 75,
        minGrade: null,
      },
      {
        label: 'Kumite seniors M +75 kg',
        discipline: 'kumite',
        sex: 'M',
        birthYearMin: null,
        birthYearMax: 2006,
        weightMinKg: 75.1,
        weightMaxKg: null,
        minGrade: null,
      },
    ],
  };
}

const put = (payload: unknown, headers = organizer, event = eventId) =>
  card.app.inject({ method: 'PUT', url: `${BASE}/${event}`, headers, payload: payload as object });
const clubView = (headers = manager, club = clubId) =>
  card.app.inject({ method: 'GET', url: `${BASE}/${eventId}/clubs/${club}`, headers });
const enter = (entries: unknown[], headers = manager, club = clubId) =>
  card.app.inject({ method: 'POST', url: `${BASE}/${eventId}/clubs/${club}/entries`, headers, payload: { entries } });
const pay = (method: 'card' | 'transfer', headers = manager, club = clubId) =>
  card.app.inject({ method: 'POST', url: `${BASE}/${eventId}/clubs/${club}/payments`, headers, payload: { method } });
const byCategory = async () =>
  (
    await card.app.inject({ method: 'GET', url: `${BASE}/${eventId}`, headers: organizer })
  ).json<CompetitionEntriesByCategory>();

async function licensee(
  name: string,
  birthDate: string,
  sex: 'F' | 'M',
  grade: string,
  status: 'issued' | 'requested',
) {
  const at = card.app.clock.now().toISOString();
  const { id } = await card.app.db
    .insertInto('licensees')
    .values({
      club_id: clubId,
      first_name: name,
      last_name: 'Compétition',
      birth_date: birthDate,
      sex,
      grade,
      discipline: 'wado',
      email: `${name.toLowerCase()}@competition.test`,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await card.app.db
    .insertInto('licences')
    .values({
      licensee_id: id,
      club_id: clubId,
      season_id: seasonId,
      status,
      number: status === 'issued' ? `WFC${String(id).padStart(7, '0')}` : null,
      requested_at: at,
      issued_at: status === 'issued' ? at : null,
    })
    .execute();
  return id;
}

beforeAll(async () => {
  card = await startCardApp();
  const { app } = card;
  const now = app.clock.now();
  eventId = (
    await app.db
      .selectFrom('events')
      .select('id')
      .where('kind', '=', 'competition')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const clubs = await app.db.selectFrom('clubs').select('id').orderBy('id').limit(2).execute();
  [clubId, otherClubId] = clubs.map((club) => club.id) as [number, number];
  seasonId = (
    await app.db
      .insertInto('membership_seasons')
      .values({
        label: 'Saison des compétitions',
        starts_on: new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10),
        ends_on: new Date(now.getTime() + 300 * DAY_MS).toISOString().slice(0, 10),
        affiliation_fee_cents: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  people.lea = await licensee('Léa', '2012-04-02', 'F', '3e kyu', 'issued');
  people.manon = await licensee('Manon', '2012-09-14', 'F', '6e kyu', 'issued');
  people.hugo = await licensee('Hugo', '1995-01-20', 'M', '1er dan', 'issued');
  people.paul = await licensee('Paul', '1996-03-03', 'M', '2e dan', 'requested');
  const signed = await signInAs(app, ['club'], 'responsable@club-competition.test');
  await app.db.insertInto('people_clubs').values({ person_id: signed.personId, club_id: clubId }).execute();
  manager = signed.headers;
  const other = await signInAs(app, ['club'], 'responsable@autre-club.test');
  await app.db.insertInto('people_clubs').values({ person_id: other.personId, club_id: otherClubId }).execute();
  otherManager = other.headers;
  organizer = (await signInAs(app, ['media'])).headers;
  treasurer = (await signInAs(app, ['treasurer'])).headers;
});
afterAll(() => card?.cleanup());

describe('the organizers open a competition’s entries', () => {
  it('refuses every role but the organizers’, and a visitor, writing nothing', async () => {
    const before = await writes();
    expectApiError(await put(settings(), {}), 401, SIGN_IN_REQUIRED);
    for (const role of rolesOtherThan(ACCESS.competitions)) {
      expectApiError(await put(settings(), (await signInAs(card.app, [role])).headers), 403, ROLE_REQUIRED);
    }
    expect(await writes()).toEqual(before);
  });

  it.each<[string, (input: CompetitionSettingsInput) => unknown, number, RegExp]>([
    [
      'years in the wrong order',
      (input) => ({ ...input, categories: [{ ...input.categories[0]!, birthYearMin: 2014 }] }),
      400,
      /année de naissance/,
    ],
    [
      'a weight on a kata',
      (input) => ({ ...input, categories: [{ ...input.categories[0]!, weightMaxKg: 50 }] }),
      400,
      /poids ne compte qu’en kumite/,
    ],
    [
      'two categories of one name',
      (input) => ({ ...input, categories: [input.categories[0], input.categories[0]] }),
      400,
      /même nom/,
    ],
    ['an unknown season', (input) => ({ ...input, seasonId: 999_999 }), 400, /saison/],
    ['no category', (input) => ({ ...input, categories: [] }), 400, /./],
    [
      'an unknown grade',
      (input) => ({ ...input, categories: [{ ...input.categories[0]!, minGrade: 'ceinture noire' }] }),
      400,
      /./,
    ],
    ['a negative fee', (input) => ({ ...input, feeCents: -1 }), 400, /./],
  ])('refuses %s with a French message, writing nothing', async (_case, change, status, message) => {
    const before = await writes();
    const body = expectApiError(await put(change(settings())), status);
    expect(body.message).toMatch(message);
    expect(await writes()).toEqual(before);
  });

  it('refuses an event that is not a competition, and one that does not exist', async () => {
    const stage = await card.app.db
      .selectFrom('events')
      .select('id')
      .where('kind', '<>', 'competition')
      .executeTakeFirstOrThrow();
    const before = await writes();
    expect(expectApiError(await put(settings(), organizer, stage.id), 400).message).toMatch(/type « Compétition »/);
    expectApiError(await put(settings(), organizer, 999_999), 404);
    expect(await writes()).toEqual(before);
  });

  it('opens them with the categories in order, and logs it', async () => {
    const response = await put(settings());
    expect(response.statusCode).toBe(200);
    const competition = response.json<Competition>();
    expect(competition).toMatchObject({
      status: 'open',
      acceptsEntries: true,
      feeCents: 1_500,
      seasonLabel: 'Saison des compétitions',
    });
    expect(competition.categories.map((category) => category.label)).toEqual(
      settings().categories.map((category) => category.label),
    );
    expect(competition.categories[3]).toMatchObject({ weightMinKg: 75.1, weightMaxKg: null });
    const audit = await card.app.db
      .selectFrom('audit_log')
      .select(['action', 'kind'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'open', kind: 'competition-entries' });
    // The selection team may keep them too.
    const selection = (await signInAs(card.app, ['selection'])).headers;
    expect((await card.app.inject({ method: 'GET', url: BASE, headers: selection })).json().items).toHaveLength(1);
  });

  it('gives the organizers the seasons and the competitions still to open for their form, and a club neither', async () => {
    const list = (await card.app.inject({ method: 'GET', url: BASE, headers: organizer })).json<CompetitionList>();
    expect(list.seasons).toContainEqual(expect.objectContaining({ id: seasonId, label: 'Saison des compétitions' }));
    const today = card.app.clock.now().toISOString().slice(0, 10);
    const expected = await card.app.db
      .selectFrom('events')
      .select('id')
      .where('kind', '=', 'competition')
      .where('end_date', '>=', today)
      .where('id', '<>', eventId)
      .execute();
    expect(list.events.map((event) => event.id).sort()).toEqual(expected.map((event) => event.id).sort());
    expect(list.events.map((event) => event.id)).not.toContain(eventId);
    const club = (await card.app.inject({ method: 'GET', url: BASE, headers: manager })).json<CompetitionList>();
    expect(club).toMatchObject({ seasons: [], events: [] });
    expect(club.items.map((item) => item.eventId)).toEqual([eventId]);
  });
});

describe('a club enters its licensees', () => {
  it('offers the licensees with a licence issued for the season, each with her kata category or why not', async () => {
    const response = await clubView();
    expect(response.statusCode).toBe(200);
    const view = response.json<ClubCompetition>();
    const byName = Object.fromEntries(view.candidates.map((candidate) => [candidate.firstName, candidate.kata]));
    expect(Object.keys(byName).sort()).toEqual(['Hugo', 'Léa', 'Manon']);
    expect(byName.Léa).toMatchObject({ ok: true, categoryLabel: 'Kata minimes F confirmées' });
    expect(byName.Manon).toEqual({
      ok: false,
      reason: 'Grade insuffisant : Kata minimes F confirmées demande au moins le 4e kyu (6e kyu).',
    });
    expect(byName.Hugo).toMatchObject({ ok: true, categoryLabel: 'Kata seniors' });
  });

  it('shows another club as missing, and refuses roles that enter no one', async () => {
    expectApiError(await clubView(otherManager), 404, 'Ce club est introuvable.');
    expectApiError(await clubView({}), 401, SIGN_IN_REQUIRED);
    for (const role of rolesOtherThan(ACCESS.competitionEntries)) {
      expectApiError(await clubView((await signInAs(card.app, [role])).headers), 403, ROLE_REQUIRED);
    }
  });

  it('refuses the whole list when one is refused, saying who and why, and writes nothing', async () => {
    const before = await writes();
    const response = await enter([
      { licenseeId: people.lea, discipline: 'kata' },
      { licenseeId: people.manon, discipline: 'kata' },
      { licenseeId: people.paul, discipline: 'kata' },
      { licenseeId: people.hugo, discipline: 'kumite' },
    ]);
    expect(response.statusCode).toBe(400);
    const body = response.json<Required<EntryRefusal>>();
    expect(body.message).toBe(
      '3 inscriptions sont refusées : rien n’a été enregistré. Retirez-les ou corrigez-les, puis envoyez de nouveau.',
    );
    expect(body.refused.map((refusal) => [refusal.licenseeId, refusal.reason])).toEqual([
      [people.manon, 'Grade insuffisant : Kata minimes F confirmées demande au moins le 4e kyu (6e kyu).'],
      [
        people.paul,
        `Pas de licence délivrée par ${body.refused[1]!.reason.split('par ')[1]!.split(' pour')[0]} pour la saison Saison des compétitions.`,
      ],
      [people.hugo, 'Indiquez son poids pour le kumite.'],
    ]);
    expect(await writes()).toEqual(before);
  });

  it('refuses other clubs’ managers, other roles and bad input, writing nothing', async () => {
    const before = await writes();
    const one = [{ licenseeId: people.lea, discipline: 'kata' }];
    expectApiError(await enter(one, otherManager), 404);
    expectApiError(await enter(one, {}), 401);
    for (const role of rolesOtherThan(ACCESS.competitionEntries)) {
      expectApiError(await enter(one, (await signInAs(card.app, [role])).headers), 403);
    }
    expectApiError(await enter([]), 400);
    expectApiError(await enter([{ licenseeId: people.hugo, discipline: 'kumite', weightKg: 500 }]), 400);
    expectApiError(await enter([{ licenseeId: people.lea, discipline: 'kihon' }]), 400);
    expect(await writes()).toEqual(before);
  });

  it('enters them in their computed categories, once per discipline, and logs it', async () => {
    const response = await enter([
      { licenseeId: people.lea, discipline: 'kata' },
      { licenseeId: people.hugo, discipline: 'kata' },
      { licenseeId: people.hugo, discipline: 'kumite', weightKg: 72.5 },
    ]);
    expect(response.statusCode).toBe(201);
    const { entered, message } = response.json<EntryResult>();
    expect(message).toBe('3 inscriptions enregistrées. Réglez-les pour les confirmer.');
    expect(entered.map((entry) => [entry.firstName, entry.categoryLabel, entry.weightKg, entry.status])).toEqual([
      ['Léa', 'Kata minimes F confirmées', null, 'pending'],
      ['Hugo', 'Kata seniors', null, 'pending'],
      ['Hugo', 'Kumite seniors M -75 kg', 72.5, 'pending'],
    ]);
    const before = await writes();
    const again = await enter([{ licenseeId: people.hugo, discipline: 'kata' }]);
    expect(again.json<Required<EntryRefusal>>().refused[0]!.reason).toBe('Déjà inscrit en kata.');
    expect(await writes()).toEqual(before);
    expect((await clubView()).json<ClubCompetition>().dueCents).toBe(4_500);
  });
});

describe('the club pays its entries', () => {
  it('by card in one checkout: every entry to pay, paid once HelloAsso confirms; then nothing is due', async () => {
    const started = await pay('card');
    expect(started.statusCode).toBe(201);
    const body = started.json<EntryPaymentStarted>();
    expect(body.totalCents).toBe(4_500);
    const intent = intentAt(card.standIn, body.redirectUrl ?? undefined);
    expect(intent.body.totalAmount).toBe(4_500);
    await card.standIn.pay(intent.id);
    await card.deliver();
    const view = (await clubView()).json<ClubCompetition>();
    expect(view.entries.map((entry) => entry.status)).toEqual(['paid', 'paid', 'paid']);
    expect(view.entries.every((entry) => entry.paymentReference === body.reference)).toBe(true);
    expect(view.dueCents).toBe(0);
    expect(expectApiError(await pay('card'), 409).message).toMatch(/Rien à payer/);
    // The treasurer finds it among the money received, under its own kind.
    const money = await card.app.inject({
      method: 'GET',
      url: '/api/admin/money?kind=competition',
      headers: treasurer,
    });
    const report = money.json<MoneyReport>();
    expect(report.items.map((item) => [item.reference, item.amountCents, item.method])).toEqual([
      [body.reference, 4_500, 'card'],
    ]);
    expect(report.items[0]!.what).toMatch(/^Inscriptions à .+ : /);
    expect(report.byKind.competition).toBe(4_500);
  });

  it('refuses another club’s manager and other roles, writing nothing', async () => {
    const before = await writes();
    expectApiError(await pay('transfer', otherManager), 404);
    for (const role of rolesOtherThan(ACCESS.competitionEntries)) {
      expectApiError(await pay('transfer', (await signInAs(card.app, [role])).headers), 403);
    }
    expect(await writes()).toEqual(before);
  });
});

describe('the organizers keep the entries', () => {
  it('lists them by category, moves one with a reason, and exports the lists', async () => {
    const lists = await byCategory();
    expect(
      lists.categories.map(({ category, entries }) => [category.label, entries.map((entry) => entry.firstName)]),
    ).toEqual([
      ['Kata minimes F confirmées', ['Léa']],
      ['Kata seniors', ['Hugo']],
      ['Kumite seniors M -75 kg', ['Hugo']],
      ['Kumite seniors M +75 kg', []],
    ]);
    const kumite = lists.categories[2]!.entries[0]!;
    const heavier = lists.categories[3]!.category.id;
    const kata = lists.categories[1]!.category.id;
    const move = (categoryId: number, reason: string, headers = organizer) =>
      card.app.inject({
        method: 'POST',
        url: `${BASE}/entries/${kumite.id}/move`,
        headers,
        payload: { categoryId, reason },
      });

    const before = await writes();
    expect(expectApiError(await move(kata, 'Erreur'), 400).message).toMatch(/n’est pas une catégorie de kumite/);
    expectApiError(await move(heavier, ''), 400);
    expectApiError(await move(heavier, 'Pesée', manager), 403);
    expect(await writes()).toEqual(before);

    expect((await move(heavier, 'Pesée du matin : 76,2 kg')).json()).toEqual({
      message: 'Compétition Hugo passe de « Kumite seniors M -75 kg » à « Kumite seniors M +75 kg ».',
    });
    const moved = (await byCategory()).categories[3]!.entries[0]!;
    expect(moved.moves).toEqual([
      expect.objectContaining({
        from: 'Kumite seniors M -75 kg',
        to: 'Kumite seniors M +75 kg',
        reason: 'Pesée du matin : 76,2 kg',
      }),
    ]);

    const csv = await card.app.inject({ method: 'GET', url: `${BASE}/${eventId}/entries.csv`, headers: organizer });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Catégorie;Discipline;Nom;Prénom;Date de naissance;Sexe;Grade;Poids (kg);Club;Licence;État;Déplacements',
    );
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.startsWith('Kumite seniors M +75 kg'))).toContain('Pesée du matin');

    const pdf = await card.app.inject({
      method: 'GET',
      url: `${BASE}/${eventId}/categories/${heavier}/liste.pdf`,
      headers: organizer,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await card.app.inject({ method: 'GET', url: `${BASE}/${eventId}/entries.csv`, headers: manager })).statusCode,
    ).toBe(403);
  });

  it('closes the entries: a club can no longer enter anyone', async () => {
    const closed = await card.app.inject({ method: 'POST', url: `${BASE}/${eventId}/close`, headers: organizer });
    expect(closed.json<Competition>()).toMatchObject({ status: 'closed', acceptsEntries: false });
    const before = await writes();
    expect(expectApiError(await enter([{ licenseeId: people.manon, discipline: 'kata' }]), 409).message).toMatch(
      /sont closes/,
    );
    expect(await writes()).toEqual(before);
    expectApiError(await card.app.inject({ method: 'POST', url: `${BASE}/${eventId}/close`, headers: manager }), 403);
    await card.app.inject({ method: 'POST', url: `${BASE}/${eventId}/open`, headers: organizer });
  });
});

describe('a transfer, and a withdrawal', () => {
  it('a club withdraws an entry it has not paid; a paid one stays', async () => {
    const lea = (await clubView()).json<ClubCompetition>().entries.find((entry) => entry.firstName === 'Léa')!;
    const withdraw = (entryId: number, headers = manager) =>
      card.app.inject({
        method: 'POST',
        url: `${BASE}/${eventId}/clubs/${clubId}/entries/${entryId}/withdraw`,
        headers,
      });
    expect(expectApiError(await withdraw(lea.id), 409).message).toMatch(/payée/);
    // An open category for beginners, then Manon entered and withdrawn.
    const current = settings();
    const kept = (await byCategory()).categories.map(({ category }) => category);
    const reopened = await put({
      ...current,
      categories: [
        ...current.categories.map((category, index) => ({ ...category, id: kept[index]!.id })),
        { ...current.categories[0]!, label: 'Kata minimes F', minGrade: null },
      ],
    });
    expect(reopened.statusCode).toBe(200);
    const manon = (await enter([{ licenseeId: people.manon, discipline: 'kata' }])).json<EntryResult>().entered[0]!;
    expect(manon.categoryLabel).toBe('Kata minimes F');
    expectApiError(await withdraw(manon.id, otherManager), 404);
    expect((await withdraw(manon.id)).statusCode).toBe(200);
    expect((await clubView()).json<ClubCompetition>().entries.map((entry) => entry.firstName)).not.toContain('Manon');
  });

  it('the treasurer records a club’s transfer, once; its entries are paid', async () => {
    const manon = await enter([{ licenseeId: people.manon, discipline: 'kata' }]);
    expect(manon.statusCode).toBe(201);
    const started = (await pay('transfer')).json<EntryPaymentStarted>();
    expect(started.redirectUrl).toBeNull();
    expect(started.message).toContain(started.reference);
    // The treasury sees it among the transfers to receive; nobody else does.
    const pending = (headers: Record<string, string>) =>
      card.app.inject({ method: 'GET', url: `${BASE}/payments/pending`, headers });
    const waiting = (await pending(treasurer)).json<PendingEntryTransfers>().items;
    expect(waiting.map((transfer) => [transfer.reference, transfer.totalCents, transfer.entryCount])).toEqual([
      [started.reference, 1_500, 1],
    ]);
    expect((await pending(manager)).statusCode).toBe(403);
    expect((await pending(organizer)).statusCode).toBe(403);
    const received = (headers: Record<string, string>) =>
      card.app.inject({ method: 'POST', url: `${BASE}/payments/${started.reference}/received`, headers });
    const before = await writes();
    expectApiError(await received(manager), 403);
    expectApiError(await received(organizer), 403);
    expect(await writes()).toEqual(before);
    expect((await received(treasurer)).statusCode).toBe(200);
    expectApiError(await received(treasurer), 409, 'Ce paiement est déjà enregistré.');
    expect((await pending(treasurer)).json<PendingEntryTransfers>().items).toEqual([]);
    const view = (await clubView()).json<ClubCompetition>();
    expect(view.entries.find((entry) => entry.firstName === 'Manon')?.status).toBe('paid');
  });

  it('refuses to delete a category with entries', async () => {
    const current = settings();
    const before = await writes();
    expect(expectApiError(await put({ ...current, categories: [current.categories[1]] }), 409).message).toMatch(
      /a des inscrits/,
    );
    expect(await writes()).toEqual(before);
  });
});

describe('the podiums come from the entries', () => {
  it('offers the paid entries of the results’ event, and a place chosen from them takes its name and club', async () => {
    const selection = (await signInAs(card.app, ['selection'])).headers;
    const event = await card.app.db
      .selectFrom('events')
      .select(['start_date', 'end_date'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const results = {
      name: 'Résultats de la compétition des clubs',
      season: seasonOf(event.start_date),
      startDate: event.start_date,
      endDate: event.end_date,
      place: 'Gymnase',
      city: 'Lyon',
      country: 'France',
      level: 'national',
      report: '',
      categories: [],
    };
    const created = await card.app.inject({
      method: 'POST',
      url: '/api/admin/competitions',
      headers: selection,
      payload: results,
    });
    expect(created.statusCode).toBe(201);
    const resultsId = created.json<{ id: number }>().id;
    await card.app.db.updateTable('events').set({ competition_id: resultsId }).where('id', '=', eventId).execute();

    const choices = await card.app.inject({
      method: 'GET',
      url: `${BASE}/results/${resultsId}`,
      headers: selection,
    });
    const { items } = choices.json<PodiumEntryChoices>();
    expect(items.map((item) => [item.athlete, item.categoryLabel])).toEqual([
      ['Léa Compétition', 'Kata minimes F confirmées'],
      ['Hugo Compétition', 'Kata seniors'],
      ['Hugo Compétition', 'Kumite seniors M +75 kg'],
      // Added last by the organizers: last in their order.
      ['Manon Compétition', 'Kata minimes F'],
    ]);
    expect(
      (await card.app.inject({ method: 'GET', url: `${BASE}/results/${resultsId}`, headers: manager })).statusCode,
    ).toBe(403);

    const lea = items[0]!;
    const place = (entryId: number) => ({
      rank: 1,
      competitorId: null,
      athlete: '',
      clubId: null,
      club: '',
      country: '',
      entryId,
    });
    const save = (entryId: number) =>
      card.app.inject({
        method: 'PUT',
        url: `/api/admin/competitions/${resultsId}`,
        headers: selection,
        payload: { ...results, categories: [{ name: 'Kata minimes F confirmées', places: [place(entryId)] }] },
      });
    const before = await countRows(card.app, 'podium_places');
    const withdrawn = await card.app.db
      .selectFrom('competition_entries')
      .select('id')
      .where('status', '=', 'withdrawn')
      .executeTakeFirstOrThrow();
    expect(expectApiError(await save(withdrawn.id), 400).message).toMatch(/n’est pas un inscrit payé/);
    expect(await countRows(card.app, 'podium_places')).toBe(before);

    expect((await save(lea.id)).statusCode).toBe(200);
    const podium = await card.app.db
      .selectFrom('podium_places')
      .select(['athlete', 'club_id', 'club', 'entry_id', 'team_member'])
      .where('competition_id', '=', resultsId)
      .execute();
    expect(podium).toEqual([
      { athlete: 'Léa Compétition', club_id: lea.clubId, club: lea.club, entry_id: lea.id, team_member: 0 },
    ]);
    await card.app.db.updateTable('events').set({ competition_id: null }).where('id', '=', eventId).execute();
  });
});

describe('in « Mon espace »', () => {
  it('a licensee’s household sees her entries, their categories and the organizers’ moves; nobody else does', async () => {
    const email = 'hugo@competition.test';
    expect((await card.app.inject({ method: 'POST', url: '/api/espace/link', payload: { email } })).statusCode).toBe(
      200,
    );
    const mail = await card.app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('topic', '=', 'espace:lien')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/espace\/connexion\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const opened = await card.app.inject({ method: 'POST', url: '/api/espace/session', payload: { token } });
    const session = opened.cookies.find((cookie) => cookie.name === ESPACE_SESSION_COOKIE)!;
    const cookie = `${ESPACE_SESSION_COOKIE}=${session.value}`;

    const response = await card.app.inject({ method: 'GET', url: '/api/espace/competitions', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<EspaceCompetitionEntries>();
    expect(items.map((entry) => [entry.name, entry.discipline, entry.categoryLabel, entry.status])).toEqual([
      ['Hugo Compétition', 'kata', 'Kata seniors', 'paid'],
      ['Hugo Compétition', 'kumite', 'Kumite seniors M +75 kg', 'paid'],
    ]);
    expect(items[1]!.moves).toEqual([
      { from: 'Kumite seniors M -75 kg', to: 'Kumite seniors M +75 kg', reason: 'Pesée du matin : 76,2 kg' },
    ]);
    const exported = await card.app.inject({ method: 'GET', url: '/api/espace/export.json', headers: { cookie } });
    expect(exported.json<{ competitionEntries: unknown[] }>().competitionEntries).toHaveLength(2);
    // An erasure keeps them, and says why: the clubs entered and paid them.
    const erasure = await card.app.inject({ method: 'GET', url: '/api/espace/erasure', headers: { cookie } });
    expect(erasure.json<{ kept: { id: string; what: string }[] }>().kept).toContainEqual(
      expect.objectContaining({
        id: 'competition-entries',
        what: expect.stringMatching(/^2 inscriptions à des compétitions/),
      }),
    );

    expect((await card.app.inject({ method: 'GET', url: '/api/espace/competitions' })).statusCode).toBe(401);
    // A back-office session is not a session of the space.
    expect(
      (await card.app.inject({ method: 'GET', url: '/api/espace/competitions', headers: manager })).statusCode,
    ).toBe(401);
  });
});

describe('what the entries keep', () => {
  it('an event with entries cannot be deleted; one whose entries are open with no one entered goes with them', async () => {
    const before = await writes();
    const refused = await card.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${eventId}`,
      headers: organizer,
    });
    expect(expectApiError(refused, 409).message).toMatch(/inscriptions de clubs à sa compétition/);
    expect(await writes()).toEqual(before);

    const other = await card.app.db
      .selectFrom('events')
      .select('id')
      .where('kind', '=', 'competition')
      .where('id', '<>', eventId)
      .executeTakeFirstOrThrow();
    expect((await put(settings(), organizer, other.id)).statusCode).toBe(200);
    const deleted = await card.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${other.id}`,
      headers: organizer,
    });
    expect(deleted.statusCode).toBe(200);
    const left = await card.app.db
      .selectFrom('competition_categories')
      .select('id')
      .where('event_id', '=', other.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('a season a competition’s entries ask for cannot be deleted', async () => {
    const association = (await signInAs(card.app, ['association'])).headers;
    // A season of its own with no licence yet: only the competition holds it.
    const now = card.app.clock.now();
    const season = await card.app.db
      .insertInto('membership_seasons')
      .values({
        label: 'Saison sans licence',
        starts_on: new Date(now.getTime() + 400 * DAY_MS).toISOString().slice(0, 10),
        ends_on: new Date(now.getTime() + 700 * DAY_MS).toISOString().slice(0, 10),
        affiliation_fee_cents: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const third = await card.app.db
      .selectFrom('events')
      .select(['id', 'title'])
      .where('kind', '=', 'competition')
      .where('id', '<>', eventId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await put(settings(season.id), organizer, third.id)).statusCode).toBe(200);
    const before = await writes();
    const refused = await card.app.inject({
      method: 'DELETE',
      url: `/api/admin/membership-seasons/${season.id}`,
      headers: association,
    });
    expect(expectApiError(refused, 409).message).toBe(
      `Cette saison ne peut pas être supprimée : les inscriptions à « ${third.title} » demandent une licence de cette saison. Modifiez-la plutôt.`,
    );
    expect(await writes()).toEqual(before);
  });
});
