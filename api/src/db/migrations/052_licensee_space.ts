import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * « Mon espace »: sign-in links e-mailed to a licensee's (or a parent's) address, used once
 * (`espace_links`, only the secret's hash kept), and the space's sessions (`espace_sessions`, the
 * mailbox they open, ended after a week without a visit); each issued licence gets the code its
 * card's QR code carries (`licences.check_code`), the ones issued before this migration too.
 */
interface Tables {
  licences: { id: number; status: string; check_code: string | null };
}

export const newLicenceCheckCode = () => randomBytes(10).toString('hex');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('espace_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('mailbox', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('espace_links_by_mailbox').on('espace_links').column('mailbox').execute();
  await db.schema
    .createTable('espace_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('mailbox', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('espace_sessions_by_mailbox').on('espace_sessions').column('mailbox').execute();
  await db.schema.alterTable('licences').addColumn('check_code', 'text').execute();
  await db.schema.createIndex('licences_check_code').on('licences').column('check_code').unique().execute();
  const trx = db as Kysely<Tables>;
  for (const { id } of await trx.selectFrom('licences').select('id').where('status', '=', 'issued').execute()) {
    await trx.updateTable('licences').set({ check_code: newLicenceCheckCode() }).where('id', '=', id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('licences_check_code').execute();
  await db.schema.alterTable('licences').dropColumn('check_code').execute();
  await db.schema.dropTable('espace_sessions').execute();
  await db.schema.dropTable('espace_links').execute();
}
