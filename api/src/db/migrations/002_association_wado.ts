import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/** Tables of the association's screens (committee, clubs, membership, partners) and the lexicon. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('committee_bodies')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('committee_members')
    .$call(idColumn(db))
    .addColumn('body_slug', 'text', (col) => col.notNull().references('committee_bodies.slug').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('portrait', 'text', (col) => col.notNull())
    .addColumn('portrait_alt', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('committee_members_body_name', ['body_slug', 'name'])
    .execute();

  await db.schema
    .createTable('clubs')
    .$call(idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('department', 'text', (col) => col.notNull())
    .addColumn('department_name', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('training_times', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addUniqueConstraint('clubs_name_city', ['name', 'city'])
    .addCheckConstraint('clubs_contact', sql`email IS NOT NULL OR phone IS NOT NULL`)
    .execute();
  await db.schema.createIndex('clubs_region').on('clubs').column('region').execute();

  await db.schema
    .createTable('membership_seasons')
    .$call(idColumn(db))
    .addColumn('label', 'text', (col) => col.notNull().unique())
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('ends_on', 'text', (col) => col.notNull())
    .addColumn('affiliation_fee_cents', 'integer', (col) => col.notNull().check(sql`affiliation_fee_cents >= 0`))
    .execute();
  await db.schema
    .createTable('licence_categories')
    .$call(idColumn(db))
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('fee_cents', 'integer', (col) => col.notNull().check(sql`fee_cents >= 0`))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('licence_categories_season_name', ['season_id', 'name'])
    .execute();
  await db.schema
    .createTable('membership_steps')
    .$call(idColumn(db))
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('member', 'club')`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addUniqueConstraint('membership_steps_season_kind_position', ['season_id', 'kind', 'position'])
    .execute();
  await db.schema
    .createTable('membership_documents')
    .$call(idColumn(db))
    .addColumn('season_id', 'integer', (col) => col.notNull().references('membership_seasons.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('applies_to', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('membership_documents_season_title', ['season_id', 'title'])
    .execute();

  await db.schema
    .createTable('lexicon_terms')
    .$call(idColumn(db))
    .addColumn('term', 'text', (col) => col.notNull().unique())
    .addColumn('kana', 'text')
    .addColumn('meaning', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lexicon_terms',
    'membership_documents',
    'membership_steps',
    'licence_categories',
    'membership_seasons',
    'clubs',
    'committee_members',
    'committee_bodies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
