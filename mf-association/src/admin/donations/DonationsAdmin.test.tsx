import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDonation, AdminDonationList } from '@wado/shared';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';

const ROOT = '/admin/mf-association';
const PAID: AdminDonation = {
  reference: 'DON-7K3M9Q',
  status: 'paid',
  amountCents: 12_000,
  firstName: 'Zoé',
  lastName: 'Lambert',
  email: 'zoe.lambert@exemple.fr',
  address: '12 rue des Lilas',
  postcode: '69003',
  city: 'Lyon',
  createdAt: '2026-05-04T08:00:00Z',
  paidAt: '2026-05-04T08:02:00Z',
  receiptNumber: '2026-0007',
};
const PENDING: AdminDonation = {
  ...PAID,
  reference: 'DON-2B4C6D',
  status: 'pending_payment',
  amountCents: 2000,
  firstName: 'Paul',
  lastName: 'Girard',
  email: 'paul.girard@exemple.fr',
  paidAt: null,
  receiptNumber: null,
};
const listOf = (items: AdminDonation[], paidCents = 12_000): AdminDonationList => ({
  items,
  page: 1,
  limit: 50,
  total: items.length,
  pages: 1,
  paidCents,
});
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the treasurer’s donations', () => {
  it('is a screen of the treasurer only', () => {
    const entry = screens.find((candidate) => candidate.path === 'dons')!;
    expect(entry).toMatchObject({ label: 'Dons', roles: ['treasurer'] });
  });

  it('lists the donations with their donor, amount, status and receipt, and has no accessibility problem', async () => {
    mockApi({ 'GET /api/admin/donations?page=1&limit=50': { body: listOf([PENDING, PAID]) } });
    const { container } = renderAdminScreens(screens, ROOT, 'dons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dons' })).toBeInTheDocument();
    expect(plain((await screen.findByText(/^2 dons,/)).textContent)).toBe('2 dons, 120,00 € payés');
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('En attente de paiement')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('heading', { level: 2 })).toHaveTextContent('DON-7K3M9Q Zoé Lambert');
    expect(within(items[1]!).getByText('Payé')).toBeInTheDocument();
    expect(plain(within(items[1]!).getByText(/reçu fiscal n° 2026-0007/).textContent)).toMatch(/^120,00 € · payé le /);
    expect(within(items[1]!).getByRole('link', { name: 'Voir le reçu n° 2026-0007' })).toHaveAttribute(
      'href',
      '/api/admin/donations/DON-7K3M9Q/recu.pdf',
    );
    expect(screen.getByRole('link', { name: 'Télécharger tous les dons (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/donations.csv',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('filters by status and text, in the address, and exports the same donations', async () => {
    const api = mockApi({
      'GET /api/admin/donations?page=1&limit=50': { body: listOf([PENDING, PAID]) },
      'GET /api/admin/donations?status=paid&page=1&limit=50': { body: listOf([PAID]) },
      'GET /api/admin/donations?q=lambert&status=paid&page=1&limit=50': { body: listOf([PAID]) },
    });
    renderAdminScreens(screens, ROOT, 'dons');
    await screen.findByText(/2 dons/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'paid');
    expect(await screen.findByText(/^1 don,/)).toBeInTheDocument();
    expect(currentPathUnder(ROOT)).toBe('dons?statut=paid');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Référence, reçu, nom ou e-mail' }), ' lambert ');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(currentPathUnder(ROOT)).toBe('dons?statut=paid&q=lambert');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Télécharger ces dons (CSV)' })).toHaveAttribute(
        'href',
        '/api/admin/donations.csv?q=lambert&status=paid',
      ),
    );
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/donations?q=lambert&status=paid&page=1&limit=50');
  });

  it('sends a receipt again after asking, and says so', async () => {
    const api = mockApi({
      'GET /api/admin/donations?page=1&limit=50': { body: listOf([PAID]) },
      'POST /api/admin/donations/DON-7K3M9Q/receipt-email': { body: PAID },
    });
    renderAdminScreens(screens, ROOT, 'dons');
    await userEvent.click(await screen.findByRole('button', { name: 'Renvoyer le reçu par e-mail' }));
    expect(screen.getByText('Renvoyer le reçu fiscal n° 2026-0007 à zoe.lambert@exemple.fr ?')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));
    expect(
      await screen.findByText('Le reçu fiscal n° 2026-0007 est renvoyé à zoe.lambert@exemple.fr.'),
    ).toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/admin/donations/DON-7K3M9Q/receipt-email',
    ]);
  });

  it('shows the server’s refusal in French', async () => {
    mockApi({
      'GET /api/admin/donations?page=1&limit=50': { body: listOf([PAID]) },
      'POST /api/admin/donations/DON-7K3M9Q/receipt-email': {
        status: 403,
        body: {
          error: 'Forbidden',
          message: 'Votre rôle ne permet pas cette action : demandez-la à un administrateur.',
        },
      },
    });
    renderAdminScreens(screens, ROOT, 'dons');
    await userEvent.click(await screen.findByRole('button', { name: 'Renvoyer le reçu par e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Votre rôle ne permet pas cette action'));
  });

  it('says when there is no donation yet', async () => {
    mockApi({ 'GET /api/admin/donations?page=1&limit=50': { body: listOf([], 0) } });
    renderAdminScreens(screens, ROOT, 'dons');
    expect(await screen.findByText('Aucun don pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /CSV/ })).toBeNull();
  });
});
