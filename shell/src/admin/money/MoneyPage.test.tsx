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
  byKind: { order: 4490, registration: 0, donation: 12_000, season: 0, competition: 0 },
};

const NO_ENTRY_TRANSFER = { 'GET /api/admin/competition-entries/payments/pending': { body: { items: [] } } };
const NO_TRANSFER = { 'GET /api/admin/licensees/payments/pending': { body: { items: [] } }, ...NO_ENTRY_TRANSFER };

describe('the payments received', () => {
  it('lists every payment with its totals and export, and filters by period and kind', async () => {
    const calls = serve({
      ...session(TREASURER),
      ...NO_TRANSFER,
      'GET /api/admin/money?page=1&limit=50': { body: REPORT },
      'GET /api/admin/money?from=2026-12-01&to=2026-12-31&kind=donation&page=1&limit=50': {
        body: {
          ...REPORT,
          items: [REPORT.items[1]],
          total: 1,
          totalCents: 12_000,
          byKind: { order: 0, registration: 0, donation: 12_000, season: 0, competition: 0 },
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
    expect(totals).toHaveTextContent('Saisons des clubs0,00 €');
    expect(screen.getByText('Aucun virement de club n’est attendu.')).toBeInTheDocument();
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
    const calls = serve({
      ...session(TREASURER),
      ...NO_TRANSFER,
      'GET /api/admin/money?page=1&limit=50': { body: REPORT },
    });
    await renderAdmin('/admin/paiements');
    await userEvent.type(await screen.findByLabelText('Payés à partir du'), '2026-12-31');
    await userEvent.type(screen.getByLabelText('Jusqu’au'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(screen.getByText('La fin de la période ne peut précéder son début.')).toBeInTheDocument();
    expect(screen.getByLabelText('Jusqu’au')).toHaveFocus();
    expect(calls.filter((call) => call.url.startsWith('/api/admin/money'))).toHaveLength(1);
  });

  it('is in the treasurer’s menu, and only there', async () => {
    serve({ ...session(TREASURER), ...NO_TRANSFER, 'GET /api/admin/money?page=1&limit=50': { body: REPORT } });
    const { unmount } = await renderAdmin('/admin');
    const menu = screen.getByRole('navigation', { name: 'Menu de l’administration' });
    expect(within(menu).getByRole('link', { name: 'Paiements reçus' })).toHaveAttribute('href', '/admin/paiements');
    unmount();
    serve(session({ email: 'paul@exemple.fr', roles: ['media'] }));
    await renderAdmin('/admin/paiements');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Accès réservé' }).length).toBeGreaterThan(0);
  });

  it('records a club’s season transfer that arrived, and shows it among the payments at once', async () => {
    const TRANSFER = {
      reference: 'SAI-4-9F8E7D6C',
      club: { id: 4, name: 'Wado Club Nantes' },
      season: { id: 2, label: '2026-2027' },
      totalCents: 22_800,
      licenceCount: 2,
      createdAt: '2026-11-20T09:30:00.000Z',
      createdBy: 'bureau@wado-nantes.fr',
    };
    const SEASON_LINE = {
      kind: 'season' as const,
      reference: TRANSFER.reference,
      paidAt: '2026-12-07T10:00:00.000Z',
      what: 'Saison 2026-2027 : Wado Club Nantes',
      payer: 'Wado Club Nantes',
      email: TRANSFER.createdBy,
      method: 'transfer',
      amountCents: 22_800,
      status: 'Payée, licences délivrées',
    };
    let recorded = false;
    const calls = serve({
      ...session(TREASURER),
      ...NO_ENTRY_TRANSFER,
      'GET /api/admin/licensees/payments/pending': () => ({ body: { items: recorded ? [] : [TRANSFER] } }),
      'GET /api/admin/money?page=1&limit=50': () => ({
        body: recorded
          ? {
              ...REPORT,
              items: [SEASON_LINE, ...REPORT.items],
              total: 3,
              totalCents: REPORT.totalCents + 22_800,
              byKind: { ...REPORT.byKind, season: 22_800 },
            }
          : REPORT,
      }),
      'POST /api/admin/licensees/payments/SAI-4-9F8E7D6C/received': () => {
        recorded = true;
        return {
          body: { message: 'Virement enregistré : les licences de ce paiement sont délivrées, avec leur numéro.' },
        };
      },
    });
    const { container } = await renderAdmin('/admin/paiements');
    const waiting = await screen.findByRole('region', { name: 'Virements des clubs à recevoir' });
    await waitFor(() => expect(within(waiting).getByText('1 virement attendu', { exact: false })).toBeInTheDocument());
    expect(within(waiting).getByRole('heading', { level: 3 })).toHaveTextContent(
      '228,00 € · Wado Club Nantes, saison 2026-2027',
    );
    expect(waiting).toHaveTextContent('Référence SAI-4-9F8E7D6C · affiliation et 2 licences');
    expect(waiting).toHaveTextContent('par bureau@wado-nantes.fr');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(waiting).getByRole('button', { name: 'Virement reçu' }));
    expect(
      within(waiting).getByText(/Le virement de 228,00 € de Wado Club Nantes \(référence SAI-4-9F8E7D6C\)/),
    ).toBeInTheDocument();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Oui, l’enregistrer' }));
    expect(await within(waiting).findByRole('status')).toHaveTextContent(
      'Wado Club Nantes : Virement enregistré : les licences de ce paiement sont délivrées, avec leur numéro.',
    );
    await waitFor(() => expect(within(waiting).getByText('Aucun virement de club n’est attendu.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('3 paiements, 392,90 € en tout')).toBeInTheDocument());
    expect(screen.getAllByRole('term')[0]!.closest('dl')).toHaveTextContent('Saisons des clubs228,00 €');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says so when the transfer was recorded meanwhile, and shows the list as it is now', async () => {
    const TRANSFER = {
      reference: 'SAI-4-9F8E7D6C',
      club: { id: 4, name: 'Wado Club Nantes' },
      season: { id: 2, label: '2026-2027' },
      totalCents: 15_000,
      licenceCount: 0,
      createdAt: '2026-11-20T09:30:00.000Z',
      createdBy: 'bureau@wado-nantes.fr',
    };
    let asked = 0;
    serve({
      ...session(TREASURER),
      ...NO_ENTRY_TRANSFER,
      'GET /api/admin/licensees/payments/pending': () => ({ body: { items: asked++ === 0 ? [TRANSFER] : [] } }),
      'GET /api/admin/money?page=1&limit=50': { body: REPORT },
      'POST /api/admin/licensees/payments/SAI-4-9F8E7D6C/received': {
        status: 409,
        body: { message: 'Ce paiement est déjà enregistré.' },
      },
    });
    await renderAdmin('/admin/paiements');
    const waiting = await screen.findByRole('region', { name: 'Virements des clubs à recevoir' });
    expect(await within(waiting).findByText(/affiliation seule/)).toBeInTheDocument();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Virement reçu' }));
    await userEvent.click(within(waiting).getByRole('button', { name: 'Oui, l’enregistrer' }));
    expect(await within(waiting).findByRole('alert')).toHaveTextContent('Ce paiement est déjà enregistré.');
    await waitFor(() => expect(within(waiting).getByText('Aucun virement de club n’est attendu.')).toBeInTheDocument());
  });

  it('lists a club’s transfer for its competition entries with the seasons’, oldest first, and records it', async () => {
    const SEASON = {
      reference: 'SAI-4-9F8E7D6C',
      club: { id: 4, name: 'Wado Club Nantes' },
      season: { id: 2, label: '2026-2027' },
      totalCents: 15_000,
      licenceCount: 0,
      createdAt: '2026-11-20T09:30:00.000Z',
      createdBy: 'bureau@wado-nantes.fr',
    };
    const ENTRIES = {
      reference: 'CP-7-1A2B3C4D',
      club: { id: 7, name: 'Wado Kai Rennes' },
      competition: { eventId: 12, title: 'Championnat de France Wado' },
      totalCents: 4_500,
      entryCount: 3,
      createdAt: '2026-11-18T08:00:00.000Z',
      createdBy: 'club@wado-rennes.test',
    };
    let recorded = false;
    const calls = serve({
      ...session(TREASURER),
      'GET /api/admin/licensees/payments/pending': { body: { items: [SEASON] } },
      'GET /api/admin/competition-entries/payments/pending': () => ({ body: { items: recorded ? [] : [ENTRIES] } }),
      'GET /api/admin/money?page=1&limit=50': { body: REPORT },
      'POST /api/admin/competition-entries/payments/CP-7-1A2B3C4D/received': () => {
        recorded = true;
        return { body: { message: 'Virement CP-7-1A2B3C4D enregistré : les inscriptions qu’il couvre sont payées.' } };
      },
    });
    const { container } = await renderAdmin('/admin/paiements');
    const waiting = await screen.findByRole('region', { name: 'Virements des clubs à recevoir' });
    await waitFor(() => expect(within(waiting).getAllByRole('heading', { level: 3 })).toHaveLength(2));
    const [first, second] = within(waiting).getAllByRole('heading', { level: 3 });
    expect(first).toHaveTextContent('45,00 € · Wado Kai Rennes, inscriptions à Championnat de France Wado');
    expect(second).toHaveTextContent('150,00 € · Wado Club Nantes, saison 2026-2027');
    expect(waiting).toHaveTextContent('Référence CP-7-1A2B3C4D · 3 inscriptions');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(waiting).getAllByRole('button', { name: 'Virement reçu' })[0]!);
    expect(within(waiting).getByText(/Les inscriptions de ce paiement seront confirmées\./)).toBeInTheDocument();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Oui, l’enregistrer' }));
    expect(await within(waiting).findByRole('status')).toHaveTextContent(
      'Wado Kai Rennes : Virement CP-7-1A2B3C4D enregistré : les inscriptions qu’il couvre sont payées.',
    );
    await waitFor(() => expect(within(waiting).getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/competition-entries/payments/CP-7-1A2B3C4D/received',
    ]);
  });
});
