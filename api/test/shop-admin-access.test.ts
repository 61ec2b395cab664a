import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '@wado/shared/contract';
import { ORIGIN_REQUIRED, ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../src/features/auth/guard';
import { addUpload, startEditingApp } from './editing-fixtures';
import { expectApiError } from './helpers';
import { ALL_ROLES, rolesOtherThan, signInAs } from './people';
import { catalogueSnapshot, createItem, itemInput, shopEditor } from './shop-admin-fixtures';

/**
 * Who may edit the catalogue: every call of `/api/admin/shop/…` by the `shop` role only (a
 * treasurer is not a shop editor). Anyone else signed in: 403; nobody signed in: 401; a write from
 * another site's page: 403. A refusal writes nothing.
 */

let app: FastifyInstance;
let cleanup: () => Promise<void>;
const sessions = new Map<Role, Record<string, string>>();
let editor: Awaited<ReturnType<typeof shopEditor>>;

beforeAll(async () => {
  ({ app, cleanup } = await startEditingApp());
  editor = await shopEditor(app);
  for (const role of ALL_ROLES) sessions.set(role, (await signInAs(app, [role])).headers);
});
afterAll(() => cleanup?.());

type Call = Omit<InjectOptions, 'headers'> & { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string };

/** An article with a size and a photo, and an empty category, made by the shop editor. */
async function fixture() {
  const upload = await addUpload(app);
  const item = await createItem(editor.send, { sizes: [{ label: 'Unique', stock: 4 }], uploads: [upload] });
  const category = await editor.send({
    method: 'POST',
    url: '/api/admin/shop/categories',
    payload: { label: `Catégorie ${item.id}`, position: 99 },
  });
  const categoryId = category
    .json<{ items: { id: string; label: string }[] }>()
    .items.find((entry) => entry.label === `Catégorie ${item.id}`)!.id;
  return { item: item.id, variant: item.variants[0]!.id, image: item.images[0]!.id, upload, category: categoryId };
}

function callsOf(f: Awaited<ReturnType<typeof fixture>>): Record<string, Call> {
  const one = `/api/admin/shop/items/${f.item}`;
  const variant = `${one}/variants/${f.variant}`;
  return {
    'create an article': { method: 'POST', url: '/api/admin/shop/items', payload: itemInput() },
    'save an article': { method: 'PUT', url: one, payload: itemInput({ name: 'Renommé' }) },
    publish: { method: 'POST', url: `${one}/publish` },
    delete: { method: 'DELETE', url: one },
    'add a size': { method: 'POST', url: `${one}/variants`, payload: { label: 'XL', stock: 2 } },
    'change a size': { method: 'PUT', url: variant, payload: { label: 'Taille unique', position: 0 } },
    'remove a size': { method: 'DELETE', url: variant },
    'adjust the stock': { method: 'POST', url: `${variant}/stock`, payload: { delta: 3, reason: 'Livraison' } },
    'add a photo': { method: 'POST', url: `${one}/images`, payload: { uploadId: f.upload, alt: 'Encore une vue.' } },
    'change a photo': { method: 'PUT', url: `${one}/images/${f.image}`, payload: { alt: 'Vue.', position: 0 } },
    'remove a photo': { method: 'DELETE', url: `${one}/images/${f.image}` },
    'create a category': {
      method: 'POST',
      url: '/api/admin/shop/categories',
      payload: { label: 'Neuve', position: 0 },
    },
    'change a category': {
      method: 'PUT',
      url: `/api/admin/shop/categories/${f.category}`,
      payload: { label: 'Renommée', position: 0 },
    },
    'delete a category': { method: 'DELETE', url: `/api/admin/shop/categories/${f.category}` },
    list: { method: 'GET', url: '/api/admin/shop/items?q=gourde' },
    read: { method: 'GET', url: one },
    'stock history': { method: 'GET', url: `${one}/stock` },
    categories: { method: 'GET', url: '/api/admin/shop/categories' },
  };
}

const CALLS = [
  'create an article',
  'save an article',
  'publish',
  'delete',
  'add a size',
  'change a size',
  'remove a size',
  'adjust the stock',
  'add a photo',
  'change a photo',
  'remove a photo',
  'create a category',
  'change a category',
  'delete a category',
  'list',
  'read',
  'stock history',
  'categories',
] as const;

describe.each(CALLS)('/api/admin/shop: %s', (call) => {
  it('is refused to every role but shop, treasurer included (403), to nobody signed in (401) and to another site’s page (403), writing nothing', async () => {
    const request = callsOf(await fixture())[call]!;
    const before = await catalogueSnapshot(app);
    for (const role of rolesOtherThan(['shop'])) {
      const response = await app.inject({ ...request, headers: sessions.get(role) });
      expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
      expectApiError(response, 403, ROLE_REQUIRED);
    }
    expectApiError(await app.inject(request), 401, SIGN_IN_REQUIRED);
    if (request.method !== 'GET') {
      expectApiError(
        await app.inject({ ...request, headers: { ...editor.headers, origin: 'https://evil.example' } }),
        403,
        ORIGIN_REQUIRED,
      );
    }
    expect(await catalogueSnapshot(app)).toEqual(before);
  });

  it('is allowed to the shop role, alone or with others, and never cached', async () => {
    for (const roles of [['shop'], ['treasurer', 'shop']] as Role[][]) {
      const request = callsOf(await fixture())[call]!;
      const { headers } = await signInAs(app, roles);
      const response = await app.inject({ ...request, headers });
      expect({ roles, status: response.statusCode, body: response.statusCode < 300 ? '' : response.body }).toEqual({
        roles,
        status: call === 'create an article' ? 201 : 200,
        body: '',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
