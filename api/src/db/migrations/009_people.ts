import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * The back office: people (invited, active, disabled) with their roles, sessions in the database
 * (revocable, shared by every replica), one-time invitation links, personal API tokens for
 * scripts, and the audit log of every change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('people')
    .$call(idColumn(db))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('roles', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_sign_in_at', 'text')
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('person_id', 'integer', (col) => col.notNull().references('people.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_person').on('sessions').column('person_id').execute();
  await db.schema
    .createTable('invitations')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('person_id', 'integer', (col) => col.notNull().references('people.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('api_tokens')
    .$call(idColumn(db))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('person_id', 'integer', (col) => col.notNull().references('people.id').onDelete('cascade'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createTable('audit_log')
    .$call(idColumn(db))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_kind').on('audit_log').columns(['kind', 'record_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'api_tokens', 'invitations', 'sessions', 'people']) {
    await db.schema.dropTable(table).execute();
  }
}
