import { ACCESS } from '@wado/shared/contract';
/**
 * The shop editors' API (`shop` role), `/api/admin/shop/…`: articles (draft, on sale, withdrawn),
 * their sizes and stock (every change logged with who and why), their photos, the categories.
 * Every change is one transaction with its audit line; refused input writes nothing.
 */
import { sql } from 'kysely';
import {
  Done,
  ShopAdminImageInput,
  ShopAdminImageParams,
  ShopAdminImageUpdate,
  ShopAdminItem,
  ShopAdminItemInput,
  ShopAdminItemList,
  ShopAdminItemParams,
  ShopAdminItemQuery,
  ShopAdminVariantInput,
  ShopAdminVariantParams,
  ShopAdminVariantUpdate,
  ShopCategoryInput,
  ShopCategoryList,
  ShopCategoryParams,
  ShopStockAdjustment,
  ShopStockHistory,
  ShopStockHistoryQuery,
} from '@wado/shared/schemas';
import type { AuditAction, ShopItemStatus } from '@wado/shared/contract';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/dialect';
import { recordAudit, requireRoles, signedIn } from '../auth';
import type { Api } from '../contract';
import { existingImage, slugFromTitle } from '../editing';
import { HttpError } from '../errors';
import { pageOfQuery } from '../paging';
import {
  adminItem,
  assertCategory,
  assertPrices,
  CATEGORY_ID_TAKEN,
  CATEGORY_NOT_FOUND,
  categoryInUse,
  categoryList,
  freeId,
  IMAGE_NOT_IN_ITEM,
  imagesOf,
  isOrdered,
  ITEM_ID_TAKEN,
  ITEM_ORDERED,
  itemRow,
  itemState,
  LAST_IMAGE_ON_SALE,
  LAST_VARIANT_ON_SALE,
  movedTo,
  NOT_ON_SALE,
  PUBLISH_NEEDS_IMAGE,
  PUBLISH_NEEDS_VARIANT,
  renumber,
  stockTooLow,
  VARIANT_NOT_FOUND,
  VARIANT_ORDERED,
  variantIdFor,
  variantLabelTaken,
  variantsOf,
  ZERO_DELTA,
  type ShopStore,
} from './adminStore';
import { changeStock } from './stock';

/** Who edits the catalogue (the server checks it at every call; a treasurer is not a shop editor). */
export const SHOP_EDITOR_ROLES = ACCESS.shop;
const ITEM_KIND = 'shop-items';
const CATEGORY_KIND = 'shop-categories';
/** Why a size has the stock it was created with. */
export const NEW_SIZE_REASON = 'Stock initial de la taille';
/** Descriptions are Markdown texts: more than the site's default bound. */
const EDIT_BODY_LIMIT = 256 * 1024;

/** `%` and `_` of a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const sameLabel = (a: string, b: string) => a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

export async function shopAdminRoutes(app: Api): Promise<void> {
  const db: ShopStore = app.db;
  const publicUrl = app.publicUrl;
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', requireRoles(SHOP_EDITOR_ROLES, { publicUrl }));

  /**
   * One change to an article, in one transaction with its audit line; its `updated_at` moves.
   * `work` gives what the audit log keeps before and after. Answers the article as it is then.
   */
  async function changeItem(
    request: FastifyRequest,
    itemId: string,
    action: AuditAction,
    work: (trx: ShopStore, at: Date) => Promise<{ before: unknown; after: unknown }>,
  ): Promise<ShopAdminItem> {
    const person = signedIn(request);
    const at = app.clock.now();
    return db.transaction().execute(async (trx) => {
      await itemRow(trx, itemId);
      const { before, after } = await work(trx, at);
      await trx.updateTable('shop_items').set({ updated_at: at.toISOString() }).where('id', '=', itemId).execute();
      await recordAudit(trx, person, { action, kind: ITEM_KIND, recordId: itemId, before, after }, at);
      return adminItem(trx, itemId);
    });
  }

  /** Moves an article to `status` (and `active` with it: the public site shows `active` articles). */
  const setStatus = (trx: ShopStore, itemId: string, status: ShopItemStatus) =>
    trx
      .updateTable('shop_items')
      .set({ status, active: status === 'published' ? 1 : 0 })
      .where('id', '=', itemId)
      .execute();

  // -------------------------------------------------------------------------------------------
  // Articles

  app.get(
    '/api/admin/shop/items',
    { schema: { querystring: ShopAdminItemQuery, response: { 200: ShopAdminItemList } } },
    async (request) => {
      const { q, status, category, ...paging } = request.query;
      let rows = db.selectFrom('shop_items');
      const words = q?.trim();
      if (words) {
        const pattern = likePattern(words);
        rows = rows.where(sql<boolean>`(lower(name) LIKE ${pattern} ESCAPE '\\' OR id LIKE ${pattern} ESCAPE '\\')`);
      }
      if (status) rows = rows.where('status', '=', status);
      if (category) rows = rows.where('category', '=', category);
      const labels = new Map((await categoryList(db)).items.map((entry) => [entry.id, entry.label]));
      return pageOfQuery(
        rows,
        paging,
        (list) =>
          list
            .select(['id', 'name', 'category', 'status', 'price_cents', 'member_price_cents', 'position', 'updated_at'])
            .orderBy('position')
            .orderBy('id'),
        async (items) => {
          const ids = items.map((row) => row.id);
          const variants =
            ids.length === 0
              ? []
              : await db
                  .selectFrom('shop_variants')
                  .select(['id', 'item_id', 'label', 'stock'])
                  .where('item_id', 'in', ids)
                  .orderBy('position')
                  .orderBy('id')
                  .execute();
          return items.map((row) => ({
            id: row.id,
            name: row.name,
            category: row.category,
            categoryLabel: labels.get(row.category) ?? row.category,
            status: row.status,
            priceCents: row.price_cents,
            memberPriceCents: row.member_price_cents,
            position: row.position,
            updatedAt: row.updated_at,
            variants: variants
              .filter((variant) => variant.item_id === row.id)
              .map(({ id, label, stock }) => ({ id, label, stock })),
          }));
        },
      );
    },
  );

  app.post(
    '/api/admin/shop/items',
    { bodyLimit: EDIT_BODY_LIMIT, schema: { body: ShopAdminItemInput, response: { 201: ShopAdminItem } } },
    async (request, reply) => {
      const input = request.body;
      const person = signedIn(request);
      const at = app.clock.now();
      assertPrices(input.priceCents, input.memberPriceCents);
      const created = await db.transaction().execute(async (trx) => {
        await assertCategory(trx, input.category);
        let id: string;
        if (input.id) {
          const taken = await trx.selectFrom('shop_items').select('id').where('id', '=', input.id).executeTakeFirst();
          if (taken) throw new HttpError(409, ITEM_ID_TAKEN);
          id = input.id;
        } else {
          id = await freeId(trx, 'shop_items', slugFromTitle(input.name, 'article'));
        }
        await trx
          .insertInto('shop_items')
          .values({
            id,
            category: input.category,
            name: input.name.trim(),
            summary: input.summary.trim(),
            description: input.description,
            price_cents: input.priceCents,
            member_price_cents: input.memberPriceCents,
            position: input.position,
            active: 0,
            status: 'draft',
            created_at: at.toISOString(),
            updated_at: at.toISOString(),
          })
          .execute();
        const row = await itemRow(trx, id);
        await recordAudit(trx, person, { action: 'create', kind: ITEM_KIND, recordId: id, after: itemState(row) }, at);
        return adminItem(trx, id);
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/admin/shop/items/:itemId',
    { schema: { params: ShopAdminItemParams, response: { 200: ShopAdminItem } } },
    async (request) => adminItem(db, request.params.itemId),
  );

  app.put(
    '/api/admin/shop/items/:itemId',
    {
      bodyLimit: EDIT_BODY_LIMIT,
      schema: { params: ShopAdminItemParams, body: ShopAdminItemInput, response: { 200: ShopAdminItem } },
    },
    async (request) => {
      const input = request.body;
      const { itemId } = request.params;
      assertPrices(input.priceCents, input.memberPriceCents);
      return changeItem(request, itemId, 'update', async (trx) => {
        await assertCategory(trx, input.category);
        const before = await itemRow(trx, itemId);
        await trx
          .updateTable('shop_items')
          .set({
            category: input.category,
            name: input.name.trim(),
            summary: input.summary.trim(),
            description: input.description,
            price_cents: input.priceCents,
            member_price_cents: input.memberPriceCents,
            position: input.position,
          })
          .where('id', '=', itemId)
          .execute();
        return { before: itemState(before), after: itemState(await itemRow(trx, itemId)) };
      });
    },
  );

  app.post(
    '/api/admin/shop/items/:itemId/publish',
    { schema: { params: ShopAdminItemParams, response: { 200: ShopAdminItem } } },
    async (request) => {
      const { itemId } = request.params;
      return changeItem(request, itemId, 'publish', async (trx) => {
        const before = await itemRow(trx, itemId);
        if ((await variantsOf(trx, itemId)).length === 0) throw new HttpError(409, PUBLISH_NEEDS_VARIANT);
        if ((await imagesOf(trx, itemId)).length === 0) throw new HttpError(409, PUBLISH_NEEDS_IMAGE);
        await setStatus(trx, itemId, 'published');
        return { before: itemState(before), after: itemState(await itemRow(trx, itemId)) };
      });
    },
  );

  app.post(
    '/api/admin/shop/items/:itemId/withdraw',
    { schema: { params: ShopAdminItemParams, response: { 200: ShopAdminItem } } },
    async (request) => {
      const { itemId } = request.params;
      return changeItem(request, itemId, 'withdraw', async (trx) => {
        const before = await itemRow(trx, itemId);
        if (before.status !== 'published') throw new HttpError(409, NOT_ON_SALE);
        await setStatus(trx, itemId, 'withdrawn');
        return { before: itemState(before), after: itemState(await itemRow(trx, itemId)) };
      });
    },
  );

  app.delete(
    '/api/admin/shop/items/:itemId',
    { schema: { params: ShopAdminItemParams, response: { 200: Done } } },
    async (request): Promise<Done> => {
      const { itemId } = request.params;
      const person = signedIn(request);
      const at = app.clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await itemRow(trx, itemId);
        if (await isOrdered(trx, itemId)) throw new HttpError(409, ITEM_ORDERED);
        // Sizes, their stock history and the photos go with it (ON DELETE CASCADE).
        await trx.deleteFrom('shop_items').where('id', '=', itemId).execute();
        await recordAudit(
          trx,
          person,
          { action: 'delete', kind: ITEM_KIND, recordId: itemId, before: itemState(before) },
          at,
        );
      });
      return { message: 'L’article a été supprimé.' };
    },
  );

  // -------------------------------------------------------------------------------------------
  // Sizes and stock

  async function variantOf(trx: ShopStore, itemId: string, variantId: string) {
    const row = await trx
      .selectFrom('shop_variants')
      .selectAll()
      .where('id', '=', variantId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, VARIANT_NOT_FOUND);
    return row;
  }

  async function assertLabelFree(trx: ShopStore, itemId: string, label: string, exceptId?: string) {
    const clash = (await variantsOf(trx, itemId)).find(
      (variant) => variant.id !== exceptId && sameLabel(variant.label, label),
    );
    if (clash) throw new HttpError(409, variantLabelTaken(clash.label));
  }

  app.post(
    '/api/admin/shop/items/:itemId/variants',
    { schema: { params: ShopAdminItemParams, body: ShopAdminVariantInput, response: { 200: ShopAdminItem } } },
    async (request) => {
      const { itemId } = request.params;
      const label = request.body.label.trim();
      const person = signedIn(request);
      return changeItem(request, itemId, 'variant-add', async (trx, at) => {
        await assertLabelFree(trx, itemId, label);
        const id = await variantIdFor(trx, itemId, label);
        const position = (await variantsOf(trx, itemId)).length;
        await trx.insertInto('shop_variants').values({ id, item_id: itemId, label, position, stock: 0 }).execute();
        if (request.body.stock > 0) {
          await changeStock(trx, {
            variantId: id,
            delta: request.body.stock,
            reason: NEW_SIZE_REASON,
            actor: person.email,
            at,
          });
        }
        return { before: null, after: { variant: id, label, position, stock: request.body.stock } };
      });
    },
  );

  app.put(
    '/api/admin/shop/items/:itemId/variants/:variantId',
    {
      schema: { params: ShopAdminVariantParams, body: ShopAdminVariantUpdate, response: { 200: ShopAdminItem } },
    },
    async (request) => {
      const { itemId, variantId } = request.params;
      const label = request.body.label.trim();
      return changeItem(request, itemId, 'variant-update', async (trx) => {
        const before = await variantOf(trx, itemId, variantId);
        await assertLabelFree(trx, itemId, label, variantId);
        // The id stays: past orders and carts name the size by it.
        await trx.updateTable('shop_variants').set({ label }).where('id', '=', variantId).execute();
        const ids = (await variantsOf(trx, itemId)).map((variant) => variant.id);
        await renumber(trx, 'shop_variants', movedTo(ids, variantId, request.body.position));
        const after = await variantOf(trx, itemId, variantId);
        return {
          before: { variant: variantId, label: before.label, position: before.position },
          after: { variant: variantId, label: after.label, position: after.position },
        };
      });
    },
  );

  app.delete(
    '/api/admin/shop/items/:itemId/variants/:variantId',
    { schema: { params: ShopAdminVariantParams, response: { 200: ShopAdminItem } } },
    async (request) => {
      const { itemId, variantId } = request.params;
      return changeItem(request, itemId, 'variant-delete', async (trx) => {
        const before = await variantOf(trx, itemId, variantId);
        const ordered = await trx
          .selectFrom('order_lines')
          .select('id')
          .where('variant_id', '=', variantId)
          .executeTakeFirst();
        if (ordered) throw new HttpError(409, VARIANT_ORDERED);
        const item = await itemRow(trx, itemId);
        if (item.status === 'published' && (await variantsOf(trx, itemId)).length === 1) {
          throw new HttpError(409, LAST_VARIANT_ON_SALE);
        }
        await trx.deleteFrom('shop_variants').where('id', '=', variantId).execute();
        await renumber(
          trx,
          'shop_variants',
          (await variantsOf(trx, itemId)).map((variant) => variant.id),
        );
        return { before: { variant: variantId, label: before.label, stock: before.stock }, after: null };
      });
    },
  );

  app.post(
    '/api/admin/shop/items/:itemId/variants/:variantId/stock',
    { schema: { params: ShopAdminVariantParams, body: ShopStockAdjustment, response: { 200: ShopAdminItem } } },
    async (request) => {
      const { itemId, variantId } = request.params;
      const { delta } = request.body;
      const reason = request.body.reason.trim();
      if (delta === 0) throw new HttpError(400, ZERO_DELTA);
      const person = signedIn(request);
      return changeItem(request, itemId, 'stock-adjust', async (trx, at) => {
        const variant = await variantOf(trx, itemId, variantId);
        // Relative and conditional: an order's decrement committed meanwhile is never lost, and
        // the stock never goes below zero.
        const left = await changeStock(trx, { variantId, delta, reason, actor: person.email, at });
        if (left === null) {
          const { stock } = await variantOf(trx, itemId, variantId);
          throw new HttpError(409, stockTooLow(variant.label, stock, delta));
        }
        return {
          before: { variant: variantId, stock: left - delta },
          after: { variant: variantId, stock: left, delta, reason },
        };
      });
    },
  );

  app.get(
    '/api/admin/shop/items/:itemId/stock',
    {
      schema: { params: ShopAdminItemParams, querystring: ShopStockHistoryQuery, response: { 200: ShopStockHistory } },
    },
    async (request) => {
      const { itemId } = request.params;
      await itemRow(db, itemId);
      return pageOfQuery(
        db
          .selectFrom('shop_stock_movements as m')
          .innerJoin('shop_variants as v', 'v.id', 'm.variant_id')
          .where('m.item_id', '=', itemId),
        request.query,
        (list) =>
          list
            .select([
              'm.id',
              'm.variant_id',
              'v.label',
              'm.delta',
              'm.stock_after',
              'm.reason',
              'm.actor',
              'm.order_reference',
              'm.at',
            ])
            // In the order they were written (instants come from the clocks of several servers).
            .orderBy('m.id', 'desc'),
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            variantId: row.variant_id,
            variantLabel: row.label,
            delta: row.delta,
            stockAfter: row.stock_after,
            reason: row.reason,
            actor: row.actor,
            orderReference: row.order_reference,
            at: row.at,
          })),
      );
    },
  );

  // -------------------------------------------------------------------------------------------
  // Photos

  async function imageOf(trx: ShopStore, itemId: string, imageId: number) {
    const row = await trx
      .selectFrom('shop_item_images')
      .selectAll()
      .where('id', '=', imageId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, IMAGE_NOT_IN_ITEM);
    return row;
  }

  const imageState = (row: { id: number; upload_id: number | null; alt: string; position: number }) => ({
    image: row.id,
    uploadId: row.upload_id,
    alt: row.alt,
    position: row.position,
  });

  app.post(
    '/api/admin/shop/items/:itemId/images',
    { schema: { params: ShopAdminItemParams, body: ShopAdminImageInput, response: { 200: ShopAdminItem } } },
    async (request) => {
      const { itemId } = request.params;
      const { uploadId } = request.body;
      const alt = request.body.alt.trim();
      return changeItem(request, itemId, 'image-add', async (trx) => {
        const { image } = (await existingImage(trx, { uploadId, alt }, { lenient: false }))!;
        const position = (await imagesOf(trx, itemId)).length;
        const added = await trx
          .insertInto('shop_item_images')
          .values({
            item_id: itemId,
            url: image.url,
            alt,
            position,
            upload_id: uploadId,
            width: image.width,
            height: image.height,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { before: null, after: imageState(added) };
      });
    },
  );

  app.put(
    '/api/admin/shop/items/:itemId/images/:imageId',
    { schema: { params: ShopAdminImageParams, body: ShopAdminImageUpdate, response: { 200: ShopAdminItem } } },
    async (request) => {
      const { itemId, imageId } = request.params;
      return changeItem(request, itemId, 'image-update', async (trx) => {
        const before = await imageOf(trx, itemId, imageId);
        await trx
          .updateTable('shop_item_images')
          .set({ alt: request.body.alt.trim() })
          .where('id', '=', imageId)
          .execute();
        const ids = (await imagesOf(trx, itemId)).map((image) => image.id);
        await renumber(trx, 'shop_item_images', movedTo(ids, imageId, request.body.position));
        return { before: imageState(before), after: imageState(await imageOf(trx, itemId, imageId)) };
      });
    },
  );

  app.delete(
    '/api/admin/shop/items/:itemId/images/:imageId',
    { schema: { params: ShopAdminImageParams, response: { 200: ShopAdminItem } } },
    async (request) => {
      const { itemId, imageId } = request.params;
      return changeItem(request, itemId, 'image-delete', async (trx) => {
        const before = await imageOf(trx, itemId, imageId);
        const item = await itemRow(trx, itemId);
        if (item.status === 'published' && (await imagesOf(trx, itemId)).length === 1) {
          throw new HttpError(409, LAST_IMAGE_ON_SALE);
        }
        await trx.deleteFrom('shop_item_images').where('id', '=', imageId).execute();
        await renumber(
          trx,
          'shop_item_images',
          (await imagesOf(trx, itemId)).map((image) => image.id),
        );
        return { before: imageState(before), after: null };
      });
    },
  );

  // -------------------------------------------------------------------------------------------
  // Categories

  /** One change to the categories, in one transaction with its audit line; the list as it is then. */
  async function changeCategories(
    request: FastifyRequest,
    categoryId: string | null,
    action: AuditAction,
    work: (trx: ShopStore) => Promise<{ id: string; before: unknown; after: unknown }>,
  ) {
    const person = signedIn(request);
    const at = app.clock.now();
    try {
      return await db.transaction().execute(async (trx) => {
        const { id, before, after } = await work(trx);
        await recordAudit(trx, person, { action, kind: CATEGORY_KIND, recordId: categoryId ?? id, before, after }, at);
        return categoryList(trx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, CATEGORY_ID_TAKEN);
      throw error;
    }
  }

  async function categoryOf(trx: ShopStore, id: string) {
    const row = await trx.selectFrom('shop_categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, CATEGORY_NOT_FOUND);
    return row;
  }

  async function placeCategory(trx: ShopStore, id: string, position: number) {
    const ids = (await trx.selectFrom('shop_categories').select('id').orderBy('position').orderBy('id').execute()).map(
      (row) => row.id,
    );
    for (const [index, each] of movedTo(ids, id, position).entries()) {
      await trx.updateTable('shop_categories').set({ position: index }).where('id', '=', each).execute();
    }
  }

  app.get('/api/admin/shop/categories', { schema: { response: { 200: ShopCategoryList } } }, async () =>
    categoryList(db),
  );

  app.post(
    '/api/admin/shop/categories',
    { schema: { body: ShopCategoryInput, response: { 200: ShopCategoryList } } },
    async (request) => {
      const label = request.body.label.trim();
      return changeCategories(request, null, 'category-create', async (trx) => {
        let id: string;
        if (request.body.id) {
          const taken = await trx
            .selectFrom('shop_categories')
            .select('id')
            .where('id', '=', request.body.id)
            .executeTakeFirst();
          if (taken) throw new HttpError(409, CATEGORY_ID_TAKEN);
          id = request.body.id;
        } else {
          id = await freeId(trx, 'shop_categories', slugFromTitle(label, 'categorie'));
        }
        await trx.insertInto('shop_categories').values({ id, label, position: request.body.position }).execute();
        await placeCategory(trx, id, request.body.position);
        return { id, before: null, after: { id, label, position: request.body.position } };
      });
    },
  );

  app.put(
    '/api/admin/shop/categories/:categoryId',
    { schema: { params: ShopCategoryParams, body: ShopCategoryInput, response: { 200: ShopCategoryList } } },
    async (request) => {
      const { categoryId } = request.params;
      const label = request.body.label.trim();
      return changeCategories(request, categoryId, 'category-update', async (trx) => {
        const before = await categoryOf(trx, categoryId);
        // The id stays: it is the category's address (`/shop?categorie=…`) and the articles' link.
        await trx.updateTable('shop_categories').set({ label }).where('id', '=', categoryId).execute();
        await placeCategory(trx, categoryId, request.body.position);
        const after = await categoryOf(trx, categoryId);
        return { id: categoryId, before, after };
      });
    },
  );

  app.delete(
    '/api/admin/shop/categories/:categoryId',
    { schema: { params: ShopCategoryParams, response: { 200: ShopCategoryList } } },
    async (request) => {
      const { categoryId } = request.params;
      return changeCategories(request, categoryId, 'category-delete', async (trx) => {
        const before = await categoryOf(trx, categoryId);
        const { count } = await trx
          .selectFrom('shop_items')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('category', '=', categoryId)
          .executeTakeFirstOrThrow();
        if (Number(count) > 0) throw new HttpError(409, categoryInUse(before.label, Number(count)));
        await trx.deleteFrom('shop_categories').where('id', '=', categoryId).execute();
        const rest = (
          await trx.selectFrom('shop_categories').select('id').orderBy('position').orderBy('id').execute()
        ).map((row) => row.id);
        for (const [index, each] of rest.entries()) {
          await trx.updateTable('shop_categories').set({ position: index }).where('id', '=', each).execute();
        }
        return { id: categoryId, before, after: null };
      });
    },
  );
}
