import type { InjectOptions } from 'fastify';
import type { AdminEventRegistrations, AdminRegistrationEvents, Role } from '@wado/shared/contract';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { DEADLINE_OF_ONLINE_REGISTRATIONS } from '../src/features/editing/kinds';
import { countRows, expectApiError } from './helpers';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';
import {
  addEvent,
  mailsOf,
  openRegistrations,
  registered,
  registrationBody,
  settingsInput,
  START,
  startRegistrationApp,
  type RegistrationTestApp,
} from './registrations-fixtures';

/**
 * The organizers' side (role `media`): who may call each route (every write × every role), the
 * list of events with their registrations, opening, changing and closing them (refusals write
 * nothing), cancelling a registration (its place to the waiting list), the CSV export, the audit log.
 */

let test: RegistrationTestApp;
const sessions = new Map<Role, Record<string, string>>();
beforeAll(async () => {
  test = await startRegistrationApp();
  for (const role of ALL_ROLES) sessions.set(role, (await signInAs(test.app, [role])).headers);
});
afterAll(() => test?.cleanup());
beforeEach(() => {
  test.clock.at = START;
});

const writes = async () => ({
  settings: await countRows(test.app, 'event_registration_settings'),
  registrations: await countRows(test.app, 'event_registrations'),
  mails: await countRows(test.app, 'mail_outbox'),
  audit: await countRows(test.app, 'audit_log'),
});

const as = (headers: Record<string, string>, call: InjectOptions) => test.app.inject({ ...call, headers });

/** Every route of the organizers, on a fresh event with one registration. */
async function calls(): Promise<Record<string, InjectOptions & { url: string }>> {
  const event = await addEvent(test.app);
  await openRegistrations(test, event.id);
  const { registration } = await registered(test.app, event.slug);
  const base = `/api/admin/event-registrations/${event.id}`;
  return {
    open: { method: 'PUT', url: base, payload: settingsInput({ capacity: 20 }) },
    close: { method: 'POST', url: `${base}/close` },
    cancel: { method: 'POST', url: `/api/admin/registrations/${registration.reference}/cancel` },
    list: { method: 'GET', url: '/api/admin/event-registrations' },
    read: { method: 'GET', url: base },
    csv: { method: 'GET', url: `${base}/registrants.csv` },
  };
}

describe.each(['open', 'close', 'cancel', 'list', 'read', 'csv'])('the organizers’ route « %s »', (name) => {
  it('is refused to every role but media (403), to nobody signed in (401) and to another site’s page (403), writing nothing', async () => {
    const call = (await calls())[name]!;
    const before = await writes();
    for (const role of rolesOtherThan(['media'])) {
      const response = await as(sessions.get(role)!, call);
      expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
      expectApiError(response, 403, ROLE_REQUIRED);
    }
    expectApiError(await test.app.inject(call), 401, SIGN_IN_REQUIRED);
    if (call.method !== 'GET') {
      expectApiError(
        await as({ ...test.organizer.headers, origin: 'https://evil.example' }, call),
        403,
        ORIGIN_REQUIRED,
      );
      const { origin: _origin, ...silent } = test.organizer.headers;
      expectApiError(await as(silent, call), 403, ORIGIN_REQUIRED);
    }
    expect(await writes()).toEqual(before);
  });

  it('is allowed to the media role, alone or with others, and never cached', async () => {
    for (const roles of [['media'], ['wado', 'media', 'shop']] as Role[][]) {
      const call = (await calls())[name]!;
      const { headers } = await signInAs(test.app, roles);
      const response = await as(headers, call);
      expect({ roles, status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({
        roles,
        status: 200,
        body: '',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('opening and changing registrations', () => {
  it('opens them on a draft as on a published event, with an audit line, and lists the event with its counts', async () => {
    const event = await addEvent(test.app, { status: 'draft', startDate: '2027-03-06', endDate: '2027-03-06' });
    const view = await openRegistrations(test, event.id, {
      capacity: 40,
      deadline: '2027-03-01T10:30:00+01:00',
      priceCents: 1500,
      memberPriceCents: 1000,
      questions: { licence: true, club: true, grade: false, category: true },
    });
    expect(view).toEqual({
      event: {
        id: event.id,
        slug: event.slug,
        title: expect.any(String),
        startDate: '2027-03-06',
        endDate: '2027-03-06',
        public: false,
      },
      settings: {
        capacity: 40,
        deadline: '2027-03-01T09:30:00.000Z',
        priceCents: 1500,
        memberPriceCents: 1000,
        questions: { licence: true, club: true, grade: false, category: true },
        status: 'open',
        updatedAt: new Date(START).toISOString(),
      },
      counts: { confirmed: 0, pendingPayment: 0, waiting: 0, cancelled: 0, expired: 0, taken: 0 },
      cardPayments: false,
      registrants: [],
    });
    const [line] = await test.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'event-registrations')
      .where('record_id', '=', String(event.id))
      .execute();
    expect(line).toMatchObject({ action: 'open', actor: test.organizer.email, before: null });
    expect(JSON.parse(line!.after!)).toMatchObject({ capacity: 40, status: 'open' });

    const list = await test.app.inject({
      url: '/api/admin/event-registrations?limit=50',
      headers: test.organizer.headers,
    });
    const item = list.json<AdminRegistrationEvents>().items.find((each) => each.id === event.id);
    expect(item).toMatchObject({
      public: false,
      registrations: { status: 'open', capacity: 40, deadline: '2027-03-01T09:30:00.000Z', taken: 0, waiting: 0 },
    });
  });

  it('refuses settings that cannot be kept, writing nothing', async () => {
    const event = await addEvent(test.app, { startDate: '2026-12-12', endDate: '2026-12-13' });
    await openRegistrations(test, event.id, { capacity: 3 });
    await registered(test.app, event.slug);
    await registered(test.app, event.slug);
    const put = (body: object, id = event.id) =>
      as(test.organizer.headers, { method: 'PUT', url: `/api/admin/event-registrations/${id}`, payload: body });
    const before = await writes();
    expectApiError(
      await put(settingsInput({ capacity: 1 })),
      409,
      'La capacité ne peut pas être inférieure aux 2 places déjà prises : annulez d’abord des inscriptions.',
    );
    expectApiError(
      await put(settingsInput({ deadline: '2026-12-13T23:30:00.000Z' })),
      400,
      'La date limite d’inscription doit précéder la fin de l’événement.',
    );
    expectApiError(
      await put(settingsInput({ priceCents: 1000, memberPriceCents: 1500 })),
      400,
      'Le tarif licencié ne peut pas dépasser le tarif non licencié.',
    );
    for (const body of [
      settingsInput({ capacity: 0 }),
      settingsInput({ priceCents: -1 }),
      settingsInput({ priceCents: 12.5 }),
      settingsInput({ deadline: 'demain' }),
      { ...settingsInput(), questions: { licence: 'oui' } },
      { capacity: 3 },
    ]) {
      expectApiError(await put(body), 400);
    }
    expectApiError(await put(settingsInput(), 999_999), 404, 'Cet événement est introuvable.');
    expect(await writes()).toEqual(before);
  });

  it('closes them, once, and opens them again by saving', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id);
    const close = () =>
      as(test.organizer.headers, { method: 'POST', url: `/api/admin/event-registrations/${event.id}/close` });
    const closed = await close();
    expect(closed.json<AdminEventRegistrations>().settings!.status).toBe('closed');
    const before = await writes();
    expectApiError(await close(), 409, 'Les inscriptions de cet événement sont déjà closes.');
    expect(await writes()).toEqual(before);
    const other = await addEvent(test.app);
    expectApiError(
      await as(test.organizer.headers, { method: 'POST', url: `/api/admin/event-registrations/${other.id}/close` }),
      409,
      'Les inscriptions de cet événement n’ont pas été ouvertes.',
    );
    expect((await openRegistrations(test, event.id)).settings!.status).toBe('open');
    const actions = await test.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('kind', '=', 'event-registrations')
      .where('record_id', '=', String(event.id))
      .orderBy('id')
      .execute();
    expect(actions.map((line) => line.action)).toEqual(['open', 'close', 'open']);
  });
});

describe('one deadline per event', () => {
  const eventUrl = (id: number) => `/api/admin/events/${id}`;
  const eventInput = (record: Record<string, unknown>, registrationDeadline: string | null) => {
    const {
      id: _id,
      status: _status,
      publishAt: _publishAt,
      createdAt: _c,
      updatedAt: _u,
      onlineRegistrationDeadline: _o,
      ...input
    } = record;
    return { ...input, registrationDeadline };
  };

  it('is the event’s own until online registrations open, then theirs alone: the event’s is emptied and refused', async () => {
    const event = await addEvent(test.app);
    const first = await as(test.organizer.headers, { url: eventUrl(event.id) });
    expect(first.json()).toMatchObject({ registrationDeadline: null, onlineRegistrationDeadline: null });
    const own = await as(test.organizer.headers, {
      method: 'PUT',
      url: eventUrl(event.id),
      payload: eventInput(first.json(), '2026-12-10'),
    });
    expect(own.statusCode).toBe(200);
    expect((await test.app.inject(`/api/events/${event.slug}`)).json()).toMatchObject({
      registrationDeadline: '2026-12-10',
    });

    const opened = await openRegistrations(test, event.id);
    const record = (await as(test.organizer.headers, { url: eventUrl(event.id) })).json();
    expect(record).toMatchObject({ registrationDeadline: null, onlineRegistrationDeadline: opened.settings!.deadline });
    // The public page shows one deadline: the registrations'.
    expect((await test.app.inject(`/api/events/${event.slug}`)).json()).toMatchObject({ registrationDeadline: null });

    const before = await writes();
    const refused = await as(test.organizer.headers, {
      method: 'PUT',
      url: eventUrl(event.id),
      payload: eventInput(record, '2026-12-11'),
    });
    expectApiError(refused, 400, DEADLINE_OF_ONLINE_REGISTRATIONS);
    expect(await writes()).toEqual(before);
    expect((await as(test.organizer.headers, { url: eventUrl(event.id) })).json()).toMatchObject({
      registrationDeadline: null,
    });

    // Restoring the version that had its own deadline keeps the rest and drops that deadline.
    const { items } = (await as(test.organizer.headers, { url: `${eventUrl(event.id)}/revisions` })).json<{
      items: { id: number }[];
    }>();
    const saved = await Promise.all(
      items.map(async ({ id }) => {
        const revision = await as(test.organizer.headers, { url: `${eventUrl(event.id)}/revisions/${id}` });
        return revision.json<{ id: number; data: { registrationDeadline: string | null } }>();
      }),
    );
    const withOwn = saved.find((revision) => revision.data.registrationDeadline === '2026-12-10');
    expect(withOwn).toBeDefined();
    const restored = await as(test.organizer.headers, {
      method: 'POST',
      url: `${eventUrl(event.id)}/revisions/${withOwn!.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      registrationDeadline: null,
      onlineRegistrationDeadline: opened.settings!.deadline,
    });
  });
});

describe('deleting an event', () => {
  it('is refused while registrations are alive (409, nothing written), and takes the ended ones and its settings otherwise', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id);
    const { registration } = await registered(test.app, event.slug);
    const remove = () => as(test.organizer.headers, { method: 'DELETE', url: `/api/admin/events/${event.id}` });
    const before = await writes();
    expectApiError(
      await remove(),
      409,
      'Cet événement a des inscriptions en cours : il ne peut pas être supprimé. Annulez-les d’abord (exportez la liste si besoin), ou retirez l’événement de la publication.',
    );
    expect(await writes()).toEqual(before);

    await as(test.organizer.headers, {
      method: 'POST',
      url: `/api/admin/registrations/${registration.reference}/cancel`,
    });
    expect((await remove()).statusCode).toBe(200);
    for (const table of ['event_registrations', 'event_registration_settings'] as const) {
      const rows = await test.app.db.selectFrom(table).select('event_id').where('event_id', '=', event.id).execute();
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
  });
});

describe('the registrants', () => {
  it('are cancelled by the organizer: the place goes to the waiting list, both are told, the log keeps it', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, { capacity: 1 });
    const holder = await registered(test.app, event.slug);
    const waiting = await registered(test.app, event.slug, registrationBody({ joinWaitingList: true }));
    const cancel = () =>
      as(test.organizer.headers, {
        method: 'POST',
        url: `/api/admin/registrations/${holder.registration.reference}/cancel`,
      });
    const response = await cancel();
    expect(response.statusCode).toBe(200);
    const view = response.json<AdminEventRegistrations>();
    expect(view.registrants.map((row) => [row.reference, row.status])).toEqual([
      [holder.registration.reference, 'cancelled'],
      [waiting.registration.reference, 'confirmed'],
    ]);
    expect(view.registrants[0]!.note).toMatch(/^Annulée par l’organisation le /);
    expect((await mailsOf(test.app, holder.registration.reference)).at(-1)!.text).toContain(
      'a été annulée par l’organisation',
    );
    expect((await mailsOf(test.app, waiting.registration.reference)).at(-1)!.subject).toMatch(
      /^Une place s’est libérée/,
    );
    const audit = await test.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'registration')
      .where('record_id', '=', holder.registration.reference)
      .execute();
    expect(audit).toMatchObject([{ action: 'cancel', actor: test.organizer.email }]);

    const before = await writes();
    expectApiError(await cancel(), 409);
    expectApiError(
      await as(test.organizer.headers, { method: 'POST', url: '/api/admin/registrations/IN-ZZZZZZ/cancel' }),
      404,
    );
    expect(await writes()).toEqual(before);
  });

  it('are exported for a French spreadsheet: UTF-8 with BOM, « ; », CRLF, formulas neutralised', async () => {
    const event = await addEvent(test.app);
    await openRegistrations(test, event.id, {
      capacity: 1,
      questions: { licence: true, club: true, grade: true, category: true },
    });
    await registered(
      test.app,
      event.slug,
      registrationBody({
        firstName: 'Camille',
        lastName: 'Lefèvre',
        licenceNumber: 'WF26004217',
        club: '=HYPERLINK("http://x")',
        grade: 'kyu-1',
        category: 'veterans',
      }),
    );
    await registered(
      test.app,
      event.slug,
      registrationBody({ club: 'Wado; Club', grade: 'dan-2', category: 'enfants', joinWaitingList: true }),
    );
    const response = await test.app.inject({
      url: `/api/admin/event-registrations/${event.id}/registrants.csv`,
      headers: test.organizer.headers,
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="inscriptions-${event.slug}.csv"`);
    expect(response.body.startsWith('\uFEFFRéférence;Statut;Rang sur la liste d’attente;Nom;Prénom;E-mail')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const first = lines[1]!.split(';');
    expect(first.slice(1, 4)).toEqual(['Confirmée', '', 'Lefèvre']);
    expect(first.slice(6, 11)).toEqual([
      'WF26004217',
      'oui',
      `"'=HYPERLINK(""http://x"")"`,
      '1er kyu',
      'Vétérans (35 ans et plus)',
    ]);
    expect(lines[2]).toContain(';Liste d’attente;1;');
    expect(lines[2]).toContain(';"Wado; Club";2e dan;Enfants (moins de 14 ans);0,00;');
  });
});
