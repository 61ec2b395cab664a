import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AdminDocument, Role } from '@wado/shared/contract';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { DOCUMENT_ROLES } from '../src/features/documents/adminRoutes';
import { documentsDirectory } from '../src/features/documents/storage';
import { documentForm, documentWrites, newDocument, pdfOf, VALID_FIELDS } from './documents-fixtures';
import { expectApiError, startTestApp } from './helpers';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';

/**
 * Who may call the back office’s documents routes: the `association` role, alone or
 * with others. Every other role: 403; nobody signed in, or a session that does not exist: 401; a
 * write with a session from another site's page, or a page that does not say where it is: 403. A
 * refusal writes nothing (no row, no audit line, no file).
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let dir: string;
const sessions = new Map<Role, Record<string, string>>();

beforeAll(async () => {
  let config;
  ({ app, cleanup, config } = await startTestApp());
  dir = documentsDirectory(config);
  for (const role of ALL_ROLES) sessions.set(role, (await signInAs(app, [role])).headers);
});
afterAll(() => cleanup?.());

type Call = Omit<InjectOptions, 'headers'> & {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
};

const CALL_NAMES = [
  'list',
  'read',
  'file',
  'create',
  'save',
  'replace the file',
  'publish',
  'unpublish',
  'delete',
] as const;

/** Each route, on a document of its own (made by an association volunteer). */
async function callOf(name: (typeof CALL_NAMES)[number], pdf: Buffer): Promise<Call> {
  const document = await newDocument(app, sessions.get('association')!, VALID_FIELDS, await pdfOf(1, 'Accès'));
  const one = `/api/admin/documents/${document.id}`;
  const form = documentForm(VALID_FIELDS, { data: pdf });
  const file = documentForm({}, { data: pdf });
  const calls: Record<(typeof CALL_NAMES)[number], Call> = {
    list: { method: 'GET', url: '/api/admin/documents' },
    read: { method: 'GET', url: one },
    file: { method: 'GET', url: `${one}/file` },
    create: { method: 'POST', url: '/api/admin/documents', headers: form.headers, payload: form.payload },
    save: { method: 'PUT', url: one, payload: { ...VALID_FIELDS, title: 'Enregistré' } },
    'replace the file': { method: 'PUT', url: `${one}/file`, headers: file.headers, payload: file.payload },
    publish: { method: 'POST', url: `${one}/publish` },
    unpublish: { method: 'POST', url: `${one}/unpublish` },
    delete: { method: 'DELETE', url: one },
  };
  if (name === 'unpublish')
    await app.inject({ method: 'POST', url: `${one}/publish`, headers: sessions.get('association') });
  return calls[name];
}

const withHeaders = (call: Call, headers: Record<string, string> | undefined): InjectOptions => ({
  ...call,
  headers: { ...call.headers, ...headers },
});

describe.each(CALL_NAMES)('/api/admin/documents: %s', (name) => {
  it('is refused to every role but association (403), to nobody signed in (401) and to another site’s page (403), writing nothing', async () => {
    const call = await callOf(name, await pdfOf(2, `Refusé ${name}`));
    const before = await documentWrites(app, dir);
    for (const role of rolesOtherThan(DOCUMENT_ROLES)) {
      const response = await app.inject(withHeaders(call, sessions.get(role)));
      expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
      expectApiError(response, 403, ROLE_REQUIRED);
    }
    expectApiError(await app.inject(withHeaders(call, {})), 401, SIGN_IN_REQUIRED);
    expectApiError(
      await app.inject(withHeaders(call, { cookie: 'wado_session=inventee', origin: 'https://www.wado-france.fr' })),
      401,
      SIGN_IN_REQUIRED,
    );
    if (call.method !== 'GET') {
      for (const role of DOCUMENT_ROLES) {
        const foreign = { ...sessions.get(role), origin: 'https://evil.example' };
        expectApiError(await app.inject(withHeaders(call, foreign)), 403, ORIGIN_REQUIRED);
        const { origin: _origin, ...silent } = sessions.get(role)!;
        expectApiError(await app.inject({ ...call, headers: { ...call.headers, ...silent } }), 403, ORIGIN_REQUIRED);
      }
    }
    expect(await documentWrites(app, dir)).toEqual(before);
  });

  it('is allowed to the association role, alone or with others, answered no-store', async () => {
    for (const roles of [['association'], ['association', 'admin'], ['shop', 'association', 'treasurer']] as Role[][]) {
      const call = await callOf(name, await pdfOf(2, `Permis ${name} ${roles.join(' ')}`));
      const { headers } = await signInAs(app, roles);
      const response = await app.inject(withHeaders(call, headers));
      expect({ roles, status: response.statusCode, body: response.statusCode < 300 ? '' : response.body }).toEqual({
        roles,
        status: name === 'create' ? 201 : 200,
        body: '',
      });
      expect(response.headers['cache-control']).toBe('no-store');
      if (name === 'create') {
        const created = response.json<AdminDocument>();
        const line = await app.db
          .selectFrom('audit_log')
          .select('actor')
          .where('kind', '=', 'document')
          .where('record_id', '=', String(created.id))
          .executeTakeFirstOrThrow();
        expect(line.actor).toMatch(/@wado-france\.test$/);
      }
    }
  });
});
