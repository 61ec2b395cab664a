import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ShopAdminItem, ShopAdminItemInput } from '@wado/shared/contract';
import { signInAs } from './people';

/** Requests on behalf of a signed-in person (their headers added). */
export type Send = (
  options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

/** A person holding `shop`, and requests on their behalf. */
export async function shopEditor(app: FastifyInstance, email?: string) {
  const { headers, email: signedEmail } = await signInAs(app, ['shop'], email);
  const send: Send = (options) => app.inject({ ...options, headers: { ...headers, ...options.headers } });
  return { headers, email: signedEmail, send };
}

let counter = 0;

/** A valid article to create (a new name each time). */
export function itemInput(overrides: Partial<ShopAdminItemInput> = {}): ShopAdminItemInput {
  counter += 1;
  return {
    name: `Gourde d’essai ${counter}`,
    summary: 'Une gourde en inox aux couleurs de Wado France.',
    description: 'Gourde isotherme de **50 cl**.\n\n- Garde l’eau fraîche 12 heures',
    category: 'accessoires',
    priceCents: 1890,
    memberPriceCents: 1590,
    position: 100,
    ...overrides,
  };
}

/** Answers the JSON of a request that must succeed, or throws with the server's answer. */
export async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`attendu ${status}, reçu ${answer.statusCode} : ${answer.body}`);
  return answer.json<T>();
}

/** Creates a draft article with the given sizes (and stocks) and photos. */
export async function createItem(
  send: Send,
  {
    input = itemInput(),
    sizes = [] as { label: string; stock: number }[],
    uploads = [] as number[],
  }: { input?: ShopAdminItemInput; sizes?: { label: string; stock: number }[]; uploads?: number[] } = {},
): Promise<ShopAdminItem> {
  let item = await ok<ShopAdminItem>(send({ method: 'POST', url: '/api/admin/shop/items', payload: input }), 201);
  for (const size of sizes) {
    item = await ok(send({ method: 'POST', url: `/api/admin/shop/items/${item.id}/variants`, payload: size }));
  }
  for (const [index, uploadId] of uploads.entries()) {
    item = await ok(
      send({
        method: 'POST',
        url: `/api/admin/shop/items/${item.id}/images`,
        payload: { uploadId, alt: `Vue ${index + 1} de l’article` },
      }),
    );
  }
  return item;
}

/** Everything of the catalogue a write may change, in a stable order: a refusal leaves it identical. */
export async function catalogueSnapshot(app: FastifyInstance) {
  const db = app.db;
  return {
    items: await db.selectFrom('shop_items').selectAll().orderBy('id').execute(),
    variants: await db.selectFrom('shop_variants').selectAll().orderBy('id').execute(),
    images: await db.selectFrom('shop_item_images').selectAll().orderBy('id').execute(),
    categories: await db.selectFrom('shop_categories').selectAll().orderBy('id').execute(),
    movements: await db.selectFrom('shop_stock_movements').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
  };
}
