/**
 * Personal API tokens are bounded: each ends (90 days unless told, a year at most), carries some
 * of its holder's roles only (never one the holder lacks, and loses one taken from the holder),
 * and is revoked when the holder's password changes, whoever changes it.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  type ApiTokenCreated,
  type AuditPage,
  type CurrentPerson,
  type PersonList,
  type Role,
} from '@wado/shared/contract';
import { countRows, expectApiError, startTestApp } from './helpers';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED, TOKEN_EXPIRED } from '../src/features/auth/guard';
import { HOST_ACTOR, issueApiToken, setPassword } from '../src/features/auth/people';
import { runUsers } from '../scripts/users';

const PASSWORD = 'un mot de passe assez long';
const SITE = { origin: 'http://localhost:8080' };
const DAY_MS = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let now = Date.parse('2026-11-25T10:00:00Z');
const clock = { now: () => new Date(now) };

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp({ publicUrl: SITE.origin }, { clock }));
});
afterAll(() => cleanup?.());

// Signed in again before each test: a session ends when the clock jumps past its idle time.
let admin: Record<string, string>;
beforeEach(async () => {
  admin = (await signInAs(app, ['admin'], 'administratrice@wado-france.test')).headers;
});

const issue = (personId: number, body: object, headers: Record<string, string> = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/people/${personId}/tokens`, headers, payload: body });

/** A token issued by the administrator (201 checked). */
async function issued(personId: number, body: object = {}): Promise<ApiTokenCreated> {
  const response = await issue(personId, { label: 'script', ...body });
  expect(response.statusCode).toBe(201);
  return response.json<ApiTokenCreated>();
}

const withToken = (token: string, url = '/api/auth/me') =>
  app.inject({ url, headers: { authorization: `Bearer ${token}` } });

/** What a refusal must leave untouched. */
const written = async () => [await countRows(app, 'api_tokens'), await countRows(app, 'audit_log')];

describe('issuing a token', () => {
  it('is for administrators only: 401 signed out, 403 for every other role, nothing written', async () => {
    const { personId } = await signInAs(app, ['treasurer']);
    const before = await written();
    expectApiError(await issue(personId, { label: 'script' }, SITE), 401, SIGN_IN_REQUIRED);
    for (const role of rolesOtherThan(['admin'])) {
      const { headers } = await signInAs(app, [role]);
      expectApiError(await issue(personId, { label: 'script', expiresInDays: 30 }, headers), 403, ROLE_REQUIRED);
    }
    expect(await written()).toEqual(before);
    const created = await issued(personId, { expiresInDays: 30, roles: ['treasurer'] });
    expect(created).toMatchObject({ label: 'script', roles: ['treasurer'], lastUsedAt: null });
    expect(await written()).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('refuses an expiry out of range, an unknown role or one the person lacks, in French, writing nothing', async () => {
    const { personId } = await signInAs(app, ['treasurer', 'media']);
    const before = await written();
    for (const [change, message] of [
      [{ expiresInDays: 0 }, 'Requête invalide (expiresInDays) : la valeur doit être au moins 1.'],
      [
        { expiresInDays: API_TOKEN_MAX_DAYS + 1 },
        'Requête invalide (expiresInDays) : la valeur doit être au plus 365.',
      ],
      [{ expiresInDays: 1.5 }, undefined],
      [{ expiresInDays: '30' }, undefined],
      [{ roles: ['chef'] }, undefined],
      [{ roles: [] }, undefined],
      [{ roles: ['media', 'media'] }, undefined],
      [{ roles: 'media' }, undefined],
      [{ roles: ['shop'] }, 'Un jeton ne peut porter que des rôles de la personne : elle n’a pas le rôle « shop ».'],
      [
        { roles: ['media', 'admin', 'shop'] },
        'Un jeton ne peut porter que des rôles de la personne : elle n’a pas les rôles « admin », « shop ».',
      ],
    ] as const) {
      const refused = expectApiError(await issue(personId, { label: 'script', ...change }), 400, message);
      expect(refused.message).toMatch(/^[A-Z][^]*\.$/);
    }
    // The host's command line goes through the same checks.
    await expect(
      issueApiToken(app.db, personId, { label: 'script', expiresInDays: 400 }, HOST_ACTOR, clock.now()),
    ).rejects.toThrow('Un jeton est valable de 1 à 365 jours : choisissez une durée entre les deux.');
    expect(await written()).toEqual(before);
  });
});

describe('a token ends', () => {
  it('after 90 days unless told, a year at most; then 401 in French', async () => {
    const { personId } = await signInAs(app, ['treasurer']);
    const usual = await issued(personId);
    const longest = await issued(personId, { expiresInDays: API_TOKEN_MAX_DAYS });
    expect(Date.parse(usual.expiresAt)).toBe(now + API_TOKEN_DEFAULT_DAYS * DAY_MS);
    expect(Date.parse(longest.expiresAt)).toBe(now + API_TOKEN_MAX_DAYS * DAY_MS);
    const listed = (await app.inject({ url: '/api/admin/people', headers: admin })).json<PersonList>();
    expect(listed.items.find((person) => person.id === personId)!.tokens).toEqual([
      expect.objectContaining({ id: usual.id, expiresAt: usual.expiresAt, roles: ['treasurer'] }),
      expect.objectContaining({ id: longest.id, expiresAt: longest.expiresAt }),
    ]);

    now += API_TOKEN_DEFAULT_DAYS * DAY_MS - 1;
    expect((await withToken(usual.token, '/api/admin/orders')).statusCode).toBe(200);
    now += 1;
    expectApiError(await withToken(usual.token), 401, TOKEN_EXPIRED);
    expectApiError(await withToken(usual.token, '/api/admin/orders'), 401, TOKEN_EXPIRED);
    expect((await withToken(longest.token, '/api/admin/orders')).statusCode).toBe(200);
    now += (API_TOKEN_MAX_DAYS - API_TOKEN_DEFAULT_DAYS) * DAY_MS;
    expectApiError(await withToken(longest.token, '/api/admin/orders'), 401, TOKEN_EXPIRED);
  });
});

describe('a token carries some of its holder’s roles', () => {
  it.each(ALL_ROLES)('given « %s » alone, it may do what that role may, nothing else', async (role: Role) => {
    const { personId } = await signInAs(app, ALL_ROLES);
    const { token } = await issued(personId, { roles: [role] });
    expect((await withToken(token)).json<CurrentPerson>().roles).toEqual([role]);
    // An administrator's screen, and the treasurer's.
    for (const [url, allowed] of [
      ['/api/admin/audit', 'admin'],
      ['/api/admin/orders', 'treasurer'],
    ] as const) {
      const answer = await withToken(token, url);
      // The administrator may do everything.
      if (role === allowed || role === 'admin') expect(answer.statusCode).toBe(200);
      else expectApiError(answer, 403, ROLE_REQUIRED);
      expectApiError(await app.inject({ url }), 401, SIGN_IN_REQUIRED);
    }
  });

  it('loses a role taken from its holder, for good', async () => {
    const { personId } = await signInAs(app, ['treasurer', 'media']);
    const { token } = await issued(personId);
    expect((await withToken(token)).json<CurrentPerson>().roles).toEqual(['treasurer', 'media']);
    const setRoles = (roles: Role[]) =>
      app.inject({ method: 'PUT', url: `/api/admin/people/${personId}/roles`, headers: admin, payload: { roles } });
    expect((await setRoles(['media'])).statusCode).toBe(200);
    expect((await withToken(token)).json<CurrentPerson>().roles).toEqual(['media']);
    expectApiError(await withToken(token, '/api/admin/orders'), 403, ROLE_REQUIRED);
    // Given back to the person, the role does not come back to the token.
    const restored = await setRoles(['treasurer', 'media']);
    expect(restored.json<PersonList['items'][number]>().tokens[0]!.roles).toEqual(['media']);
    expectApiError(await withToken(token, '/api/admin/orders'), 403, ROLE_REQUIRED);
  });

  it('is audited with its expiry and roles', async () => {
    const { personId } = await signInAs(app, ['treasurer', 'shop']);
    const created = await issued(personId, { roles: ['shop'], expiresInDays: 7 });
    const audit = (await app.inject({ url: '/api/admin/audit?kind=person', headers: admin })).json<AuditPage>();
    const line = audit.items.find((entry) => entry.action === 'token' && entry.recordId === String(personId))!;
    expect(JSON.parse(line.after!)).toEqual({
      tokenId: created.id,
      label: 'script',
      expiresAt: created.expiresAt,
      roles: ['shop'],
    });
  });
});

describe('a token is revoked when its holder’s password changes', () => {
  /** A person with PASSWORD, signed in through the sign-in form, and one token. */
  async function holderWithToken(email: string) {
    const { personId } = await signInAs(app, ['treasurer'], email);
    await setPassword(app.db, personId, PASSWORD, HOST_ACTOR, clock.now());
    const { token } = await issued(personId);
    expect((await withToken(token)).statusCode).toBe(200);
    return { personId, token };
  }
  const tokensOf = async (personId: number) =>
    (await app.inject({ url: '/api/admin/people', headers: admin }))
      .json<PersonList>()
      .items.find((person) => person.id === personId)!.tokens;

  it('by the holder', async () => {
    const { personId, token } = await holderWithToken('change-seule@wado-france.test');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: SITE,
      payload: { email: 'change-seule@wado-france.test', password: PASSWORD },
    });
    const session = login.cookies.find((cookie) => cookie.name === 'wado_session')!;
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { ...SITE, cookie: `wado_session=${session.value}` },
      payload: { currentPassword: PASSWORD, newPassword: 'un tout nouveau mot de passe' },
    });
    expect(changed.statusCode).toBe(200);
    expectApiError(await withToken(token), 401, SIGN_IN_REQUIRED);
    expect(await tokensOf(personId)).toEqual([]);
  });

  it('by the host, with the users command (which also issues tokens with an expiry and roles)', async () => {
    const email = 'par-l-hote@wado-france.test';
    const { personId, token } = await holderWithToken(email);
    const stdin = Object.getOwnPropertyDescriptor(process, 'stdin')!;
    Object.defineProperty(process, 'stdin', { value: Readable.from([Buffer.from('un tout nouveau mot de passe\n')]) });
    try {
      expect(await runUsers(['password', email], {}, app.db)).toMatch(/jetons révoqués/);
    } finally {
      Object.defineProperty(process, 'stdin', stdin);
    }
    expectApiError(await withToken(token), 401, SIGN_IN_REQUIRED);
    expect(await tokensOf(personId)).toEqual([]);

    const told = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const before = await written();
      for (const [args, message] of [
        [['--expires-in-days', '0'], '--expires-in-days : un nombre de jours de 1 à 365 (reçu « 0 »)'],
        [['--expires-in-days', '366'], '--expires-in-days : un nombre de jours de 1 à 365 (reçu « 366 »)'],
        [['--roles', 'chef'], /Rôles invalides \(chef\)/],
        [['--roles', 'shop'], 'Un jeton ne peut porter que des rôles de la personne : elle n’a pas le rôle « shop ».'],
        [['--roles'], /--roles attend une valeur/],
      ] as const) {
        await expect(runUsers(['token', email, 'poste', ...args], {}, app.db)).rejects.toThrow(message);
      }
      expect(await written()).toEqual(before);
      const secret = await runUsers(
        ['token', email, 'poste', 'du', 'bureau', '--expires-in-days', '30', '--roles', 'treasurer'],
        {},
        app.db,
      );
      expect(secret).toMatch(/^wado_pat_\S+$/);
      const [created] = await tokensOf(personId);
      expect(created).toMatchObject({ label: 'poste du bureau', roles: ['treasurer'] });
      expect(Date.parse(created!.expiresAt) - Date.parse(created!.createdAt)).toBe(30 * DAY_MS);
      expect(told).toHaveBeenCalledWith(expect.stringContaining(created!.expiresAt));
    } finally {
      told.mockRestore();
    }
  });
});
