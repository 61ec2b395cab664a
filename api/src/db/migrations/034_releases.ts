import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../dialect';

/**
 * The sections' releases when the site runs on PostgreSQL: each published build whole
 * (release_files), its history (releases) and which one is live per section (live_releases).
 * Every replica serves the live one from its own copy, fetched from here: nothing to share but
 * the database. On SQLite they stay empty (the releases are folders of DATA_DIR).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('releases')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('releases_key', ['remote', 'version'])
    .execute();
  await db.schema
    .createTable('release_files')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('bytes', databaseKind(db) === 'postgres' ? sql`bytea` : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('release_files_key', ['remote', 'version', 'path'])
    .addForeignKeyConstraint('release_files_release', ['remote', 'version'], 'releases', ['remote', 'version'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('live_releases')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .addForeignKeyConstraint('live_releases_release', ['remote', 'version'], 'releases', ['remote', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_releases').execute();
  await db.schema.dropTable('release_files').execute();
  await db.schema.dropTable('releases').execute();
}
