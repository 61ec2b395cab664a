import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ClubCompetition,
  Competition,
  CompetitionCandidate,
  CompetitionCategory,
  CompetitionEntry,
  CompetitionList,
} from '@wado/shared';
import * as shared from '@wado/shared';
import { renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';
import { ADMIN_ROOT } from '../paths';
import { axeViolations, mockApi, renderAdmin } from '../test/adminTest';

jest.mock('@wado/shared', () => ({ ...jest.requireActual('@wado/shared'), goToPaymentPage: jest.fn() }));

const BASE = '/api/admin/competition-entries';
const CLUBS = {
  items: [
    { id: 3, name: 'Wado Kai Rennes', city: 'Rennes' },
    { id: 5, name: 'Dojo Wado Marseille', city: 'Marseille' },
  ],
};

const category = (overrides: Partial<CompetitionCategory>): CompetitionCategory => ({
  id: 1,
  label: 'Kata minimes F confirmées',
  discipline: 'kata',
  sex: 'F',
  birthYearMin: 2012,
  birthYearMax: 2013,
  weightMinKg: null,
  weightMaxKg: null,
  minGrade: '4e kyu',
  ...overrides,
});

const COMPETITION: Competition = {
  eventId: 40,
  title: 'Championnat de France Wado',
  startDate: '2027-04-03',
  seasonId: 7,
  seasonLabel: '2026-2027',
  deadline: '2027-03-20',
  feeCents: 1500,
  status: 'open',
  acceptsEntries: true,
  categories: [
    category({}),
    category({
      id: 2,
      label: 'Kumite minimes M -45 kg',
      discipline: 'kumite',
      sex: 'M',
      weightMaxKg: 45,
      minGrade: null,
    }),
    category({
      id: 3,
      label: 'Kumite minimes M +45 kg',
      discipline: 'kumite',
      sex: 'M',
      weightMinKg: 45.1,
      minGrade: null,
    }),
  ],
};

const candidate = (overrides: Partial<CompetitionCandidate>): CompetitionCandidate => ({
  licenseeId: 21,
  firstName: 'Zoé',
  lastName: 'O’Connell',
  birthDate: '2012-12-01',
  sex: 'F',
  grade: '4e kyu',
  licenceNumber: 'WF26003051',
  kata: { ok: true, categoryId: 1, categoryLabel: 'Kata minimes F confirmées' },
  ...overrides,
});

const CANDIDATES = [
  candidate({}),
  candidate({
    licenseeId: 22,
    firstName: 'Inès',
    lastName: 'Boucher',
    birthDate: '2013-02-21',
    grade: '5e kyu',
    licenceNumber: 'WF26008655',
    kata: { ok: false, reason: 'Grade insuffisant : Kata minimes F confirmées demande au moins le 4e kyu (5e kyu).' },
  }),
  candidate({
    licenseeId: 23,
    firstName: 'Lucas',
    lastName: 'Boucher',
    birthDate: '2012-06-10',
    sex: 'M',
    grade: '3e kyu',
    licenceNumber: 'WF26008656',
    kata: { ok: false, reason: 'Aucune catégorie de kata pour son année de naissance et son sexe.' },
  }),
];

const entry = (overrides: Partial<CompetitionEntry>): CompetitionEntry => ({
  id: 101,
  licenseeId: 21,
  firstName: 'Zoé',
  lastName: 'O’Connell',
  birthDate: '2012-12-01',
  sex: 'F',
  grade: '4e kyu',
  licenceNumber: 'WF26003051',
  clubId: 3,
  clubName: 'Wado Kai Rennes',
  discipline: 'kata',
  categoryId: 1,
  categoryLabel: 'Kata minimes F confirmées',
  weightKg: null,
  status: 'pending',
  paymentReference: null,
  moves: [],
  ...overrides,
});

const VIEW: ClubCompetition = {
  competition: COMPETITION,
  clubId: 3,
  clubName: 'Wado Kai Rennes',
  candidates: CANDIDATES,
  entries: [],
  dueCents: 0,
};
const ENTERED: ClubCompetition = {
  ...VIEW,
  entries: [
    entry({}),
    entry({
      id: 102,
      licenseeId: 23,
      firstName: 'Lucas',
      lastName: 'Boucher',
      birthDate: '2012-06-10',
      sex: 'M',
      discipline: 'kumite',
      categoryId: 2,
      categoryLabel: 'Kumite minimes M -45 kg',
      weightKg: 42.5,
    }),
  ],
  dueCents: 3000,
};
const LIST: CompetitionList = { items: [COMPETITION], seasons: [], events: [] };

const routes = (view: () => ClubCompetition, more: Record<string, Parameters<typeof mockApi>[0][string]> = {}) => ({
  [`GET ${BASE}`]: { body: LIST },
  'GET /api/admin/clubs': { body: { items: [CLUBS.items[0]] } },
  'GET /api/payments/options': { body: { card: true } },
  [`GET ${BASE}/40/clubs/3`]: () => ({ body: view() }),
  ...more,
});

const MANAGER = {
  id: 4,
  email: 'bureau@wado-rennes.test',
  roles: ['club' as const],
  clubIds: [3],
};

describe('competitions: a club enters its licensees', () => {
  it('shows its one club at once, loading first, with each licensee’s category or why not', async () => {
    let answer: (value: { body: ClubCompetition }) => void = () => {};
    const api = mockApi({
      ...routes(() => VIEW),
      [`GET ${BASE}/40/clubs/3`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { container } = renderAdmin('competitions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscrire mes licenciés' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((call) => call.url)).toContain(`${BASE}/40/clubs/3`));
    expect(screen.getByText(/Chargement/)).toBeInTheDocument();
    answer({ body: VIEW });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Championnat de France Wado : Wado Kai Rennes' }),
    ).toBeInTheDocument();
    // One competition, one club: no chooser.
    expect(screen.queryByLabelText('Club')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Compétition')).not.toBeInTheDocument();
    const ines = screen.getByRole('row', { name: /Boucher Inès/ });
    expect(within(ines).getByRole('checkbox', { name: 'Kata : Inès Boucher' })).toBeDisabled();
    expect(ines).toHaveTextContent(
      'Grade insuffisant : Kata minimes F confirmées demande au moins le 4e kyu (5e kyu).',
    );
    const lucas = screen.getByRole('row', { name: /Boucher Lucas/ });
    expect(within(lucas).getByRole('checkbox', { name: 'Kata : Lucas Boucher' })).toBeDisabled();
    expect(within(lucas).getByRole('checkbox', { name: 'Kumite : Lucas Boucher' })).toBeEnabled();
    // Zoé: no kumite category for girls.
    const zoe = screen.getByRole('row', { name: /O’Connell Zoé/ });
    expect(within(zoe).getByRole('checkbox', { name: 'Kumite : Zoé O’Connell' })).toBeDisabled();
    expect(zoe).toHaveTextContent('Aucune catégorie de kumite pour son année de naissance et son sexe.');
    expect(screen.getByText('Aucune inscription pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Rien à régler pour le moment.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('computes the category as boxes are ticked and the weight typed, then enters them', async () => {
    let view = VIEW;
    const api = mockApi(
      routes(() => view, {
        [`POST ${BASE}/40/clubs/3/entries`]: () => {
          view = ENTERED;
          return {
            status: 201,
            body: { entered: ENTERED.entries, message: '2 inscriptions enregistrées. Réglez-les pour les confirmer.' },
          };
        },
      }),
    );
    const { container } = renderAdmin('competitions?evenement=40&club=3');
    const zoe = await screen.findByRole('row', { name: /O’Connell Zoé/ });
    await userEvent.click(within(zoe).getByRole('checkbox', { name: 'Kata : Zoé O’Connell' }));
    expect(zoe).toHaveTextContent('Catégorie : Kata minimes F confirmées');
    const lucas = screen.getByRole('row', { name: /Boucher Lucas/ });
    await userEvent.click(within(lucas).getByRole('checkbox', { name: 'Kumite : Lucas Boucher' }));
    expect(lucas).toHaveTextContent('Indiquez son poids pour le kumite.');
    // Not sent without the weight.
    await userEvent.click(screen.getByRole('button', { name: 'Inscrire' }));
    expect(
      await screen.findByRole('link', { name: /Lucas Boucher \(kumite\) : indiquez son poids en kilos/ }),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    const weight = within(lucas).getByLabelText('Poids (kg) de Lucas Boucher');
    await userEvent.type(weight, '47');
    expect(lucas).toHaveTextContent('Catégorie : Kumite minimes M +45 kg');
    await userEvent.clear(weight);
    await userEvent.type(weight, '42,5');
    expect(lucas).toHaveTextContent('Catégorie : Kumite minimes M -45 kg');
    expect(screen.getByText('2 inscriptions cochées : 30,00 € à régler.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Inscrire' }));
    expect(await screen.findByText('2 inscriptions enregistrées. Réglez-les pour les confirmer.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: `${BASE}/40/clubs/3/entries`,
        body: {
          entries: [
            { licenseeId: 21, discipline: 'kata' },
            { licenseeId: 23, discipline: 'kumite', weightKg: 42.5 },
          ],
        },
      },
    ]);
    const entries = await screen.findByRole('region', { name: 'Inscriptions du club' });
    await waitFor(() => expect(within(entries).getAllByText('À payer')).toHaveLength(2));
    expect(await screen.findByText(/Montant à régler/)).toHaveTextContent('Montant à régler : 30,00 €');
    expect(
      within(screen.getByRole('region', { name: 'Tableau des licenciés à inscrire' })).getByRole('row', {
        name: /O’Connell Zoé/,
      }),
    ).toHaveTextContent('Inscrit : Kata minimes F confirmées');
  });

  it('shows each refusal of the API next to its licensee, nothing being entered', async () => {
    const api = mockApi(
      routes(() => VIEW, {
        [`POST ${BASE}/40/clubs/3/entries`]: {
          status: 400,
          body: {
            error: 'Bad Request',
            message:
              'Une inscription est refusée : rien n’a été enregistré. Retirez-les ou corrigez-les, puis envoyez de nouveau.',
            refused: [
              {
                licenseeId: 21,
                name: 'Zoé O’Connell',
                discipline: 'kata',
                reason: 'Pas de licence délivrée par Wado Kai Rennes pour la saison 2026-2027.',
              },
            ],
          },
        },
      }),
    );
    const { container } = renderAdmin('competitions');
    const zoe = await screen.findByRole('row', { name: /O’Connell Zoé/ });
    await userEvent.click(within(zoe).getByRole('checkbox', { name: 'Kata : Zoé O’Connell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Inscrire' }));
    expect(
      await screen.findByText(
        'Une inscription est refusée : rien n’a été enregistré. Retirez-les ou corrigez-les, puis envoyez de nouveau.',
      ),
    ).toBeInTheDocument();
    expect(zoe).toHaveTextContent('Refusé : Pas de licence délivrée par Wado Kai Rennes pour la saison 2026-2027.');
    expect(api.writes()).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('withdraws an unpaid entry after a confirmation, and pays by card or by transfer', async () => {
    let view = ENTERED;
    const api = mockApi(
      routes(() => view, {
        [`POST ${BASE}/40/clubs/3/entries/102/withdraw`]: () => {
          view = { ...ENTERED, entries: [ENTERED.entries[0]!], dueCents: 1500 };
          return { body: { message: 'Inscription retirée : Lucas Boucher.' } };
        },
        [`POST ${BASE}/40/clubs/3/payments`]: ({ body }) =>
          (body as { method: string }).method === 'card'
            ? {
                status: 201,
                body: {
                  reference: 'CP7K3M9Q',
                  totalCents: 1500,
                  redirectUrl: 'https://helloasso.test/pay/1',
                  message: 'Paiement de 15,00 € par carte : la page de HelloAsso s’ouvre.',
                },
              }
            : {
                status: 201,
                body: {
                  reference: 'CP2B4C6D',
                  totalCents: 1500,
                  redirectUrl: null,
                  message:
                    'Virement de 15,00 € à faire à Wado France (IBAN FR76 0000, BIC AGRIFRPP) en indiquant la référence CP2B4C6D. Les inscriptions sont confirmées dès que l’association l’a reçu.',
                },
              },
      }),
    );
    const { container } = renderAdmin('competitions');
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Lucas Boucher (kumite)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer l’inscription de Lucas Boucher en kumite ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer l’inscription' }));
    expect(await screen.findByText('Inscription retirée : Lucas Boucher.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Montant à régler/)).toHaveTextContent('15,00 €'));

    await userEvent.click(screen.getByRole('button', { name: 'Payer par virement' }));
    expect(await screen.findByText(/en indiquant la référence CP2B4C6D/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Payer par carte' }));
    await waitFor(() => expect(shared.goToPaymentPage).toHaveBeenCalledWith('https://helloasso.test/pay/1'));
    expect(screen.getByRole('button', { name: 'Ouverture de HelloAsso…' })).toBeDisabled();
    expect(api.writes().map((call) => [call.url, call.body])).toEqual([
      [`${BASE}/40/clubs/3/entries/102/withdraw`, undefined],
      [`${BASE}/40/clubs/3/payments`, { method: 'transfer' }],
      [`${BASE}/40/clubs/3/payments`, { method: 'card' }],
    ]);
  });

  it('comes back from HelloAsso: the payment read back, the entries paid, the address cleaned', async () => {
    let paid = false;
    const api = mockApi(
      routes(
        () =>
          paid
            ? {
                ...ENTERED,
                entries: ENTERED.entries.map((item) => ({ ...item, status: 'paid' as const })),
                dueCents: 0,
              }
            : ENTERED,
        {
          'POST /api/payments/card/return': () => {
            paid = true;
            return { body: { status: 'paid', purpose: 'competition' } };
          },
        },
      ),
    );
    const { container } = renderAdminScreens(
      screens,
      ADMIN_ROOT,
      'competitions?evenement=40&club=3&paiement=tok123&checkoutIntentId=77',
      MANAGER,
    );
    expect(await screen.findByText('Paiement reçu : les inscriptions réglées sont confirmées.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Tout est réglé.')).toBeInTheDocument());
    expect(screen.getAllByText('Payée')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/admin/mf-media/competitions?evenement=40&club=3');
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/payments/card/return', body: { payment: 'tok123', checkoutIntentId: 77 } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the competition is closed: no one may be entered, the entries stay payable', async () => {
    mockApi(
      routes(() => ({
        ...ENTERED,
        competition: { ...COMPETITION, status: 'closed', acceptsEntries: false },
      })),
    );
    const { container } = renderAdmin('competitions');
    expect(
      await screen.findByText(/Les organisateurs ont clos les inscriptions : vous ne pouvez plus inscrire personne./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inscrire' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Payer par carte' })).toBeInTheDocument();
    expect(screen.getByText('Inscriptions closes par l’organisation')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets the association choose the competition and the club; says when nothing is open', async () => {
    const other: Competition = { ...COMPETITION, eventId: 41, title: 'Coupe de France Wado', startDate: '2027-10-09' };
    const api = mockApi({
      ...routes(() => VIEW),
      [`GET ${BASE}`]: { body: { ...LIST, items: [COMPETITION, other] } },
      'GET /api/admin/clubs': { body: CLUBS },
      [`GET ${BASE}/41/clubs/5`]: {
        status: 404,
        body: {
          error: 'Not Found',
          message: 'Cette compétition est introuvable, ou ses inscriptions ne sont pas ouvertes.',
        },
      },
    });
    renderAdmin('competitions');
    // By name: Marseille first.
    expect(await screen.findByLabelText('Club')).toHaveValue('5');
    await userEvent.selectOptions(screen.getByLabelText('Club'), '3');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Championnat de France Wado : Wado Kai Rennes' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Compétition'), '41');
    await userEvent.selectOptions(screen.getByLabelText('Club'), '5');
    expect(
      await screen.findByText('Cette compétition est introuvable, ou ses inscriptions ne sont pas ouvertes.'),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toContain(`${BASE}/41/clubs/5`);
  });

  it('says so when no competition is open, and when the club has no licensee with a licence', async () => {
    mockApi({ ...routes(() => VIEW), [`GET ${BASE}`]: { body: { ...LIST, items: [] } } });
    const first = renderAdmin('competitions');
    expect(await screen.findByText(/Aucune compétition n’est ouverte aux inscriptions des clubs/)).toBeInTheDocument();
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();

    mockApi(routes(() => ({ ...VIEW, candidates: [] })));
    const { container } = renderAdmin('competitions');
    expect(
      await screen.findByText(/Aucun licencié de ce club n’a de licence délivrée pour la saison 2026-2027/),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the API’s error in French, with « Réessayer »', async () => {
    mockApi({
      ...routes(() => VIEW),
      'GET /api/admin/clubs': { status: 500, body: { error: 'Internal Server Error', message: 'Erreur du serveur.' } },
    });
    renderAdmin('competitions');
    expect(await screen.findByText('Erreur du serveur.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
