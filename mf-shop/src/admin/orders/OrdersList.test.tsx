import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';
import { EMPTY_LIST, ORDER_LIST, PLACED_EMAILS, PENDING_ORDER } from './test/fixtures';

const ROOT = '/admin/mf-shop';
const LIST_URL = '/api/admin/orders?page=1&limit=50';
const render = (path: string) => renderAdminScreens(screens, ROOT, path);
const currentPath = () => currentPathUnder(ROOT);
/** Waits for the line that counts the orders (an <output> elsewhere has the status role too). */
const expectSummary = (text: RegExp | string) =>
  waitFor(() => expect(document.querySelector('p[role="status"]')).toHaveTextContent(text));

describe('the orders: the list', () => {
  it('lists the orders with their buyer, amount, payment and status, the count and the total', async () => {
    mockApi({ [`GET ${LIST_URL}`]: { body: ORDER_LIST } });
    const { container } = render('commandes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'WF-7K3M9Q' });
    expect(link).toHaveAttribute('href', '/admin/mf-shop/commandes/WF-7K3M9Q');
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Élise Moreau');
    expect(first).toHaveTextContent('elise.moreau@exemple.fr');
    expect(first).toHaveTextContent(/44,90\s€ · Virement bancaire · Livraison par Colissimo/);
    expect(within(first!).getByText('En attente de paiement')).toBeInTheDocument();
    expect(second).toHaveTextContent(/38,00\s€ · Chèque · Retrait au siège/);
    expect(within(second!).getByText('Expédiée ou remise')).toBeInTheDocument();
    await expectSummary(/^2 commandes, 82,90\s€ au total$/);
    expect(screen.getByRole('link', { name: 'Télécharger toutes les commandes (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for the filters of the address, shows them, and exports with the same ones', async () => {
    const api = mockApi({
      'GET /api/admin/orders?q=moreau&status=paid&payment=cheque&from=2026-11-01&to=2026-11-30&page=2&limit=50': {
        body: { ...ORDER_LIST, page: 2, total: 52, pages: 2 },
      },
    });
    render('commandes?q=moreau&statut=paid&paiement=cheque&du=2026-11-01&au=2026-11-30&page=2');
    await expectSummary(/^52 commandes/);
    expect(screen.getByRole('searchbox', { name: 'Référence, nom ou e-mail' })).toHaveValue('moreau');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('paid');
    expect(screen.getByRole('combobox', { name: 'Paiement' })).toHaveValue('cheque');
    expect(screen.getByLabelText('Passée du')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('au')).toHaveValue('2026-11-30');
    expect(screen.getByRole('link', { name: 'Télécharger ces commandes (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?q=moreau&status=paid&payment=cheque&from=2026-11-01&to=2026-11-30',
    );
    expect(screen.getByRole('link', { name: /Page précédente/ })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('ignores what cannot be a filter in the address', async () => {
    const api = mockApi({ [`GET ${LIST_URL}`]: { body: ORDER_LIST } });
    render('commandes?statut=livree&du=hier');
    await expectSummary(/^2 commandes/);
    expect(api.calls.map((call) => call.url)).toEqual([LIST_URL]);
  });

  it('searches, filters at once by status and payment, checks the period, and shows everything again', async () => {
    const api = mockApi({
      [`GET ${LIST_URL}`]: { body: ORDER_LIST },
      'GET /api/admin/orders?q=garnier&page=1&limit=50': {
        body: { ...ORDER_LIST, items: [ORDER_LIST.items[1]], total: 1 },
      },
      'GET /api/admin/orders?q=garnier&status=shipped&page=1&limit=50': {
        body: { ...ORDER_LIST, items: [ORDER_LIST.items[1]], total: 1, amountCents: 3800 },
      },
      'GET /api/admin/orders?q=garnier&status=shipped&payment=cheque&page=1&limit=50': { body: EMPTY_LIST },
      'GET /api/admin/orders?q=garnier&status=shipped&payment=cheque&from=2026-11-01&to=2026-11-15&page=1&limit=50': {
        body: EMPTY_LIST,
      },
    });
    render('commandes');
    await screen.findByRole('link', { name: 'WF-7K3M9Q' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Référence, nom ou e-mail' }), '  garnier ');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(currentPath()).toBe('commandes?q=garnier'));
    await expectSummary(/^1 commande, /);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Expédiée ou remise');
    await waitFor(() => expect(currentPath()).toBe('commandes?q=garnier&statut=shipped'));
    await expectSummary(/^1 commande, 38,00\s€ au total$/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Paiement' }), 'Chèque');
    expect(await screen.findByText('Aucune commande ne correspond à ces critères.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /CSV/ })).toBeNull();

    // A period that ends before it starts is refused by the form, the address stays.
    await userEvent.type(screen.getByLabelText('Passée du'), '2026-11-15');
    await userEvent.type(screen.getByLabelText('au'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('La date de début de la période doit précéder sa date de fin.');
    expect(screen.getByLabelText('Passée du')).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath()).toBe('commandes?q=garnier&statut=shipped&paiement=cheque');
    await userEvent.clear(screen.getByLabelText('Passée du'));
    await userEvent.type(screen.getByLabelText('Passée du'), '2026-11-01');
    await userEvent.clear(screen.getByLabelText('au'));
    await userEvent.type(screen.getByLabelText('au'), '2026-11-15');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(currentPath()).toBe('commandes?q=garnier&statut=shipped&paiement=cheque&du=2026-11-01&au=2026-11-15'),
    );
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Tout afficher' }));
    await waitFor(() => expect(currentPath()).toBe('commandes'));
    expect(await screen.findByRole('link', { name: 'WF-7K3M9Q' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Référence, nom ou e-mail' })).toHaveValue('');
    expect(api.calls.filter((call) => call.url === LIST_URL)).toHaveLength(2);
  });

  it('pages through the orders, keeping the filters', async () => {
    const api = mockApi({
      'GET /api/admin/orders?status=pending_payment&page=1&limit=50': { body: { ...ORDER_LIST, total: 120, pages: 3 } },
      'GET /api/admin/orders?status=pending_payment&page=2&limit=50': {
        body: { ...ORDER_LIST, page: 2, total: 120, pages: 3 },
      },
    });
    render('commandes?statut=pending_payment');
    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Page suivante →' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
    expect(currentPath()).toBe('commandes?statut=pending_payment&page=2');
    expect(api.calls).toHaveLength(2);
  });

  it('says when there is no order at all, and when the list cannot be loaded', async () => {
    mockApi({ [`GET ${LIST_URL}`]: { body: EMPTY_LIST } });
    const { unmount } = render('commandes');
    expect(await screen.findByText('Aucune commande pour le moment.')).toBeInTheDocument();
    unmount();
    let answers = 0;
    mockApi({
      [`GET ${LIST_URL}`]: () =>
        ++answers === 1
          ? { status: 500, body: { error: 'Internal Server Error', message: 'Une erreur interne est survenue.' } }
          : { body: ORDER_LIST },
    });
    render('commandes');
    expect(
      await screen.findByRole('heading', { name: 'Les commandes n’ont pas pu être chargées' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Une erreur interne est survenue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'WF-7K3M9Q' })).toBeInTheDocument();
  });

  it('opens an order and comes back to the same filtered list', async () => {
    mockApi({
      'GET /api/admin/orders?q=moreau&page=1&limit=50': { body: ORDER_LIST },
      'GET /api/admin/orders/WF-7K3M9Q': { body: PENDING_ORDER },
      'GET /api/admin/orders/WF-7K3M9Q/emails': { body: PLACED_EMAILS },
    });
    render('commandes?q=moreau');
    await userEvent.click(await screen.findByRole('link', { name: 'WF-7K3M9Q' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande WF-7K3M9Q' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '← Toutes les commandes' }));
    await waitFor(() => expect(currentPath()).toBe('commandes?q=moreau'));
  });
});
