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
import { isValidEmail, ACCESS } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';
import type { Mailer } from '../mail';
import { pageOfQuery } from '../paging';
import { requireRoles, signedIn } from './guard';
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

/** People and roles, personal API tokens and the audit log: the `admin` role's screens. */
export async function peopleRoutes(app: Api, { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  const now = () => app.clock.now();
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(ACCESS.people, { publicUrl }));

  app.get('/api/admin/people', { schema: { response: { 200: PersonList } } }, async () => {
    const rows = await db.selectFrom('people').selectAll().orderBy('email').execute();
    return { items: await toPeople(db, rows, now()) };
  });

  app.post(
    '/api/admin/people',
    { bodyLimit: 4 * 1024, schema: { body: InvitePersonRequest, response: { 201: Person } } },
    async (request, reply) => {
      const { email, roles } = request.body;
      if (!isValidEmail(email.trim())) {
        throw new HttpError(400, 'Cette adresse e-mail n’est pas valide.');
      }
      const { personId } = await invitePerson(db, {
        email,
        roles,
        actor: signedIn(request),
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
      await changeRoles(db, request.params.person, request.body.roles, signedIn(request), now());
      return findPerson(db, request.params.person, now());
    },
  );

  app.post(
    '/api/admin/people/:person/disable',
    { schema: { params: PersonParams, response: { 200: Person } } },
    async (request) => {
      await disablePerson(db, request.params.person, signedIn(request), now());
      return findPerson(db, request.params.person, now());
    },
  );

  app.post(
    '/api/admin/people/:person/invitation',
    { schema: { params: PersonParams, response: { 200: Person } } },
    async (request) => {
      const person = await findPerson(db, request.params.person, now());
      if (person.status !== 'invited') throw new HttpError(409, 'Cette personne a déjà choisi son mot de passe.');
      await invitePerson(db, {
        email: person.email,
        roles: person.roles,
        actor: signedIn(request),
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
    { schema: { params: ApiTokenParams, response: { 200: Done } } },
    async (request) => {
      await revokeApiToken(db, request.params.person, request.params.token, signedIn(request), now());
      return { message: 'Le jeton est révoqué.' };
    },
  );

  app.get(
    '/api/admin/audit',
    { schema: { querystring: AuditQuery, response: { 200: AuditPage } } },
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
