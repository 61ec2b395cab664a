import { sql, type Kysely } from 'kysely';
import { foldEmail } from '@wado/shared/contract';

/**
 * One person per mailbox, and registrations confirmed from their e-mail:
 * - event_registrations: `email_key`, the mailbox of the address (`foldEmail`: `jean+1@x.fr` is
 *   `jean@x.fr`), for the one-registration-per-event rule and the cap on confirmation e-mails per
 *   mailbox; `confirm_token_hash`, the hashed secret of the confirmation link of a registration
 *   not yet confirmed (status `unconfirmed`, which takes no place).
 * - newsletter_subscriptions: `email_key`, one subscription per mailbox.
 * - orders: `email_key`, the buyer's mailbox, by which the unpaid orders of one buyer are capped.
 * Rows written before keep a distinct key when folding would make two of them one (two live
 * registrations of `jean@` and `jean+1@` to one event, two subscriptions): the tagged one keeps its
 * lower-case address, unique already. Nothing that was accepted is undone.
 */

const ALIVE = "status IN ('unconfirmed', 'confirmed', 'pending_payment', 'waiting')";
const ALIVE_BEFORE = "status IN ('confirmed', 'pending_payment', 'waiting')";

/** Fills `email_key` of every row of `table`, row by row, `scope` telling which keys must stay apart. */
async function fillMailboxKeys(
  db: Kysely<unknown>,
  table: 'event_registrations' | 'newsletter_subscriptions' | 'orders',
  scopeOf: (row: { id: number; email: string; event_id?: number; alive?: number }) => string | null,
): Promise<void> {
  const { rows } = await sql<{ id: number; email: string; event_id?: number; alive?: number }>`
    SELECT ${sql.raw(
      table === 'event_registrations'
        ? `id, email, event_id, CASE WHEN ${ALIVE_BEFORE} THEN 1 ELSE 0 END AS alive`
        : 'id, email',
    )} FROM ${sql.table(table)} ORDER BY id`.execute(db);
  // Plain addresses first: each is its own mailbox's key, unique already (the previous unique
  // indexes). A tagged address then takes its mailbox's key if it is free, else keeps its own.
  const address = (row: { email: string }) => row.email.trim().toLowerCase();
  const plainFirst = [...rows].sort(
    (a, b) => Number(foldEmail(a.email) !== address(a)) - Number(foldEmail(b.email) !== address(b)) || a.id - b.id,
  );
  const taken = new Set<string>();
  for (const row of plainFirst) {
    const scope = scopeOf(row);
    let key = foldEmail(row.email);
    if (scope !== null) {
      if (taken.has(`${scope} ${key}`)) key = address(row);
      taken.add(`${scope} ${key}`);
    }
    await sql`UPDATE ${sql.table(table)} SET email_key = ${key} WHERE id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('event_registrations')
    .addColumn('email_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('event_registrations').addColumn('confirm_token_hash', 'text').execute();
  await fillMailboxKeys(db, 'event_registrations', (row) => (row.alive ? String(row.event_id) : null));
  await db.schema.dropIndex('event_registrations_one_alive_per_email').execute();
  await db.schema
    .createIndex('event_registrations_one_alive_per_mailbox')
    .on('event_registrations')
    .columns(['event_id', 'email_key'])
    .unique()
    .where(sql<boolean>`${sql.raw(ALIVE)}`)
    .execute();
  // The confirmation e-mails sent to a mailbox lately.
  await db.schema
    .createIndex('event_registrations_by_mailbox')
    .on('event_registrations')
    .columns(['email_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('event_registrations_confirm_token')
    .unique()
    .on('event_registrations')
    .column('confirm_token_hash')
    .execute();

  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('email_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await fillMailboxKeys(db, 'newsletter_subscriptions', () => 'newsletter');
  await db.schema
    .createIndex('newsletter_subscriptions_mailbox')
    .unique()
    .on('newsletter_subscriptions')
    .column('email_key')
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('email_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await fillMailboxKeys(db, 'orders', () => null);
  await db.schema.createIndex('orders_unpaid_by_mailbox').on('orders').columns(['email_key', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_unpaid_by_mailbox').execute();
  await db.schema.alterTable('orders').dropColumn('email_key').execute();
  await db.schema.dropIndex('newsletter_subscriptions_mailbox').execute();
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('email_key').execute();
  await db.schema.dropIndex('event_registrations_confirm_token').execute();
  await db.schema.dropIndex('event_registrations_by_mailbox').execute();
  await db.schema.dropIndex('event_registrations_one_alive_per_mailbox').execute();
  // Registrations never confirmed took no place: they end with the column that kept their link.
  await sql`UPDATE event_registrations SET status = 'expired' WHERE status = 'unconfirmed'`.execute(db);
  await db.schema.alterTable('event_registrations').dropColumn('confirm_token_hash').execute();
  await db.schema.alterTable('event_registrations').dropColumn('email_key').execute();
  await db.schema
    .createIndex('event_registrations_one_alive_per_email')
    .on('event_registrations')
    .columns(['event_id', 'email'])
    .unique()
    .where(sql<boolean>`${sql.raw(ALIVE_BEFORE)}`)
    .execute();
}
