import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/** The national team (coaches, competitors, results) and the media section (events … interviews). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'id';
  await db.schema
    .createTable('coaches')
    .$call(idColumn(db, id))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('dan', 'integer', (col) => col.notNull().check(sql`dan between 1 and 10`))
    .addColumn('club', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('portrait', 'text', (col) => col.notNull())
    .addColumn('portrait_alt', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('competitors')
    .$call(idColumn(db, id))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('F', 'M')`))
    .addColumn('club', 'text', (col) => col.notNull())
    .addColumn('discipline', 'text', (col) => col.notNull().check(sql`discipline in ('kata', 'kumite')`))
    .addColumn('age_group', 'text', (col) =>
      col.notNull().check(sql`age_group in ('cadets', 'juniors', 'seniors', 'veterans')`),
    )
    .addColumn('weight_class', 'text')
    .addColumn('grade', 'text', (col) => col.notNull())
    .addColumn('achievements', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('portrait', 'text', (col) => col.notNull())
    .addColumn('portrait_alt', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('competitions')
    .$call(idColumn(db, id))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('report', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('competitions_by_season_date')
    .on('competitions')
    .columns(['season', 'start_date'])
    .execute();

  await db.schema
    .createTable('podium_places')
    .$call(idColumn(db, id))
    .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id').onDelete('cascade'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('category_position', 'integer', (col) => col.notNull())
    .addColumn('rank', 'integer', (col) => col.notNull().check(sql`rank between 1 and 3`))
    .addColumn('athlete', 'text', (col) => col.notNull())
    .addColumn('club', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('team_member', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('podium_places_by_competition').on('podium_places').column('competition_id').execute();

  await db.schema
    .createTable('events')
    .$call(idColumn(db, id))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('registration', 'text', (col) => col.notNull())
    .addColumn('registration_url', 'text')
    .addColumn('registration_deadline', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('events_dates_in_order', sql`end_date >= start_date`)
    .execute();
  await db.schema.createIndex('events_by_end_date').on('events').column('end_date').execute();

  await db.schema
    .createTable('news')
    .$call(idColumn(db, id))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('image_alt', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_by_date').on('news').column('published_at').execute();

  await db.schema
    .createTable('albums')
    .$call(idColumn(db, id))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('photos')
    .$call(idColumn(db, id))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('caption', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('image_alt', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('photos_by_album').on('photos').columns(['album_id', 'position']).execute();

  await db.schema
    .createTable('press_articles')
    .$call(idColumn(db, id))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('url', 'text')
    .execute();

  await db.schema
    .createTable('interviews')
    .$call(idColumn(db, id))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('person', 'text', (col) => col.notNull())
    .addColumn('person_role', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('interviewer', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('portrait', 'text', (col) => col.notNull())
    .addColumn('portrait_alt', 'text', (col) => col.notNull())
    .addColumn('questions', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'interviews',
    'press_articles',
    'photos',
    'albums',
    'news',
    'events',
    'podium_places',
    'competitions',
    'competitors',
    'coaches',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
