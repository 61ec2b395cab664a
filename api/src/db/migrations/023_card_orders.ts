import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../dialect';
import { editSeedPage, editedSeedText, type PageEdits } from './seedPageEdits';

const OFFLINE_ONLY = "payment_method IN ('transfer', 'cheque')";
const WITH_CARD = "payment_method IN ('transfer', 'cheque', 'card')";

/** SHA-256 of the sale conditions' body as the seed (and migrations 005 and 014) wrote it before this migration. */
export const PREVIOUS_SALE_CONDITIONS_SHA256 = '87257dc782fb8cb51fc4ef4c54db6481e1d575f4280c333143b4ed86b1fcee54';

/**
 * What changed in the sale conditions (written out here, not read from the seed file): article 6
 * offers the card through HelloAsso, with its 30-minute hold, and no longer says that no card is
 * paid on the site; article 11 names HelloAsso among those who receive the buyer's data.
 */
export const CARD_SALE_CONDITIONS_EDITS: PageEdits = [
  [
    "Le paiement s'effectue dans un délai de **huit jours** à compter de la commande, par l'un des moyens suivants :\n\n- **virement bancaire** sur le compte",
    "Le paiement s'effectue par l'un des moyens suivants :\n\n" +
      "- **carte bancaire**, lorsque le site la propose, au moment de la commande, sur la page de paiement sécurisée de HelloAsso, le service de paiement en ligne de Wado France : les articles sont réservés pendant **trente minutes** ; sans paiement confirmé par HelloAsso dans ce délai, la commande est annulée automatiquement, les articles sont remis en vente et rien n'est débité ;\n" +
      '- **virement bancaire**, dans un délai de **huit jours** à compter de la commande, sur le compte',
  ],
  [
    "- **chèque** à l'ordre de Wado France,",
    "- **chèque**, dans le même délai de huit jours, à l'ordre de Wado France,",
  ],
  [
    "Aucun paiement par carte n'est effectué sur le site et aucune donnée bancaire n'y est collectée. La commande est préparée à réception du paiement. Une commande dont le paiement",
    'Les données de la carte bancaire sont saisies sur la page de HelloAsso : Wado France ne les collecte ni ne les conserve. La commande est préparée à réception du paiement. Une commande payée par virement ou par chèque dont le paiement',
  ],
  [
    "Elles ne sont transmises qu'au transporteur, pour la livraison, et ne sont jamais vendues.",
    "Elles ne sont transmises qu'au transporteur, pour la livraison, et, pour un paiement par carte, à HelloAsso (nom, prénom, adresse électronique et montant de la commande) ; elles ne sont jamais vendues.",
  ],
];

/** The sale conditions offering the card, if they are still the previous seed text; else null (an editor's text). */
export function saleConditionsWithCard(body: string): string | null {
  return editedSeedText(body, PREVIOUS_SALE_CONDITIONS_SHA256, CARD_SALE_CONDITIONS_EDITS);
}

/**
 * Orders paid by card:
 * - `orders.payment_method` accepts `card` (its CHECK constraint of 004_shop listed transfers and
 *   cheques only); the hold of a card order is `orders.hold_until` (020);
 * - the stored sale conditions say so (`CARD_SALE_CONDITIONS_EDITS`), but only if their body is
 *   still the previous seed text: an editor's text is left as it is (the back office shows it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replacePaymentMethodCheck(db, OFFLINE_ONLY, WITH_CARD);
  await editSeedPage(db, 'sale_conditions', PREVIOUS_SALE_CONDITIONS_SHA256, CARD_SALE_CONDITIONS_EDITS);
}

/** Refused by the database while card orders exist (the old constraint would not hold); the sale conditions stay. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await replacePaymentMethodCheck(db, WITH_CARD, OFFLINE_ONLY);
}

async function replacePaymentMethodCheck(db: Kysely<unknown>, before: string, after: string): Promise<void> {
  if (databaseKind(db) === 'postgres') {
    // The constraint PostgreSQL named itself (orders_payment_method_check), found by what it checks.
    const { rows } = await sql<{ name: string }>`
      SELECT conname AS name FROM pg_constraint
      WHERE conrelid = 'orders'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%payment_method%'`.execute(
      db,
    );
    for (const { name } of rows) await sql`ALTER TABLE orders DROP CONSTRAINT ${sql.id(name)}`.execute(db);
    await sql`ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (${sql.raw(after)})`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'orders', (definition) => {
    if (!definition.includes(`check (${before})`)) {
      throw new Error(`orders : contrainte « ${before} » introuvable dans ${definition}`);
    }
    return definition.replace(`check (${before})`, `check (${after})`);
  });
}

/**
 * SQLite cannot alter a constraint: the table is made again from its own stored definition,
 * changed by `change`, its rows copied with their ids, then its indexes and triggers recreated
 * (https://sqlite.org/lang_altertable.html#otheralter). Foreign keys are off meanwhile, so that
 * dropping the old table does not cascade to the rows that point to it (order lines, history);
 * they point to the new table by its name, and are checked before the commit.
 */
async function rebuildSqliteTable(db: Kysely<unknown>, table: string, change: (definition: string) => string) {
  const { rows: schema } = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_schema WHERE tbl_name = ${table} ORDER BY rowid`.execute(db);
  const definition = schema.find((entry) => entry.type === 'table')?.sql;
  if (!definition) throw new Error(`table ${table} introuvable`);
  const rebuilt = `${table}_rebuilt`;
  const created = change(definition).replace(/^CREATE TABLE "[^"]+"/i, `CREATE TABLE "${rebuilt}"`);
  if (!created.startsWith(`CREATE TABLE "${rebuilt}"`)) throw new Error(`définition de ${table} inattendue`);
  // Indexes made by UNIQUE or PRIMARY KEY have no SQL of their own: the new definition makes them.
  const dependents = schema.filter((entry) => entry.type !== 'table' && entry.sql !== null).map((entry) => entry.sql!);

  // Not possible inside a transaction; SQLite's migrations run outside one.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows: sequence } = await sql<{ seq: number }>`
        SELECT seq FROM sqlite_sequence WHERE name = ${table}`.execute(trx);
      await sql.raw(created).execute(trx);
      await sql`INSERT INTO ${sql.table(rebuilt)} SELECT * FROM ${sql.table(table)}`.execute(trx);
      await sql`DROP TABLE ${sql.table(table)}`.execute(trx);
      await sql`ALTER TABLE ${sql.table(rebuilt)} RENAME TO ${sql.table(table)}`.execute(trx);
      for (const statement of dependents) await sql.raw(statement).execute(trx);
      // An id is never given twice, even that of a row deleted before the rebuild.
      const lastId = sequence[0]?.seq;
      if (lastId !== undefined) {
        await sql`UPDATE sqlite_sequence SET seq = max(seq, ${lastId}) WHERE name = ${table}`.execute(trx);
      }
      const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.length > 0)
        throw new Error(`${table} : ${broken.length} référence(s) rompue(s) par la reconstruction`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
