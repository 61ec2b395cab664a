import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompetitionRecord } from '@wado/shared';
import { PODIUM_CATEGORY_INPUT_RULES, PODIUM_PLACE_INPUT_RULES } from '@wado/shared/admin';
import { currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';

const ROOT = '/admin/mf-selection';
const PORTRAIT = { url: '/media/p.svg', alt: '', width: 240, height: 240 };
const competitor = (id: number, name: string, club: string) => ({
  id,
  slug: `c${id}`,
  name,
  gender: 'F',
  clubId: 1,
  club,
  discipline: 'kata',
  ageGroup: 'seniors',
  weightClass: null,
  grade: '2e dan',
  achievements: [],
  portrait: null,
  portraitShown: PORTRAIT,
  position: id,
});
const TEAM = {
  'GET /api/admin/competitors': {
    body: {
      items: [
        competitor(1, 'Léa Kerbrat', 'Wado Kai Rennes'),
        competitor(2, 'Inès Haddad', 'Wado Club Bordeaux'),
        competitor(3, 'Camille Fournier', 'Wado Club Nantes'),
      ],
    },
  },
  'GET /api/clubs?limit=500': { body: { items: [], total: 0, page: 1, limit: 500, regions: [], nearest: null } },
};
const PARIS: CompetitionRecord = {
  id: 4,
  slug: 'open-de-paris-2026',
  name: 'Open de Paris',
  season: '2026-2027',
  startDate: '2026-11-14',
  endDate: '2026-11-15',
  place: 'Halle Georges-Carpentier',
  city: 'Paris',
  country: 'France',
  level: 'international',
  report: '',
  categories: [],
  medals: { gold: 3, silver: 2, bronze: 4 },
};

describe('the results in the back office', () => {
  it('lists the competitions with the medals counted from their podiums', async () => {
    mockApi({ 'GET /api/admin/competitions': { body: { items: [PARIS] } } });
    renderAdminScreens(screens, ROOT, 'resultats');
    const row = (await screen.findByRole('link', { name: 'Open de Paris' })).closest('tr')!;
    expect(within(row).getByText('3 or, 2 argent, 4 bronze')).toBeInTheDocument();
    expect(within(row).getByText('14 novembre 2026')).toBeInTheDocument();
  });

  it('enters a podium of our competitors and another athlete, counting the medals as it goes', async () => {
    const api = mockApi({
      ...TEAM,
      'POST /api/admin/competitions': ({ body }) => ({
        status: 201,
        body: { ...PARIS, ...(body as object), id: 8, medals: { gold: 1, silver: 0, bronze: 2 } },
      }),
      'GET /api/admin/competitions/8': { body: { ...PARIS, id: 8 } },
    });
    renderAdminScreens(screens, ROOT, 'resultats/nouveau');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Open de Paris');
    await userEvent.type(screen.getByLabelText(/Premier jour/), '2026-11-14');
    expect(screen.getByText('Saison 2026-2027 (de septembre à août).')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Dernier jour/), '2026-11-15');
    await userEvent.type(screen.getByRole('textbox', { name: /^Lieu/ }), 'Halle Georges-Carpentier');
    await userEvent.type(screen.getByRole('textbox', { name: /^Ville/ }), 'Paris');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Catégorie/ }), 'Kata individuel féminin – seniors');
    await screen.findAllByRole('option', { name: 'Léa Kerbrat (Wado Kai Rennes)' });
    const choose = (place: number, name: string) =>
      userEvent.selectOptions(
        screen.getByRole('combobox', { name: `Compétiteur de la sélection, place ${place}` }),
        name,
      );
    await choose(1, 'Léa Kerbrat (Wado Kai Rennes)');
    await choose(3, 'Inès Haddad (Wado Club Bordeaux)');
    await choose(4, 'Camille Fournier (Wado Club Nantes)');
    expect(
      screen.getByText('Médailles de l’équipe de France, comptées d’après les podiums : 1 or, 0 argent, 2 bronze.'),
    ).toHaveAttribute('role', 'status');
    await userEvent.type(screen.getByRole('textbox', { name: /Athlète, place 2/ }), 'Giulia Ferraro');
    await userEvent.type(screen.getByRole('textbox', { name: /Pays, place 2/ }), 'Italie');
    await userEvent.type(screen.getByRole('textbox', { name: /^Club, place 2/ }), 'Wado Roma');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(currentPathUnder(ROOT)).toBe('resultats/8'));

    const ours = (rank: number, competitorId: number) => ({
      rank,
      competitorId,
      athlete: '',
      clubId: null,
      club: '',
      country: '',
    });
    expect(api.writes()[0]!.body).toEqual({
      name: 'Open de Paris',
      season: '2026-2027',
      startDate: '2026-11-14',
      endDate: '2026-11-15',
      place: 'Halle Georges-Carpentier',
      city: 'Paris',
      country: 'France',
      level: 'national',
      report: '',
      categories: [
        {
          name: 'Kata individuel féminin – seniors',
          places: [
            ours(1, 1),
            {
              rank: 2,
              competitorId: null,
              athlete: 'Giulia Ferraro',
              clubId: null,
              club: 'Wado Roma',
              country: 'Italie',
            },
            ours(3, 2),
            ours(3, 3),
          ],
        },
      ],
    });
  });

  it('asks for the athlete, country and club of a place that is not one of ours', async () => {
    const api = mockApi(TEAM);
    renderAdminScreens(screens, ROOT, 'resultats/nouveau');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Catégorie 1 : ce champ est obligatoire.' })).toHaveAttribute(
      'href',
      '#competitions-c0-name',
    );
    expect(
      within(summary).getByRole('link', {
        name: 'Catégorie 1, place 2 : choisissez un compétiteur ou saisissez l’athlète.',
      }),
    ).toHaveAttribute('href', '#competitions-c0-p1-athlete');
    expect(api.writes()).toEqual([]);
  });

  it('takes the longest texts of a podium from the API’s schema, named by category and place', async () => {
    const api = mockApi(TEAM);
    renderAdminScreens(screens, ROOT, 'resultats/nouveau');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }));
    const category = screen.getByRole('textbox', { name: /^Catégorie/ });
    const athlete = screen.getByRole('textbox', { name: /Athlète, place 2/ });
    const longestName = PODIUM_CATEGORY_INPUT_RULES.name.maxLength!;
    const longestAthlete = PODIUM_PLACE_INPUT_RULES.athlete.maxLength!;
    expect(category).toHaveAttribute('maxLength', String(longestName));
    expect(athlete).toHaveAttribute('maxLength', String(longestAthlete));
    // `maxLength` stops typing: the texts are pasted over it, as a script or an old browser could.
    fireEvent.change(athlete, { target: { value: 'A'.repeat(longestAthlete + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: `Catégorie 1, place 2, athlète : ${longestAthlete} caractères au plus (il y en a ${longestAthlete + 1}).`,
      }),
    ).toHaveAttribute('href', '#competitions-c0-p1-athlete');

    fireEvent.change(category, { target: { value: 'K'.repeat(longestName + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('link', {
        name: `Catégorie 1 : ${longestName} caractères au plus (il y en a ${longestName + 1}).`,
      }),
    ).toHaveAttribute('href', '#competitions-c0-name');
    expect(api.writes()).toEqual([]);
  });

  it('takes a podium place from the clubs’ paid entries of the results’ event: their name and club', async () => {
    const saved: CompetitionRecord = {
      ...PARIS,
      categories: [
        {
          name: 'Kata minimes F',
          places: [{ rank: 1, competitorId: null, athlete: '', clubId: null, club: '', country: '' }],
        },
      ],
    };
    const api = mockApi({
      ...TEAM,
      'GET /api/admin/competitions/4': { body: saved },
      'GET /api/admin/competition-entries/results/4': {
        body: {
          items: [
            { id: 31, athlete: 'Léa Martin', clubId: 7, club: 'Wado Kai Rennes', categoryLabel: 'Kata minimes F' },
            { id: 32, athlete: 'Zoé Petit', clubId: 9, club: 'Wado Club Nantes', categoryLabel: 'Kata minimes F' },
          ],
        },
      },
      'PUT /api/admin/competitions/4': ({ body }) => ({ body: { ...saved, ...(body as object) } }),
    });
    renderAdminScreens(screens, ROOT, 'resultats/4');
    const entry = await screen.findByRole('combobox', { name: /Inscrit de l’événement, place 1/ });
    await screen.findByRole('option', { name: 'Zoé Petit (Wado Club Nantes) – Kata minimes F' });
    await userEvent.selectOptions(entry, 'Zoé Petit (Wado Club Nantes) – Kata minimes F');
    // The entry's name and club stand for the typed fields.
    expect(screen.queryByRole('textbox', { name: /Athlète, place 1/ })).toBeNull();
    expect(screen.getByText('Zoé Petit, Wado Club Nantes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect((api.writes()[0]!.body as { categories: unknown[] }).categories).toEqual([
      {
        name: 'Kata minimes F',
        places: [
          { rank: 1, competitorId: null, athlete: 'Zoé Petit', clubId: 9, club: '', country: 'France', entryId: 32 },
        ],
      },
    ]);
  });

  it('offers no entry on new results: they have no event yet', async () => {
    mockApi(TEAM);
    renderAdminScreens(screens, ROOT, 'resultats/nouveau');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une catégorie' }));
    expect(screen.queryByRole('combobox', { name: /Inscrit de l’événement/ })).toBeNull();
  });
});
