import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holdsRole, isRole, type Role } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import type { Clock } from '../clock';
import { HttpError } from '../errors';
import { isCrossSite, type AuthFailureLimiter, type NeverThrottledConfig } from '../security';
import { API_TOKEN_PREFIX, secretHash } from './tokens';

/** The session cookie: HttpOnly, SameSite=Strict, Secure when the site is served over HTTPS. */
export const SESSION_COOKIE = 'wado_session';
/** A session ends after this long without use… */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and its expiry is moved forward at most this often (not one write per request). */
const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** Likewise a token's last use. */
const TOKEN_TOUCH_MS = 60 * 60 * 1000;

export const SIGN_IN_REQUIRED = 'Connectez-vous pour accéder à l’espace d’administration.';
export const TOKEN_EXPIRED = 'Ce jeton d’API a expiré : demandez-en un nouveau à un administrateur.';
export const ROLE_REQUIRED = 'Votre rôle ne permet pas cette action : demandez-la à un administrateur.';
export const ORIGIN_REQUIRED =
  'Cette demande doit être envoyée depuis l’espace d’administration du site : elle n’a pas été prise en compte.';

/** The person a request acts for. */
export interface SignedInPerson {
  id: number;
  email: string;
  roles: Role[];
  /** The clubs she looks after as a club manager (role `club`); empty without that role. */
  clubIds: number[];
  /** How the request proved it: a browser session (cookie) or a personal API token (scripts). */
  via: 'session' | 'token';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for requests with a valid session cookie or API token; null otherwise. */
    person: SignedInPerson | null;
    /** The request's API token was right but has expired (its 401 says so). */
    tokenExpired: boolean;
  }
}

export const parseRoles = (json: string): Role[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter(isRole) : [];
};

async function personOfSession(db: Db, cookie: string, now: Date): Promise<SignedInPerson | null> {
  const idHash = secretHash(cookie);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('people', 'people.id', 'sessions.person_id')
    .select(['people.id', 'people.email', 'people.roles', 'people.status', 'sessions.expires_at'])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row || row.status !== 'active') return null;
  const expiresAt = Date.parse(row.expires_at);
  if (expiresAt <= now.getTime()) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  const renewed = now.getTime() + SESSION_IDLE_MS;
  if (renewed - expiresAt > SESSION_TOUCH_MS) {
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(renewed).toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  const roles = parseRoles(row.roles);
  return { id: row.id, email: row.email, roles, clubIds: await managedClubs(db, row.id, roles), via: 'session' };
}

/** The clubs of a club manager (one query, only for people who hold the role). */
export async function managedClubs(
  db: Pick<Db, 'selectFrom'>,
  personId: number,
  roles: readonly Role[],
): Promise<number[]> {
  if (!roles.includes('club')) return [];
  const rows = await db
    .selectFrom('people_clubs')
    .select('club_id')
    .where('person_id', '=', personId)
    .orderBy('club_id')
    .execute();
  return rows.map((row) => row.club_id);
}

/**
 * The person of a personal API token, with the roles the token carries that the person still
 * holds; 'expired' for a token past its end (a right token, not a guess); null for any other.
 */
async function personOfToken(db: Db, token: string, now: Date): Promise<SignedInPerson | 'expired' | null> {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('people', 'people.id', 'api_tokens.person_id')
    .select(['api_tokens.id as tokenId', 'api_tokens.last_used_at', 'api_tokens.expires_at'])
    .select(['api_tokens.roles as tokenRoles', 'people.id', 'people.email', 'people.roles', 'people.status'])
    .where('api_tokens.token_hash', '=', secretHash(token))
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.status !== 'active') return null;
  // Compared as text in ISO form, like every date stored; a token without an end never passes.
  if (!(row.expires_at > now.toISOString())) return 'expired';
  // When a token was last used, to the hour: a script's every call is not a write.
  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - lastUsed > TOKEN_TOUCH_MS) {
    await db.updateTable('api_tokens').set({ last_used_at: now.toISOString() }).where('id', '=', row.tokenId).execute();
  }
  const roles = tokenRoles(row.roles, row.tokenRoles);
  return { id: row.id, email: row.email, roles, clubIds: await managedClubs(db, row.id, roles), via: 'token' };
}

/** A token's roles as far as its holder still has them: a role taken from the person leaves the token too. */
export const tokenRoles = (personRoles: string, tokenRolesJson: string | null): Role[] => {
  const carried = parseRoles(tokenRolesJson ?? '[]');
  return parseRoles(personRoles).filter((role) => carried.includes(role));
};

/** The token of `Authorization: Bearer …` ('' for a malformed header), or null without one. */
const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
};

/**
 * Finds who each request acts for (a session cookie, or `Authorization: Bearer wado_pat_…`).
 * Requests with neither cost nothing: the public site never touches the people tables.
 */
export function identifyPeople(
  app: FastifyInstance,
  { db, clock, failures }: { db: Db; clock: Clock; failures: AuthFailureLimiter },
): void {
  app.decorateRequest('person', null);
  app.decorateRequest('tokenExpired', false);
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    if (token !== null) {
      // Signing out acts for nobody and must always answer: no token is tried there.
      if ((request.routeOptions.config as NeverThrottledConfig | undefined)?.neverThrottled) return;
      // Tokens cannot be tried one after another: an address that sent too many wrong ones waits.
      await failures.assertAllowed(request.ip, reply);
      const found = token.startsWith(API_TOKEN_PREFIX) ? await personOfToken(db, token, clock.now()) : null;
      request.tokenExpired = found === 'expired';
      request.person = found === 'expired' ? null : found;
      if (!found) await failures.recordFailure(request.ip);
      return;
    }
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) request.person = await personOfSession(db, cookie, clock.now());
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write with a session cookie must come from a page of the site: the browser says where from
 * (`Sec-Fetch-Site`, `Origin`), and a write that says nothing is refused too. Token-authenticated
 * scripts send no cookie and are not concerned.
 */
function assertSameOriginWrite(request: FastifyRequest, publicUrl: string): void {
  if (!WRITE_METHODS.has(request.method)) return;
  if (request.person?.via === 'token') return;
  const saysWhere = request.headers['sec-fetch-site'] !== undefined || request.headers.origin !== undefined;
  if (!saysWhere || isCrossSite(request, publicUrl)) throw new HttpError(403, ORIGIN_REQUIRED);
}

/**
 * An `onRequest` hook for back-office routes: 401 without a valid session or token, 403 for a
 * write from another origin, 403 when the person holds none of `roles`.
 */
export function requireRoles(roles: readonly Role[], { publicUrl }: { publicUrl: string }) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.person) throw new HttpError(401, request.tokenExpired ? TOKEN_EXPIRED : SIGN_IN_REQUIRED);
    assertSameOriginWrite(request, publicUrl);
    if (!holdsRole(request.person.roles, roles)) throw new HttpError(403, ROLE_REQUIRED);
  };
}

/** The person of a request that passed `requireRoles` (its handlers may rely on it). */
export function signedIn(request: FastifyRequest): SignedInPerson {
  if (!request.person) throw new HttpError(401, request.tokenExpired ? TOKEN_EXPIRED : SIGN_IN_REQUIRED);
  return request.person;
}
