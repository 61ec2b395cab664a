import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_pages')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('partners')
    .$call(idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('website', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .$call(idColumn(db))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('consented_at', 'text', (col) => col.notNull())
    .addColumn('form_version', 'text', (col) => col.notNull())
    .addColumn('source_page', 'text', (col) => col.notNull())
    .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('terms_acceptances')
    .$call(idColumn(db))
    .addColumn('accepted_at', 'text', (col) => col.notNull())
    .addColumn('terms_version', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['terms_acceptances', 'newsletter_subscriptions', 'partners', 'content_pages']) {
    await db.schema.dropTable(table).execute();
  }
}
