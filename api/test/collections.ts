/**
 * The tests every collection of the back office passes (`/api/admin/{path}`): each route × every
 * role (the allowed roles succeed, other roles get 403, nobody signed in 401, a write from another
 * site's page 403), bad input refused in French with nothing written, each change with its audit
 * line. A collection's own rules (duplicates, references) are tested in its own file.
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@wado/shared/contract';
import type { Database } from '../src/db/schema';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { RECORD_FORBIDDEN } from '../src/features/recordAccess';
import { countRows, expectApiError } from './helpers';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';

export interface CollectionCase {
  /** `lexicon` for `/api/admin/lexicon`. */
  path: string;
  /** The table its records are rows of (counted to prove that a refusal writes nothing). */
  table: keyof Database;
  /** The roles that may edit it. */
  roles: readonly Role[];
  /**
   * Roles the section lets in whose every record is decided by the collection's per-record rules
   * (a club manager and her clubs): a person with such a role and no record of hers sees none
   * (404, an empty list) and creates none (403). Their own records are tested in its own file.
   */
  ruledRoles?: readonly Role[];
  /** A valid input; `n` makes it unique among the inputs of a run. */
  validInput: (n: number) => Promise<object> | object;
  /** Inputs the API must refuse (status, and a part of the French message if given). */
  invalidInputs: { name: string; input: (n: number) => Promise<object> | object; status?: number }[];
  /** The audit lines' kind. */
  auditKind: string;
  /** The app under test and its cleanup (started in `beforeAll`). */
  start: () => Promise<{ app: FastifyInstance; cleanup: () => Promise<void> }>;
}

export function describeCollection(collection: CollectionCase): void {
  const base = `/api/admin/${collection.path}`;
  describe(`la collection ${base}`, () => {
    let app: FastifyInstance;
    let cleanup: () => Promise<void>;
    const sessions = new Map<Role, Record<string, string>>();
    let editor: Record<string, string>;
    let n = 0;
    const nextInput = async () => collection.validInput(++n);

    beforeAll(async () => {
      ({ app, cleanup } = await collection.start());
      for (const role of ALL_ROLES) sessions.set(role, (await signInAs(app, [role])).headers);
      editor = sessions.get(collection.roles[0]!)!;
    });
    afterAll(() => cleanup?.());

    // The changes' audit lines: a collection of personal data also logs each read (tested in its own file).
    const counts = async () => ({
      rows: await countRows(app, collection.table),
      audit: Number(
        (
          await app.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('action', '!=', 'read')
            .executeTakeFirstOrThrow()
        ).count,
      ),
    });

    async function created(): Promise<{ id: number }> {
      const response = await app.inject({ method: 'POST', url: base, payload: await nextInput(), headers: editor });
      if (response.statusCode !== 201) throw new Error(`création refusée (${response.statusCode}) : ${response.body}`);
      return response.json<{ id: number }>();
    }

    it('lets each allowed role create, read, list, save and delete, with an audit line for each change', async () => {
      for (const role of collection.roles) {
        const headers = sessions.get(role)!;
        const before = await counts();
        const input = await nextInput();
        const create = await app.inject({ method: 'POST', url: base, payload: input, headers });
        expect(create.statusCode).toBe(201);
        expect(create.headers['cache-control']).toBe('no-store');
        const { id } = create.json<{ id: number }>();
        expect((await counts()).rows).toBe(before.rows + 1);

        const one = await app.inject({ method: 'GET', url: `${base}/${id}`, headers });
        expect(one.statusCode).toBe(200);
        expect(one.json()).toEqual(create.json());
        const list = await app.inject({ method: 'GET', url: base, headers });
        expect(list.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(id);

        const changed = await nextInput();
        const save = await app.inject({ method: 'PUT', url: `${base}/${id}`, payload: changed, headers });
        expect(save.statusCode).toBe(200);
        expect(save.json<{ id: number }>().id).toBe(id);

        const remove = await app.inject({ method: 'DELETE', url: `${base}/${id}`, headers });
        expect(remove.statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: `${base}/${id}`, headers })).statusCode).toBe(404);
        const after = await counts();
        expect(after.rows).toBe(before.rows);
        const lines = await app.db
          .selectFrom('audit_log')
          .select(['action', 'before', 'after'])
          .where('kind', '=', collection.auditKind)
          .where('record_id', '=', String(id))
          .where('action', '!=', 'read')
          .orderBy('id')
          .execute();
        expect(lines.map((line) => line.action)).toEqual(['create', 'update', 'delete']);
        expect(lines[0]!.before).toBeNull();
        expect(lines[2]!.after).toBeNull();
      }
    });

    it('refuses every route to other roles (403) and to nobody signed in (401), writing nothing', async () => {
      const { id } = await created();
      const payload = await nextInput();
      const calls = [
        { method: 'GET', url: base },
        { method: 'GET', url: `${base}/${id}` },
        { method: 'POST', url: base, payload },
        { method: 'PUT', url: `${base}/${id}`, payload },
        { method: 'DELETE', url: `${base}/${id}` },
      ] as const;
      const before = await counts();
      for (const call of calls) {
        expectApiError(await app.inject({ ...call }), 401, SIGN_IN_REQUIRED);
        for (const role of rolesOtherThan([...collection.roles, ...(collection.ruledRoles ?? [])])) {
          expectApiError(await app.inject({ ...call, headers: sessions.get(role)! }), 403, ROLE_REQUIRED);
        }
      }
      for (const call of calls.filter((call) => call.method !== 'GET')) {
        expectApiError(
          await app.inject({ ...call, headers: { ...editor, origin: 'https://evil.example' } }),
          403,
          ORIGIN_REQUIRED,
        );
      }
      expect(await counts()).toEqual(before);
    });

    if (collection.ruledRoles?.length) {
      it('shows a ruled role without records of its own nothing, and lets it write nothing', async () => {
        const { id } = await created();
        const payload = await nextInput();
        for (const role of collection.ruledRoles!) {
          const headers = sessions.get(role)!;
          const before = await counts();
          const list = await app.inject({ method: 'GET', url: base, headers });
          expect(list.statusCode).toBe(200);
          expect(list.json<{ items: unknown[] }>().items).toEqual([]);
          for (const call of [
            { method: 'GET', url: `${base}/${id}` },
            { method: 'PUT', url: `${base}/${id}`, payload },
            { method: 'DELETE', url: `${base}/${id}` },
          ] as const) {
            expect((await app.inject({ ...call, headers })).statusCode).toBe(404);
          }
          expectApiError(await app.inject({ method: 'POST', url: base, payload, headers }), 403, RECORD_FORBIDDEN);
          expect(await counts()).toEqual(before);
        }
      });
    }

    it.each(collection.invalidInputs)('refuses $name in French, writing nothing', async ({ input, status }) => {
      const { id } = await created();
      const before = await counts();
      const saved = (await app.inject({ method: 'GET', url: `${base}/${id}`, headers: editor })).json();
      const payload = await input(++n);
      const body = expectApiError(
        await app.inject({ method: 'POST', url: base, payload, headers: editor }),
        status ?? 400,
      );
      expect(body.message).toMatch(/[a-zà-ÿ]/);
      expectApiError(
        await app.inject({ method: 'PUT', url: `${base}/${id}`, payload, headers: editor }),
        status ?? 400,
      );
      expect(await counts()).toEqual(before);
      expect((await app.inject({ method: 'GET', url: `${base}/${id}`, headers: editor })).json()).toEqual(saved);
    });

    it('answers 404 in French for a record that does not exist, and 400 for an impossible id', async () => {
      const payload = await nextInput();
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        expectApiError(await app.inject({ method, url: `${base}/999999`, payload, headers: editor }), 404);
        expectApiError(await app.inject({ method, url: `${base}/abc`, payload, headers: editor }), 400);
      }
    });
  });
}
