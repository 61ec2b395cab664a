import type { Kysely } from 'kysely';

/**
 * « Mon espace »: a household moving to a new address. The link confirming the new address is
 * e-mailed there, used once, valid 30 minutes; only the secret's hash is kept, with the mailbox it
 * moves and the address typed (`espace_email_changes`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('espace_email_changes')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('mailbox', 'text', (col) => col.notNull())
    .addColumn('new_address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('espace_email_changes_by_mailbox').on('espace_email_changes').column('mailbox').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('espace_email_changes').execute();
}
