import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoneyReport } from '@wado/shared';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { renderAdmin, serve, session } from '../testing/renderAdmin';

const TREASURER = { email: 'karim@exemple.fr', roles: ['treasurer' as const] };

const REPORT: MoneyReport = {
  items: [
    {
      kind: 'order',
      reference: 'WF-7K3M9Q',
      paidAt: '2026-12-31T23:30:00.000Z',
      what: 'Commande de la boutique',
      payer: 'Élise Moreau',
      email: 'elise@exemple.fr',
      method: 'transfer',
      amountCents: 4490,
      status: 'Expédiée',
    },
    {
      kind: 'donation',
      reference: 'DON-2B4C6D',
      paidAt: '2026-12-10T08:00:00.000Z',
      what: 'Don',
      payer: 'Zoé Lambert',
      email: 'zoe@exemple.fr',
      method: 'card',
      amountCents: 12_000,
      status: 'Payé',
    },
  ],
  page: 1,
  limit: 50,
  total: 2,
  pages: 1,
  totalCents: 16_490,
  byKind: { order: 4490, registration: 0, donation: 12_000 },
};

describe('the payments received', () => {
  it('lists every payment with its totals and export, and filters by period and kind', async () => {
    const calls = serve({
      ...session(TREASURER),
      'GET /api/admin/money?page=1&limit=50': { body: REPORT },
      'GET /api/admin/money?from=2026-12-01&to=2026-12-31&kind=donation&page=1&limit=50': {
        body: {
          ...REPORT,
          items: [REPORT.items[1]],
          total: 1,
          totalCents: 12_000,
          byKind: { order: 0, registration: 0, donation: 12_000 },
        },
      },
    });
    const { container } = await renderAdmin('/admin/paiements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiements reçus' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 paiements, 164,90 € en tout')).toBeInTheDocument());
    const totals = screen.getAllByRole('term')[0]!.closest('dl')!;
    expect(totals).toHaveTextContent('Commandes de la boutique44,90 €');
    expect(totals).toHaveTextContent('Inscriptions aux événements0,00 €');
    expect(totals).toHaveTextContent('Dons120,00 €');
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('44,90 € · Commande de la boutique');
    expect(items[0]).toHaveTextContent('par virement · WF-7K3M9Q · Élise Moreau (elise@exemple.fr)');
    expect(items[0]).toHaveTextContent('Aujourd’hui : Expédiée');
    expect(screen.getByRole('link', { name: 'Télécharger ces paiements (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/money.csv',
    );
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Payés à partir du'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('Jusqu’au'), '2026-12-31');
    await userEvent.selectOptions(screen.getByLabelText('Pour'), 'Dons');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(screen.getByText('1 paiement, 120,00 € en tout')).toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/paiements?du=2026-12-01&au=2026-12-31&type=donation');
    expect(screen.getByRole('link', { name: 'Télécharger ces paiements (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/money.csv?from=2026-12-01&to=2026-12-31&kind=donation',
    );
    expect(calls.every((call) => call.credentials === 'same-origin')).toBe(true);
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const calls = serve({ ...session(TREASURER), 'GET /api/admin/money?page=1&limit=50': { body: REPORT } });
    await renderAdmin('/admin/paiements');
    await userEvent.type(await screen.findByLabelText('Payés à partir du'), '2026-12-31');
    await userEvent.type(screen.getByLabelText('Jusqu’au'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(screen.getByText('La fin de la période ne peut précéder son début.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jusqu’au')).toHaveFocus();
    expect(calls.filter((call) => call.url.startsWith('/api/admin/money'))).toHaveLength(1);
  });

  it('is in the treasurer’s menu, and only there', async () => {
    serve({ ...session(TREASURER), 'GET /api/admin/money?page=1&limit=50': { body: REPORT } });
    const { unmount } = await renderAdmin('/admin');
    const menu = screen.getByRole('navigation', { name: 'Menu de l’administration' });
    expect(within(menu).getByRole('link', { name: 'Paiements reçus' })).toHaveAttribute('href', '/admin/paiements');
    unmount();
    serve(session({ email: 'paul@exemple.fr', roles: ['media'] }));
    await renderAdmin('/admin/paiements');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Accès réservé' }).length).toBeGreaterThan(0);
  });
});
