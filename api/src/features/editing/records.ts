/**
 * The back office's routes of one kind of record (`/api/admin/{kind}`…), the same for news,
 * events, albums, press articles and interviews: list, create (a draft), read, save (a revision
 * each time), publish now or at a set instant, unpublish, delete, revisions and restore, preview.
 * Every change is one transaction with its audit line; refused input writes nothing.
 */
import type { FastifyInstance, FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import {
  AdminListPage,
  AdminListQuery,
  Done,
  EditIdParams,
  PublishRequest,
  RevisionList,
  RevisionParams,
} from '@wado/shared/schemas';
import { sql } from 'kysely';
import type { Static, TObject, TSchema } from 'typebox';
import { MOVED_TO_BIN, type BinKind, type Role } from '@wado/shared/contract';
import { isUniqueViolation } from '../../db/dialect';
import { recordAudit, signedIn, type SignedInPerson } from '../auth';
import { HttpError } from '../errors';
import { moveToBin } from '../bin';
import { RECORD_FORBIDDEN, withinFilter, type RecordFilter } from '../recordAccess';
import { pageOfQuery } from '../paging';
import type { KindDefinition } from './kinds';
import { deleteRevisions, findRevision, hasRevisions, keepRevision, listRevisions } from './revisions';
import {
  SLUG_TAKEN,
  slugFor,
  slugTaken,
  statusCondition,
  statusOf,
  type CommonRow,
  type CommonUpdate,
  type Store,
} from './storage';

/** Who saved the text a record had before its first save in the back office (the delivered site). */
export const ORIGINAL_AUTHOR = 'version d’origine';

/** Writes carry whole texts (Markdown bodies): more than the site's default bound. */
export const EDIT_BODY_LIMIT = 256 * 1024;

/** The body of a request, as its route's schema validated it. */
export const bodyOf = <S extends TSchema>(request: FastifyRequest, _schema: S) => request.body as Static<S>;
/** The path parameters of a request, as its route's schema validated them. */
export const paramsOf = <S extends TSchema>(request: FastifyRequest, _schema: S) => request.params as Static<S>;

/** `%` and `_` of a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The record of a row: its input, and where it is in its life at `now`. */
export async function recordOfRow<Row extends CommonRow>(
  kind: {
    inputOf(row: Row): object;
    extraOf?(store: Store, row: Row): Promise<object>;
  },
  store: Store,
  row: Row,
  now: Date,
) {
  return {
    ...kind.inputOf(row),
    id: row.id,
    slug: row.slug,
    status: statusOf(row, now),
    publishAt: row.publish_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(kind.extraOf ? await kind.extraOf(store, row) : {}),
  };
}

/**
 * The routes of `kind` on `app` (whose hooks already require the right role). The routes are
 * declared without the type provider: their schemas are the kind's, which TypeScript cannot
 * follow through the generic definition; each body and parameter is read with the schema that
 * validated it (`bodyOf`, `paramsOf`).
 */
export function registerKind<
  Row extends CommonRow,
  Insert,
  Update,
  InputSchema extends TObject,
  RecordSchema extends TObject,
  RevisionSchema extends TObject,
  PreviewSchema extends TObject,
  Columns extends Update,
>(
  fastify: FastifyInstance,
  kind: KindDefinition<Row, Insert, Update, InputSchema, RecordSchema, RevisionSchema, PreviewSchema, Columns>,
  /** Who edits the kind: who sees its deleted records in the bin and may restore them. */
  roles: readonly Role[],
): void {
  const app = fastify.withTypeProvider<FastifyTypeProviderDefault>();
  const db: Store = app.db;
  const now = () => app.clock.now();
  const { ops } = kind;
  // The kind's schemas as plain schemas: the routes' answers are checked by them, not by TypeScript.
  const schemas: Record<keyof typeof kind.schemas, TObject> = kind.schemas;
  const base = `/api/admin/${kind.name}`;
  /** Every input has a title and may name its slug. */
  const titled = (input: Static<InputSchema>) => input as Static<InputSchema> & { title: string; slug?: string };

  /** The records the person may see (`kind.access`): all of them without rules. */
  const filterOf = (person: SignedInPerson): RecordFilter | true => kind.access?.where(person) ?? true;

  /** The record, if it exists and is one the person may see: else a 404, as if it did not exist. */
  async function found(request: FastifyRequest, store: Store, id: number): Promise<Row> {
    const row = await ops.load(store, id);
    if (!row || !withinFilter(filterOf(signedIn(request)), row)) throw new HttpError(404, kind.notFound);
    return row;
  }

  /** A record re-read inside its own change (it was found for the person before). */
  async function reloaded(store: Store, id: number): Promise<Row> {
    const row = await ops.load(store, id);
    if (!row) throw new HttpError(404, kind.notFound);
    return row;
  }

  /** Refuses (403, nothing written) an input the person may not give a record. */
  function assertInputAllowed(request: FastifyRequest, input: Static<InputSchema>): void {
    if (kind.access && !kind.access.input(signedIn(request), input)) throw new HttpError(403, RECORD_FORBIDDEN);
  }

  // The bin applies the same rules to the records it keeps (their rows).
  if (kind.access) {
    const access = kind.access;
    const sees = (person: SignedInPerson, row: object) => withinFilter(access.where(person), row);
    app.recordRules.set(kind.name as BinKind, { read: sees, delete: sees });
  }

  const recordOf = (store: Store, row: Row) => recordOfRow(kind, store, row, now());

  /** What the audit log keeps of a row. */
  const auditState = (row: Row) => ({ ...kind.inputOf(row), status: row.status, publishAt: row.publish_at });

  /** A transaction of a change to one record; a slug taken meanwhile is a 409, not a 500. */
  async function change<T>(work: (trx: Store) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN);
      throw error;
    }
  }

  /**
   * Saves an input as a new record (`current` null) or over a record, keeping a revision (and,
   * at the first save of a record delivered with the site, its text of before as one).
   */
  async function save(
    request: FastifyRequest,
    input: Static<InputSchema>,
    current: Row | null,
    action: 'create' | 'update' | 'restore',
  ): Promise<Row> {
    const person = signedIn(request);
    assertInputAllowed(request, input);
    const at = now();
    const stamp = at.toISOString();
    return change(async (trx) => {
      const columns = await kind.columnsOf(trx, input, {
        lenient: action === 'restore',
        recordId: current?.id ?? null,
      });
      const slug = await slugFor(trx, ops.table, titled(input), current, kind.fallbackSlug);
      let id: number;
      if (current === null) {
        id = await ops.insert(
          trx,
          kind.newRow(columns, { slug, status: 'draft', publish_at: null, created_at: stamp, updated_at: stamp }, at),
        );
      } else {
        id = current.id;
        if (!(await hasRevisions(trx, kind.name, id))) {
          await keepRevision(trx, kind.name, id, kind.inputOf(current), ORIGINAL_AUTHOR, new Date(current.updated_at));
        }
        await ops.update(trx, id, { ...columns, slug, updated_at: stamp });
      }
      const saved = await reloaded(trx, id);
      await keepRevision(trx, kind.name, id, kind.inputOf(saved), person.email, at);
      await recordAudit(
        trx,
        person,
        {
          action,
          kind: kind.auditKind,
          recordId: id,
          before: current && auditState(current),
          after: auditState(saved),
        },
        at,
      );
      return saved;
    });
  }

  /** Changes the publication columns of a record (and what depends on them), with its audit line. */
  async function republish(
    request: FastifyRequest,
    id: number,
    action: 'publish' | 'unpublish',
    columns: (current: Row) => CommonUpdate,
  ): Promise<Row> {
    const person = signedIn(request);
    const at = now();
    return change(async (trx) => {
      const current = await found(request, trx, id);
      if (action === 'publish') await kind.beforePublish?.(trx, current);
      const changes = columns(current);
      await ops.update(trx, id, changes);
      if (kind.publication && changes.publish_at)
        await ops.update(trx, id, kind.publication(new Date(changes.publish_at)));
      const saved = await reloaded(trx, id);
      await recordAudit(
        trx,
        person,
        { action, kind: kind.auditKind, recordId: id, before: auditState(current), after: auditState(saved) },
        at,
      );
      return saved;
    });
  }

  app.get(
    base,
    { schema: { querystring: AdminListQuery, response: { 200: AdminListPage } } },
    async (request): Promise<AdminListPage> => {
      const { q, status, ...paging } = request.query as AdminListQuery;
      const at = now();
      let rows = db.selectFrom(ops.table);
      const filter = filterOf(signedIn(request));
      if (filter !== true) {
        for (const [column, value] of Object.entries(filter))
          rows = rows.where(sql<boolean>`${sql.ref(column)} = ${value}`);
      }
      const words = q?.trim();
      if (words) {
        const pattern = likePattern(words);
        rows = rows.where(sql<boolean>`(lower(title) LIKE ${pattern} ESCAPE '\\' OR slug LIKE ${pattern} ESCAPE '\\')`);
      }
      if (status) rows = rows.where(statusCondition(status, at));
      return pageOfQuery(
        rows,
        paging,
        (list) =>
          list
            .select(['id', 'slug', 'title', 'status', 'publish_at', 'updated_at'])
            .orderBy('updated_at', 'desc')
            .orderBy('id', 'desc'),
        (items) =>
          items.map((row) => ({
            id: row.id,
            slug: row.slug,
            title: row.title,
            status: statusOf(row, at),
            publishAt: row.publish_at,
            updatedAt: row.updated_at,
          })),
      );
    },
  );

  app.post(
    base,
    { bodyLimit: EDIT_BODY_LIMIT, schema: { body: schemas.input, response: { 201: schemas.record } } },
    async (request, reply) => {
      const saved = await save(request, bodyOf(request, kind.schemas.input), null, 'create');
      return reply.status(201).send(await recordOf(db, saved));
    },
  );

  const one = `${base}/:id`;
  app.get(one, { schema: { params: EditIdParams, response: { 200: schemas.record } } }, async (request) =>
    recordOf(db, await found(request, db, paramsOf(request, EditIdParams).id)),
  );

  app.put(
    one,
    {
      bodyLimit: EDIT_BODY_LIMIT,
      schema: { params: EditIdParams, body: schemas.input, response: { 200: schemas.record } },
    },
    async (request) => {
      const current = await found(request, db, paramsOf(request, EditIdParams).id);
      return recordOf(db, await save(request, bodyOf(request, kind.schemas.input), current, 'update'));
    },
  );

  app.delete(one, { schema: { params: EditIdParams, response: { 200: Done } } }, async (request): Promise<Done> => {
    const { id } = paramsOf(request, EditIdParams);
    const person = signedIn(request);
    const at = now();
    await change(async (trx) => {
      const current = await found(request, trx, id);
      // Its versions go to the bin with it: restored, it keeps its history.
      const versions = await trx
        .selectFrom('revisions')
        .selectAll()
        .where('kind', '=', kind.name)
        .where('record_key', '=', String(id))
        .orderBy('id')
        .execute();
      await moveToBin(
        trx,
        {
          kind: kind.name,
          auditKind: kind.auditKind,
          table: ops.table,
          key: id,
          title: String((current as CommonRow & { title?: unknown }).title ?? `n° ${id}`),
          roles,
          extraRows: versions.map((row) => ({ table: 'revisions', row })),
          // Under per-record rules the bin decides from the row who sees it and may restore it.
          ...(kind.access ? { record: current } : {}),
        },
        person,
        at,
      );
      await kind.beforeDelete?.(trx, current);
      await trx.deleteFrom(ops.table).where('id', '=', id).execute();
      await deleteRevisions(trx, kind.name, id);
      await recordAudit(
        trx,
        person,
        { action: 'delete', kind: kind.auditKind, recordId: id, before: auditState(current), after: null },
        at,
      );
    });
    return { message: MOVED_TO_BIN };
  });

  app.post(
    `${one}/publish`,
    {
      // No body at all: publish now, as with `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { params: EditIdParams, body: PublishRequest, response: { 200: schemas.record } },
    },
    async (request) => {
      const { id } = paramsOf(request, EditIdParams);
      const asked = bodyOf(request, PublishRequest).publishAt;
      const at = now();
      const publishAt = asked === undefined ? at : new Date(asked);
      if (Number.isNaN(publishAt.getTime())) throw new HttpError(400, 'La date de publication n’est pas valide.');
      const saved = await republish(request, id, 'publish', (current) => {
        // « Publish » on a record already public keeps the instant it was published at.
        const since =
          asked === undefined && statusOf(current, at) === 'published' && current.publish_at !== null
            ? new Date(current.publish_at)
            : publishAt;
        return { status: 'published', publish_at: since.toISOString(), updated_at: at.toISOString() };
      });
      return recordOf(db, saved);
    },
  );

  app.post(
    `${one}/unpublish`,
    { schema: { params: EditIdParams, response: { 200: schemas.record } } },
    async (request) => {
      const { id } = paramsOf(request, EditIdParams);
      const saved = await republish(request, id, 'unpublish', () => ({
        status: 'unpublished',
        updated_at: now().toISOString(),
      }));
      return recordOf(db, saved);
    },
  );

  app.get(
    `${one}/revisions`,
    { schema: { params: EditIdParams, response: { 200: RevisionList } } },
    async (request): Promise<RevisionList> => {
      const { id } = paramsOf(request, EditIdParams);
      await found(request, db, id);
      return listRevisions(db, kind.name, id);
    },
  );

  app.get(
    `${one}/revisions/:revision`,
    { schema: { params: RevisionParams, response: { 200: schemas.revision } } },
    async (request) => {
      const { id, revision } = paramsOf(request, RevisionParams);
      await found(request, db, id);
      return findRevision(db, kind.name, id, revision, kind.schemas.input);
    },
  );

  app.post(
    `${one}/revisions/:revision/restore`,
    { schema: { params: RevisionParams, response: { 200: schemas.record } } },
    async (request) => {
      const { id, revision } = paramsOf(request, RevisionParams);
      const current = await found(request, db, id);
      const { data } = await findRevision(db, kind.name, id, revision, kind.schemas.input);
      // The address it had then, unless another record has taken it since.
      const { slug } = titled(data);
      const keepSlug = slug === undefined || (await slugTaken(db, ops.table, slug, id));
      const input = { ...data, slug: keepSlug ? current.slug : slug };
      return recordOf(db, await save(request, input, current, 'restore'));
    },
  );

  app.get(`${one}/preview`, { schema: { params: EditIdParams, response: { 200: schemas.preview } } }, async (request) =>
    kind.previewOf(db, await found(request, db, paramsOf(request, EditIdParams).id), now()),
  );
}
