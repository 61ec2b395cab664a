/**
 * The shop's catalogue as the back office reads it: an article with its sizes (and whether they
 * were ordered), its photos, its category; the categories with their article counts; the refusals
 * a schema cannot make (French, 4xx).
 */
import { formatCount, type ShopAdminItem, type ShopCategoryRecord } from '@wado/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../errors';
import { slugFromTitle } from '../editing';

export type ShopStore = Kysely<Database>;

export const ITEM_NOT_FOUND = 'Cet article est introuvable dans le catalogue.';
export const VARIANT_NOT_FOUND = 'Cette taille est introuvable pour cet article.';
export const IMAGE_NOT_IN_ITEM = 'Cette photo est introuvable pour cet article.';
export const CATEGORY_NOT_FOUND = 'Cette catégorie est introuvable.';
export const UNKNOWN_CATEGORY = 'Cette catégorie n’existe pas : choisissez-en une de la liste.';
export const MEMBER_PRICE_ABOVE_PUBLIC =
  'Le prix licencié doit être inférieur ou égal au prix public (et supérieur à zéro).';
export const ITEM_ID_TAKEN = 'Cette adresse est déjà celle d’un autre article : choisissez-en une autre.';
export const CATEGORY_ID_TAKEN = 'Cette adresse est déjà celle d’une autre catégorie : choisissez-en une autre.';
export const ITEM_ORDERED =
  'Cet article figure dans des commandes : il ne peut pas être supprimé. Retirez-le de la vente à la place.';
export const VARIANT_ORDERED =
  'Cette taille figure dans des commandes : elle ne peut pas être supprimée (renommez-la ou mettez son stock à zéro).';
export const ZERO_DELTA = 'Indiquez une variation du stock différente de zéro (par exemple 5 ou -2).';
export const NOT_ON_SALE = 'Cet article n’est pas en vente : il n’y a rien à retirer.';
export const PUBLISH_NEEDS_VARIANT = 'Ajoutez au moins une taille à l’article avant de le mettre en vente.';
export const PUBLISH_NEEDS_IMAGE = 'Ajoutez au moins une photo à l’article avant de le mettre en vente.';
export const LAST_VARIANT_ON_SALE =
  'Un article en vente garde au moins une taille : ajoutez-en une autre ou retirez l’article de la vente.';
export const LAST_IMAGE_ON_SALE =
  'Un article en vente garde au moins une photo : ajoutez-en une autre ou retirez l’article de la vente.';

export const variantLabelTaken = (label: string) => `Cet article a déjà une taille « ${label} ».`;
export const stockTooLow = (label: string, stock: number, delta: number) =>
  `Le stock de la taille « ${label} » est de ${stock} : il ne peut pas baisser de ${-delta}.`;
export const categoryInUse = (label: string, count: number) =>
  `La catégorie « ${label} » compte ${formatCount(count, 'article')} : changez leur catégorie avant de la supprimer.`;

/** The article `itemId`, or 404. */
export async function itemRow(store: ShopStore, itemId: string) {
  const row = await store.selectFrom('shop_items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!row) throw new HttpError(404, ITEM_NOT_FOUND);
  return row;
}

/** The variants of an item that some order line names. */
async function orderedVariants(store: ShopStore, itemId: string): Promise<Set<string>> {
  const rows = await store
    .selectFrom('order_lines')
    .select('variant_id')
    .distinct()
    .where('item_id', '=', itemId)
    .execute();
  return new Set(rows.map((row) => row.variant_id));
}

export async function isOrdered(store: ShopStore, itemId: string): Promise<boolean> {
  const row = await store.selectFrom('order_lines').select('id').where('item_id', '=', itemId).executeTakeFirst();
  return row !== undefined;
}

export async function variantsOf(store: ShopStore, itemId: string) {
  return store
    .selectFrom('shop_variants')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function imagesOf(store: ShopStore, itemId: string) {
  return store
    .selectFrom('shop_item_images')
    .selectAll()
    .where('item_id', '=', itemId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

async function categoryLabel(store: ShopStore, id: string): Promise<string> {
  const row = await store.selectFrom('shop_categories').select('label').where('id', '=', id).executeTakeFirst();
  return row?.label ?? id;
}

/** The whole article as the editor shows it. */
export async function adminItem(store: ShopStore, itemId: string): Promise<ShopAdminItem> {
  const row = await itemRow(store, itemId);
  const ordered = await orderedVariants(store, itemId);
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    description: row.description,
    category: row.category,
    categoryLabel: await categoryLabel(store, row.category),
    priceCents: row.price_cents,
    memberPriceCents: row.member_price_cents,
    position: row.position,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ordered: await isOrdered(store, itemId),
    variants: (await variantsOf(store, itemId)).map((variant) => ({
      id: variant.id,
      label: variant.label,
      position: variant.position,
      stock: variant.stock,
      ordered: ordered.has(variant.id),
    })),
    images: (await imagesOf(store, itemId)).map((image) => ({
      id: image.id,
      uploadId: image.upload_id,
      url: image.url,
      alt: image.alt,
      width: image.width,
      height: image.height,
      position: image.position,
    })),
  };
}

/** What the audit log keeps of an article (its texts and prices, not its sizes or photos). */
export const itemState = (row: Awaited<ReturnType<typeof itemRow>>) => ({
  name: row.name,
  summary: row.summary,
  description: row.description,
  category: row.category,
  priceCents: row.price_cents,
  memberPriceCents: row.member_price_cents,
  position: row.position,
  status: row.status,
});

/** Every category in order, with its number of articles (whatever their status). */
export async function categoryList(store: ShopStore): Promise<{ items: ShopCategoryRecord[] }> {
  const categories = await store
    .selectFrom('shop_categories')
    .select(['id', 'label', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const counts = await store
    .selectFrom('shop_items')
    .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('category')
    .execute();
  const countOf = new Map(counts.map((row) => [row.category, Number(row.count)]));
  return { items: categories.map((category) => ({ ...category, itemCount: countOf.get(category.id) ?? 0 })) };
}

/** Refuses a category that does not exist (400). */
export async function assertCategory(store: ShopStore, id: string): Promise<void> {
  const row = await store.selectFrom('shop_categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(400, UNKNOWN_CATEGORY);
}

/** Refuses prices where the member pays more than the public (400). */
export function assertPrices(priceCents: number, memberPriceCents: number): void {
  if (memberPriceCents <= 0 || memberPriceCents > priceCents) throw new HttpError(400, MEMBER_PRICE_ABOVE_PUBLIC);
}

/** `base`, or `base-2`, `base-3`… : the first id no row of `table` has. */
export async function freeId(
  store: ShopStore,
  table: 'shop_items' | 'shop_variants' | 'shop_categories',
  base: string,
): Promise<string> {
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    const row = await store.selectFrom(table).select('id').where('id', '=', candidate).executeTakeFirst();
    if (!row) return candidate;
  }
}

/** A size's id: the article's and the label's words (`karategi-kihon-blanc-170-cm`), unique. */
export const variantIdFor = (store: ShopStore, itemId: string, label: string) =>
  freeId(store, 'shop_variants', slugFromTitle(`${itemId} ${label}`, `${itemId}-taille`));

/** Numbers rows 0, 1, 2… in the order given. */
export async function renumber(
  store: ShopStore,
  table: 'shop_variants' | 'shop_item_images',
  ids: readonly (string | number)[],
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    if (table === 'shop_variants') {
      await store.updateTable('shop_variants').set({ position }).where('id', '=', String(id)).execute();
    } else {
      await store.updateTable('shop_item_images').set({ position }).where('id', '=', Number(id)).execute();
    }
  }
}

/** `ids` with `moved` taken out and put back at `position` (past the end: last). */
export function movedTo<T>(ids: readonly T[], moved: T, position: number): T[] {
  const others = ids.filter((id) => id !== moved);
  others.splice(Math.min(position, others.length), 0, moved);
  return others;
}
