import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AcceptInvitationRequest,
  CurrentPerson,
  Done,
  InvitationInfo,
  InvitationParams,
  LoginRequest,
  PasswordChangeRequest,
} from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import { createAuthFailureLimiter } from '../security/authFailures';
import type { WindowCounters } from '../security/windowCounters';
import { isCrossSite } from '../security/sameOrigin';
import { ORIGIN_REQUIRED, parseRoles, requireRoles, SESSION_COOKIE, signedIn, type SignedInPerson } from './guard';
import { acceptInvitation, normalizeEmail, openSession, readInvitation, setPassword } from './people';
import { passwordMatches } from './passwords';
import { secretHash } from './tokens';
import { ROLES } from '@wado/shared/contract';

export const SIGN_IN_REFUSED = 'Adresse e-mail ou mot de passe incorrect.';
const TOO_MANY_FOR_ACCOUNT =
  'Trop de tentatives de connexion à ce compte : il est protégé pendant quelques minutes, réessayez plus tard.';

const current = (person: SignedInPerson) => ({ email: person.email, roles: person.roles });

/**
 * Signing in and out, the signed-in person, invitations and password changes (`/api/auth/*`).
 * The session lives in the database; the browser holds an HttpOnly, SameSite=Strict cookie
 * scoped to the API, Secure when the site is served over HTTPS.
 */
export async function authRoutes(
  app: Api,
  {
    db,
    publicUrl,
    authFailures,
    counters,
  }: { db: Db; publicUrl: string; authFailures: { max: number; windowMs: number }; counters: WindowCounters },
) {
  const now = () => app.clock.now();
  const byAddress = createAuthFailureLimiter(authFailures, counters, () => now().getTime(), {
    scope: 'sign-in-address',
  });
  // Per account too, so that an account cannot be tried from many addresses (a little fewer tries).
  const byAccount = createAuthFailureLimiter(authFailures, counters, () => now().getTime(), {
    scope: 'sign-in-account',
    message: TOO_MANY_FOR_ACCOUNT,
  });
  const secure = publicUrl.startsWith('https:');

  const cookieOptions = { path: '/api', httpOnly: true, sameSite: 'strict', secure } as const;
  const setSessionCookie = (reply: FastifyReply, cookie: string) =>
    reply.setCookie(SESSION_COOKIE, cookie, cookieOptions);

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
      await byAccount.assertAllowed(email, reply);
      const row = await db
        .selectFrom('people')
        .select(['id', 'email', 'roles', 'status', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
      const matches = await passwordMatches(row?.password_hash ?? null, request.body.password);
      if (!row || !matches || row.status !== 'active') {
        await byAddress.recordFailure(request.ip);
        await byAccount.recordFailure(email);
        throw new HttpError(401, SIGN_IN_REFUSED);
      }
      const at = now();
      const cookie = await db.transaction().execute(async (trx) => {
        await trx.updateTable('people').set({ last_sign_in_at: at.toISOString() }).where('id', '=', row.id).execute();
        return openSession(trx, row.id, at);
      });
      setSessionCookie(reply, cookie);
      return { email: row.email, roles: parseRoles(row.roles) };
    },
  );

  app.get('/api/auth/me', { schema: { response: { 200: CurrentPerson } } }, async (request) =>
    current(signedIn(request)),
  );

  app.post('/api/auth/logout', { schema: { response: { 200: Done } } }, async (request, reply) => {
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) await db.deleteFrom('sessions').where('id_hash', '=', secretHash(cookie)).execute();
    void reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return { message: 'Vous êtes déconnecté(e).' };
  });

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
      await byAccount.assertAllowed(person.email, reply);
      const row = await db.selectFrom('people').select('password_hash').where('id', '=', person.id).executeTakeFirst();
      if (!(await passwordMatches(row?.password_hash ?? null, request.body.currentPassword))) {
        await byAccount.recordFailure(person.email);
        throw new HttpError(400, 'Le mot de passe actuel est incorrect.');
      }
      const at = now();
      await setPassword(db, person.id, request.body.newPassword, person, at);
      // Every session ended (others may be a stolen one): this browser gets a new one.
      setSessionCookie(reply, await openSession(db, person.id, at));
      return { message: 'Votre mot de passe est changé ; vos autres sessions sont fermées.' };
    },
  );

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
        async (error: unknown) => {
          if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410)) {
            await byAddress.recordFailure(request.ip);
          }
          throw error;
        },
      );
      setSessionCookie(reply, cookie);
      return current(person);
    },
  );
}
