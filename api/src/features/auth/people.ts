/**
 * People of the back office, for the API and the host's command line alike: invitations,
 * passwords, sessions, roles, personal API tokens. Every change is audited in its transaction.
 */
import {
  ADMIN_PATH,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  INVITATION_VALIDITY_MS,
  type Role,
  type SiteSettings,
  validityInHours,
} from '@wado/shared/contract';
import type { ApiTokenCreated, Person } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { isUniqueViolation, lockForTransaction } from '../../db/dialect';
import { HttpError } from '../errors';
import { enqueueMail, type OutgoingMail } from '../mail';
import { recordAudit } from './audit';
import { managedClubs, parseRoles, SESSION_IDLE_MS, tokenRoles, type SignedInPerson } from './guard';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { API_TOKEN_PREFIX, newSecret, secretHash } from './tokens';
import { readSiteSettings } from '../settings';

/** Who acts: a signed-in person, or the host at the command line. */
export type Actor = SignedInPerson | string;
export const HOST_ACTOR = 'hôte (ligne de commande)';

type PersonRow = {
  id: number;
  email: string;
  roles: string;
  status: 'invited' | 'active' | 'disabled';
  created_at: string;
  last_sign_in_at: string | null;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The address of a one-time link e-mailed to someone: the back-office page at `path`, then the secret. */
export const oneTimeLink = (publicUrl: string, path: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${path}/${token}`;

export const invitationLink = (publicUrl: string, token: string) =>
  oneTimeLink(publicUrl, `${ADMIN_PATH}/invitation`, token);

/** Who writes the back office's e-mails, as their last line says. */
export type MailSender = Pick<SiteSettings, 'name' | 'fullName' | 'email'>;
export const mailSignature = (settings: MailSender) => `${settings.fullName} – ${settings.email}`;

/** The person a request acts for once signed in with a new session. */
export const sessionPerson = (row: Pick<PersonRow, 'id' | 'email' | 'roles'>): SignedInPerson => ({
  id: row.id,
  email: row.email,
  roles: parseRoles(row.roles),
  // Only what the person's own next requests read again from the database: a sign-in's audit line needs no clubs.
  clubIds: [],
  via: 'session',
});

/** What an audit line keeps of a person (never a hash); a club manager's clubs too. */
const auditView = (row: Pick<PersonRow, 'email' | 'roles' | 'status'>, clubIds: readonly number[] = []) => ({
  email: row.email,
  roles: parseRoles(row.roles),
  status: row.status,
  ...(clubIds.length > 0 ? { clubIds: [...clubIds] } : {}),
});

export const CLUBS_REQUIRED = 'Choisissez au moins un club pour un responsable de club.';
export const CLUBS_WITHOUT_ROLE =
  'Seul un responsable de club se voit confier des clubs : cochez ce rôle, ou ne choisissez aucun club.';

/** The clubs of a person (by id), as stored, whatever her roles. */
const clubsOf = (db: Pick<Db, 'selectFrom'>, personId: number) => managedClubs(db, personId, ['club']);

/**
 * Gives a person the clubs she manages, in the caller's transaction: at least one, each an existing
 * club, with the role `club`; none without it (400 in French, nothing written: the caller's
 * transaction is undone). Returns the clubs, in order.
 */
async function assignClubs(trx: Db, personId: number, roles: readonly Role[], clubIds: readonly number[] = []) {
  const ids = [...new Set(clubIds)].sort((a, b) => a - b);
  if (!roles.includes('club')) {
    if (ids.length > 0) throw new HttpError(400, CLUBS_WITHOUT_ROLE);
  } else {
    if (ids.length === 0) throw new HttpError(400, CLUBS_REQUIRED);
    const known = new Set(
      (await trx.selectFrom('clubs').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
    );
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw new HttpError(
        400,
        `${missing.length === 1 ? `Le club n° ${missing[0]} n’existe pas` : `Les clubs n° ${missing.join(', ')} n’existent pas`} : rechargez la liste des clubs.`,
      );
    }
  }
  await trx.deleteFrom('people_clubs').where('person_id', '=', personId).execute();
  if (ids.length > 0) {
    await trx
      .insertInto('people_clubs')
      .values(ids.map((clubId) => ({ person_id: personId, club_id: clubId })))
      .execute();
  }
  return ids;
}

export async function toPeople(db: Db, rows: PersonRow[], now: Date): Promise<Person[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tokens = await db
    .selectFrom('api_tokens')
    .select(['id', 'person_id', 'label', 'created_at', 'last_used_at', 'expires_at', 'roles'])
    .where('person_id', 'in', ids)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
  const invitations = await db
    .selectFrom('invitations')
    .select(['person_id', 'expires_at'])
    .where('person_id', 'in', ids)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute();
  const clubs = await db
    .selectFrom('people_clubs')
    .select(['person_id', 'club_id'])
    .where('person_id', 'in', ids)
    .orderBy('club_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    roles: parseRoles(row.roles),
    clubIds: clubs.filter((link) => link.person_id === row.id).map((link) => link.club_id),
    status: row.status,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    invitationExpiresAt:
      row.status === 'invited'
        ? (invitations
            .filter((invitation) => invitation.person_id === row.id)
            .map((invitation) => invitation.expires_at)
            .sort()
            .at(-1) ?? null)
        : null,
    tokens: tokens
      .filter((token) => token.person_id === row.id)
      .map((token) => ({
        id: token.id,
        label: token.label,
        createdAt: token.created_at,
        lastUsedAt: token.last_used_at,
        expiresAt: token.expires_at,
        roles: tokenRoles(row.roles, token.roles),
      })),
  }));
}

export async function findPerson(db: Db, id: number, now: Date): Promise<Person> {
  const row = await db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Cette personne n’existe pas.');
  return (await toPeople(db, [row], now))[0]!;
}

function invitationEmail(to: string, link: string, roles: Role[], settings: MailSender): OutgoingMail {
  const text = [
    'Bonjour,',
    '',
    `Vous êtes invité(e) à rejoindre l’espace d’administration du site de ${settings.name} (rôles : ${roles.join(', ')}).`,
    'Pour choisir votre mot de passe et vous connecter, ouvrez ce lien :',
    link,
    '',
    `Ce lien ne sert qu’une fois et reste valable ${validityInHours(INVITATION_VALIDITY_MS)}.`,
    'Si vous ne vous attendiez pas à cette invitation, ignorez ce message.',
    '',
    mailSignature(settings),
  ].join('\n');
  return {
    to,
    subject: `Invitation à l’espace d’administration de ${settings.name}`,
    text,
    topic: 'people:invitation',
  };
}

/**
 * Invites `email` with `roles` (a new person, or a new link for one still invited): returns the
 * one-time link. `sendEmail`: the back office sends it through the outbox; the host's command line
 * prints it instead.
 */
export async function invitePerson(
  db: Db,
  options: {
    email: string;
    roles: Role[];
    /** A club manager's clubs (with the role `club` only). */
    clubIds?: readonly number[];
    /** Refuses (throws) the invitation of someone already invited with these roles. */
    allowed?: (before: { roles: Role[] }) => void;
    actor: Actor;
    publicUrl: string;
    now: Date;
    sendEmail: boolean;
  },
): Promise<{ personId: number; link: string }> {
  const email = normalizeEmail(options.email);
  const token = newSecret();
  const at = options.now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, `person:${email}`);
      const existing = await trx.selectFrom('people').selectAll().where('email', '=', email).executeTakeFirst();
      if (existing && existing.status !== 'invited') {
        throw new HttpError(409, 'Cette adresse a déjà un compte : modifiez ses rôles dans la liste des personnes.');
      }
      if (existing) options.allowed?.({ roles: parseRoles(existing.roles) });
      let personId: number;
      const clubsBefore = existing ? await clubsOf(trx, existing.id) : [];
      if (existing) {
        personId = existing.id;
        await trx
          .updateTable('people')
          .set({ roles: JSON.stringify(options.roles) })
          .where('id', '=', personId)
          .execute();
        await trx.deleteFrom('invitations').where('person_id', '=', personId).execute();
      } else {
        personId = (
          await trx
            .insertInto('people')
            .values({
              email,
              password_hash: null,
              roles: JSON.stringify(options.roles),
              status: 'invited',
              created_at: at,
              last_sign_in_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      const clubIds = await assignClubs(trx, personId, options.roles, options.clubIds);
      await trx
        .insertInto('invitations')
        .values({
          token_hash: secretHash(token),
          person_id: personId,
          expires_at: new Date(options.now.getTime() + INVITATION_VALIDITY_MS).toISOString(),
          used_at: null,
        })
        .execute();
      const link = invitationLink(options.publicUrl, token);
      if (options.sendEmail) {
        const settings = await readSiteSettings(trx);
        await enqueueMail(trx, invitationEmail(email, link, options.roles, settings), options.now);
      }
      await recordAudit(
        trx,
        options.actor,
        {
          action: 'invite',
          kind: 'person',
          recordId: personId,
          before: existing ? auditView(existing, clubsBefore) : null,
          after: auditView({ email, roles: JSON.stringify(options.roles), status: 'invited' }, clubIds),
        },
        options.now,
      );
      return { personId, link };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Cette adresse vient d’être invitée : rechargez la liste.');
    throw error;
  }
}

const INVITATION_INVALID = 'Ce lien d’invitation n’existe pas : demandez-en un nouveau à un administrateur.';
const INVITATION_USED = 'Ce lien d’invitation a déjà servi ou a expiré : demandez-en un nouveau à un administrateur.';

/** Whom a link invites; 404 unknown, 410 used or expired. */
export async function readInvitation(db: Db, token: string, now: Date): Promise<{ email: string; expiresAt: string }> {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('people', 'people.id', 'invitations.person_id')
    .select(['people.email', 'people.status', 'invitations.expires_at', 'invitations.used_at'])
    .where('invitations.token_hash', '=', secretHash(token))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, INVITATION_INVALID);
  if (row.used_at || row.status !== 'invited' || row.expires_at <= now.toISOString()) {
    throw new HttpError(410, INVITATION_USED);
  }
  return { email: row.email, expiresAt: row.expires_at };
}

/** Opens a session for a person: the cookie's value (only its hash is stored). */
export async function openSession(db: Pick<Db, 'insertInto'>, personId: number, now: Date): Promise<string> {
  const cookie = newSecret();
  await db
    .insertInto('sessions')
    .values({
      id_hash: secretHash(cookie),
      person_id: personId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
    })
    .execute();
  return cookie;
}

/** The invited person chooses a password: the link is spent, the person active and signed in. */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now: Date,
): Promise<{ person: SignedInPerson; cookie: string }> {
  const { email } = await readInvitation(db, token, now);
  assertAcceptablePassword(password, email);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Spent in the same statement that checks it: a link used twice at once works once.
    const spent = await trx
      .updateTable('invitations')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', secretHash(token))
      .where('used_at', 'is', null)
      .returning('person_id')
      .executeTakeFirst();
    if (!spent) throw new HttpError(410, INVITATION_USED);
    const person = await trx
      .updateTable('people')
      .set({ password_hash: passwordHash, status: 'active', last_sign_in_at: now.toISOString() })
      .where('id', '=', spent.person_id)
      .where('status', '=', 'invited')
      .returningAll()
      .executeTakeFirst();
    if (!person) throw new HttpError(410, INVITATION_USED);
    await trx.deleteFrom('invitations').where('person_id', '=', person.id).where('used_at', 'is', null).execute();
    const signedIn = sessionPerson(person);
    await recordAudit(
      trx,
      signedIn,
      { action: 'accept-invitation', kind: 'person', recordId: person.id, before: null, after: auditView(person) },
      now,
    );
    return { person: signedIn, cookie: await openSession(trx, person.id, now) };
  });
}

/**
 * Everything that lets someone act as a person without typing the password: sessions end,
 * browsers are no longer known, tokens are revoked, unused « forgotten password » links are void
 * (a password changed because it leaked must not leave a thief any of them).
 */
async function endAccess(trx: Db, personId: number, now: Date): Promise<void> {
  await trx.deleteFrom('sessions').where('person_id', '=', personId).execute();
  await trx.deleteFrom('password_resets').where('person_id', '=', personId).where('used_at', 'is', null).execute();
  await trx.deleteFrom('trusted_devices').where('person_id', '=', personId).execute();
  await trx
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('person_id', '=', personId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Sets a password (the holder's change, an administrator's or the host's): every session of the
 * person ends, every browser is forgotten and every API token revoked.
 */
export async function setPassword(db: Db, personId: number, password: string, actor: Actor, now: Date): Promise<void> {
  const row = await db.selectFrom('people').select(['email']).where('id', '=', personId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Cette personne n’existe pas.');
  assertAcceptablePassword(password, row.email);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await replacePassword(trx, personId, passwordHash, now);
    await recordAudit(trx, actor, { action: 'password', kind: 'person', recordId: personId }, now);
  });
}

/**
 * Stores a new password hash, in the caller's transaction, and ends every other way in (see
 * `endAccess`): what a change, an administrator's reset and a « forgotten password » link share.
 */
export async function replacePassword(trx: Db, personId: number, passwordHash: string, now: Date): Promise<void> {
  await trx.updateTable('people').set({ password_hash: passwordHash }).where('id', '=', personId).execute();
  await endAccess(trx, personId, now);
}

/** At least one active admin must remain: nobody can lock the association out of its site. */
async function assertAnotherAdminRemains(trx: Db, personId: number): Promise<void> {
  const admins = await trx.selectFrom('people').select(['id', 'roles']).where('status', '=', 'active').execute();
  const others = admins.filter((row) => row.id !== personId && parseRoles(row.roles).includes('admin'));
  if (others.length === 0) {
    throw new HttpError(409, 'Il doit rester au moins un administrateur actif : nommez-en un autre d’abord.');
  }
}

const PEOPLE_LOCK = 'people:roles';

/**
 * Changes a person's roles (and a club manager's clubs). `allowed` lets the caller refuse the
 * change once the person is read, in the same transaction (the association names club managers only).
 */
export async function changeRoles(
  db: Db,
  personId: number,
  roles: Role[],
  actor: Actor,
  now: Date,
  { clubIds, allowed }: { clubIds?: readonly number[]; allowed?: (before: { roles: Role[] }) => void } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, PEOPLE_LOCK);
    const before = await trx.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
    if (!before) throw new HttpError(404, 'Cette personne n’existe pas.');
    allowed?.({ roles: parseRoles(before.roles) });
    const clubsBefore = await clubsOf(trx, personId);
    if (parseRoles(before.roles).includes('admin') && !roles.includes('admin') && before.status === 'active') {
      await assertAnotherAdminRemains(trx, personId);
    }
    const after = { ...before, roles: JSON.stringify(roles) };
    await trx.updateTable('people').set({ roles: after.roles }).where('id', '=', personId).execute();
    const clubsAfter = await assignClubs(trx, personId, roles, clubIds);
    // A role taken away leaves the person's tokens for good: giving it back does not restore it to them.
    const tokens = await trx
      .selectFrom('api_tokens')
      .select(['id', 'roles'])
      .where('person_id', '=', personId)
      .where('revoked_at', 'is', null)
      .execute();
    for (const token of tokens) {
      const kept = tokenRoles(before.roles, token.roles).filter((role) => roles.includes(role));
      await trx
        .updateTable('api_tokens')
        .set({ roles: JSON.stringify(kept) })
        .where('id', '=', token.id)
        .execute();
    }
    await recordAudit(
      trx,
      actor,
      {
        action: 'roles',
        kind: 'person',
        recordId: personId,
        before: auditView(before, clubsBefore),
        after: auditView(after, clubsAfter),
      },
      now,
    );
  });
}

/**
 * Disables a person: sessions end, browsers are forgotten, tokens stop working, invitations and
 * « forgotten password » links are void (and deleted).
 */
export async function disablePerson(
  db: Db,
  personId: number,
  actor: Actor,
  now: Date,
  { allowed }: { allowed?: (before: { roles: Role[] }) => void } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, PEOPLE_LOCK);
    const before = await trx.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
    if (!before) throw new HttpError(404, 'Cette personne n’existe pas.');
    allowed?.({ roles: parseRoles(before.roles) });
    if (before.status === 'disabled') return;
    if (parseRoles(before.roles).includes('admin') && before.status === 'active') {
      await assertAnotherAdminRemains(trx, personId);
    }
    await trx.updateTable('people').set({ status: 'disabled' }).where('id', '=', personId).execute();
    await endAccess(trx, personId, now);
    await trx.deleteFrom('invitations').where('person_id', '=', personId).execute();
    await trx.deleteFrom('password_resets').where('person_id', '=', personId).execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'disable',
        kind: 'person',
        recordId: personId,
        before: auditView(before),
        after: auditView({ ...before, status: 'disabled' }),
      },
      now,
    );
  });
}

/** What a new token is for, how long it lasts and what it may do (its holder's roles unless told). */
export interface ApiTokenOptions {
  label: string;
  /** 1 to API_TOKEN_MAX_DAYS; API_TOKEN_DEFAULT_DAYS unless told. */
  expiresInDays?: number;
  /** Some of the person's roles. */
  roles?: Role[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A personal API token for scripts (the treasurer's command line): shown once, only its hash
 * kept; it ends after `expiresInDays` and carries `roles`, never one the person lacks.
 */
export async function issueApiToken(
  db: Db,
  personId: number,
  { label, expiresInDays = API_TOKEN_DEFAULT_DAYS, roles }: ApiTokenOptions,
  actor: Actor,
  now: Date,
): Promise<ApiTokenCreated> {
  if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > API_TOKEN_MAX_DAYS) {
    throw new HttpError(
      400,
      `Un jeton est valable de 1 à ${API_TOKEN_MAX_DAYS} jours : choisissez une durée entre les deux.`,
    );
  }
  const token = newSecret(API_TOKEN_PREFIX);
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('people')
      .select(['status', 'roles'])
      .where('id', '=', personId)
      .executeTakeFirst();
    if (!person) throw new HttpError(404, 'Cette personne n’existe pas.');
    if (person.status !== 'active') throw new HttpError(409, 'Seule une personne active peut recevoir un jeton.');
    const held = parseRoles(person.roles);
    const lacking = (roles ?? []).filter((role) => !held.includes(role));
    if (lacking.length > 0) {
      const named = lacking.map((role) => `« ${role} »`).join(', ');
      throw new HttpError(
        400,
        `Un jeton ne peut porter que des rôles de la personne : elle n’a pas ${lacking.length > 1 ? 'les rôles' : 'le rôle'} ${named}.`,
      );
    }
    const carried = roles ? held.filter((role) => roles.includes(role)) : held;
    const createdAt = now.toISOString();
    const expiresAt = new Date(now.getTime() + expiresInDays * DAY_MS).toISOString();
    const { id } = await trx
      .insertInto('api_tokens')
      .values({
        token_hash: secretHash(token),
        person_id: personId,
        label,
        created_at: createdAt,
        last_used_at: null,
        revoked_at: null,
        expires_at: expiresAt,
        roles: JSON.stringify(carried),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      actor,
      { action: 'token', kind: 'person', recordId: personId, after: { tokenId: id, label, expiresAt, roles: carried } },
      now,
    );
    return { id, token, label, createdAt, lastUsedAt: null, expiresAt, roles: carried };
  });
}

export async function revokeApiToken(
  db: Db,
  personId: number,
  tokenId: number,
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('api_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', tokenId)
      .where('person_id', '=', personId)
      .where('revoked_at', 'is', null)
      .returning(['id', 'label'])
      .executeTakeFirst();
    if (!revoked) throw new HttpError(404, 'Ce jeton n’existe pas ou a déjà été révoqué.');
    await recordAudit(
      trx,
      actor,
      { action: 'revoke-token', kind: 'person', recordId: personId, before: { tokenId, label: revoked.label } },
      now,
    );
  });
}
