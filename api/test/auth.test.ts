import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AuditPage, CurrentPerson, Person, PersonList, Role } from '@wado/shared/contract';
import { countRows, expectApiError, startTestApp } from './helpers';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';
import { SIGN_IN_REFUSED } from '../src/features/auth/routes';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED, SESSION_IDLE_MS } from '../src/features/auth/guard';
import { HOST_ACTOR, invitePerson, setPassword } from '../src/features/auth/people';
import {
  slowdownDelayMs,
  TOO_MANY_FAILED_AUTHENTICATIONS,
  waitBeforeRetrying,
} from '../src/features/security/authFailures';
import { loadConfig } from '../src/config';

const PASSWORD = 'un mot de passe assez long';
const SITE = { origin: 'http://localhost:8080' };
const FOREIGN = { origin: 'https://evil.example' };

/** A clock the tests move. */
function movableClock(start = Date.parse('2026-11-25T10:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let clock: ReturnType<typeof movableClock>;

async function start(overrides: Parameters<typeof startTestApp>[0] = {}) {
  clock = movableClock();
  ({ app, cleanup } = await startTestApp({ publicUrl: SITE.origin, ...overrides }, { clock }));
}

/** Invites `email` with `roles` and accepts the invitation with PASSWORD (as the CLI would). */
async function createPerson(email: string, roles: Role[]): Promise<void> {
  const { link } = await invitePerson(app.db, {
    email,
    roles,
    actor: HOST_ACTOR,
    publicUrl: SITE.origin,
    now: clock.now(),
    sendEmail: false,
  });
  const token = link.slice(link.lastIndexOf('/') + 1);
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth/invitations/${token}`,
    headers: SITE,
    payload: { password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
}

const login = (email: string, password = PASSWORD, headers: Record<string, string> = SITE) =>
  app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email, password } });

const sessionCookie = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((candidate) => candidate.name === 'wado_session');
  if (!cookie) throw new Error('no session cookie');
  return `wado_session=${cookie.value}`;
};

const me = (cookie: string) => app.inject({ url: '/api/auth/me', headers: { cookie } });

describe('signing in and out', () => {
  beforeAll(async () => {
    await start();
    await createPerson('editrice@wado-france.test', ['media', 'wado']);
  });
  afterAll(() => cleanup?.());

  it('signs in with the right password: a session cookie, HttpOnly, SameSite=Strict, scoped to the API', async () => {
    const response = await login('Editrice@Wado-France.test');
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentPerson>()).toEqual({ email: 'editrice@wado-france.test', roles: ['media', 'wado'] });
    const cookie = response.cookies.find((candidate) => candidate.name === 'wado_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(cookie.secure).toBeFalsy(); // http://localhost: no HTTPS
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await me(sessionCookie(response))).json<CurrentPerson>().email).toBe('editrice@wado-france.test');
  });

  it('answers 401 with one message whatever was wrong', async () => {
    expectApiError(await login('editrice@wado-france.test', 'pas le bon mot de passe'), 401, SIGN_IN_REFUSED);
    expectApiError(await login('inconnu@wado-france.test'), 401, SIGN_IN_REFUSED);
    await invitePerson(app.db, {
      email: 'invitee@wado-france.test',
      roles: ['media'],
      actor: HOST_ACTOR,
      publicUrl: SITE.origin,
      now: clock.now(),
      sendEmail: false,
    });
    expectApiError(await login('invitee@wado-france.test', ''), 401, SIGN_IN_REFUSED);
  });

  it('refuses a sign-in posted from another site, or saying nowhere', async () => {
    expectApiError(await login('editrice@wado-france.test', PASSWORD, FOREIGN), 403, ORIGIN_REQUIRED);
    expectApiError(await login('editrice@wado-france.test', PASSWORD, {}), 403, ORIGIN_REQUIRED);
    expectApiError(
      await login('editrice@wado-france.test', PASSWORD, { 'sec-fetch-site': 'cross-site' }),
      403,
      ORIGIN_REQUIRED,
    );
  });

  it('refuses bad bodies with a 400', async () => {
    for (const payload of [
      {},
      { email: 'x@y.fr' },
      { email: 'x@y.fr', password: 12 },
      { email: 'x'.repeat(300), password: 'a' },
    ]) {
      expectApiError(await app.inject({ method: 'POST', url: '/api/auth/login', headers: SITE, payload }), 400);
    }
  });

  it('is 401 without a session, with a forged one, and after signing out', async () => {
    expectApiError(await app.inject({ url: '/api/auth/me' }), 401, SIGN_IN_REQUIRED);
    expectApiError(await me('wado_session=forged-value'), 401);
    const cookie = sessionCookie(await login('editrice@wado-france.test'));
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...SITE, cookie } });
    expect(out.statusCode).toBe(200);
    expectApiError(await me(cookie), 401);
  });

  it('ends a session left idle, and keeps a used one alive', async () => {
    const idle = sessionCookie(await login('editrice@wado-france.test'));
    const used = sessionCookie(await login('editrice@wado-france.test'));
    for (let hour = 0; hour < 10; hour++) {
      clock.advance(60 * 60 * 1000);
      expect((await me(used)).statusCode).toBe(200);
    }
    expect(10 * 60 * 60 * 1000).toBeGreaterThan(SESSION_IDLE_MS);
    expectApiError(await me(idle), 401);
  });
});

describe('wrong passwords slow an account down, never lock its owner out', () => {
  const OWNER = 'tresoriere@wado-france.test';
  const STRANGER = 'mauvais mot de passe';
  // The server's own settings: 5 free failures, then 1 s, 2 s, 4 s… up to 15 minutes.
  const slowdown = loadConfig({}).signInSlowdown;
  let stranger = 0;

  beforeAll(async () => {
    await start({ authFailures: { max: 10, windowMs: 15 * 60_000 }, signInSlowdown: slowdown });
    await createPerson(OWNER, ['treasurer']);
    await createPerson('voisine@wado-france.test', ['media']);
  });
  afterAll(() => cleanup?.());

  /** A sign-in from `address`, with the cookies of a browser (`cookie`) or none. */
  const attempt = (email: string, password: string, { address = '10.0.0.1', cookie = '' } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: cookie ? { ...SITE, cookie } : SITE,
      payload: { email, password },
    });
  /** A new address each time: the limit per address never stops the stranger. */
  const strangerAddress = () => `198.51.${Math.floor(++stranger / 200)}.${stranger % 200}`;

  /**
   * `count` wrong passwords from many addresses, each waiting whatever it is told to (the clock
   * moves): the Retry-After of every 429 met on the way.
   */
  async function strangerTries(count: number): Promise<number[]> {
    const waits: number[] = [];
    for (let failures = 0; failures < count;) {
      const response = await attempt(OWNER, STRANGER, { address: strangerAddress() });
      if (response.statusCode === 429) {
        waits.push(Number(response.headers['retry-after']));
        clock.advance(waits.at(-1)! * 1000);
      } else {
        expectApiError(response, 401, SIGN_IN_REFUSED);
        failures += 1;
      }
    }
    return waits;
  }

  /** The device cookie of a browser that signed in as `email`, signed out again. */
  async function ownersBrowser(email = OWNER): Promise<string> {
    const response = await attempt(email, PASSWORD, { address: '192.0.2.10' });
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((candidate) => candidate.name === 'wado_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(device!.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(device!.secure).toBeFalsy(); // http://localhost
    return `wado_device=${device!.value}`;
  }

  it('waits nothing for the first failures, then 1 s, 2 s, 4 s… and 15 minutes at most, said in French', () => {
    const delays = Array.from({ length: 17 }, (_, failures) => slowdownDelayMs(failures + 1, slowdown) / 1000);
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(slowdownDelayMs(1_000_000, slowdown)).toBe(slowdown.maxDelayMs);
    expect(waitBeforeRetrying(1)).toBe(
      'Trop de mots de passe refusés pour ce compte : par prudence, attendez 1 seconde avant de réessayer.',
    );
    expect(waitBeforeRetrying(61)).toContain('attendez 2 minutes avant');
  });

  it.each([10, 20])(
    'after %i wrong passwords from many addresses: the owner’s browser at once, a new one after the delay',
    async (count) => {
      const device = await ownersBrowser();
      const waits = await strangerTries(count);
      // The stranger waited more and more, never more than the cap.
      expect(waits.length).toBe(count - slowdown.afterFailures);
      expect(waits).toEqual([...waits].sort((a, b) => a - b));
      expect(Math.max(...waits)).toBeLessThanOrEqual(slowdown.maxDelayMs / 1000);
      if (count === 20) expect(waits.at(-1)).toBe(slowdown.maxDelayMs / 1000);

      // The right password from the owner's browser, at once, from yet another address.
      const owner = await attempt(OWNER, PASSWORD, { address: '192.0.2.11', cookie: device });
      expect(owner.statusCode).toBe(200);
      expect(owner.json<CurrentPerson>()).toEqual({ email: OWNER, roles: ['treasurer'] });
      expect((await me(sessionCookie(owner))).statusCode).toBe(200);

      // From a browser the account does not know: the right password waits its turn, then passes.
      const slowed = await attempt(OWNER, PASSWORD, { address: '192.0.2.12' });
      const wait = Number(slowed.headers['retry-after']);
      expectApiError(slowed, 429, waitBeforeRetrying(wait));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(slowdown.maxDelayMs / 1000);
      clock.advance(wait * 1000 - 1_000);
      expectApiError(await attempt(OWNER, PASSWORD, { address: '192.0.2.12' }), 429);
      clock.advance(1_000);
      expect((await attempt(OWNER, PASSWORD, { address: '192.0.2.12' })).statusCode).toBe(200);
      clock.advance(slowdown.forgetAfterMs); // The next case starts afresh.
    },
  );

  it('counts the owner’s own mistakes against their browser only; a stranger’s cannot use them up', async () => {
    const device = await ownersBrowser();
    for (let i = 0; i < slowdown.afterFailures; i += 1) {
      expectApiError(await attempt(OWNER, STRANGER, { cookie: device }), 401, SIGN_IN_REFUSED);
    }
    expectApiError(await attempt(OWNER, PASSWORD, { cookie: device }), 429);
    // Other browsers were not slowed down by them…
    const elsewhere = await attempt(OWNER, PASSWORD, { address: '192.0.2.13' });
    expect(elsewhere.statusCode).toBe(200);
    // …and a browser known to another account is a stranger to this one.
    const neighbour = await ownersBrowser('voisine@wado-france.test');
    await strangerTries(slowdown.afterFailures);
    expectApiError(await attempt(OWNER, PASSWORD, { cookie: neighbour }), 429);
    clock.advance(slowdown.forgetAfterMs);
  });

  it('forgets the failures after a while', async () => {
    await strangerTries(slowdown.afterFailures);
    expectApiError(await attempt(OWNER, PASSWORD, { address: '192.0.2.14' }), 429);
    clock.advance(slowdown.forgetAfterMs);
    // One more failure starts a new count: no wait after it.
    await strangerTries(1);
    expect((await attempt(OWNER, PASSWORD, { address: '192.0.2.14' })).statusCode).toBe(200);
  });

  it('still limits each address, whatever the accounts tried, until its window ends', async () => {
    for (let i = 0; i < 10; i += 1) {
      expectApiError(await attempt(`personne-${i}@x.fr`, STRANGER, { address: '10.9.9.9' }), 401);
    }
    const device = await ownersBrowser();
    const refused = await attempt(OWNER, PASSWORD, { address: '10.9.9.9', cookie: device });
    expectApiError(refused, 429, TOO_MANY_FAILED_AUTHENTICATIONS);
    clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await attempt(OWNER, PASSWORD, { address: '10.9.9.9', cookie: device })).statusCode).toBe(200);
  });

  it('sends the device cookie Secure when the site is served over HTTPS', async () => {
    const secure = await startTestApp({ publicUrl: 'https://www.wado-france.fr' });
    try {
      const { personId } = await signInAs(secure.app, ['media'], 'https@wado-france.test');
      await setPassword(secure.app.db, personId, PASSWORD, HOST_ACTOR, new Date());
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://www.wado-france.fr' },
        payload: { email: 'https@wado-france.test', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((candidate) => candidate.name === 'wado_device')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await secure.cleanup();
    }
  });
});

describe('invitations and passwords', () => {
  beforeAll(() => start());
  afterAll(() => cleanup?.());

  async function invite(email: string) {
    const { link } = await invitePerson(app.db, {
      email,
      roles: ['selection'],
      actor: HOST_ACTOR,
      publicUrl: SITE.origin,
      now: clock.now(),
      sendEmail: false,
    });
    expect(link).toMatch(/^http:\/\/localhost:8080\/admin\/invitation\/[\w-]{40,}$/);
    return link.slice(link.lastIndexOf('/') + 1);
  }
  const accept = (token: string, password: string) =>
    app.inject({ method: 'POST', url: `/api/auth/invitations/${token}`, headers: SITE, payload: { password } });

  it('greets the invited person, refuses a short password (link still valid), then signs them in once', async () => {
    const token = await invite('Nouvelle@Wado-France.test');
    const info = await app.inject({ url: `/api/auth/invitations/${token}` });
    expect(info.json()).toMatchObject({ email: 'nouvelle@wado-france.test' });
    expectApiError(await accept(token, 'court'), 400, 'Le mot de passe doit compter au moins 12 caractères.');
    expectApiError(await accept(token, 'nouvelle@wado-france.test'), 400);
    const accepted = await accept(token, PASSWORD);
    expect(accepted.json<CurrentPerson>()).toEqual({ email: 'nouvelle@wado-france.test', roles: ['selection'] });
    expect((await me(sessionCookie(accepted))).statusCode).toBe(200);
    expectApiError(await accept(token, PASSWORD), 410);
    expectApiError(await app.inject({ url: `/api/auth/invitations/${token}` }), 410);
  });

  it('refuses an unknown link (404) and an expired one (410)', async () => {
    expectApiError(await app.inject({ url: `/api/auth/invitations/${'x'.repeat(43)}` }), 404);
    const token = await invite('tardive@wado-france.test');
    clock.advance(48 * 60 * 60 * 1000 + 1);
    expectApiError(await accept(token, PASSWORD), 410);
    expect((await login('tardive@wado-france.test')).statusCode).toBe(401);
  });

  it('changes a password: the current one is required, every other session ends', async () => {
    await createPerson('changeante@wado-france.test', ['wado']);
    const other = sessionCookie(await login('changeante@wado-france.test'));
    const mine = sessionCookie(await login('changeante@wado-france.test'));
    const change = (currentPassword: string, newPassword: string, cookie = mine) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { ...SITE, cookie },
        payload: { currentPassword, newPassword },
      });
    expectApiError(
      await change('pas le bon', 'encore un autre mot de passe'),
      400,
      'Le mot de passe actuel est incorrect.',
    );
    expectApiError(await change(PASSWORD, 'court'), 400);
    expect((await login('changeante@wado-france.test')).statusCode).toBe(200);
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { ...FOREIGN, cookie: mine },
        payload: { currentPassword: PASSWORD, newPassword: 'encore un autre mot de passe' },
      }),
      403,
    );
    const changed = await change(PASSWORD, 'encore un autre mot de passe');
    expect(changed.statusCode).toBe(200);
    expect((await me(sessionCookie(changed))).statusCode).toBe(200);
    expectApiError(await me(other), 401);
    expectApiError(await me(mine), 401);
    expect((await login('changeante@wado-france.test')).statusCode).toBe(401);
    expect((await login('changeante@wado-france.test', 'encore un autre mot de passe')).statusCode).toBe(200);
  });
});

describe('people and roles (admin)', () => {
  beforeAll(() => start());
  afterAll(() => cleanup?.());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('lets only admins in: 401 anonymous, 403 for every other role, 403 from another site', async () => {
    expectApiError(await call('GET', '/api/admin/people', {}), 401);
    for (const role of rolesOtherThan(['admin'])) {
      const { headers } = await signInAs(app, [role]);
      // The association sees club managers there, and names them only (club-managers.test.ts).
      if (role === 'association') expect((await call('GET', '/api/admin/people', headers)).statusCode).toBe(200);
      else expectApiError(await call('GET', '/api/admin/people', headers), 403, ROLE_REQUIRED);
      expectApiError(await call('GET', '/api/admin/audit', headers), 403);
      const before = await countRows(app, 'people');
      expectApiError(
        await call('POST', '/api/admin/people', headers, { email: 'x@wado-france.test', roles: ['media'] }),
        403,
      );
      expect(await countRows(app, 'people')).toBe(before);
    }
    const { headers } = await signInAs(app, ['admin']);
    const before = await countRows(app, 'people');
    expectApiError(
      await call(
        'POST',
        '/api/admin/people',
        { ...headers, ...FOREIGN },
        { email: 'x@wado-france.test', roles: ['media'] },
      ),
      403,
      ORIGIN_REQUIRED,
    );
    expectApiError(
      await call(
        'POST',
        '/api/admin/people',
        { cookie: headers.cookie! },
        { email: 'x@wado-france.test', roles: ['media'] },
      ),
      403,
    );
    expect(await countRows(app, 'people')).toBe(before);
  });

  it('invites by e-mail through the outbox, and refuses bad bodies with nothing written', async () => {
    const { headers } = await signInAs(app, ['admin']);
    const rows = async () => [
      await countRows(app, 'people'),
      await countRows(app, 'invitations'),
      await countRows(app, 'mail_outbox'),
    ];
    const before = await rows();
    for (const payload of [
      {},
      { email: 'pas-une-adresse', roles: ['media'] },
      { email: 'a@wado-france.test', roles: [] },
      { email: 'a@wado-france.test', roles: ['chef'] },
      { email: 'a@wado-france.test', roles: ['media', 'media'] },
      { email: 'a@wado-france.test', roles: 'media' },
    ]) {
      expectApiError(await call('POST', '/api/admin/people', headers, payload), 400);
    }
    expect(await rows()).toEqual(before);

    const invited = await call('POST', '/api/admin/people', headers, {
      email: 'Media@Wado-France.test',
      roles: ['media'],
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json<Person>()).toMatchObject({
      email: 'media@wado-france.test',
      roles: ['media'],
      status: 'invited',
    });
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'media@wado-france.test')
      .executeTakeFirstOrThrow();
    const token = /\/admin\/invitation\/([\w-]+)/.exec(mail.text)![1]!;
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${token}`,
      headers: SITE,
      payload: { password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    expectApiError(
      await call('POST', '/api/admin/people', headers, { email: 'media@wado-france.test', roles: ['wado'] }),
      409,
    );
  });

  it('changes roles, keeps one admin, disables (sessions and tokens end) and audits each change', async () => {
    const admin = await signInAs(app, ['admin'], 'seule-admin@wado-france.test');
    // Other admins of earlier tests are disabled first, so that this one is the last.
    for (const person of (await call('GET', '/api/admin/people', admin.headers)).json<PersonList>().items) {
      if (person.roles.includes('admin') && person.id !== admin.personId && person.status === 'active') {
        expect((await call('POST', `/api/admin/people/${person.id}/disable`, admin.headers)).statusCode).toBe(200);
      }
    }
    expectApiError(
      await call('PUT', `/api/admin/people/${admin.personId}/roles`, admin.headers, { roles: ['media'] }),
      409,
    );
    expectApiError(await call('POST', `/api/admin/people/${admin.personId}/disable`, admin.headers), 409);

    const editor = await signInAs(app, ['wado'], 'editeur@wado-france.test');
    const changed = await call('PUT', `/api/admin/people/${editor.personId}/roles`, admin.headers, {
      roles: ['wado', 'media'],
    });
    expect(changed.json<Person>().roles).toEqual(['wado', 'media']);
    expect((await me(editor.headers.cookie!)).json<CurrentPerson>().roles).toEqual(['wado', 'media']);
    expectApiError(await call('PUT', '/api/admin/people/99999/roles', admin.headers, { roles: ['media'] }), 404);

    const issued = await call('POST', `/api/admin/people/${editor.personId}/tokens`, admin.headers, {
      label: 'script',
    });
    expect(issued.statusCode).toBe(201);
    const { token, id: tokenId } = issued.json<{ token: string; id: number }>();
    expect(token).toMatch(/^wado_pat_/);
    const viaToken = await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(viaToken.json<CurrentPerson>().email).toBe('editeur@wado-france.test');

    const disabled = await call('POST', `/api/admin/people/${editor.personId}/disable`, admin.headers);
    expect(disabled.json<Person>()).toMatchObject({ status: 'disabled', tokens: [] });
    expectApiError(await me(editor.headers.cookie!), 401);
    expectApiError(await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }), 401);
    expectApiError(await call('DELETE', `/api/admin/people/${editor.personId}/tokens/${tokenId}`, admin.headers), 404);

    const audit = (await call('GET', '/api/admin/audit?kind=person', admin.headers)).json<AuditPage>();
    const actions = audit.items
      .filter((entry) => entry.recordId === String(editor.personId))
      .map((entry) => entry.action);
    expect(actions).toEqual(['disable', 'token', 'roles']);
    const roles = audit.items.find((entry) => entry.action === 'roles' && entry.recordId === String(editor.personId))!;
    expect(roles.actor).toBe('seule-admin@wado-france.test');
    expect(JSON.parse(roles.before!)).toMatchObject({ roles: ['wado'] });
    expect(JSON.parse(roles.after!)).toMatchObject({ roles: ['wado', 'media'] });
  });

  it('revokes a token', async () => {
    const admin = await signInAs(app, ['admin']);
    const treasurer = await signInAs(app, ['treasurer']);
    const { token, id } = (
      await call('POST', `/api/admin/people/${treasurer.personId}/tokens`, admin.headers, {
        label: 'ordinateur du trésorier',
      })
    ).json<{ token: string; id: number }>();
    expect(
      (await call('DELETE', `/api/admin/people/${treasurer.personId}/tokens/${id}`, admin.headers)).statusCode,
    ).toBe(200);
    expectApiError(await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }), 401);
  });

  it('lists every role in the schema', () => {
    expect(ALL_ROLES).toHaveLength(8);
  });
});
