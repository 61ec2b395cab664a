import {
  ApiTokenCreated,
  ApiTokenParams,
  ApiTokenRequest,
  AuditPage,
  AuditQuery,
  Done,
  InvitePersonRequest,
  Person,
  PersonList,
  PersonParams,
  PersonRolesRequest,
} from '@wado/shared/schemas';
import { isValidEmail, ACCESS, holdsRole, type Role } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import type { Mailer } from '../mail';
import { pageOfQuery } from '../paging';
import { parseRoles, requireRoles, signedIn, type SignedInPerson } from './guard';
import { auditNames } from './audit';
import {
  changeRoles,
  disablePerson,
  findPerson,
  invitePerson,
  issueApiToken,
  revokeApiToken,
  toPeople,
} from './people';

/** What the association is told when it reaches beyond club managers. */
export const CLUB_MANAGERS_ONLY =
  'Vous ne gérez ici que les responsables de club (rôle « Responsable de club » seul) : pour tout autre rôle, adressez-vous à un administrateur.';

/** A person the `clubManagers` part may manage: one who holds the role `club` and no other. */
const onlyClubManager = (roles: readonly Role[]) => roles.length > 0 && roles.every((role) => role === 'club');

/**
 * People and roles, personal API tokens and the audit log: the `admin` role's screens. The
 * association also names club managers there (`clubManagers`): it sees, invites, changes and
 * disables only people whose one role is `club`, and gives no other (403 in French, nothing written).
 */
export async function peopleRoutes(app: Api, { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  const now = () => app.clock.now();
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles([...new Set([...ACCESS.people, ...ACCESS.clubManagers])], { publicUrl }));
  /** The routes only the `people` part uses (tokens, the audit log). */
  const everyone = { onRequest: requireRoles(ACCESS.people, { publicUrl }) };
  const managesEveryone = (person: SignedInPerson) => holdsRole(person.roles, ACCESS.people);
  /** For a person who names club managers only: refuses a person, or roles, beyond them. */
  const within = (person: SignedInPerson) => (target: { roles: readonly Role[] }) => {
    if (!managesEveryone(person) && !onlyClubManager(target.roles)) throw new HttpError(403, CLUB_MANAGERS_ONLY);
  };

  app.get('/api/admin/people', { schema: { response: { 200: PersonList } } }, async (request) => {
    const rows = await db.selectFrom('people').selectAll().orderBy('email').execute();
    const person = signedIn(request);
    const shown = managesEveryone(person) ? rows : rows.filter((row) => onlyClubManager(parseRoles(row.roles)));
    return { items: await toPeople(db, shown, now()) };
  });

  app.post(
    '/api/admin/people',
    { bodyLimit: 4 * 1024, schema: { body: InvitePersonRequest, response: { 201: Person } } },
    async (request, reply) => {
      const { email, roles, clubIds } = request.body;
      const actor = signedIn(request);
      within(actor)({ roles });
      if (!isValidEmail(email.trim())) {
        throw new HttpError(400, 'Cette adresse e-mail n’est pas valide.');
      }
      const { personId } = await invitePerson(db, {
        email,
        roles,
        clubIds,
        allowed: within(actor),
        actor,
        publicUrl,
        now: now(),
        sendEmail: true,
      });
      mailer.notify();
      return reply.status(201).send(await findPerson(db, personId, now()));
    },
  );

  app.put(
    '/api/admin/people/:person/roles',
    { bodyLimit: 4 * 1024, schema: { params: PersonParams, body: PersonRolesRequest, response: { 200: Person } } },
    async (request) => {
      const actor = signedIn(request);
      within(actor)(request.body);
      await changeRoles(db, request.params.person, request.body.roles, actor, now(), {
        clubIds: request.body.clubIds,
        allowed: within(actor),
      });
      return findPerson(db, request.params.person, now());
    },
  );

  app.post(
    '/api/admin/people/:person/disable',
    { schema: { params: PersonParams, response: { 200: Person } } },
    async (request) => {
      const actor = signedIn(request);
      await disablePerson(db, request.params.person, actor, now(), { allowed: within(actor) });
      return findPerson(db, request.params.person, now());
    },
  );

  app.post(
    '/api/admin/people/:person/invitation',
    { schema: { params: PersonParams, response: { 200: Person } } },
    async (request) => {
      const person = await findPerson(db, request.params.person, now());
      const actor = signedIn(request);
      within(actor)(person);
      if (person.status !== 'invited') throw new HttpError(409, 'Cette personne a déjà choisi son mot de passe.');
      await invitePerson(db, {
        email: person.email,
        roles: person.roles,
        clubIds: person.clubIds,
        actor,
        publicUrl,
        now: now(),
        sendEmail: true,
      });
      mailer.notify();
      return findPerson(db, request.params.person, now());
    },
  );

  app.post(
    '/api/admin/people/:person/tokens',
    {
      ...everyone,
      bodyLimit: 4 * 1024,
      schema: { params: PersonParams, body: ApiTokenRequest, response: { 201: ApiTokenCreated } },
    },
    async (request, reply) => {
      const { expiresInDays, roles } = request.body;
      const label = request.body.label.trim();
      if (!label) throw new HttpError(400, 'Donnez un nom au jeton (à quoi il sert).');
      const created = await issueApiToken(
        db,
        request.params.person,
        { label, expiresInDays, roles },
        signedIn(request),
        now(),
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/admin/people/:person/tokens/:token',
    { ...everyone, schema: { params: ApiTokenParams, response: { 200: Done } } },
    async (request) => {
      await revokeApiToken(db, request.params.person, request.params.token, signedIn(request), now());
      return { message: 'Le jeton est révoqué.' };
    },
  );

  app.get(
    '/api/admin/audit',
    { ...everyone, schema: { querystring: AuditQuery, response: { 200: AuditPage } } },
    async (request) => {
      const { kind, actor, ...paging } = request.query;
      let query = db.selectFrom('audit_log');
      if (kind) query = query.where('kind', '=', kind);
      if (actor) query = query.where('actor', '=', actor.trim().toLowerCase());
      return pageOfQuery(
        query,
        paging,
        (entries) => entries.selectAll().orderBy('id', 'desc'),
        async (rows) => {
          const names = await auditNames(db, rows);
          return rows.map((row, index) => ({
            id: row.id,
            at: row.at,
            actor: row.actor,
            action: row.action,
            kind: row.kind,
            recordId: row.record_id,
            before: row.before,
            after: row.after,
            name: names[index] ?? null,
          }));
        },
      );
    },
  );
}
