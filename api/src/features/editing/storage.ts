/**
 * Reading and writing the edited tables, whichever the kind: rows by id, the common columns of
 * publication, slugs. Each kind's own columns are typed where the kind is defined (`kinds.ts`).
 */
import { SLUG_MAX_LENGTH, slugify } from '@wado/shared/contract';
import type { PublicationStatus } from '@wado/shared/schemas';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../errors';
import type { PublishedTable, StoredStatus } from '../media';

/** The database, or the transaction of a change. */
export type Store = Kysely<Database>;

/** What every edited row has. */
export interface CommonRow {
  id: number;
  slug: string;
  title: string;
  status: string;
  publish_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The columns every edited table has that a save or a publication changes. */
export interface CommonUpdate {
  slug?: string;
  status?: StoredStatus;
  publish_at?: string | null;
  updated_at?: string;
}

/** Rows of one table by id, typed as the table's rows, and its inserts and updates. */
export interface TableOps<Row extends CommonRow, Insert, Update> {
  table: PublishedTable;
  load(db: Store, id: number): Promise<Row | undefined>;
  insert(db: Store, values: Insert): Promise<number>;
  update(db: Store, id: number, values: Update | CommonUpdate): Promise<void>;
}

/**
 * The row operations of `table`. Kysely cannot type a `where` on a table given by a type
 * parameter, so reads and updates are written in SQL once here, typed by the table's interface.
 */
export function tableOps<T extends PublishedTable>(
  table: T,
): TableOps<Selectable<Database[T]> & CommonRow, Insertable<Database[T]>, Updateable<Database[T]>> {
  return {
    table,
    async load(db, id) {
      const { rows } = await sql<
        Selectable<Database[T]> & CommonRow
      >`SELECT * FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
      return rows[0];
    },
    async insert(db, values) {
      const { id } = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },
    async update(db, id, values) {
      const changes = Object.entries(values).filter(([, value]) => value !== undefined);
      if (changes.length === 0) return;
      const assignments = sql.join(changes.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
      await sql`UPDATE ${sql.table(table)} SET ${assignments} WHERE id = ${id}`.execute(db);
    },
  };
}

/** Where a row is in its life, as the back office says it (`scheduled`: published, not yet public). */
export function statusOf(row: Pick<CommonRow, 'status' | 'publish_at'>, now: Date): PublicationStatus {
  if (row.status === 'published') {
    return row.publish_at !== null && row.publish_at <= now.toISOString() ? 'published' : 'scheduled';
  }
  return row.status === 'unpublished' ? 'unpublished' : 'draft';
}

/** The rows of `status` at `now`, as a condition on `table`'s columns. */
export function statusCondition(status: PublicationStatus, now: Date) {
  const at = now.toISOString();
  switch (status) {
    case 'draft':
      return sql<boolean>`status = 'draft'`;
    case 'unpublished':
      return sql<boolean>`status = 'unpublished'`;
    case 'published':
      return sql<boolean>`(status = 'published' AND publish_at <= ${at})`;
    case 'scheduled':
      return sql<boolean>`(status = 'published' AND (publish_at IS NULL OR publish_at > ${at}))`;
  }
}

// ---------------------------------------------------------------------------------------------
// Slugs

export const SLUG_TAKEN = 'Cette adresse (slug) est déjà celle d’une autre page : choisissez-en une autre.';

/** Room left at the end of a slug made from a title, for `-2`, `-3`… */
const SUFFIX_ROOM = 4;

/**
 * A slug from a title: accents folded (« Été » → `ete`), lower-case words joined by hyphens, cut
 * between two words; `fallback` when the title has no letter or digit of the Latin alphabet.
 */
export function slugFromTitle(title: string, fallback: string): string {
  const words = slugify(title);
  const max = SLUG_MAX_LENGTH - SUFFIX_ROOM;
  if (words.length <= max) return words || fallback;
  const cut = words.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : words.slice(0, max)).replace(/-+$/, '');
}

/** Whether another row of `table` than `exceptId` has `slug`. */
export async function slugTaken(
  db: Store,
  table: PublishedTable,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The slug of a row being saved: the one asked for (409 when another row has it), else the row's
 * own (an address does not change when a title is corrected), else one made from the title,
 * numbered when another row already has it.
 */
export async function slugFor(
  db: Store,
  table: PublishedTable,
  input: { slug?: string; title: string },
  current: { id: number; slug: string } | null,
  fallback: string,
): Promise<string> {
  if (input.slug !== undefined) {
    if (input.slug !== current?.slug && (await slugTaken(db, table, input.slug, current?.id ?? null))) {
      throw new HttpError(409, SLUG_TAKEN);
    }
    return input.slug;
  }
  if (current) return current.slug;
  const base = slugFromTitle(input.title, fallback);
  const similar = await db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const taken = new Set(similar.map((row) => row.slug));
  let slug = base;
  for (let number = 2; taken.has(slug); number += 1) slug = `${base}-${number}`;
  return slug;
}
