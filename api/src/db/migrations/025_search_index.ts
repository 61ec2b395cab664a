import { sql, type Kysely } from 'kysely';
import { databaseKind, idColumn } from '../dialect';

/**
 * PostgreSQL's document of an entry, as its GIN index holds it: the title's words (weight A) and
 * the text's (weight B). The words are already folded and stemmed by the server (`searchTerms`),
 * so the `simple` configuration only splits them. The search's queries use this very expression,
 * so that they read the index.
 */
export const SEARCH_DOCUMENT_SQL =
  "setweight(to_tsvector('simple', title_terms), 'A') || setweight(to_tsvector('simple', body_terms), 'B')";

/**
 * The site search (see `SearchTables`): `search_entries`, one row per public page, rebuilt from the
 * content by the server; `search_index_state`, what it was built from. Indexed in the database:
 * an FTS5 table over `search_entries` (its external content) on SQLite, a GIN index of the
 * entries' document on PostgreSQL. The tables have the same columns on both (a site copied from
 * SQLite to PostgreSQL keeps them as they are).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_entries')
    .$call(idColumn(db))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('title_terms', 'text', (col) => col.notNull())
    .addColumn('body_terms', 'text', (col) => col.notNull())
    .addColumn('visible_from', 'text')
    .addUniqueConstraint('search_entries_page', ['kind', 'url'])
    .execute();
  await db.schema
    .createTable('search_index_state')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('audit_witness', 'text', (col) => col.notNull())
    .addColumn('built_at', 'text', (col) => col.notNull())
    .execute();

  if (databaseKind(db) === 'postgres') {
    await sql`CREATE INDEX search_entries_document ON search_entries USING GIN ((${sql.raw(SEARCH_DOCUMENT_SQL)}))`.execute(
      db,
    );
  } else {
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(title_terms, body_terms, content='search_entries', content_rowid='id', tokenize='unicode61')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (databaseKind(db) !== 'postgres') await sql`DROP TABLE search_fts`.execute(db);
  await db.schema.dropTable('search_index_state').execute();
  await db.schema.dropTable('search_entries').execute();
}
