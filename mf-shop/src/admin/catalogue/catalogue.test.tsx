import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopAdminItem, ShopAdminItemList, ShopCategoryList, ShopStockHistory } from '@wado/shared';
import { SHOP_ADMIN_ITEM_INPUT_RULES, SHOP_ADMIN_VARIANT_INPUT_RULES } from '@wado/shared/admin';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';
import { checkItemForm } from './ItemEditor';

const ROOT = '/admin/mf-shop';
const render = (path: string) => renderAdminScreens(screens, ROOT, path);

const CATEGORIES: ShopCategoryList = {
  items: [
    { id: 'textile', label: 'Textile', position: 0, itemCount: 1 },
    { id: 'accessoires', label: 'Écussons et accessoires', position: 1, itemCount: 0 },
  ],
};

const ITEM: ShopAdminItem = {
  id: 'gourde-wado',
  name: 'Gourde Wado',
  summary: 'Une gourde en inox.',
  description: 'Gourde de **50 cl**.',
  category: 'accessoires',
  categoryLabel: 'Écussons et accessoires',
  priceCents: 1890,
  memberPriceCents: 1590,
  position: 20,
  status: 'draft',
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  ordered: false,
  variants: [
    { id: 'gourde-wado-bleue', label: 'Bleue', position: 0, stock: 4, ordered: false },
    { id: 'gourde-wado-rouge', label: 'Rouge', position: 1, stock: 0, ordered: true },
  ],
  images: [
    {
      id: 7,
      uploadId: 3,
      url: '/media/uploads/abc-1200.jpg',
      alt: 'Gourde bleue',
      width: 1200,
      height: 1200,
      position: 0,
    },
  ],
};

const HISTORY: ShopStockHistory = {
  items: [
    {
      id: 2,
      variantId: 'gourde-wado-bleue',
      variantLabel: 'Bleue',
      delta: -1,
      stockAfter: 4,
      reason: 'Article abîmé',
      actor: 'boutique@wado-france.fr',
      orderReference: null,
      at: '2026-11-25T10:00:00.000Z',
    },
    {
      id: 1,
      variantId: 'gourde-wado-bleue',
      variantLabel: 'Bleue',
      delta: 5,
      stockAfter: 5,
      reason: 'Stock initial de la taille',
      actor: 'boutique@wado-france.fr',
      orderReference: null,
      at: '2026-11-25T09:00:00.000Z',
    },
  ],
  page: 1,
  limit: 24,
  total: 2,
  pages: 1,
};

const LIST: ShopAdminItemList = {
  items: [
    {
      id: ITEM.id,
      name: ITEM.name,
      category: ITEM.category,
      categoryLabel: ITEM.categoryLabel,
      status: 'published',
      priceCents: 1890,
      memberPriceCents: 1590,
      position: 20,
      updatedAt: ITEM.updatedAt,
      variants: [
        { id: 'gourde-wado-bleue', label: 'Bleue', stock: 4 },
        { id: 'gourde-wado-rouge', label: 'Rouge', stock: 0 },
      ],
    },
  ],
  page: 1,
  limit: 48,
  total: 1,
  pages: 1,
};

const itemRoutes = (item: ShopAdminItem = ITEM) => ({
  'GET /api/admin/shop/categories': { body: CATEGORIES },
  [`GET /api/admin/shop/items/${item.id}`]: { body: item },
  [`GET /api/admin/shop/items/${item.id}/stock`]: { body: HISTORY },
});

describe('the catalogue: the list', () => {
  it('lists the articles with their status, category, prices and stock per size', async () => {
    mockApi({ 'GET /api/admin/shop/items?page=1&limit=48': { body: LIST } });
    const { container } = render('articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles de la boutique' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Gourde Wado' });
    expect(link).toHaveAttribute('href', '/admin/mf-shop/articles/gourde-wado');
    const [line] = screen.getAllByRole('listitem');
    expect(line).toHaveTextContent(/Écussons et accessoires · 18,90\s€ \(licencié 15,90\s€\)/);
    expect(line).toHaveTextContent(/Stock : Bleue\s: 4 · Rouge\s: 0/);
    expect(within(line!).getByText('En vente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvel article' })).toHaveAttribute(
      'href',
      '/admin/mf-shop/articles/nouveau',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('searches by name and filters by status through the address', async () => {
    const api = mockApi({
      'GET /api/admin/shop/items?page=1&limit=48': { body: LIST },
      'GET /api/admin/shop/items?q=gourde&page=1&limit=48': { body: LIST },
      'GET /api/admin/shop/items?q=gourde&status=withdrawn&page=1&limit=48': { body: { ...LIST, items: [], total: 0 } },
    });
    render('articles');
    await screen.findByRole('link', { name: 'Gourde Wado' });
    await userEvent.type(screen.getByLabelText('Nom de l’article'), 'gourde');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(currentPathUnder(ROOT)).toBe('articles?q=gourde'));
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'withdrawn');
    expect(await screen.findByText('Aucun article ne correspond à ces critères.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toContain(
      '/api/admin/shop/items?q=gourde&status=withdrawn&page=1&limit=48',
    );
  });
});

describe('the catalogue: an article', () => {
  it('checks the form before sending: required texts, prices typed in euros, member price at most the public one', () => {
    const form = {
      name: 'Gourde',
      summary: 'Une gourde.',
      description: '',
      category: 'accessoires',
      price: '18,90',
      memberPrice: '15,9',
      position: '3',
    };
    expect(checkItemForm(form)).toEqual({
      input: {
        name: 'Gourde',
        summary: 'Une gourde.',
        description: '',
        category: 'accessoires',
        priceCents: 1890,
        memberPriceCents: 1590,
        position: 3,
      },
    });
    expect(checkItemForm({ ...form, memberPrice: '19,00' })).toEqual({
      errors: [
        { field: 'item-member-price', message: 'Prix licencié : il doit être inférieur ou égal au prix public.' },
      ],
    });
    expect(checkItemForm({ ...form, name: ' ', price: 'dix euros' })).toEqual({
      errors: [
        { field: 'item-name', message: 'Nom : ce champ est obligatoire.' },
        { field: 'item-price', message: 'Prix public : indiquez un montant en euros, par exemple 49,90.' },
      ],
    });
  });

  it('takes the limits of an article’s fields from the API’s schema, and refuses a name too long before sending', async () => {
    const api = mockApi(itemRoutes());
    render('articles/nouveau');
    const name = await screen.findByRole('textbox', { name: 'Nom (obligatoire)' });
    const longest = SHOP_ADMIN_ITEM_INPUT_RULES.name.maxLength!;
    expect(name).toHaveAttribute('maxLength', String(longest));
    expect(screen.getByRole('textbox', { name: /^Résumé/ })).toHaveAttribute(
      'maxLength',
      String(SHOP_ADMIN_ITEM_INPUT_RULES.summary.maxLength),
    );
    // `maxLength` stops typing: the text is pasted over it, as a script or an old browser could.
    fireEvent.change(name, { target: { value: 'G'.repeat(longest + 1) } });
    await userEvent.type(screen.getByLabelText(/^Résumé/), 'Une gourde en inox.');
    await userEvent.type(screen.getByLabelText(/^Prix public/), '18,90');
    await userEvent.type(screen.getByLabelText(/^Prix licencié/), '15,90');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    expect(
      await screen.findByRole('link', { name: `Nom : ${longest} caractères au plus (il y en a ${longest + 1}).` }),
    ).toHaveAttribute('href', '#item-name');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates a draft from the prices typed « 18,90 » (sent in cents) and opens it', async () => {
    const api = mockApi({
      ...itemRoutes(),
      'POST /api/admin/shop/items': { status: 201, body: ITEM },
    });
    render('articles/nouveau');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvel article' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nom/), 'Gourde Wado');
    await userEvent.type(screen.getByLabelText(/^Résumé/), 'Une gourde en inox.');
    await userEvent.selectOptions(screen.getByLabelText(/^Catégorie/), 'accessoires');
    await userEvent.type(screen.getByLabelText(/^Prix public/), '18,90');
    await userEvent.type(screen.getByLabelText(/^Prix licencié/), '15,90');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le brouillon' }));
    await waitFor(() => expect(currentPathUnder(ROOT)).toBe('articles/gourde-wado'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Gourde Wado',
      summary: 'Une gourde en inox.',
      description: '',
      category: 'accessoires',
      priceCents: 1890,
      memberPriceCents: 1590,
      position: 0,
    });
  });

  it('shows the server’s French refusal and keeps what was typed', async () => {
    mockApi({
      ...itemRoutes(),
      [`PUT /api/admin/shop/items/${ITEM.id}`]: {
        status: 400,
        body: { error: 'Bad Request', message: 'Cette catégorie n’existe pas : choisissez-en une de la liste.' },
      },
    });
    render(`articles/${ITEM.id}`);
    const name = await screen.findByLabelText(/^Nom/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gourde renommée');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Cette catégorie n’existe pas : choisissez-en une de la liste.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Gourde renommée');
  });

  it('shows the sizes with their stock and adjusts one with a required reason; the history follows', async () => {
    const adjusted = {
      ...ITEM,
      updatedAt: '2026-11-25T11:00:00.000Z',
      variants: [{ ...ITEM.variants[0]!, stock: 9 }, ITEM.variants[1]!],
    };
    const api = mockApi({
      ...itemRoutes(),
      [`POST /api/admin/shop/items/${ITEM.id}/variants/gourde-wado-bleue/stock`]: { body: adjusted },
    });
    const { container } = render(`articles/${ITEM.id}`);
    const table = await screen.findByRole('table', { name: 'Tailles de l’article et leur stock' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Bleue\s*4/);
    expect(rows[2]).toHaveTextContent(/Rouge\s*0/);
    // An ordered size cannot be removed; an unsold one can.
    expect(within(rows[1]!).getByRole('button', { name: 'Supprimer la taille Bleue' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Mouvements de stock, les plus récents en premier' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/Bleue\s*−1\s*4\s*Article abîmé/);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Ajuster le stock de la taille Bleue' }));
    const form = screen.getByRole('form', { name: 'Ajuster le stock de la taille Bleue' });
    await userEvent.type(within(form).getByLabelText('Variation'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Motif : indiquez pourquoi le stock change (livraison, inventaire…).',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Motif (obligatoire)'), 'Livraison du fournisseur');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    expect(await screen.findByText('Le stock de la taille « Bleue » a été ajusté.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      delta: 5,
      reason: 'Livraison du fournisseur',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Tailles de l’article et leur stock' })).getAllByRole('row')[1],
      ).toHaveTextContent(/Bleue\s*9/),
    );
    // The history is asked again after the change.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === `/api/admin/shop/items/${ITEM.id}/stock`)).toHaveLength(2),
    );
  });

  it('refuses a stock below zero before sending', async () => {
    const api = mockApi(itemRoutes());
    render(`articles/${ITEM.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajuster le stock de la taille Bleue' }));
    const form = screen.getByRole('form', { name: 'Ajuster le stock de la taille Bleue' });
    await userEvent.type(within(form).getByLabelText('Variation'), '-6');
    await userEvent.type(within(form).getByLabelText('Motif (obligatoire)'), 'Inventaire');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Variation : le stock est de 4, il ne peut pas baisser de 6.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds a size with its initial stock, and puts the article on sale', async () => {
    const withSize = {
      ...ITEM,
      variants: [...ITEM.variants, { id: 'gourde-wado-verte', label: 'Verte', position: 2, stock: 3, ordered: false }],
    };
    const api = mockApi({
      ...itemRoutes(),
      [`POST /api/admin/shop/items/${ITEM.id}/variants`]: { body: withSize },
      [`POST /api/admin/shop/items/${ITEM.id}/publish`]: { body: { ...withSize, status: 'published' } },
    });
    render(`articles/${ITEM.id}`);
    await userEvent.type(await screen.findByLabelText('Nouvelle taille'), 'Verte');
    await userEvent.clear(screen.getByLabelText('Stock initial'));
    await userEvent.type(screen.getByLabelText('Stock initial'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter la taille' }));
    expect(await screen.findByText('La taille « Verte » a été ajoutée.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url.endsWith('/variants'))?.body).toEqual({ label: 'Verte', stock: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Mettre en vente' }));
    expect(await screen.findByText('L’article est en vente.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir sur le site' })).toHaveAttribute('href', '/shop/gourde-wado');
    expect(screen.getByRole('button', { name: 'Retirer de la vente' })).toBeInTheDocument();
  });

  it('refuses a new size’s name longer than the API’s schema takes, before sending', async () => {
    const api = mockApi(itemRoutes());
    render(`articles/${ITEM.id}`);
    const size = await screen.findByLabelText('Nouvelle taille');
    const longest = SHOP_ADMIN_VARIANT_INPUT_RULES.label.maxLength!;
    expect(size).toHaveAttribute('maxLength', String(longest));
    fireEvent.change(size, { target: { value: 'T'.repeat(longest + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter la taille' }));
    expect(within(screen.getByRole('form', { name: 'Ajouter une taille' })).getByRole('alert')).toHaveTextContent(
      `Nouvelle taille : ${longest} caractères au plus (il y en a ${longest + 1}).`,
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says why an article cannot be put on sale', async () => {
    mockApi({
      ...itemRoutes({ ...ITEM, images: [] }),
      [`POST /api/admin/shop/items/${ITEM.id}/publish`]: {
        status: 409,
        body: { error: 'Conflict', message: 'Ajoutez au moins une photo à l’article avant de le mettre en vente.' },
      },
    });
    render(`articles/${ITEM.id}`);
    expect(await screen.findByText(/Aucune photo : ajoutez-en au moins une/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mettre en vente' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ajoutez au moins une photo à l’article avant de le mettre en vente.',
      ),
    );
  });

  it('offers no deletion of an ordered article, only its withdrawal', async () => {
    mockApi(itemRoutes({ ...ITEM, status: 'published', ordered: true }));
    render(`articles/${ITEM.id}`);
    expect(await screen.findByText(/Cet article figure dans des commandes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer l’article' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer de la vente' })).toBeInTheDocument();
  });
});

describe('the catalogue: the categories', () => {
  it('lists the categories with their article counts; only an empty one can be deleted; a new one is added', async () => {
    const api = mockApi({
      'GET /api/admin/shop/categories': { body: CATEGORIES },
      'POST /api/admin/shop/categories': {
        body: { items: [...CATEGORIES.items, { id: 'gourdes', label: 'Gourdes', position: 2, itemCount: 0 }] },
      },
    });
    const { container } = render('categories');
    const table = await screen.findByRole('table', { name: 'Catégories de la boutique' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/textile\s*1/);
    expect(within(rows[1]!).queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Supprimer Écussons et accessoires' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(screen.getByLabelText('Nouvelle catégorie'), 'Gourdes');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter la catégorie' }));
    expect(await screen.findByText('La catégorie « Gourdes » a été ajoutée.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ label: 'Gourdes', position: 2 });
    expect(screen.getByDisplayValue('Gourdes')).toBeInTheDocument();
  });
});
