import { sql, type Kysely } from 'kysely';
import { idColumn } from '../dialect';

/** The shop: catalogue with per-size stock, members for the member price, orders, e-mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('member_price_cents', 'integer', (col) =>
      col.notNull().check(sql`member_price_cents > 0 AND member_price_cents <= price_cents`),
    )
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('shop_items_category').on('shop_items').columns(['category', 'position']).execute();

  await db.schema
    .createTable('shop_item_images')
    .$call(idColumn(db))
    .addColumn('item_id', 'text', (col) => col.notNull().references('shop_items.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('alt', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('shop_item_images_item')
    .on('shop_item_images')
    .columns(['item_id', 'position'])
    .execute();

  await db.schema
    .createTable('shop_variants')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('item_id', 'text', (col) => col.notNull().references('shop_items.id').onDelete('cascade'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (col) => col.notNull().check(sql`stock >= 0`))
    .execute();
  await db.schema.createIndex('shop_variants_item').on('shop_variants').columns(['item_id', 'position']).execute();

  await db.schema
    .createTable('members')
    .addColumn('licence_number', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('last_name_folded', 'text', (col) => col.notNull())
    .addColumn('club_name', 'text', (col) => col.notNull())
    .addColumn('season_end', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .$call(idColumn(db))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status IN ('pending_payment', 'paid', 'shipped', 'cancelled')`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('address_more', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('delivery', 'text', (col) => col.notNull().check(sql`delivery IN ('colissimo', 'pickup')`))
    .addColumn('payment_method', 'text', (col) => col.notNull().check(sql`payment_method IN ('transfer', 'cheque')`))
    .addColumn('licence_number', 'text')
    .addColumn('member_pricing', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('shipping_cents', 'integer', (col) => col.notNull().check(sql`shipping_cents >= 0`))
    .addColumn('total_cents', 'integer', (col) =>
      col.notNull().check(sql`total_cents = subtotal_cents + shipping_cents`),
    )
    .addColumn('payment_due', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .$call(idColumn(db))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('variant_id', 'text', (col) => col.notNull())
    .addColumn('item_name', 'text', (col) => col.notNull())
    .addColumn('variant_label', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('image_alt', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull().check(sql`unit_price_cents > 0`))
    .addColumn('public_unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('line_total_cents', 'integer', (col) =>
      col.notNull().check(sql`line_total_cents = unit_price_cents * quantity`),
    )
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_status_history')
    .$call(idColumn(db))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('order_status_history_order').on('order_status_history').column('order_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .$call(idColumn(db))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status IN ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('topic', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('mail_outbox_status').on('mail_outbox').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'order_status_history',
    'order_lines',
    'orders',
    'members',
    'shop_variants',
    'shop_item_images',
    'shop_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
