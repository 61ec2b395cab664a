import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachRecord, CompetitorRecord } from '@wado/shared';
import { COMPETITOR_INPUT_RULES } from '@wado/shared/admin';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';

const ROOT = '/admin/mf-selection';
const PORTRAIT = { url: '/media/coaches/sophie.svg', alt: 'Portrait de Sophie', width: 240, height: 240 };
const CLUBS = {
  'GET /api/clubs?limit=500': {
    body: {
      items: [
        { id: 3, name: 'Wado Kai Rennes', city: 'Rennes' },
        { id: 4, name: 'Wado Club Bordeaux', city: 'Bordeaux' },
      ],
      total: 2,
      page: 1,
      limit: 500,
      regions: [],
      nearest: null,
    },
  },
};
const COACH: CoachRecord = {
  id: 1,
  slug: 'sophie-nakamura-roux',
  name: 'Sophie Nakamura-Roux',
  role: 'Entraîneuse nationale',
  dan: 6,
  clubId: 3,
  club: 'Wado Kai Rennes',
  city: 'Rennes',
  bio: 'Ancienne athlète de la sélection.',
  portrait: null,
  portraitShown: PORTRAIT,
  position: 0,
};
const COMPETITOR: CompetitorRecord = {
  id: 5,
  slug: 'lea-kerbrat',
  name: 'Léa Kerbrat',
  gender: 'F',
  clubId: 4,
  club: 'Wado Club Bordeaux',
  discipline: 'kata',
  ageGroup: 'seniors',
  weightClass: null,
  grade: '3e dan',
  achievements: ['Championne de France 2026', 'Open de Paris 2026 : 1re'],
  portrait: null,
  portraitShown: PORTRAIT,
  position: 0,
};

describe('the national team in the back office', () => {
  it('lists the coaches with their role, dan and club, accessibly', async () => {
    mockApi({ 'GET /api/admin/coaches': { body: { items: [COACH] } } });
    const { container } = renderAdminScreens(screens, ROOT, 'entraineurs');
    const link = await screen.findByRole('link', { name: 'Sophie Nakamura-Roux' });
    expect(link).toHaveAttribute('href', `${ROOT}/entraineurs/1`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('6e dan')).toBeInTheDocument();
    expect(within(row).getByText('Wado Kai Rennes (Rennes)')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('creates a coach with a club chosen from the directory', async () => {
    const api = mockApi({
      ...CLUBS,
      'POST /api/admin/coaches': ({ body }) => ({ status: 201, body: { ...COACH, ...(body as object), id: 9 } }),
      'GET /api/admin/coaches/9': { body: { ...COACH, id: 9, name: 'Marc Olivier' } },
    });
    renderAdminScreens(screens, ROOT, 'entraineurs/nouveau');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Marc Olivier');
    await userEvent.type(screen.getByRole('textbox', { name: /Fonction/ }), 'Entraîneur national kata');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Dan/ }), '5');
    await screen.findByRole('option', { name: 'Wado Club Bordeaux (Bordeaux)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Club/ }), 'Wado Club Bordeaux (Bordeaux)');
    await userEvent.type(screen.getByRole('textbox', { name: /Présentation/ }), 'Ancien champion d’Europe.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(currentPathUnder(ROOT)).toBe('entraineurs/9'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/coaches',
        body: {
          name: 'Marc Olivier',
          role: 'Entraîneur national kata',
          dan: 5,
          clubId: 4,
          bio: 'Ancien champion d’Europe.',
          portrait: null,
          position: null,
        },
      },
    ]);
  });

  it('names every missing field of a coach before sending anything', async () => {
    const api = mockApi(CLUBS);
    renderAdminScreens(screens, ROOT, 'entraineurs/nouveau');
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const summary = await screen.findByRole('alert');
    for (const message of [
      'Nom : ce champ est obligatoire.',
      'Dan : saisissez un nombre entier entre 1 et 10.',
      'Club : choisissez-le dans l’annuaire.',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(api.writes()).toEqual([]);
  });

  it('edits a competitor’s achievements line by line and sends no weight class in kata', async () => {
    const api = mockApi({
      ...CLUBS,
      'GET /api/admin/competitors/5': { body: COMPETITOR },
      'PUT /api/admin/competitors/5': ({ body }) => ({ body: { ...COMPETITOR, ...(body as object) } }),
    });
    renderAdminScreens(screens, ROOT, 'competiteurs/5');
    const achievements = await screen.findByRole('group', { name: 'Palmarès' });
    expect(screen.queryByRole('textbox', { name: /Catégorie de poids/ })).toBeNull();
    await userEvent.click(within(achievements).getByRole('button', { name: 'Ajouter un résultat' }));
    await userEvent.type(within(achievements).getByRole('textbox', { name: 'Résultat 3' }), 'Coupe du monde 2025 : 5e');
    await userEvent.click(within(achievements).getByRole('button', { name: 'Retirer : Résultat 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Modifications enregistrées : le site les montre dès maintenant.'),
    ).toBeInTheDocument();
    expect(api.writes()[0]!.body).toMatchObject({
      weightClass: null,
      achievements: ['Championne de France 2026', 'Coupe du monde 2025 : 5e'],
    });
  });

  it('takes the limits of the achievements from the API’s schema, and refuses a line too long before sending', async () => {
    const api = mockApi({ ...CLUBS, 'GET /api/admin/competitors/5': { body: COMPETITOR } });
    renderAdminScreens(screens, ROOT, 'competiteurs/5');
    const achievements = await screen.findByRole('group', { name: 'Palmarès' });
    const line = within(achievements).getByRole('textbox', { name: 'Résultat 1' });
    const longest = COMPETITOR_INPUT_RULES.achievements.items!.maxLength!;
    expect(line).toHaveAttribute('maxLength', String(longest));
    // `maxLength` stops typing: the text is pasted over it, as a script or an old browser could.
    fireEvent.change(line, { target: { value: 'C'.repeat(longest + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('link', {
        name: `Palmarès, ligne 1 : ${longest} caractères au plus (il y en a ${longest + 1}).`,
      }),
    ).toHaveAttribute('href', '#competitors-achievements');
    expect(api.writes()).toEqual([]);
  });

  it('asks for a weight class in kumite, and shows the refusal to delete a competitor on a podium', async () => {
    const message =
      'Léa Kerbrat figure sur le podium de « Championnat de France Wado » (2026) : retirez ce compétiteur de ces résultats avant de supprimer sa fiche.';
    mockApi({
      ...CLUBS,
      'GET /api/admin/competitors/5': { body: COMPETITOR },
      'DELETE /api/admin/competitors/5': { status: 409, body: { error: 'Conflict', message } },
    });
    renderAdminScreens(screens, ROOT, 'competiteurs/5');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Discipline/ }), 'Kumite');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('link', { name: 'Catégorie de poids (en kumite) : ce champ est obligatoire.' }),
    ).toHaveAttribute('href', '#competitors-weightClass');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre à la corbeille' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });
});
