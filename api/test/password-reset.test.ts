import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PASSWORD_RESET_REQUESTED, PASSWORD_RESET_VALIDITY_MS, type CurrentPerson } from '@wado/shared/contract';
import { countRows, expectApiError, startTestApp } from './helpers';
import { signInAs } from './people';
import { testClock, type TestClock } from './editing-fixtures';
import { ORIGIN_REQUIRED } from '../src/features/auth/guard';
import { disablePerson, HOST_ACTOR, invitePerson, issueApiToken, setPassword } from '../src/features/auth/people';
import { deleteExpiredPasswordResets } from '../src/features/auth/passwordResets';
import { PASSWORD_RESET_MAILS_PER_HOUR, TOO_MANY_PASSWORD_RESETS } from '../src/features/auth/routes';
import { TOO_MANY_FAILED_AUTHENTICATIONS } from '../src/features/security/authFailures';
import { redactUrl } from '../src/features/logging/requestLog';

const SITE = { origin: 'http://localhost:8080' };
const FOREIGN = { origin: 'https://evil.example' };
const OLD_PASSWORD = 'un mot de passe assez long';
const NEW_PASSWORD = 'le dojo du mardi soir';

let app: FastifyInstance;
let cleanup: (() => Promise<void>) | undefined;
let clock: TestClock;

async function start(overrides: Parameters<typeof startTestApp>[0] = {}) {
  clock = testClock(Date.parse('2026-11-25T10:00:00Z'));
  ({ app, cleanup } = await startTestApp({ publicUrl: SITE.origin, ...overrides }, { clock }));
}

/** An active person with OLD_PASSWORD. */
async function activePerson(email: string): Promise<number> {
  const { personId } = await signInAs(app, ['media'], email);
  await setPassword(app.db, personId, OLD_PASSWORD, HOST_ACTOR, clock.now());
  return personId;
}

const askReset = (email: string, headers: Record<string, string> = SITE) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset', headers, payload: { email } });
const readReset = (token: string) => app.inject({ url: `/api/auth/password-reset/${token}` });
const useReset = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = SITE) =>
  app.inject({ method: 'POST', url: `/api/auth/password-reset/${token}`, headers, payload: { password } });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', headers: SITE, payload: { email, password } });

const sessionCookie = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((candidate) => candidate.name === 'wado_session');
  if (!cookie) throw new Error('no session cookie');
  return `wado_session=${cookie.value}`;
};
const me = (headers: Record<string, string>) => app.inject({ url: '/api/auth/me', headers });

/** The reset e-mails sent to `email`, oldest first. */
const resetMails = (email: string) =>
  app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('to_address', '=', email)
    .where('topic', '=', 'people:password-reset')
    .orderBy('id')
    .execute();

/** The token of the last reset link e-mailed to `email`. */
async function lastResetToken(email: string): Promise<string> {
  const mails = await resetMails(email);
  const link = /^http:\/\/localhost:8080\/admin\/nouveau-mot-de-passe\/([\w-]{40,})$/m.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`no reset link e-mailed to ${email}`);
  return link[1]!;
}

const writtenRows = async () => [
  await countRows(app, 'password_resets'),
  await countRows(app, 'mail_outbox'),
  await countRows(app, 'sessions'),
  await countRows(app, 'audit_log'),
];

describe('asking for a new password', () => {
  beforeAll(() => start());
  afterAll(() => cleanup?.());

  it('answers the same for an unknown, an invited, a disabled and an active address, and e-mails only the active one', async () => {
    await activePerson('active@wado-france.test');
    const disabled = await activePerson('partie@wado-france.test');
    await disablePerson(app.db, disabled, HOST_ACTOR, clock.now());
    await invitePerson(app.db, {
      email: 'invitee@wado-france.test',
      roles: ['media'],
      actor: HOST_ACTOR,
      publicUrl: SITE.origin,
      now: clock.now(),
      sendEmail: false,
    });
    const answers = [];
    for (const email of ['inconnue@wado-france.test', 'invitee@wado-france.test', 'partie@wado-france.test']) {
      answers.push(await askReset(email));
      expect(await resetMails(email)).toEqual([]);
    }
    answers.push(await askReset(' Active@Wado-France.test '));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(PASSWORD_RESET_REQUESTED).toContain('valable 1 heure');
    const [mail] = await resetMails('active@wado-france.test');
    expect(mail!.subject).toContain('Nouveau mot de passe');
    expect(mail!.text).toContain('Ce lien ne sert qu’une fois et reste valable 1 heure.');
    expect(mail!.text).toContain('Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.');
    // Only the hash of the link's secret is stored.
    const token = await lastResetToken('active@wado-france.test');
    const stored = await app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect((await readReset(token)).json()).toEqual({
      email: 'active@wado-france.test',
      expiresAt: new Date(clock.at + PASSWORD_RESET_VALIDITY_MS).toISOString(),
    });
  });

  it('voids the previous link when a new one is asked', async () => {
    await activePerson('deux-fois@wado-france.test');
    await askReset('deux-fois@wado-france.test');
    const first = await lastResetToken('deux-fois@wado-france.test');
    await askReset('deux-fois@wado-france.test');
    const second = await lastResetToken('deux-fois@wado-france.test');
    expect(second).not.toBe(first);
    expectApiError(await readReset(first), 404);
    expectApiError(await useReset(first), 404);
    expect((await useReset(second)).statusCode).toBe(200);
  });

  it('refuses a malformed address, a request from another site or saying nowhere, with nothing written', async () => {
    await activePerson('prudente@wado-france.test');
    const before = await writtenRows();
    for (const email of ['pas-une-adresse', 'prudente@', 'a@b', ' @wado-france.test']) {
      expectApiError(await askReset(email), 400, 'Cette adresse e-mail n’est pas valide.');
    }
    for (const payload of [{}, { email: 'x'.repeat(300) }, { email: 12 }]) {
      const refused = expectApiError(
        await app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: SITE, payload }),
        400,
      );
      expect(refused.message).toMatch(/^Requête invalide/);
    }
    expectApiError(await askReset('prudente@wado-france.test', FOREIGN), 403, ORIGIN_REQUIRED);
    expectApiError(await askReset('prudente@wado-france.test', {}), 403, ORIGIN_REQUIRED);
    expect(await writtenRows()).toEqual(before);
  });
});

describe('choosing the new password through the link', () => {
  beforeAll(() => start());
  afterAll(() => cleanup?.());

  it('sets the password, ends every other session and API token, and signs this browser in', async () => {
    const personId = await activePerson('oublieuse@wado-france.test');
    const oldSession = sessionCookie(await login('oublieuse@wado-france.test', OLD_PASSWORD));
    const { token: apiToken } = await issueApiToken(app.db, personId, { label: 'script' }, HOST_ACTOR, clock.now());
    expect((await me({ cookie: oldSession })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${apiToken}` })).statusCode).toBe(200);

    await askReset('oublieuse@wado-france.test');
    const token = await lastResetToken('oublieuse@wado-france.test');
    const reset = await useReset(token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json<CurrentPerson>()).toEqual({ email: 'oublieuse@wado-france.test', roles: ['media'] });
    const cookie = reset.cookies.find((candidate) => candidate.name === 'wado_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(reset.cookies.some((candidate) => candidate.name === 'wado_device')).toBe(true);

    expect((await me({ cookie: sessionCookie(reset) })).statusCode).toBe(200);
    expectApiError(await me({ cookie: oldSession }), 401);
    expectApiError(await me({ authorization: `Bearer ${apiToken}` }), 401);
    expect((await login('oublieuse@wado-france.test', OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login('oublieuse@wado-france.test', NEW_PASSWORD)).statusCode).toBe(200);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['actor', 'kind', 'record_id'])
      .where('action', '=', 'password-reset')
      .execute();
    expect(audit).toEqual([{ actor: 'oublieuse@wado-france.test', kind: 'person', record_id: String(personId) }]);
  });

  it('works once: a second use is 410, and two uses at once succeed once', async () => {
    await activePerson('une-fois@wado-france.test');
    await askReset('une-fois@wado-france.test');
    const token = await lastResetToken('une-fois@wado-france.test');
    expect((await useReset(token)).statusCode).toBe(200);
    expectApiError(await useReset(token, 'encore un autre mot de passe'), 410);
    expectApiError(await readReset(token), 410);
    expect((await login('une-fois@wado-france.test', NEW_PASSWORD)).statusCode).toBe(200);

    await activePerson('en-meme-temps@wado-france.test');
    await askReset('en-meme-temps@wado-france.test');
    const twice = await lastResetToken('en-meme-temps@wado-france.test');
    const answers = await Promise.all([
      useReset(twice, 'premier mot de passe choisi'),
      useReset(twice, 'second mot de passe choisi'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const audits = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'password-reset')
      .where('actor', '=', 'en-meme-temps@wado-france.test')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('expires after one hour, and the expired links are then deleted', async () => {
    await activePerson('lente@wado-france.test');
    await askReset('lente@wado-france.test');
    const token = await lastResetToken('lente@wado-france.test');
    clock.at += PASSWORD_RESET_VALIDITY_MS - 1_000;
    expect((await readReset(token)).statusCode).toBe(200);
    clock.at += 1_000;
    expectApiError(await readReset(token), 410);
    expectApiError(await useReset(token), 410);
    expect((await login('lente@wado-france.test', OLD_PASSWORD)).statusCode).toBe(200);
    expect(await deleteExpiredPasswordResets(app.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(
      await app.db
        .selectFrom('password_resets')
        .select('token_hash')
        .where('expires_at', '<=', clock.now().toISOString())
        .execute(),
    ).toEqual([]);
    expectApiError(await readReset(token), 404);
  });

  it('refuses a short password (the link still valid), a bad token and a request from another site, with nothing written', async () => {
    await activePerson('presse@wado-france.test');
    await askReset('presse@wado-france.test');
    const token = await lastResetToken('presse@wado-france.test');
    const before = await writtenRows();
    expectApiError(await useReset(token, 'court'), 400, 'Le mot de passe doit compter au moins 12 caractères.');
    expectApiError(await useReset(token, 'presse@wado-france.test'), 400);
    expectApiError(
      await app.inject({
        method: 'POST',
        url: `/api/auth/password-reset/${token}`,
        headers: SITE,
        payload: { password: 12 },
      }),
      400,
    );
    for (const badShape of ['court', 'y'.repeat(19)]) {
      expect(expectApiError(await readReset(badShape), 400).message).toMatch(/^Requête invalide/);
      expect(expectApiError(await useReset(badShape), 400).message).toMatch(/^Requête invalide/);
    }
    expectApiError(await useReset('x'.repeat(43)), 404);
    expectApiError(await useReset(token, NEW_PASSWORD, FOREIGN), 403, ORIGIN_REQUIRED);
    expectApiError(await useReset(token, NEW_PASSWORD, {}), 403, ORIGIN_REQUIRED);
    expect(await writtenRows()).toEqual(before);
    expect((await readReset(token)).statusCode).toBe(200);
  });

  it('voids the links of a person who is disabled, or who changes the password otherwise', async () => {
    const disabled = await activePerson('desactivee@wado-france.test');
    await askReset('desactivee@wado-france.test');
    const token = await lastResetToken('desactivee@wado-france.test');
    await disablePerson(app.db, disabled, HOST_ACTOR, clock.now());
    expectApiError(await useReset(token), 404);
    expect(
      await app.db.selectFrom('password_resets').select('token_hash').where('person_id', '=', disabled).execute(),
    ).toEqual([]);

    const changed = await activePerson('changeante@wado-france.test');
    await askReset('changeante@wado-france.test');
    const voided = await lastResetToken('changeante@wado-france.test');
    await setPassword(app.db, changed, 'choisi autrement que par le lien', HOST_ACTOR, clock.now());
    expectApiError(await useReset(voided), 404);
  });

  it('keeps the link’s secret out of the logs', () => {
    const secret = 'Zk3r9Qw2Lm8Xp4Tn6Vb1Hc5Jd7Fg0SaYe';
    expect(redactUrl(`/admin/nouveau-mot-de-passe/${secret}`)).toBe('/admin/nouveau-mot-de-passe/[masqué]');
    expect(redactUrl(`/api/auth/password-reset/${secret}`)).toBe('/api/auth/password-reset/[masqué]');
  });
});

describe('limits against mailbox bombing and guessing', () => {
  const AUTH_FAILURES = 6;
  beforeAll(() => start({ authFailures: { max: AUTH_FAILURES, windowMs: 15 * 60_000 } }));
  afterAll(() => cleanup?.());

  it('sends an account a few e-mails an hour at most, answering the same to the extra requests', async () => {
    await activePerson('visee@wado-france.test');
    const answers = [];
    for (let request = 0; request < PASSWORD_RESET_MAILS_PER_HOUR + 2; request++) {
      // From several addresses: the account's own cap, not the address's, is what stops them.
      const remoteAddress = `203.0.113.${request + 1}`;
      answers.push(
        await app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          headers: SITE,
          remoteAddress,
          payload: { email: 'visee@wado-france.test' },
        }),
      );
    }
    for (const answer of answers) expect(answer.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(await resetMails('visee@wado-france.test')).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
    clock.at += 60 * 60 * 1000;
    expect((await askReset('visee@wado-france.test')).statusCode).toBe(200);
    expect(await resetMails('visee@wado-france.test')).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR + 1);
  });

  it('answers 429 to an address that asks too often, with nothing sent', async () => {
    const remoteAddress = '198.51.100.7';
    const ask = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: SITE, remoteAddress, payload: { email } });
    for (let request = 0; request < AUTH_FAILURES; request++) {
      expect((await ask(`personne-${request}@wado-france.test`)).statusCode).toBe(200);
    }
    await activePerson('derniere@wado-france.test');
    const refused = await ask('derniere@wado-france.test');
    expectApiError(refused, 429, TOO_MANY_PASSWORD_RESETS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resetMails('derniere@wado-france.test')).toEqual([]);
  });

  it('counts wrong and spent links against the address, as invitations do', async () => {
    const remoteAddress = '198.51.100.8';
    for (let guess = 0; guess < AUTH_FAILURES; guess++) {
      const wrong = await app.inject({
        method: 'POST',
        url: `/api/auth/password-reset/${'devine'.repeat(5)}${guess}`,
        headers: SITE,
        remoteAddress,
        payload: { password: NEW_PASSWORD },
      });
      expectApiError(wrong, 404);
    }
    await activePerson('chanceuse@wado-france.test');
    await askReset('chanceuse@wado-france.test');
    const token = await lastResetToken('chanceuse@wado-france.test');
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/auth/password-reset/${token}`,
      headers: SITE,
      remoteAddress,
      payload: { password: NEW_PASSWORD },
    });
    expectApiError(blocked, 429, TOO_MANY_FAILED_AUTHENTICATIONS);
    // Another address still may: the right link was not spent by the refusal.
    expect((await useReset(token)).statusCode).toBe(200);
  });
});
