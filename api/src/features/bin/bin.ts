/**
 * The bin: a deletion from the back office first copies what it removes (the row, the rows that
 * go with it, the links other rows had to it) into `bin_entries`, then deletes as before: the
 * site's tables never hold deleted rows, and no public query has to skip them. Restoring puts
 * the rows back with their ids and sets the links again on the rows that still exist and have
 * no other link since. Kept `BIN_RETENTION_DAYS`, then deleted for good by the purge.
 */
import { sql } from 'kysely';
import { BIN_RETENTION_DAYS, type AuditKind, type BinKind, type Role } from '@wado/shared/contract';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/dialect';
import { recordAudit, type SignedInPerson } from '../auth';
import { HttpError } from '../errors';
import type { Store } from '../editing';

type Table = keyof Database & string;

/** A row as read, and its table. */
export interface BinRow {
  table: Table;
  row: Record<string, unknown>;
}

/** `table.column` named `value` on the rows whose `key` is in `keys`, before the deletion emptied it. */
export interface BinLink {
  table: Table;
  column: string;
  key: string;
  keys: (string | number)[];
  value: string | number;
}

/**
 * What goes with a row of each table when it is deleted (the rows that name it and are deleted
 * with it, by the database's cascade or by the deletion's own code), and the rows that name it
 * and only lose the link (`ON DELETE SET NULL`). The database's foreign keys are checked against
 * this table by a test: a new one must be said here.
 */
export const BIN_RELATIONS: Partial<
  Record<
    Table,
    { key: string; goesWith?: { table: Table; column: string }[]; linkedFrom?: { table: Table; column: string }[] }
  >
> = {
  albums: {
    key: 'id',
    goesWith: [{ table: 'photos', column: 'album_id' }],
    linkedFrom: [{ table: 'events', column: 'album_id' }],
  },
  events: {
    key: 'id',
    goesWith: [
      { table: 'event_registration_settings', column: 'event_id' },
      { table: 'event_registrations', column: 'event_id' },
    ],
    linkedFrom: [{ table: 'news', column: 'event_id' }],
  },
  competitions: {
    key: 'id',
    goesWith: [{ table: 'podium_places', column: 'competition_id' }],
    linkedFrom: [{ table: 'events', column: 'competition_id' }],
  },
  clubs: {
    key: 'id',
    linkedFrom: [
      { table: 'coaches', column: 'club_id' },
      { table: 'competitors', column: 'club_id' },
      { table: 'podium_places', column: 'club_id' },
    ],
  },
  membership_seasons: {
    key: 'id',
    goesWith: [
      { table: 'licence_categories', column: 'season_id' },
      { table: 'membership_steps', column: 'season_id' },
      { table: 'membership_documents', column: 'season_id' },
      // The association's reminders to open the next season: restored with it, never sent twice.
      { table: 'season_opening_reminders', column: 'season_id' },
    ],
  },
};

const keyOf = (table: Table) => BIN_RELATIONS[table]?.key ?? 'id';

/** The rows of `table` whose `column` is `value` and, depth first, every row that goes with each. */
async function rowsWhere(db: Store, table: Table, column: string, value: unknown): Promise<BinRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value}`.execute(db);
  const found: BinRow[] = [];
  for (const row of rows) {
    found.push({ table, row });
    const relations = BIN_RELATIONS[table];
    for (const child of relations?.goesWith ?? []) {
      found.push(...(await rowsWhere(db, child.table, child.column, row[relations!.key])));
    }
  }
  return found;
}

/** The links other rows have to `key` of `table` (what its deletion will empty). */
async function linksTo(db: Store, table: Table, key: string | number): Promise<BinLink[]> {
  const links: BinLink[] = [];
  for (const from of BIN_RELATIONS[table]?.linkedFrom ?? []) {
    const referrerKey = keyOf(from.table);
    const { rows } = await sql<{ key: string | number }>`
      SELECT ${sql.ref(referrerKey)} AS key FROM ${sql.table(from.table)} WHERE ${sql.ref(from.column)} = ${key}`.execute(
      db,
    );
    if (rows.length > 0) {
      links.push({
        table: from.table,
        column: from.column,
        key: referrerKey,
        keys: rows.map((row) => row.key),
        value: key,
      });
    }
  }
  return links;
}

/**
 * Copies into the bin what deleting row `key` of `table` is about to remove, in the deletion's
 * transaction and before it: the row, what goes with it, the links to it, and `extraRows` (its
 * saved versions). Its `kind` and the `roles` that may restore it are the deleting route's;
 * `record`, the record as the back office read it, when its kind has per-record rules.
 */
export async function moveToBin(
  trx: Store,
  item: {
    kind: BinKind;
    auditKind: AuditKind;
    table: Table;
    key: string | number;
    title: string;
    roles: readonly Role[];
    extraRows?: BinRow[];
    record?: object;
  },
  person: SignedInPerson,
  now: Date,
): Promise<void> {
  const rows = [...(await rowsWhere(trx, item.table, keyOf(item.table), item.key)), ...(item.extraRows ?? [])];
  const links = await linksTo(trx, item.table, item.key);
  await trx
    .insertInto('bin_entries')
    .values({
      kind: item.kind,
      audit_kind: item.auditKind,
      record_id: String(item.key),
      title: item.title,
      roles: JSON.stringify(item.roles),
      rows: JSON.stringify(rows),
      links: JSON.stringify(links),
      record: item.record === undefined ? null : JSON.stringify(item.record),
      deleted_at: now.toISOString(),
      deleted_by: person.email,
      expires_at: new Date(now.getTime() + BIN_RETENTION_DAYS * 86_400_000).toISOString(),
    })
    .execute();
}

export const BIN_ENTRY_NOT_FOUND =
  'Cet élément n’est plus dans la corbeille (restauré, supprimé pour de bon ou expiré).';
export const RESTORE_CONFLICT =
  'Cet élément ne peut pas être restauré : un autre porte aujourd’hui la même adresse ou le même nom. Renommez l’autre d’abord.';
export const RESTORE_MISSING_PARENT =
  'Cet élément ne peut pas être restauré : ce à quoi il appartenait (l’album d’une photo, par exemple) n’existe plus. Restaurez-le d’abord.';

/** An insert refused because a row it names is gone (SQLite, PostgreSQL). */
function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23503' || error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Puts an entry's rows back, sets its links again, and takes it out of the bin; `after` runs in
 * the same transaction.
 */
export async function restoreFromBin(
  db: Store,
  entry: { id: number; audit_kind: string; record_id: string; title: string; rows: string; links: string },
  person: SignedInPerson,
  now: Date,
  after?: (trx: Store, rows: BinRow[]) => Promise<void>,
): Promise<void> {
  const rows = JSON.parse(entry.rows) as BinRow[];
  const links = JSON.parse(entry.links) as BinLink[];
  try {
    await db.transaction().execute(async (trx) => {
      const taken = await trx.deleteFrom('bin_entries').where('id', '=', entry.id).returning('id').executeTakeFirst();
      if (!taken) throw new HttpError(404, BIN_ENTRY_NOT_FOUND);
      for (const { table, row } of rows) {
        const columns = Object.keys(row);
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
          VALUES (${sql.join(columns.map((column) => row[column]))})`.execute(trx);
      }
      for (const link of links) {
        await sql`UPDATE ${sql.table(link.table)} SET ${sql.ref(link.column)} = ${link.value}
          WHERE ${sql.ref(link.key)} IN (${sql.join(link.keys)}) AND ${sql.ref(link.column)} IS NULL`.execute(trx);
      }
      await after?.(trx, rows);
      await recordAudit(
        trx,
        person,
        {
          action: 'restore-from-bin',
          kind: entry.audit_kind as AuditKind,
          recordId: entry.record_id,
          before: null,
          after: { title: entry.title },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, RESTORE_CONFLICT);
    if (isForeignKeyViolation(error)) throw new HttpError(409, RESTORE_MISSING_PARENT);
    throw error;
  }
}

/** Deletes for good the entries past their time; the ids deleted. Safe on several replicas at once. */
export async function purgeExpiredBin(db: Store, now: Date): Promise<number[]> {
  const gone = await db
    .deleteFrom('bin_entries')
    .where('expires_at', '<=', now.toISOString())
    .returning('id')
    .execute();
  return gone.map((row) => row.id);
}
