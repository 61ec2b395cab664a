import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPACE_EXPOSE, type EspaceModule, type EspaceOrder, type EspaceOrders } from '@wado/shared';
import { axeViolations, mockApi } from '@wado/shared/testing/admin-screens';
import fs from 'node:fs';
import path from 'node:path';
import * as espace from './index';
import { OrdersPart } from './OrdersPart';

const ORDERS_URL = 'GET /api/espace/orders';

const OLDER: EspaceOrder = {
  reference: 'WF-2B8C4D',
  createdAt: '2026-10-14T08:30:00.000Z',
  status: 'shipped',
  statusLabel: 'Expédiée ou remise',
  totalCents: 800,
  paymentMethod: 'cheque',
  lines: [{ name: 'Petit lexique du karatéka', variant: '', quantity: 1 }],
};
const NEWER: EspaceOrder = {
  reference: 'WF-7K3M9Q',
  // 23:30 UTC on 2 December: 3 December in Paris.
  createdAt: '2026-12-02T23:30:00.000Z',
  status: 'paid',
  statusLabel: 'Payée',
  totalCents: 4490,
  paymentMethod: 'card',
  lines: [
    { name: 'T-shirt Wado France', variant: 'M', quantity: 2 },
    { name: 'Ceinture noire brodée', variant: '280 cm', quantity: 1 },
  ],
};
const TRANSFER: EspaceOrder = {
  ...OLDER,
  reference: 'WF-9Z1X2Y',
  createdAt: '2026-11-20T10:15:00.000Z',
  status: 'pending_payment',
  statusLabel: 'En attente de paiement',
  totalCents: 123450,
  paymentMethod: 'transfer',
};
// Not in order: the part shows the newest first whatever the answer's order.
const ORDERS: EspaceOrders = { items: [OLDER, NEWER, TRANSFER] };

const orderCards = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li')!);

describe('the ./espace module of the shop', () => {
  it('gives the space one part, the orders, under its own title', () => {
    const module: EspaceModule = espace;
    expect(module.remote).toBe('mf-shop');
    expect(module.parts).toEqual([{ id: 'commandes', title: 'Commandes de la boutique', Component: OrdersPart }]);
  });

  it('is exposed as ./espace by the webpack configuration', () => {
    const config = fs.readFileSync(path.join(__dirname, '..', '..', 'webpack.config.ts'), 'utf8');
    expect(ESPACE_EXPOSE).toBe('./espace');
    expect(config).toContain("'./espace': './src/espace/index.tsx'");
  });
});

describe('the orders of the space', () => {
  it('lists the orders newest first, with total, state, payment and articles', async () => {
    const { calls } = mockApi({ [ORDERS_URL]: { body: ORDERS } });
    const { container } = render(<OrdersPart />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des commandes…');

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Commande WF-7K3M9Q du 3 décembre 2026' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Commande WF-7K3M9Q du 3 décembre 2026',
      'Commande WF-9Z1X2Y du 20 novembre 2026',
      'Commande WF-2B8C4D du 14 octobre 2026',
    ]);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();

    const [newer, transfer, older] = orderCards();
    expect(newer).toHaveTextContent(/Total\s*44,90\s€/);
    expect(newer).toHaveTextContent('ÉtatPayée');
    expect(newer).toHaveTextContent('Paiementcarte (HelloAsso)');
    expect(within(newer!).getByRole('list', { name: 'Articles de la commande WF-7K3M9Q' })).toBeInTheDocument();
    expect(
      within(within(newer!).getByRole('list', { name: /Articles/ }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × T-shirt Wado France (M)', '1 × Ceinture noire brodée (280 cm)']);
    expect(newer!.querySelector('time')).toHaveAttribute('datetime', '2026-12-02T23:30:00.000Z');

    expect(transfer).toHaveTextContent(/Total\s*1\s234,50\s€/);
    expect(transfer).toHaveTextContent('ÉtatEn attente de paiement');
    expect(transfer).toHaveTextContent('Paiementvirement');

    expect(older).toHaveTextContent('Paiementchèque');
    expect(older).toHaveTextContent('ÉtatExpédiée ou remise');
    // An article without sizes: no empty brackets.
    expect(within(older!).getByText('1 × Petit lexique du karatéka')).toBeInTheDocument();

    expect(calls).toEqual([{ method: 'GET', url: '/api/espace/orders', body: undefined }]);
    expect(jest.mocked(fetch).mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says plainly when the address has no order', async () => {
    mockApi({ [ORDERS_URL]: { body: { items: [] } } });
    const { container } = render(<OrdersPart />);
    expect(await screen.findByText('Aucune commande faite avec cette adresse.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the server’s message on a failure, and loads again with « Réessayer »', async () => {
    let fail = true;
    const { calls } = mockApi({
      [ORDERS_URL]: () =>
        fail
          ? { status: 401, body: { error: 'Unauthorized', message: 'Connectez-vous à votre espace pour continuer.' } }
          : { body: { items: [NEWER] } },
    });
    const { container } = render(<OrdersPart />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Les commandes n’ont pas pu être chargées : Connectez-vous à votre espace pour continuer.',
    );
    expect(await axeViolations(container)).toEqual([]);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Commande WF-7K3M9Q du 3 décembre 2026' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('says so when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<OrdersPart />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les commandes n’ont pas pu être chargées : Le serveur est injoignable.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });
});
