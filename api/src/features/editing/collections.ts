/**
 * The back office's routes of a collection (`/api/admin/{path}`…): the sections' reference data
 * that is shown as soon as it is saved, without drafts or revisions (lexicon terms, clubs,
 * committee members, coaches, competitors, competitions…). List, create, read, save, delete: each
 * change is one transaction with its audit line; refused input (400, 404, 409) writes nothing.
 *
 * A collection describes its own table with Kysely (`load`, `create`, `update`, `remove`), so each
 * query is typed by its table; the routes below are the same for every collection.
 *
 * Who may use the routes at all is the section's roles (the hook of the plugin that registers
 * them). A collection may narrow that per record with `access` rules (`recordAccess.ts`): a record
 * the person may not read is answered as absent (404: nobody learns that it exists); one she may
 * read but not change, or an input she may not create, is a 403 in French. The bin applies the
 * same rules to the collection's deleted records.
 */
import type { FastifyInstance, FastifyTypeProviderDefault } from 'fastify';
import { CollectionList, Done, EditIdParams } from '@wado/shared/schemas';
import { MOVED_TO_BIN, type AuditKind, type BinKind, type Role } from '@wado/shared/contract';
import type { Static, TObject } from 'typebox';
import { isUniqueViolation } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { moveToBin } from '../bin';
import { recordAudit, signedIn, type SignedInPerson } from '../auth';
import { HttpError } from '../errors';
import { RECORD_FORBIDDEN, type RecordAccess } from '../recordAccess';
import { bodyOf, EDIT_BODY_LIMIT, paramsOf } from './records';
import type { Store } from './storage';

/** What names a record of a collection in the bin: its first text among these fields. */
const TITLE_FIELDS = ['title', 'name', 'term', 'label', 'fullName', 'firstName'] as const;
function recordTitle(record: Record<string, unknown>): string | null {
  const field = TITLE_FIELDS.find((name) => typeof record[name] === 'string' && (record[name] as string).trim());
  if (!field) return null;
  const lastName = typeof record.lastName === 'string' ? ` ${record.lastName}` : '';
  return field === 'firstName' ? `${record.firstName as string}${lastName}` : (record[field] as string);
}

/** What a collection's list is told: who asks (to filter in the query), and the list's query string. */
export interface ListContext {
  person: SignedInPerson;
  /** Validated by the collection's `listQuery`; empty without one. */
  query: Record<string, unknown>;
}

/** What a collection's change is told besides its input. */
export interface ChangeContext {
  /** The instant of the change (the server's clock). */
  now: Date;
}

export interface Collection<InputSchema extends TObject, RecordSchema extends TObject> {
  /** Where its routes live: `lexicon` → `/api/admin/lexicon`, `/api/admin/lexicon/:id`; its kind in the bin. */
  path: BinKind;
  /** Its table: a deleted record's row goes to the bin from there. */
  table: keyof Database & string;
  /** The `kind` of its audit log lines. */
  auditKind: AuditKind;
  /** 404, in French: « Ce terme est introuvable. » */
  notFound: string;
  /** 409 when a unique column of the table refuses the input, in French (« Ce terme existe déjà. »). */
  duplicate: string;
  schemas: { input: InputSchema; record: RecordSchema };
  /**
   * Every record the person may list, in the order the back office lists them. A collection whose
   * records are many filters in its query (the person's clubs, `?club=`): the `access` rules are
   * applied again to what it returns.
   */
  list(db: Store, context: ListContext): Promise<Static<RecordSchema>[]>;
  /** The list's query string (`?club=3`), checked by this schema (400 otherwise); absent: none. */
  listQuery?: TObject;
  /**
   * Personal data (a club's licensees): each read of the list and of a record writes an audit line
   * (`read`); the list's is of kind `listKind`, about what `listRecord` says it was a list of.
   */
  readAudit?: {
    listKind: AuditKind;
    listRecord(db: Store, context: ListContext): Promise<{ id: string; after: Record<string, unknown> }>;
  };
  /** One record, or undefined. */
  load(db: Store, id: number): Promise<Static<RecordSchema> | undefined>;
  /** Checks the input (HttpError 400/409 in French) and inserts it; the new id. */
  create(db: Store, input: Static<InputSchema>, context: ChangeContext): Promise<number>;
  /** Checks the input and saves it over the record `current`. */
  update(db: Store, current: Static<RecordSchema>, input: Static<InputSchema>, context: ChangeContext): Promise<void>;
  /** Deletes the record, or refuses (409, in French) while other rows refer to it. */
  remove(db: Store, current: Static<RecordSchema>, context: ChangeContext): Promise<void>;
  /** Who may do what with each record, within the section's roles; absent: every record to all of them. */
  access?: RecordAccess<Static<InputSchema>, Static<RecordSchema>>;
}

/**
 * The routes of `collection` on `app`, whose hooks already require the right roles. Declared
 * without the type provider (the schemas are the collection's, which TypeScript cannot follow
 * through the generic definition): bodies and parameters are read with the schema that validated them.
 */
export function registerCollection<InputSchema extends TObject, RecordSchema extends TObject>(
  fastify: FastifyInstance,
  collection: Collection<InputSchema, RecordSchema>,
  /** Who edits it: who sees its deleted records in the bin and may restore them. */
  roles: readonly Role[],
): void {
  const app = fastify.withTypeProvider<FastifyTypeProviderDefault>();
  const db: Store = app.db;
  const base = `/api/admin/${collection.path}`;
  const one = `${base}/:id`;
  const schemas: Record<'input' | 'record', TObject> = collection.schemas;
  const listSchema = CollectionList(schemas.record);

  const access = collection.access ?? {};
  // The bin shows and restores a deleted record by the same rules.
  if (collection.access) fastify.recordRules.set(collection.path, collection.access);
  const mayRead = (person: SignedInPerson, record: Static<RecordSchema>) => access.read?.(person, record) ?? true;
  const mayList = (person: SignedInPerson, record: Static<RecordSchema>) =>
    access.list ? access.list(person, record) : mayRead(person, record);
  const allowed = (granted: boolean | undefined) => {
    if (granted === false) throw new HttpError(403, RECORD_FORBIDDEN);
  };

  /** The record, as the person may see it: one she may not read is as absent as one that is not there. */
  async function found(store: Store, id: number, person: SignedInPerson): Promise<Static<RecordSchema>> {
    const record = await collection.load(store, id);
    if (!record || !mayRead(person, record)) throw new HttpError(404, collection.notFound);
    return record;
  }

  /** A transaction of one change with its audit line; a unique column's refusal is a 409, not a 500. */
  async function change<T>(
    request: Parameters<typeof signedIn>[0],
    action: 'create' | 'update' | 'delete',
    work: (
      trx: Store,
      context: ChangeContext,
      person: SignedInPerson,
    ) => Promise<{ id: number; before: unknown; after: unknown; result: T }>,
  ): Promise<T> {
    const person = signedIn(request);
    const now = app.clock.now();
    try {
      return await db.transaction().execute(async (trx) => {
        const { id, before, after, result } = await work(trx, { now }, person);
        await recordAudit(trx, person, { action, kind: collection.auditKind, recordId: id, before, after }, now);
        return result;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, collection.duplicate);
      throw error;
    }
  }

  const readAudit = collection.readAudit;
  app.get(
    base,
    {
      schema: { ...(collection.listQuery ? { querystring: collection.listQuery } : {}), response: { 200: listSchema } },
    },
    async (request) => {
      const person = signedIn(request);
      const context: ListContext = { person, query: (request.query ?? {}) as Record<string, unknown> };
      const items = (await collection.list(db, context)).filter((record) => mayList(person, record));
      if (readAudit) {
        const { id, after } = await readAudit.listRecord(db, context);
        await recordAudit(
          db,
          person,
          {
            action: 'read',
            kind: readAudit.listKind,
            recordId: id,
            before: null,
            after: { ...after, count: items.length },
          },
          app.clock.now(),
        );
      }
      return { items };
    },
  );

  app.get(one, { schema: { params: EditIdParams, response: { 200: schemas.record } } }, async (request) => {
    const person = signedIn(request);
    const { id } = paramsOf(request, EditIdParams);
    const record = await found(db, id, person);
    if (readAudit) {
      await recordAudit(db, person, { action: 'read', kind: collection.auditKind, recordId: id }, app.clock.now());
    }
    return record;
  });

  app.post(
    base,
    { bodyLimit: EDIT_BODY_LIMIT, schema: { body: schemas.input, response: { 201: schemas.record } } },
    async (request, reply) => {
      const input = bodyOf(request, collection.schemas.input);
      const saved = await change(request, 'create', async (trx, context, person) => {
        allowed(access.create?.(person, input));
        const id = await collection.create(trx, input, context);
        const after = await found(trx, id, person);
        return { id, before: null, after, result: after };
      });
      return reply.status(201).send(saved);
    },
  );

  app.put(
    one,
    {
      bodyLimit: EDIT_BODY_LIMIT,
      schema: { params: EditIdParams, body: schemas.input, response: { 200: schemas.record } },
    },
    async (request) => {
      const { id } = paramsOf(request, EditIdParams);
      const input = bodyOf(request, collection.schemas.input);
      return change(request, 'update', async (trx, context, person) => {
        const before = await found(trx, id, person);
        allowed(access.update?.(person, before, input));
        await collection.update(trx, before, input, context);
        const after = await collection.load(trx, id);
        if (!after) throw new HttpError(404, collection.notFound);
        return { id, before, after, result: after };
      });
    },
  );

  app.delete(one, { schema: { params: EditIdParams, response: { 200: Done } } }, async (request): Promise<Done> => {
    const { id } = paramsOf(request, EditIdParams);
    await change(request, 'delete', async (trx, context, person) => {
      const before = await found(trx, id, person);
      allowed(access.delete?.(person, before));
      const title = recordTitle(before as Record<string, unknown>) ?? `n° ${id}`;
      await moveToBin(
        trx,
        {
          kind: collection.path,
          auditKind: collection.auditKind,
          table: collection.table,
          key: id,
          title,
          roles,
          ...(collection.access ? { record: before } : {}),
        },
        person,
        context.now,
      );
      await collection.remove(trx, before, context);
      return { id, before, after: null, result: undefined };
    });
    return { message: MOVED_TO_BIN };
  });
}
