import { createHash } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { databaseKind } from '../src/db/dialect';
import { migrations } from '../src/db/migrations';
import {
  CARD_SALE_CONDITIONS_EDITS,
  PREVIOUS_SALE_CONDITIONS_SHA256,
  saleConditionsWithCard,
} from '../src/db/migrations/023_card_orders';
import { openTestDatabase } from './helpers';
import { bodyBeforeEdits, migratedWithPage, seedPageBody, STORED_BEFORE, storedPage } from './seedPageMigration';

/**
 * Migration 023 on a site that already has orders: `orders.payment_method` accepts `card`, every
 * order, line and history row is kept with its id, the lines and the history still belong to their
 * order (deleting an order still deletes them), ids are never given twice, and it can be undone
 * while no order is paid by card. The stored sale conditions offer the card, unless an editor
 * changed them.
 */

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>['db'];
const migrator = (db: TestDb) => new Migrator({ db, provider: { getMigrations: async () => migrations } });
const names = Object.keys(migrations).sort();
const BEFORE = names[names.indexOf('023_card_orders') - 1]!;
/** SQLite's and PostgreSQL's refusal of a payment method the CHECK constraint does not list. */
const REFUSED_METHOD = /CHECK constraint failed: payment_method|orders_payment_method_check/;

/**
 * The database's refusal of a statement, its message; null when it went through. Not
 * `rejects.toThrow`: better-sqlite3 builds its errors once per process, so in a Jest worker's
 * second test file they are not `Error`s of the file's own realm, and Jest takes them for no error.
 */
async function refusal(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error: unknown) {
    return String((error as { message?: unknown }).message ?? error);
  }
}

async function insertOrder(db: TestDb, reference: string, payment: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO orders (reference, status, created_at, updated_at, idempotency_key, request_hash, first_name,
      last_name, email, phone, address, postcode, city, delivery, payment_method, subtotal_cents, shipping_cents,
      total_cents, payment_due)
    VALUES (${reference}, 'pending_payment', '2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z',
      ${`cle-${reference}-0123456789`}, 'empreinte', 'Élise', 'Moreau', 'elise@exemple.fr', '0612345678',
      '12 rue des Lilas', '69003', 'Lyon', 'colissimo', ${payment}, 3800, 690, 4490, '2026-11-28')
    RETURNING id`.execute(db);
  const id = Number(rows[0]!.id);
  await sql`INSERT INTO order_lines (order_id, item_id, variant_id, item_name, variant_label, image_url, image_alt,
      quantity, unit_price_cents, public_unit_price_cents, line_total_cents)
    VALUES (${id}, 'tee-shirt', 'tee-shirt-m', 'Tee-shirt', 'M', '/media/shop/tee.svg', 'Tee-shirt', 2, 1900, 1900, 3800)`.execute(
    db,
  );
  await sql`INSERT INTO order_status_history (order_id, status, at, note)
    VALUES (${id}, 'pending_payment', '2026-11-20T10:00:00.000Z', 'Commande passée sur le site')`.execute(db);
  return id;
}

async function rows(db: TestDb) {
  const all = async (table: string) =>
    (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY id`.execute(db)).rows;
  return { orders: await all('orders'), lines: await all('order_lines'), history: await all('order_status_history') };
}

async function orderIndexes(db: TestDb): Promise<string[]> {
  const { rows: found } =
    databaseKind(db) === 'postgres'
      ? await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'orders'`.execute(db)
      : await sql<{
          name: string;
        }>`SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'orders'`.execute(db);
  return found.map((row) => row.name).sort();
}

it('lets orders be paid by card, keeping every order with its lines and history, and can be undone', async () => {
  const { db, close } = await openTestDatabase('wado-023-');
  try {
    const before = await migrator(db).migrateTo(BEFORE);
    if (before.error) throw before.error;
    expect(await refusal(insertOrder(db, 'WF-CARTE0', 'card'))).toMatch(REFUSED_METHOD);
    await insertOrder(db, 'WF-VIREM1', 'transfer');
    const gone = await insertOrder(db, 'WF-EFFAC2', 'cheque');
    await insertOrder(db, 'WF-CHEQU3', 'cheque');
    // The last id given belongs to an order deleted since: it must not be given again.
    await sql`DELETE FROM orders WHERE id = ${gone}`.execute(db);
    const kept = await rows(db);
    const indexes = await orderIndexes(db);

    const after = await migrator(db).migrateTo('023_card_orders');
    if (after.error) throw after.error;
    expect(await rows(db)).toEqual(kept);
    expect(await orderIndexes(db)).toEqual(indexes);

    const cardOrder = await insertOrder(db, 'WF-CARTE4', 'card');
    expect(cardOrder).toBeGreaterThan(gone);
    expect(await refusal(insertOrder(db, 'WF-ESPEC5', 'cash'))).toMatch(REFUSED_METHOD);

    // The lines and the history still point to their order: deleting it deletes them.
    const transfer = kept.orders.find((order) => order.reference === 'WF-VIREM1')!.id as number;
    await sql`DELETE FROM orders WHERE id = ${transfer}`.execute(db);
    const left = await rows(db);
    expect(left.lines.map((line) => line.order_id)).not.toContain(transfer);
    expect(left.history.map((entry) => entry.order_id)).not.toContain(transfer);
    expect(
      await refusal(
        sql`INSERT INTO order_lines (order_id, item_id, variant_id, item_name, variant_label, image_url, image_alt,
          quantity, unit_price_cents, public_unit_price_cents, line_total_cents)
          VALUES (999999, 'x', 'x', 'x', 'x', 'x', 'x', 1, 1, 1, 1)`.execute(db),
      ),
    ).toMatch(/FOREIGN KEY|foreign key/);

    // Not undone while an order is paid by card; undone once there is none.
    const refused = await migrator(db).migrateTo(BEFORE);
    expect(refused.error).toBeDefined();
    expect(await rows(db)).toEqual(left);
    await sql`DELETE FROM orders WHERE id = ${cardOrder}`.execute(db);
    const undone = await migrator(db).migrateTo(BEFORE);
    if (undone.error) throw undone.error;
    expect(await refusal(insertOrder(db, 'WF-CARTE6', 'card'))).toMatch(REFUSED_METHOD);
    expect((await rows(db)).orders.map((order) => order.reference)).toEqual(['WF-CHEQU3']);
  } finally {
    await close();
  }
});

describe('the stored sale conditions', () => {
  const SLUG = 'sale_conditions';
  const seedBody = () => seedPageBody(SLUG);
  const previousBody = () => bodyBeforeEdits(SLUG, CARD_SALE_CONDITIONS_EDITS);
  const withSaleConditions = (body: string) =>
    migratedWithPage('023_card_orders', { slug: SLUG, title: 'Conditions générales de vente', body });

  it('turns the previous seed text into exactly the current one, which offers the card', () => {
    expect(createHash('sha256').update(previousBody()).digest('hex')).toBe(PREVIOUS_SALE_CONDITIONS_SHA256);
    expect(saleConditionsWithCard(previousBody())).toBe(seedBody());
    expect(saleConditionsWithCard(seedBody())).toBeNull();
    expect(previousBody()).toContain("Aucun paiement par carte n'est effectué sur le site");
    expect(seedBody()).not.toContain('Aucun paiement par carte');
    expect(seedBody()).toContain('- **carte bancaire**, lorsque le site la propose');
    expect(seedBody()).toContain('pour un paiement par carte, à HelloAsso');
  });

  it('updates a database still holding the previous seed text', async () => {
    const { db, close } = await withSaleConditions(previousBody());
    try {
      const page = await storedPage(db, SLUG);
      expect(page.body).toBe(seedBody());
      expect(page.updated_at).not.toBe(STORED_BEFORE);
    } finally {
      await close();
    }
  });

  it('leaves sale conditions an editor changed as they are', async () => {
    const edited = `${previousBody()}\n\nClause ajoutée par le bureau.`;
    const { db, close } = await withSaleConditions(edited);
    try {
      expect(await storedPage(db, SLUG)).toEqual({ body: edited, updated_at: STORED_BEFORE });
    } finally {
      await close();
    }
  });
});
