import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@wado/shared/contract';
import { SESSION_COOKIE } from '../src/features/auth/guard';
import { openSession } from '../src/features/auth/people';
import { API_TOKEN_PREFIX, newSecret, secretHash } from '../src/features/auth/tokens';

let counter = 0;

/**
 * A person with `roles`, signed in: the headers a back-office page of the site would send
 * (session cookie, the site's Origin). Written straight to the database, so that tests of other
 * features do not depend on the sign-in form.
 */
export async function signInAs(
  app: FastifyInstance,
  roles: readonly Role[],
  email = `personne-${++counter}-${roles.join('-') || 'aucun'}@wado-france.test`,
): Promise<{ headers: Record<string, string>; personId: number; email: string }> {
  const now = app.clock.now();
  const existing = await app.db.selectFrom('people').select('id').where('email', '=', email).executeTakeFirst();
  const personId =
    existing?.id ??
    (
      await app.db
        .insertInto('people')
        .values({
          email,
          password_hash: null,
          roles: JSON.stringify(roles),
          status: 'active',
          created_at: now.toISOString(),
          last_sign_in_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const cookie = await openSession(app.db, personId, now);
  return {
    headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: new URL(app.publicUrl).origin },
    personId,
    email,
  };
}

/**
 * Every role, and the roles that may not do a thing (for « every write × every role » tests):
 * never `admin`, who may do everything.
 */
export const ALL_ROLES: readonly Role[] = ROLES;
export const rolesOtherThan = (allowed: readonly Role[]): Role[] =>
  ALL_ROLES.filter((role) => role !== 'admin' && !allowed.includes(role));

/**
 * A personal API token for a new person with `roles` (as an admin would issue it), for scripts'
 * `Authorization: Bearer …`; `token` fixes its value (property tests), else a random one.
 */
export async function apiTokenFor(
  app: FastifyInstance,
  roles: readonly Role[],
  token = newSecret(API_TOKEN_PREFIX),
): Promise<string> {
  const { personId } = await signInAs(app, roles);
  await app.db
    .insertInto('api_tokens')
    .values({
      token_hash: secretHash(token),
      person_id: personId,
      label: 'tests',
      created_at: app.clock.now().toISOString(),
      // As if used a moment ago: its next uses write nothing (property tests compare snapshots).
      last_used_at: app.clock.now().toISOString(),
      revoked_at: null,
      expires_at: new Date(app.clock.now().getTime() + 365 * 24 * 60 * 60 * 1000).toISOString(),
      roles: JSON.stringify(roles),
    })
    .execute();
  return token;
}
