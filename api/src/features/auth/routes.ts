import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AcceptInvitationRequest,
  CurrentPerson,
  Done,
  InvitationInfo,
  InvitationParams,
  LoginRequest,
  NewPasswordRequest,
  PasswordChangeRequest,
  PasswordResetInfo,
  PasswordResetParams,
  PasswordResetRequest,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { createPeriodicJob } from '../jobs';
import type { Mailer } from '../mail';
import {
  createAuthFailureLimiter,
  createSlowdown,
  isCrossSite,
  type NeverThrottledConfig,
  type SlowdownSettings,
  type WindowCounters,
} from '../security';
import { ORIGIN_REQUIRED, parseRoles, requireRoles, SESSION_COOKIE, signedIn, type SignedInPerson } from './guard';
import { acceptInvitation, normalizeEmail, openSession, readInvitation, setPassword } from './people';
import { passwordMatches } from './passwords';
import { deleteExpiredPasswordResets, readPasswordReset, requestPasswordReset, resetPassword } from './passwordResets';
import { secretHash } from './tokens';
import { DEVICE_COOKIE, DEVICE_TRUST_MS, knownDevice, trustDevice } from './devices';
import { isValidEmail, PASSWORD_RESET_REQUESTED, ROLES } from '@wado/shared/contract';

export const SIGN_IN_REFUSED = 'Adresse e-mail ou mot de passe incorrect.';

const current = (person: SignedInPerson) => ({ email: person.email, roles: person.roles });

export const TOO_MANY_PASSWORD_RESETS =
  'Trop de demandes de nouveau mot de passe depuis cette adresse : réessayez plus tard.';
/**
 * Reset e-mails one account receives per hour at most: further requests get the same answer and
 * send nothing (the answer must not tell whether the account exists, nor flood its mailbox).
 */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
/** Expired « forgotten password » links are deleted this often. */
export const PASSWORD_RESET_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Signing in and out, the signed-in person, invitations, password changes and forgotten passwords
 * (`/api/auth/*`).
 * The session lives in the database; the browser holds an HttpOnly, SameSite=Strict cookie
 * scoped to the API, Secure when the site is served over HTTPS. A browser that signed in also
 * keeps a device cookie (see `devices.ts`), scoped to these routes.
 */
export async function authRoutes(
  app: Api,
  {
    db,
    mailer,
    publicUrl,
    authFailures,
    signInSlowdown,
    counters,
  }: {
    db: Db;
    mailer: Mailer;
    publicUrl: string;
    authFailures: { max: number; windowMs: number };
    signInSlowdown: SlowdownSettings;
    counters: WindowCounters;
  },
) {
  const now = () => app.clock.now();
  const millis = () => now().getTime();
  const byAddress = createAuthFailureLimiter(authFailures, counters, millis, { scope: 'sign-in-address' });
  // Wrong passwords for an account from browsers it never signed in from: slowed down, all together…
  const byAccount = createSlowdown(signInSlowdown, counters, millis, { scope: 'sign-in-account' });
  // …and from a browser it did sign in from, each on its own: a stranger cannot slow those down.
  const byDevice = createSlowdown(signInSlowdown, counters, millis, { scope: 'sign-in-device' });
  // The current password, asked of a signed-in person who changes it.
  const byPerson = createSlowdown(signInSlowdown, counters, millis, { scope: 'password-change' });
  // « Forgotten password » requests of one address, each counted (not only failures): no mailbox bombing.
  const resetRequestsByAddress = createAuthFailureLimiter(authFailures, counters, millis, {
    scope: 'password-reset-address',
    message: TOO_MANY_PASSWORD_RESETS,
  });
  const secure = publicUrl.startsWith('https:');

  const cookieOptions = { path: '/api', httpOnly: true, sameSite: 'strict', secure } as const;
  const deviceCookieOptions = { ...cookieOptions, path: '/api/auth', maxAge: DEVICE_TRUST_MS / 1000 } as const;
  /** The cookies of a browser that just proved the password: its session, and its device cookie. */
  const setBrowserCookies = (reply: FastifyReply, { session, device }: { session: string; device: string }) => {
    void reply.setCookie(SESSION_COOKIE, session, cookieOptions);
    void reply.setCookie(DEVICE_COOKIE, device, deviceCookieOptions);
  };
  /** A new session for this browser, which the person's account knows from now on. */
  const openBrowserSession = async (trx: Db, request: FastifyRequest, personId: number, at: Date) => ({
    device: await trustDevice(trx, personId, request.cookies[DEVICE_COOKIE], at),
    session: await openSession(trx, personId, at),
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    void reply.header('Cache-Control', 'no-store');
    // Sign-in and invitations carry no session yet: a page of another site must not post them either.
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    const saysWhere = request.headers['sec-fetch-site'] !== undefined || request.headers.origin !== undefined;
    if (writes && (!saysWhere || isCrossSite(request, publicUrl))) throw new HttpError(403, ORIGIN_REQUIRED);
  });

  app.post(
    '/api/auth/login',
    { bodyLimit: 4 * 1024, schema: { body: LoginRequest, response: { 200: CurrentPerson } } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await byAddress.assertAllowed(request.ip, reply);
      const row = await db
        .selectFrom('people')
        .select(['id', 'email', 'roles', 'status', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
      const device = row ? await knownDevice(db, request.cookies[DEVICE_COOKIE], row.id, now()) : null;
      const [limiter, subject] = device ? [byDevice, device] : [byAccount, email];
      await limiter.assertAllowed(subject, reply);
      const matches = await passwordMatches(row?.password_hash ?? null, request.body.password);
      if (!row || !matches || row.status !== 'active') {
        await byAddress.recordFailure(request.ip);
        await limiter.recordFailure(subject);
        throw new HttpError(401, SIGN_IN_REFUSED);
      }
      const at = now();
      const cookies = await db.transaction().execute(async (trx) => {
        await trx.updateTable('people').set({ last_sign_in_at: at.toISOString() }).where('id', '=', row.id).execute();
        return openBrowserSession(trx, request, row.id, at);
      });
      setBrowserCookies(reply, cookies);
      return { email: row.email, roles: parseRoles(row.roles) };
    },
  );

  app.get('/api/auth/me', { schema: { response: { 200: CurrentPerson } } }, async (request) =>
    current(signedIn(request)),
  );

  // Always answers, whatever the counters say: a browser must always be able to end its session.
  app.post(
    '/api/auth/logout',
    { config: { neverThrottled: true } satisfies NeverThrottledConfig, schema: { response: { 200: Done } } },
    async (request, reply) => {
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie) await db.deleteFrom('sessions').where('id_hash', '=', secretHash(cookie)).execute();
      void reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { message: 'Vous êtes déconnecté(e).' };
    },
  );

  app.post(
    '/api/auth/password',
    {
      bodyLimit: 4 * 1024,
      onRequest: requireRoles(ROLES, { publicUrl }),
      schema: { body: PasswordChangeRequest, response: { 200: Done } },
    },
    async (request, reply) => {
      const person = signedIn(request);
      if (person.via !== 'session')
        throw new HttpError(403, 'Le mot de passe se change depuis l’espace d’administration.');
      await byPerson.assertAllowed(String(person.id), reply);
      const row = await db.selectFrom('people').select('password_hash').where('id', '=', person.id).executeTakeFirst();
      if (!(await passwordMatches(row?.password_hash ?? null, request.body.currentPassword))) {
        await byPerson.recordFailure(String(person.id));
        throw new HttpError(400, 'Le mot de passe actuel est incorrect.');
      }
      const at = now();
      await setPassword(db, person.id, request.body.newPassword, person, at);
      // Every session ended and every browser forgotten (others may be a thief's): this one gets both back.
      setBrowserCookies(
        reply,
        await db.transaction().execute((trx) => openBrowserSession(trx, request, person.id, at)),
      );
      return {
        message: 'Votre mot de passe est changé ; vos autres sessions sont fermées et vos jetons d’API révoqués.',
      };
    },
  );

  /** Counts a wrong or spent link against the address (404, 410), as a wrong password is. */
  const countingLinkFailures =
    (request: FastifyRequest) =>
    async (error: unknown): Promise<never> => {
      if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410)) {
        await byAddress.recordFailure(request.ip);
      }
      throw error;
    };

  app.get(
    '/api/auth/invitations/:token',
    { schema: { params: InvitationParams, response: { 200: InvitationInfo } } },
    async (request) => readInvitation(db, request.params.token, now()),
  );

  app.post(
    '/api/auth/invitations/:token',
    {
      bodyLimit: 4 * 1024,
      schema: { params: InvitationParams, body: AcceptInvitationRequest, response: { 200: CurrentPerson } },
    },
    async (request, reply) => {
      await byAddress.assertAllowed(request.ip, reply);
      const { person, cookie } = await acceptInvitation(db, request.params.token, request.body.password, now()).catch(
        countingLinkFailures(request),
      );
      const device = await trustDevice(db, person.id, request.cookies[DEVICE_COOKIE], now());
      setBrowserCookies(reply, { session: cookie, device });
      return current(person);
    },
  );

  app.post(
    '/api/auth/password-reset',
    { bodyLimit: 4 * 1024, schema: { body: PasswordResetRequest, response: { 200: Done } } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isValidEmail(email)) throw new HttpError(400, 'Cette adresse e-mail n’est pas valide.');
      await resetRequestsByAddress.assertAllowed(request.ip, reply);
      await resetRequestsByAddress.recordFailure(request.ip);
      // Counted for every address, known or not, so that the work done says nothing either.
      const { count } = await counters.hit(`password-reset-account:${email}`, HOUR_MS);
      if (
        count <= PASSWORD_RESET_MAILS_PER_HOUR &&
        (await requestPasswordReset(db, { email, publicUrl, now: now() }))
      ) {
        mailer.notify();
      }
      return { message: PASSWORD_RESET_REQUESTED };
    },
  );

  app.get(
    '/api/auth/password-reset/:token',
    { schema: { params: PasswordResetParams, response: { 200: PasswordResetInfo } } },
    async (request) => readPasswordReset(db, request.params.token, now()),
  );

  app.post(
    '/api/auth/password-reset/:token',
    {
      bodyLimit: 4 * 1024,
      schema: { params: PasswordResetParams, body: NewPasswordRequest, response: { 200: CurrentPerson } },
    },
    async (request, reply) => {
      await byAddress.assertAllowed(request.ip, reply);
      const { person, cookie } = await resetPassword(db, request.params.token, request.body.password, now()).catch(
        countingLinkFailures(request),
      );
      // Every browser was just forgotten: this one, which proved the mailbox, is known again.
      const device = await trustDevice(db, person.id, request.cookies[DEVICE_COOKIE], now());
      setBrowserCookies(reply, { session: cookie, device });
      return current(person);
    },
  );

  const resetSweep = createPeriodicJob({
    name: 'suppression des liens de nouveau mot de passe expirés',
    intervalMs: PASSWORD_RESET_SWEEP_INTERVAL_MS,
    run: () => deleteExpiredPasswordResets(db, now()),
    fallback: 0,
    log: app.log,
  });
  app.addHook('onReady', () => resetSweep.start());
  app.addHook('onClose', () => resetSweep.stop());
}
