import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** SHA-256 of the sale conditions' body as the seed wrote it before this migration. */
export const PREVIOUS_SALE_CONDITIONS_SHA256 = '9daa157718659b01e8510ae6d606c6afbb5008a85d2cb970aafa53f3bb14a03f';

/**
 * What changed in the sale conditions, paragraph by paragraph (written out here, not read from the
 * seed file: a migration must do the same thing whatever the seed becomes later).
 */
export const SALE_CONDITIONS_EDITS: readonly (readonly [before: string, after: string])[] = [
  ['*Version en vigueur au 1er novembre 2026.*', '*Version en vigueur au 25 novembre 2026.*'],
  [
    'Wado France peut refuser une commande anormale ou passée par un client avec lequel existe un litige de paiement antérieur.\n',
    'Wado France peut refuser une commande anormale ou passée par un client avec lequel existe un litige de paiement antérieur.\n\n' +
      "**Quantités.** Le stock de la boutique est modeste et doit rester accessible à tous les licenciés : une commande compte au plus **dix articles**, dont **cinq au plus** d'un même article dans la même taille. Une même adresse électronique ne peut avoir plus de **trois commandes en attente de paiement** à la fois, et une même connexion à internet plus de cinq : réglez d'abord les commandes en attente, ou attendez leur annulation (article 6). Pour équiper un club, écrivez-nous à [contact@wado-france.fr](mailto:contact@wado-france.fr).\n",
  ],
  [
    'La commande est préparée à réception du paiement. À défaut de paiement dans le délai de huit jours, et après un rappel par courrier électronique, la commande est annulée et vous en êtes informé.',
    "La commande est préparée à réception du paiement. Une commande dont le paiement n'est pas reçu à la date limite indiquée dans le courrier électronique de confirmation (huit jours après la commande) est annulée automatiquement le lendemain : les articles sont remis en vente et vous en êtes informé par courrier électronique. Un paiement qui nous parviendrait après cette annulation vous est remboursé au plus tard dans les quatorze jours.",
  ],
  [
    "sont nécessaires au traitement et à la livraison de la commande et à l'application du tarif licencié.",
    "sont nécessaires au traitement et à la livraison de la commande et à l'application du tarif licencié. L'adresse IP depuis laquelle la commande est passée (pour une adresse IPv6, son préfixe de réseau) est enregistrée avec elle, afin de limiter les commandes en attente de paiement (article 5) et de prévenir les commandes abusives ; elle est effacée dès que la commande est payée ou annulée.",
  ],
];

/** The new body, or null when the stored one is not the previous seed text (an editor changed it). */
export function updatedSaleConditions(body: string): string | null {
  if (createHash('sha256').update(body).digest('hex') !== PREVIOUS_SALE_CONDITIONS_SHA256) return null;
  return SALE_CONDITIONS_EDITS.reduce((text, [before, after]) => text.replace(before, after), body);
}

/**
 * Order limits and expiry:
 * - orders.client_address: where an order came from, to cap the unpaid orders of one connection
 *   (null for orders placed before); indexes for counting unpaid orders per e-mail and per
 *   address, and for finding the overdue ones;
 * - the stored sale conditions get the new articles 5, 6 and 11 (caps, automatic cancellation,
 *   IP address), but only if their body is still the previous seed text: the seed never
 *   overwrites a page, and neither does this migration when an editor changed it. A fresh
 *   database has no page yet here; the seed then writes the new text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('client_address', 'text').execute();
  await db.schema.createIndex('orders_unpaid_email').on('orders').columns(['email', 'status']).execute();
  await db.schema.createIndex('orders_unpaid_address').on('orders').columns(['client_address', 'status']).execute();
  await db.schema.createIndex('orders_status_due').on('orders').columns(['status', 'payment_due']).execute();

  const { rows } = await sql<{ body: string }>`SELECT body FROM content_pages WHERE slug = 'sale_conditions'`.execute(
    db,
  );
  const stored = rows[0]?.body;
  const updated = stored === undefined ? null : updatedSaleConditions(stored);
  if (updated !== null) {
    await sql`UPDATE content_pages SET body = ${updated}, updated_at = ${new Date().toISOString()} WHERE slug = 'sale_conditions' AND body = ${stored}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The sale conditions are left as they are: orders placed meanwhile were accepted under them.
  await db.schema.dropIndex('orders_status_due').execute();
  await db.schema.dropIndex('orders_unpaid_address').execute();
  await db.schema.dropIndex('orders_unpaid_email').execute();
  await db.schema.alterTable('orders').dropColumn('client_address').execute();
}
