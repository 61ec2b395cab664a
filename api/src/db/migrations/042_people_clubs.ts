import type { Kysely } from 'kysely';

/**
 * people_clubs: the clubs each club manager (role `club`) looks after. A club is not deleted while
 * it has a manager (the back office says so first); a person's links go with the person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('people_clubs')
    .addColumn('person_id', 'integer', (col) => col.notNull().references('people.id').onDelete('cascade'))
    .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
    .addPrimaryKeyConstraint('people_clubs_pk', ['person_id', 'club_id'])
    .execute();
  await db.schema.createIndex('people_clubs_by_club').on('people_clubs').column('club_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('people_clubs').execute();
}
