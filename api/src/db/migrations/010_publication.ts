import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/** The media section's tables, and the column giving each row's own day (the day it was published). */
const PUBLISHED_TABLES = [
  { table: 'news', day: 'published_at' },
  { table: 'events', day: null },
  { table: 'albums', day: 'date' },
  { table: 'press_articles', day: 'published_at' },
  { table: 'interviews', day: 'date' },
] as const;

/** What a NOT NULL column added to rows that exist is filled with, before the rows are dated. */
const LONG_AGO = '1970-01-01T00:00:00.000Z';

/**
 * Editing from the back office:
 * - every news item, event, album, press article and interview has a publication status
 *   (`draft`, `published`, `unpublished`) and the instant it is public from (`publish_at`, ISO
 *   date-time in UTC; a published row is shown once that instant has passed), when it was created
 *   and last changed. Rows that exist are published, since their own day (or now, for a day still
 *   to come, and for events: since their last change);
 * - links chosen from lists: an event's album and results (competition), a news item's event;
 * - uploaded images (the `uploads` table comes with the next migration; no foreign key to it):
 *   news, events, album covers, photos, interview portraits, with the alternative text beside;
 * - `revisions`: every save of a record or a text page keeps its input (JSON), who saved it, when;
 * - `content_pages.updated_by`: who last saved a text page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  for (const { table, day } of PUBLISHED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
      .execute();
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(LONG_AGO))
      .execute();
    if (table !== 'events') {
      await db.schema
        .alterTable(table)
        .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(LONG_AGO))
        .execute();
    }
    // Midnight UTC of the row's day, unless that is still to come.
    const since = day === null ? sql.ref('updated_at') : sql`${sql.ref(day)} || 'T00:00:00.000Z'`;
    await sql`UPDATE ${sql.table(table)} SET status = 'published',
      publish_at = CASE WHEN ${since} < ${now} THEN ${since} ELSE ${now} END`.execute(db);
    await sql`UPDATE ${sql.table(table)} SET created_at = publish_at, updated_at = CASE
      WHEN updated_at = ${LONG_AGO} THEN publish_at ELSE updated_at END`.execute(db);
    await db.schema.createIndex(`${table}_published`).on(table).columns(['status', 'publish_at']).execute();
  }

  await db.schema
    .alterTable('news')
    .addColumn('event_id', 'integer', (col) => col.references('events.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('news').addColumn('image_upload_id', 'integer').execute();

  await db.schema
    .alterTable('events')
    .addColumn('album_id', 'integer', (col) => col.references('albums.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('competition_id', 'integer', (col) => col.references('competitions.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('events').addColumn('image_upload_id', 'integer').execute();
  await db.schema
    .alterTable('events')
    .addColumn('image_alt', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema.alterTable('albums').addColumn('cover_upload_id', 'integer').execute();
  await db.schema
    .alterTable('albums')
    .addColumn('cover_alt', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('photos').addColumn('upload_id', 'integer').execute();
  await db.schema.alterTable('interviews').addColumn('portrait_upload_id', 'integer').execute();
  await db.schema.alterTable('content_pages').addColumn('updated_by', 'text').execute();

  await db.schema
    .createTable('revisions')
    .$call(idColumn(db))
    /** `news`, `events`, `albums`, `press`, `interviews` or `pages`. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The record's id, or the page's slug. */
    .addColumn('record_key', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addColumn('saved_by', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revisions_of_record').on('revisions').columns(['kind', 'record_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revisions').execute();
  await db.schema.alterTable('content_pages').dropColumn('updated_by').execute();
  await db.schema.alterTable('interviews').dropColumn('portrait_upload_id').execute();
  await db.schema.alterTable('photos').dropColumn('upload_id').execute();
  for (const column of ['cover_alt', 'cover_upload_id']) {
    await db.schema.alterTable('albums').dropColumn(column).execute();
  }
  for (const column of ['image_alt', 'image_upload_id', 'competition_id', 'album_id']) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
  for (const column of ['image_upload_id', 'event_id']) {
    await db.schema.alterTable('news').dropColumn(column).execute();
  }
  for (const { table } of PUBLISHED_TABLES) {
    await db.schema.dropIndex(`${table}_published`).execute();
    const columns = table === 'events' ? ['created_at'] : ['updated_at', 'created_at'];
    for (const column of [...columns, 'publish_at', 'status']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
