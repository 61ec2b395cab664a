import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Competition,
  CompetitionCategory,
  CompetitionEntriesByCategory,
  CompetitionEntry,
  CompetitionList,
} from '@wado/shared';
import { axeViolations, mockApi, renderAdmin } from '../test/adminTest';

const BASE = '/api/admin/competition-entries';
const SEASONS: CompetitionList['seasons'] = [
  { id: 7, label: '2026-2027', startsOn: '2026-09-01', endsOn: '2027-08-31' },
  { id: 6, label: '2025-2026', startsOn: '2025-09-01', endsOn: '2026-08-31' },
];

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

const CATEGORIES = [
  category({}),
  category({
    id: 2,
    label: 'Kumite seniors M -75 kg',
    discipline: 'kumite',
    sex: 'M',
    birthYearMin: null,
    birthYearMax: 2006,
    weightMaxKg: 75,
    minGrade: null,
  }),
  category({
    id: 3,
    label: 'Kumite seniors M +75 kg',
    discipline: 'kumite',
    sex: 'M',
    birthYearMin: null,
    birthYearMax: 2006,
    weightMinKg: 75.1,
    minGrade: null,
  }),
];

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
  categories: CATEGORIES,
};

const entry = (overrides: Partial<CompetitionEntry>): CompetitionEntry => ({
  id: 101,
  licenseeId: 9,
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
  status: 'paid',
  paymentReference: 'CP7K3M9Q',
  moves: [],
  ...overrides,
});

const ENTRIES: CompetitionEntriesByCategory = {
  competition: COMPETITION,
  categories: [
    { category: CATEGORIES[0]!, entries: [entry({})] },
    {
      category: CATEGORIES[1]!,
      entries: [
        entry({
          id: 102,
          licenseeId: 10,
          firstName: 'Hugo',
          lastName: 'Da Silva',
          birthDate: '1995-01-17',
          sex: 'M',
          grade: '1er kyu',
          discipline: 'kumite',
          categoryId: 2,
          categoryLabel: 'Kumite seniors M -75 kg',
          weightKg: 74.5,
          status: 'pending',
          clubName: 'Wado Ryu Lille Métropole',
        }),
      ],
    },
    { category: CATEGORIES[2]!, entries: [] },
  ],
};

const LIST: CompetitionList = {
  items: [COMPETITION],
  seasons: SEASONS,
  events: [{ id: 41, title: 'Coupe de France Wado', startDate: '2027-10-09' }],
};

describe('competitions: the organizers’ screen', () => {
  it('says so while loading, then when there is no competition to open', async () => {
    let answer: (value: { body: CompetitionList }) => void = () => {};
    mockApi({ [`GET ${BASE}`]: () => new Promise((resolve) => (answer = resolve)) });
    const { container } = renderAdmin('competitions-organisation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compétitions : inscriptions' })).toBeInTheDocument();
    expect(screen.getByText(/Chargement/)).toBeInTheDocument();
    answer({ body: { items: [], seasons: SEASONS, events: [] } });
    expect(
      await screen.findByText(/Aucune compétition à venir : créez d’abord l’événement, de type « Compétition »/),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the API’s error in French, with « Réessayer »', async () => {
    mockApi({
      [`GET ${BASE}`]: {
        status: 503,
        body: { error: 'Service Unavailable', message: 'Le service est momentanément indisponible.' },
      },
    });
    renderAdmin('competitions-organisation');
    expect(await screen.findByText('Le service est momentanément indisponible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('opens a competition’s entries: season, deadline, fee and categories edited in a table, checked first', async () => {
    const api = mockApi({
      [`GET ${BASE}`]: { body: { items: [], seasons: SEASONS, events: LIST.events } },
      [`PUT ${BASE}/41`]: ({ body }) => ({
        body: {
          ...COMPETITION,
          eventId: 41,
          title: 'Coupe de France Wado',
          categories: (body as { categories: CompetitionCategory[] }).categories.map((item, index) => ({
            ...item,
            id: 50 + index,
          })),
        },
      }),
    });
    const { container } = renderAdmin('competitions-organisation');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ouvrir les inscriptions : Coupe de France Wado' }),
    ).toBeInTheDocument();
    // The season of the event's first day, the deadline two weeks before it.
    expect(screen.getByLabelText(/Saison des licences/)).toHaveValue('7');
    expect(screen.getByLabelText(/Date limite d’inscription/)).toHaveValue('2027-09-25');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir les inscriptions' }));
    expect(await screen.findByRole('link', { name: 'Catégorie 1 : indiquez son libellé.' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Libellé de la catégorie 1'), 'Kata minimes F confirmées');
    await userEvent.selectOptions(screen.getByLabelText('Sexe de la catégorie 1'), 'F');
    await userEvent.type(screen.getByLabelText('Née en ou après (année), catégorie 1'), '2013');
    await userEvent.type(screen.getByLabelText('Née en ou avant (année), catégorie 1'), '2012');
    await userEvent.selectOptions(screen.getByLabelText('Grade minimum de la catégorie 1'), '4e kyu');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    await userEvent.type(screen.getByLabelText('Libellé de la catégorie 2'), 'Kumite seniors M -75 kg');
    await userEvent.selectOptions(screen.getByLabelText('Discipline de la catégorie 2'), 'kumite');
    await userEvent.selectOptions(screen.getByLabelText('Sexe de la catégorie 2'), 'M');
    await userEvent.type(screen.getByLabelText('Poids maximum en kilos, catégorie 2'), '75');
    await userEvent.type(screen.getByLabelText('Poids minimum en kilos, catégorie 2'), '300');
    await userEvent.clear(screen.getByLabelText(/Prix par inscription/));
    await userEvent.type(screen.getByLabelText(/Prix par inscription/), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir les inscriptions' }));
    expect(
      await screen.findByRole('link', {
        name: '« Kata minimes F confirmées » : l’année de naissance la plus ancienne doit précéder la plus récente.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: /« Kumite seniors M -75 kg » : le poids est un nombre de kilos entre 15 et 200/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Poids minimum en kilos, catégorie 2')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Née en ou après (année), catégorie 1'));
    await userEvent.type(screen.getByLabelText('Née en ou après (année), catégorie 1'), '2012');
    await userEvent.clear(screen.getByLabelText('Née en ou avant (année), catégorie 1'));
    await userEvent.type(screen.getByLabelText('Née en ou avant (année), catégorie 1'), '2013');
    await userEvent.clear(screen.getByLabelText('Poids minimum en kilos, catégorie 2'));
    // Reordered: the kumite first.
    await userEvent.click(screen.getByRole('button', { name: 'Monter Kumite seniors M -75 kg' }));
    expect(screen.getByLabelText('Libellé de la catégorie 1')).toHaveValue('Kumite seniors M -75 kg');
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir les inscriptions' }));
    expect(
      await screen.findByText('Les inscriptions à « Coupe de France Wado » sont ouvertes aux clubs.'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: `${BASE}/41`,
        body: {
          seasonId: 7,
          deadline: '2027-09-25',
          feeCents: 1500,
          categories: [
            {
              label: 'Kumite seniors M -75 kg',
              discipline: 'kumite',
              sex: 'M',
              birthYearMin: null,
              birthYearMax: null,
              weightMinKg: null,
              weightMaxKg: 75,
              minGrade: null,
            },
            {
              label: 'Kata minimes F confirmées',
              discipline: 'kata',
              sex: 'F',
              birthYearMin: 2012,
              birthYearMax: 2013,
              weightMinKg: null,
              weightMaxKg: null,
              minGrade: '4e kyu',
            },
          ],
        },
      },
    ]);
  });

  it('shows the API’s refusal of the settings in French', async () => {
    mockApi({
      [`GET ${BASE}`]: { body: LIST },
      [`GET ${BASE}/40`]: { body: ENTRIES },
      [`PUT ${BASE}/40`]: {
        status: 409,
        body: {
          error: 'Conflict',
          message: '« Kumite seniors M +75 kg » a des inscrits : déplacez-les avant de la retirer.',
        },
      },
    });
    renderAdmin('competitions-organisation?evenement=40');
    await userEvent.click(await screen.findByText('Réglages : saison, date limite, prix et catégories'));
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Kumite seniors M +75 kg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await screen.findByText('« Kumite seniors M +75 kg » a des inscrits : déplacez-les avant de la retirer.'),
    ).toBeInTheDocument();
  });

  it('lists the entries by category with their counts, the CSV and each category’s PDF', async () => {
    mockApi({ [`GET ${BASE}`]: { body: LIST }, [`GET ${BASE}/40`]: { body: ENTRIES } });
    const { container } = renderAdmin('competitions-organisation?evenement=40');
    expect(await screen.findByText('2 inscriptions dans 3 catégories.')).toBeInTheDocument();
    expect(screen.getByTestId('competition-status')).toHaveTextContent(
      'Inscriptions ouvertes jusqu’au 20 mars 2027 inclus',
    );
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' })).toHaveAttribute('href', `${BASE}/40/entries.csv`);
    expect(screen.getByRole('link', { name: 'Liste (PDF) : Kumite seniors M -75 kg' })).toHaveAttribute(
      'href',
      `${BASE}/40/categories/2/liste.pdf`,
    );
    const kata = screen.getByRole('region', { name: /^Kata minimes F confirmées \(1 inscrit\)/ });
    expect(kata).toHaveTextContent('Kata · Féminin · nés de 2012 à 2013 · au moins 4e kyu');
    expect(within(kata).getByRole('row', { name: /O’Connell Zoé/ })).toHaveTextContent('Payée');
    // The only kata category: no other to move to.
    expect(kata).toHaveTextContent('aucune autre catégorie de kata');
    const kumite = screen.getByRole('region', { name: /^Kumite seniors M -75 kg \(1 inscrit\)/ });
    expect(kumite).toHaveTextContent('74,5 kg');
    expect(kumite).toHaveTextContent('À payer');
    expect(screen.getByText('Personne dans cette catégorie.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves an entry to another category of its discipline, the reason required', async () => {
    const moved: CompetitionEntriesByCategory = {
      ...ENTRIES,
      categories: [
        ENTRIES.categories[0]!,
        { category: CATEGORIES[1]!, entries: [] },
        {
          category: CATEGORIES[2]!,
          entries: [
            {
              ...ENTRIES.categories[1]!.entries[0]!,
              categoryId: 3,
              categoryLabel: 'Kumite seniors M +75 kg',
              moves: [
                {
                  from: 'Kumite seniors M -75 kg',
                  to: 'Kumite seniors M +75 kg',
                  reason: 'Pesée du matin : 76,2 kg',
                  at: '2027-04-03T07:30:00.000Z',
                },
              ],
            },
          ],
        },
      ],
    };
    let current = ENTRIES;
    const api = mockApi({
      [`GET ${BASE}`]: { body: LIST },
      [`GET ${BASE}/40`]: () => ({ body: current }),
      [`POST ${BASE}/entries/102/move`]: () => {
        current = moved;
        return {
          body: { message: 'Hugo Da Silva passe de « Kumite seniors M -75 kg » à « Kumite seniors M +75 kg ».' },
        };
      },
    });
    const { container } = renderAdmin('competitions-organisation?evenement=40');
    await userEvent.click(await screen.findByRole('button', { name: 'Déplacer Hugo Da Silva' }));
    const form = screen.getByRole('form', { name: 'Déplacer Hugo Da Silva (Kumite seniors M -75 kg)' });
    expect(within(form).getByLabelText(/Nouvelle catégorie/)).toHaveValue('3');
    await userEvent.click(within(form).getByRole('button', { name: 'Déplacer' }));
    expect(await within(form).findByRole('link', { name: /Raison : dites pourquoi/ })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/Raison du déplacement/), 'Pesée du matin : 76,2 kg');
    await userEvent.click(within(form).getByRole('button', { name: 'Déplacer' }));
    expect(
      await screen.findByText('Hugo Da Silva passe de « Kumite seniors M -75 kg » à « Kumite seniors M +75 kg ».'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', url: `${BASE}/entries/102/move`, body: { categoryId: 3, reason: 'Pesée du matin : 76,2 kg' } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /^Kumite seniors M \+75 kg \(1 inscrit\)/ })).toHaveTextContent(
        'Déplacé de « Kumite seniors M -75 kg » : Pesée du matin : 76,2 kg',
      ),
    );
  });

  it('closes the entries after a confirmation, then reopens them', async () => {
    let competition = COMPETITION;
    const api = mockApi({
      [`GET ${BASE}`]: () => ({ body: { ...LIST, items: [competition] } }),
      [`GET ${BASE}/40`]: () => ({ body: { ...ENTRIES, competition } }),
      [`POST ${BASE}/40/close`]: () => {
        competition = { ...COMPETITION, status: 'closed', acceptsEntries: false };
        return { body: competition };
      },
      [`POST ${BASE}/40/open`]: () => {
        competition = COMPETITION;
        return { body: competition };
      },
    });
    const { container } = renderAdmin('competitions-organisation?evenement=40');
    await userEvent.click(await screen.findByRole('button', { name: 'Clore les inscriptions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clore les inscriptions ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clore les inscriptions' }));
    expect(
      await screen.findByText('Les inscriptions sont closes : les clubs ne peuvent plus inscrire personne.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('competition-status')).toHaveTextContent('Inscriptions closes par l’organisation'),
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Rouvrir les inscriptions' }));
    expect(await screen.findByText('Les inscriptions sont rouvertes aux clubs.')).toBeInTheDocument();
    expect(api.writes().map((call) => call.url)).toEqual([`${BASE}/40/close`, `${BASE}/40/open`]);
  });
});
