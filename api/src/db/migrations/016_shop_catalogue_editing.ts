import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/**
 * The categories the catalogue had in code before this migration (written out here: a migration
 * must do the same thing whatever the seed becomes later).
 */
/** The categories the shop had in code until now, in their order (the seed writes them on a new site). */
export const CATEGORIES_OF_BEFORE = [
  ['karategi', 'Karatégis'],
  ['ceintures', 'Ceintures'],
  ['protections', 'Protections'],
  ['textile', 'Textile'],
  ['sacs', 'Sacs'],
  ['livres', 'Livres'],
  ['accessoires', 'Écussons et accessoires'],
] as const;

/**
 * The shop's catalogue edited from the back office (`shop` role):
 * - `shop_categories`: the categories, in their order (until now a list in code), filled with
 *   that list on a site that has articles (a new database stays empty, as `copy-to-postgres` needs;
 *   the seed fills it);
 * - `shop_items.status`: `draft` (never shown), `published` (on sale), `withdrawn` (no longer on
 *   sale, kept for past orders). `active` stays the public site's test and is 1 exactly when the
 *   article is published; the articles that exist are published (or withdrawn when inactive);
 *   `updated_at`: its last change;
 * - `shop_item_images.upload_id`: a photo sent from the back office (its files under the
 *   uploads), with its size; the delivered drawings keep their static `url` and no upload;
 * - `shop_stock_movements`: every change of a size's stock, with who made it and why (an
 *   adjustment, an order, a cancellation), and the stock it left; the stock of before is its first line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_categories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const typed = db.withTables<{
    shop_categories: { id: string; label: string; position: number };
    shop_items: { id: string };
  }>();
  if (await typed.selectFrom('shop_items').select('id').limit(1).executeTakeFirst()) {
    await typed
      .insertInto('shop_categories')
      .values(CATEGORIES_OF_BEFORE.map(([id, label], position) => ({ id, label, position })))
      .execute();
  }

  const now = new Date().toISOString();
  await db.schema
    .alterTable('shop_items')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .execute();
  await db.schema
    .alterTable('shop_items')
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(now))
    .execute();
  await sql`UPDATE shop_items SET status = CASE WHEN active = 1 THEN 'published' ELSE 'withdrawn' END, updated_at = created_at`.execute(
    db,
  );
  await db.schema.createIndex('shop_items_status').on('shop_items').columns(['status', 'position']).execute();

  await db.schema.alterTable('shop_item_images').addColumn('upload_id', 'integer').execute();
  await db.schema.alterTable('shop_item_images').addColumn('width', 'integer').execute();
  await db.schema.alterTable('shop_item_images').addColumn('height', 'integer').execute();

  await db.schema
    .createTable('shop_stock_movements')
    .$call(idColumn(db))
    .addColumn('variant_id', 'text', (col) => col.notNull().references('shop_variants.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('delta', 'integer', (col) => col.notNull().check(sql`delta <> 0`))
    .addColumn('stock_after', 'integer', (col) => col.notNull().check(sql`stock_after >= 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    /** E-mail of who changed it, or `commande` / `annulation` for an order's own change. */
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('order_reference', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shop_stock_movements_item')
    .on('shop_stock_movements')
    .columns(['item_id', 'at'])
    .execute();
  await db.schema.createIndex('shop_stock_movements_variant').on('shop_stock_movements').column('variant_id').execute();
  // The stock of before is where each size's history starts.
  await sql`INSERT INTO shop_stock_movements (variant_id, item_id, delta, stock_after, reason, actor, order_reference, at)
    SELECT id, item_id, stock, stock, 'Stock au début de l’historique', 'version d’origine', NULL, ${now}
    FROM shop_variants WHERE stock > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_stock_movements').execute();
  for (const column of ['height', 'width', 'upload_id']) {
    await db.schema.alterTable('shop_item_images').dropColumn(column).execute();
  }
  await db.schema.dropIndex('shop_items_status').execute();
  for (const column of ['updated_at', 'status']) {
    await db.schema.alterTable('shop_items').dropColumn(column).execute();
  }
  await db.schema.dropTable('shop_categories').execute();
}
