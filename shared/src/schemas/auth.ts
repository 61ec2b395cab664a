/**
 * The back office's people: sign-in, the signed-in person, invitations, people and roles, personal
 * API tokens and the audit log. Every route under `/api/auth` and `/api/admin` answers with these.
 */
import Type, { type Static } from 'typebox';
import { API_TOKEN_MAX_DAYS, PASSWORD_MAX_LENGTH, ROLES } from '../contract/roles';
import { EMAIL_MAX_LENGTH } from '../contract/email';
import { Page, PagingQuery } from './common';

export const RoleSchema = Type.Enum(ROLES);
/** At least one role, each once. */
export const RoleList = Type.Array(RoleSchema, { minItems: 1, maxItems: ROLES.length, uniqueItems: true });

const Email = Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH });
/** Length is checked by the route (a French message), not here: the schema only bounds the body. */
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });

/** `POST /api/auth/login` */
export const LoginRequest = Type.Object({ email: Email, password: Password });
export type LoginRequest = Static<typeof LoginRequest>;

/** `GET /api/auth/me`, and the answer of a successful sign-in. */
export const CurrentPerson = Type.Object({ email: Type.String(), roles: Type.Array(RoleSchema) });
export type CurrentPerson = Static<typeof CurrentPerson>;

/** `POST /api/auth/password`: the signed-in person changes their password (all their other sessions end). */
export const PasswordChangeRequest = Type.Object({ currentPassword: Password, newPassword: Password });
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

/** The secret of a one-time link e-mailed to someone (an invitation, a password reset). */
const LinkToken = Type.String({ minLength: 20, maxLength: 100 });
/** Whom a one-time link is for, and until when it works. */
const LinkHolder = Type.Object({ email: Type.String(), expiresAt: Type.String() });

/** `GET /api/auth/invitations/{token}`: whom the link invites (to greet them). */
export const InvitationParams = Type.Object({ token: LinkToken });
export type InvitationParams = Static<typeof InvitationParams>;
export const InvitationInfo = LinkHolder;
export type InvitationInfo = Static<typeof InvitationInfo>;
/** `POST /api/auth/invitations/{token}`: the invited person chooses a password and is signed in. */
export const AcceptInvitationRequest = Type.Object({ password: Password });
export type AcceptInvitationRequest = Static<typeof AcceptInvitationRequest>;

/** `POST /api/auth/password-reset`: « forgotten password », a one-time link is e-mailed to an active account. */
export const PasswordResetRequest = Type.Object({ email: Email });
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;
/** `GET /api/auth/password-reset/{token}`: whose password the link resets (to greet them). */
export const PasswordResetParams = Type.Object({ token: LinkToken });
export type PasswordResetParams = Static<typeof PasswordResetParams>;
export const PasswordResetInfo = LinkHolder;
export type PasswordResetInfo = Static<typeof PasswordResetInfo>;
/** `POST /api/auth/password-reset/{token}`: the new password; every other session ends, this one opens. */
export const NewPasswordRequest = Type.Object({ password: Password });
export type NewPasswordRequest = Static<typeof NewPasswordRequest>;

/** A short confirmation (sign-out, password changed…). */
export const Done = Type.Object({ message: Type.String() });
export type Done = Static<typeof Done>;

// ---------------------------------------------------------------------------------------------
// People and roles (`admin` role; club managers also by the `association` role)

export const PersonStatus = Type.Enum(['invited', 'active', 'disabled'] as const);
export type PersonStatus = Static<typeof PersonStatus>;

export const ApiTokenSummary = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  /** The token is refused from then on. */
  expiresAt: Type.String(),
  /** The roles it carries (those of its holder it was given, as far as the holder still has them). */
  roles: Type.Array(RoleSchema),
});
export type ApiTokenSummary = Static<typeof ApiTokenSummary>;

/**
 * The clubs a club manager (role `club`) looks after, by id: at least one with that role, none
 * without it. A club may have several managers, a manager several clubs.
 */
export const ManagedClubIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, uniqueItems: true });

export const Person = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  roles: Type.Array(RoleSchema),
  /** The clubs of a club manager; empty for everyone else. */
  clubIds: Type.Array(Type.Integer()),
  status: PersonStatus,
  createdAt: Type.String(),
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
  /** While invited: until when the last invitation link is valid. */
  invitationExpiresAt: Type.Union([Type.String(), Type.Null()]),
  tokens: Type.Array(ApiTokenSummary),
});
export type Person = Static<typeof Person>;

export const PersonList = Type.Object({ items: Type.Array(Person) });
export type PersonList = Static<typeof PersonList>;

export const PersonParams = Type.Object({ person: Type.Integer({ minimum: 1 }) });
export type PersonParams = Static<typeof PersonParams>;

/** `POST /api/admin/people`: invites someone (an e-mail with a link valid 48 h). */
export const InvitePersonRequest = Type.Object({
  email: Email,
  roles: RoleList,
  clubIds: Type.Optional(ManagedClubIds),
});
export type InvitePersonRequest = Static<typeof InvitePersonRequest>;

/** `PUT /api/admin/people/{person}/roles` */
export const PersonRolesRequest = Type.Object({ roles: RoleList, clubIds: Type.Optional(ManagedClubIds) });
export type PersonRolesRequest = Static<typeof PersonRolesRequest>;

/**
 * `POST /api/admin/people/{person}/tokens`: a personal API token, shown once, valid
 * `expiresInDays` (API_TOKEN_DEFAULT_DAYS unless told), carrying some of the person's `roles`
 * (all of them unless told).
 */
export const ApiTokenRequest = Type.Object({
  label: Type.String({ minLength: 1, maxLength: 80 }),
  expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: API_TOKEN_MAX_DAYS })),
  roles: Type.Optional(RoleList),
});
export type ApiTokenRequest = Static<typeof ApiTokenRequest>;
export const ApiTokenCreated = Type.Object({ ...ApiTokenSummary.properties, token: Type.String() });
export type ApiTokenCreated = Static<typeof ApiTokenCreated>;
export const ApiTokenParams = Type.Object({
  person: Type.Integer({ minimum: 1 }),
  token: Type.Integer({ minimum: 1 }),
});
export type ApiTokenParams = Static<typeof ApiTokenParams>;

// ---------------------------------------------------------------------------------------------
// Audit log (`GET /api/admin/audit`, `admin` role)

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  /** Who did it (their e-mail), or `système` for the server itself. */
  actor: Type.String(),
  /** `create`, `update`, `publish`, `delete`, `restore`, `invite`, `roles`… */
  action: Type.String(),
  /** What kind of record: `news`, `event`, `page`, `person`… */
  kind: Type.String(),
  recordId: Type.String(),
  /** The record before and after, as JSON (null when it did not exist). */
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
  /**
   * The record's name (a title, a person's e-mail): from before/after when they hold it, else
   * from its row if it still exists, else null. Optional: an older server does not send it.
   */
  name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  ...PagingQuery().properties,
  kind: Type.Optional(Type.String({ maxLength: 40 })),
  actor: Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH })),
});
export type AuditQuery = Static<typeof AuditQuery>;
export const AuditPage = Page(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;
