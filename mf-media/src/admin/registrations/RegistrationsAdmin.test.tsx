import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEventRegistrations, AdminRegistration, AdminRegistrationEvents } from '@wado/shared';
import { axeViolations, mockApi, renderAdmin } from '../test/adminTest';

const EVENTS: AdminRegistrationEvents = {
  items: [
    {
      id: 11,
      slug: 'stage-hiver-2026',
      title: 'Stage national d’hiver',
      startDate: '2026-12-19',
      endDate: '2026-12-20',
      public: true,
      registrations: { status: 'open', capacity: 40, deadline: '2026-12-14T22:59:00.000Z', taken: 40, waiting: 3 },
    },
    {
      id: 12,
      slug: 'assemblee-2027',
      title: 'Assemblée générale',
      startDate: '2027-02-20',
      endDate: '2027-02-20',
      public: false,
      registrations: null,
    },
  ],
  page: 1,
  limit: 20,
  total: 2,
  pages: 1,
};

const registrant = (overrides: Partial<AdminRegistration>): AdminRegistration => ({
  reference: 'IN-7K3M9Q',
  status: 'confirmed',
  firstName: 'Élise',
  lastName: 'Hébert',
  email: 'elise.hebert@exemple.fr',
  licenceNumber: null,
  memberPricing: false,
  club: '',
  grade: null,
  category: null,
  amountCents: 0,
  paidCents: null,
  paidAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  holdUntil: null,
  waitingRank: null,
  note: '',
  ...overrides,
});

const NOT_OPENED: AdminEventRegistrations = {
  event: {
    id: 12,
    slug: 'assemblee-2027',
    title: 'Assemblée générale',
    startDate: '2027-02-20',
    endDate: '2027-02-20',
    public: false,
  },
  settings: null,
  counts: { confirmed: 0, pendingPayment: 0, waiting: 0, cancelled: 0, expired: 0, taken: 0 },
  cardPayments: false,
  registrants: [],
};

const OPEN: AdminEventRegistrations = {
  event: {
    id: 11,
    slug: 'stage-hiver-2026',
    title: 'Stage national d’hiver',
    startDate: '2026-12-19',
    endDate: '2026-12-20',
    public: true,
  },
  settings: {
    capacity: 2,
    deadline: '2026-12-14T22:59:00.000Z',
    priceCents: 3500,
    memberPriceCents: 2000,
    questions: { licence: true, club: true, grade: true, category: false },
    status: 'open',
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  counts: { confirmed: 1, pendingPayment: 1, waiting: 1, cancelled: 1, expired: 0, taken: 2 },
  cardPayments: true,
  registrants: [
    registrant({
      licenceNumber: 'WF26004217',
      memberPricing: true,
      club: 'Dojo Wado de la Croix-Rousse',
      grade: 'kyu-2',
      amountCents: 2000,
      paidCents: 2000,
      paidAt: '2026-11-20T09:40:00.000Z',
    }),
    registrant({
      reference: 'IN-2B4C6D',
      status: 'pending_payment',
      firstName: 'Mathis',
      lastName: 'Garnier',
      email: 'mathis@exemple.fr',
      amountCents: 3500,
      holdUntil: '2026-11-21T10:00:00.000Z',
    }),
    registrant({
      reference: 'IN-8H9J2K',
      status: 'waiting',
      firstName: 'Inès',
      lastName: 'Boucher',
      email: 'ines@exemple.fr',
      amountCents: 3500,
      waitingRank: 1,
    }),
    registrant({
      reference: 'IN-3M4N5P',
      status: 'cancelled',
      firstName: 'Yanis',
      lastName: 'Roux',
      email: 'yanis@exemple.fr',
      note: 'Annulée par la personne inscrite le 21 novembre 2026 à 8 h',
    }),
  ],
};

describe('registrations: the events', () => {
  it('lists the upcoming events with their registrations at a glance, then the past ones', async () => {
    const api = mockApi({
      'GET /api/admin/event-registrations?period=upcoming&page=1&limit=20': { body: EVENTS },
      'GET /api/admin/event-registrations?period=past&page=1&limit=20': {
        body: { ...EVENTS, items: [], total: 0, pages: 0 },
      },
    });
    const { container } = renderAdmin('inscriptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscriptions aux événements' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Stage national d’hiver' });
    expect(link).toHaveAttribute('href', '/admin/mf-media/inscriptions/11');
    expect(screen.getByText(/40 \/ 40 places prises · 3 en liste d’attente/)).toBeInTheDocument();
    expect(screen.getByText(/^Ouvertes jusqu’au 14 décembre 2026 à 23:59/)).toBeInTheDocument();
    expect(screen.getByText('Pas d’inscription en ligne')).toBeInTheDocument();
    expect(screen.getByText(/pas encore publié sur le site/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Passés' }));
    expect(await screen.findByText('Aucun événement passé.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/event-registrations?period=past&page=1&limit=20');
  });
});

describe('registrations: an event', () => {
  it('opens them: places, deadline in Paris time, prices in euros, questions, each field checked first', async () => {
    const api = mockApi({
      'GET /api/admin/event-registrations/12': { body: NOT_OPENED },
      'PUT /api/admin/event-registrations/12': ({ body }) => ({
        body: {
          ...NOT_OPENED,
          settings: { ...(body as object), status: 'open', updatedAt: '2026-11-25T10:00:00.000Z' },
        },
      }),
    });
    const { container } = renderAdmin('inscriptions/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inscriptions : Assemblée générale' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/pas encore publié : le formulaire d’inscription n’apparaîtra/)).toBeInTheDocument();
    expect(screen.getByText('Aucune inscription : ouvrez-les ci-dessus.')).toBeInTheDocument();
    // The deadline offered: the eve of the event, 23:59.
    expect(screen.getByLabelText(/Date limite d’inscription/)).toHaveValue('2027-02-19T23:59');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir les inscriptions' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Nombre de places : saisissez un nombre entier entre 1 et 5000.');
    expect(api.writes()).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Nombre de places/), '120');
    await userEvent.clear(screen.getByLabelText(/Tarif licencié/));
    await userEvent.type(screen.getByLabelText(/Tarif licencié/), '12,50');
    await userEvent.clear(screen.getByLabelText(/Tarif non licencié/));
    await userEvent.type(screen.getByLabelText(/Tarif non licencié/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir les inscriptions' }));
    expect(await screen.findAllByText('Tarif licencié : il ne peut pas dépasser le tarif non licencié.')).toHaveLength(
      2,
    );
    // Paid without card payment: the organizer is told the form will not show.
    expect(screen.getByText(/Le paiement par carte \(HelloAsso\) n’est pas configuré sur ce site/)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Tarif licencié/));
    await userEvent.type(screen.getByLabelText(/Tarif licencié/), '0');
    await userEvent.clear(screen.getByLabelText(/Tarif non licencié/));
    await userEvent.type(screen.getByLabelText(/Tarif non licencié/), '0');
    expect(screen.queryByText(/n’est pas configuré sur ce site/)).not.toBeInTheDocument();
    const deadline = screen.getByLabelText(/Date limite d’inscription/);
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '2027-02-15T18:00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Club' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Catégorie d’âge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir les inscriptions' }));
    expect(await screen.findByText('Les inscriptions sont ouvertes.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/event-registrations/12',
        body: {
          capacity: 120,
          deadline: '2027-02-15T17:00:00.000Z',
          priceCents: 0,
          memberPriceCents: 0,
          questions: { licence: false, club: true, grade: false, category: true },
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeInTheDocument();
  });

  it('shows the registrants by status, with their answers, the waiting list’s ranks, the CSV, and the places taken', async () => {
    mockApi({ 'GET /api/admin/event-registrations/11': { body: OPEN } });
    const { container } = renderAdmin('inscriptions/11');
    await waitFor(() => expect(screen.getByTestId('places-taken')).toHaveTextContent('2 places prises sur 2'));
    expect(screen.getByRole('link', { name: /Voir la page de l’événement/ })).toHaveAttribute(
      'href',
      '/event/stage-hiver-2026',
    );
    expect(screen.getByRole('link', { name: 'Télécharger la liste (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/event-registrations/11/registrants.csv',
    );
    const confirmed = screen.getByRole('region', { name: 'Confirmées' });
    expect(confirmed).toHaveTextContent('Élise Hébert');
    expect(confirmed).toHaveTextContent(
      /Licence WF26004217 · Dojo Wado de la Croix-Rousse · 2e kyu · 20,00\s€ \(tarif licencié\) · payé 20,00\s€ le 20 novembre 2026/,
    );
    const pending = screen.getByRole('region', { name: 'En attente de paiement' });
    expect(pending).toHaveTextContent('Place réservée jusqu’au 21 novembre 2026 à 11:00');
    expect(screen.getByRole('region', { name: 'Liste d’attente' })).toHaveTextContent('1. Inès Boucher');
    const ended = screen.getByRole('region', { name: 'Annulées et expirées' });
    expect(ended).toHaveTextContent('Annulée par la personne inscrite');
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('cancels a registration after a confirmation, the place going to the waiting list', async () => {
    const after: AdminEventRegistrations = {
      ...OPEN,
      counts: { ...OPEN.counts, confirmed: 1, pendingPayment: 1, waiting: 0, cancelled: 2 },
      registrants: OPEN.registrants.map((row) =>
        row.reference === 'IN-7K3M9Q'
          ? { ...row, status: 'cancelled', note: 'Annulée par l’organisation' }
          : row.reference === 'IN-8H9J2K'
            ? { ...row, status: 'pending_payment', waitingRank: null, holdUntil: '2026-11-27T10:00:00.000Z' }
            : row,
      ),
    };
    const api = mockApi({
      'GET /api/admin/event-registrations/11': { body: OPEN },
      'POST /api/admin/registrations/IN-7K3M9Q/cancel': { body: after },
    });
    renderAdmin('inscriptions/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler l’inscription de Élise Hébert' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler l’inscription de Élise Hébert ?' });
    expect(dialog).toHaveTextContent(/Son paiement de 20,00\s€ est à lui rembourser/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler l’inscription de Élise Hébert' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler l’inscription' }),
    );
    expect(await screen.findByText('L’inscription de Élise Hébert est annulée.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/registrations/IN-7K3M9Q/cancel', body: undefined },
    ]);
    expect(screen.queryByRole('region', { name: 'Liste d’attente' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'En attente de paiement' })).toHaveTextContent('Inès Boucher');
  });

  it('closes them after a confirmation, and says why when the server refuses', async () => {
    const api = mockApi({
      'GET /api/admin/event-registrations/11': { body: OPEN },
      'POST /api/admin/event-registrations/11/close': {
        status: 409,
        body: { error: 'Conflict', message: 'Les inscriptions de cet événement sont déjà closes.' },
      },
    });
    renderAdmin('inscriptions/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Clore les inscriptions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clore les inscriptions ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clore les inscriptions' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Les inscriptions de cet événement sont déjà closes.',
      ),
    );
    expect(api.writes()).toHaveLength(1);
  });

  it('says so for an unknown event', async () => {
    mockApi({});
    renderAdmin('inscriptions/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Événement introuvable' })).toBeInTheDocument();
  });
});
