import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * licensees: the people a club licenses (minors among them), kept by the club's managers and the
 * association; licences: one per licensee and season at most, asked for by the club, issued with
 * its number once paid. A licence stays for the accounts when its licensee is anonymised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('licensees')
    .$call(idColumn(db))
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('birth_date', 'text', (col) => col.notNull())
    .addColumn('sex', 'text', (col) => col.notNull())
    .addColumn('grade', 'text', (col) => col.notNull())
    .addColumn('discipline', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('licensees_by_club').on('licensees').columns(['club_id', 'last_name']).execute();
  await db.schema
    .createTable('licences')
    .$call(idColumn(db))
    .addColumn('licensee_id', 'integer', (col) => col.notNull().references('licensees.id'))
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.unique())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text')
    .addUniqueConstraint('licences_one_per_season', ['licensee_id', 'season_id'])
    .execute();
  await db.schema.createIndex('licences_by_club_season').on('licences').columns(['club_id', 'season_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('licences').execute();
  await db.schema.dropTable('licensees').execute();
}
