import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ClubRecord,
  CommitteeMemberRecord,
  CommitteeResponse,
  LicenceCategoryRecord,
  MembershipSeasonRecord,
  PartnerRecord,
} from '@wado/shared';
import { CLUB_INPUT_RULES } from '@wado/shared/admin';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from './index';

const ROOT = '/admin/mf-association';
const currentPath = () => currentPathUnder(ROOT);

const COMMITTEE: CommitteeResponse = {
  bodies: [
    { id: 'bureau', name: 'Le bureau', description: '', members: [] },
    { id: 'commissions', name: 'Les commissions', description: '', members: [] },
  ],
};
const MEMBER: CommitteeMemberRecord = {
  id: 1,
  body: 'bureau',
  name: 'Hélène Marchand',
  role: 'Présidente',
  bio: '6e dan.',
  portrait: null,
  position: 0,
  shownPortrait: { url: '/media/committee/helene-marchand.svg', width: 120, height: 120 },
};

const CLUB: ClubRecord = {
  id: 4,
  name: 'Wado Karaté Dijon',
  address: 'Gymnase des Grésilles',
  postalCode: '21000',
  city: 'Dijon',
  trainingTimes: ['Lundi 18 h 00 – 19 h 30 : adultes'],
  email: 'contact@wado-dijon.fr',
  phone: null,
  website: null,
  disciplines: ['wado'],
  department: '21',
  departmentName: 'Côte-d’Or',
  region: 'Bourgogne-Franche-Comté',
  latitude: 47.32,
  longitude: 5.04,
  presentation: null,
  photo: null,
  shownPhoto: null,
};

const SEASON: MembershipSeasonRecord = {
  id: 2,
  label: '2026-2027',
  startsOn: '2026-09-01',
  endsOn: '2027-08-31',
  affiliationFeeCents: 15_000,
  current: true,
  categoryCount: 4,
};

const CATEGORY: LicenceCategoryRecord = {
  id: 9,
  seasonId: 2,
  seasonLabel: '2026-2027',
  name: 'Licence enfant',
  audience: 'Né(e) en 2015 ou après',
  description: '',
  feeCents: 2600,
  position: 0,
  bornFrom: 2015,
  bornUntil: null,
};

const PARTNER: PartnerRecord = {
  id: 3,
  name: 'Lyon Sports',
  logo: null,
  website: 'https://www.lyon-sports.fr',
  description: 'Office municipal des sports.',
  position: 1,
  shownLogo: { url: '/media/partners/ville-de-lyon-sports.svg', width: 240, height: 96 },
};

describe('the committee in the back office', () => {
  it('lists the members with their role and body, and has no accessibility problem', async () => {
    mockApi({
      'GET /api/admin/committee': { body: { items: [MEMBER] } },
      'GET /api/committee': { body: COMMITTEE },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'comite');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Hélène Marchand' })).toHaveAttribute('href', `${ROOT}/comite/1`),
    );
    const row = screen.getByRole('link', { name: 'Hélène Marchand' }).closest('tr')!;
    expect(within(row).getByText('Présidente')).toBeInTheDocument();
    expect(await within(row).findByText('Le bureau')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds a member to a body, without a portrait, in the order given', async () => {
    const api = mockApi({
      'GET /api/committee': { body: COMMITTEE },
      'POST /api/admin/committee': ({ body }) => ({
        status: 201,
        body: { id: 8, ...(body as object), shownPortrait: null },
      }),
      'GET /api/admin/committee/8': { body: { ...MEMBER, id: 8, name: 'Karim Benali', shownPortrait: null } },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'comite/nouveau');
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Instance : ce champ est obligatoire.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Nom : ce champ est obligatoire.' })).toBeInTheDocument();

    const body = screen.getByRole('combobox', { name: /Instance/ });
    await within(body).findByRole('option', { name: 'Les commissions' });
    await userEvent.selectOptions(body, 'commissions');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Karim Benali');
    await userEvent.type(screen.getByRole('textbox', { name: /Fonction/ }), 'Responsable jeunes');
    const order = screen.getByRole('spinbutton', { name: /Ordre/ });
    await userEvent.clear(order);
    await userEvent.type(order, '3');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(currentPath()).toBe('comite/8'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/committee',
        body: {
          body: 'commissions',
          name: 'Karim Benali',
          role: 'Responsable jeunes',
          bio: '',
          portrait: null,
          position: 3,
        },
      },
    ]);
  });

  it('shows the illustration delivered with the site while no photo replaces it', async () => {
    mockApi({ 'GET /api/admin/committee/1': { body: MEMBER }, 'GET /api/committee': { body: COMMITTEE } });
    renderAdminScreens(screens, ROOT, 'comite/1');
    expect(await screen.findByText(/Portrait actuel : l’illustration livrée avec le site/)).toBeInTheDocument();
    expect(screen.getByLabelText('Choisir une image')).toBeInTheDocument();
  });
});

describe('the directory of clubs in the back office', () => {
  it('lists the clubs with their commune, department and region, and filters them', async () => {
    mockApi({
      'GET /api/admin/clubs': { body: { items: [CLUB, { ...CLUB, id: 5, name: 'Karaté Club Lyon', city: 'Lyon' }] } },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'clubs');
    const row = (await screen.findByRole('link', { name: 'Wado Karaté Dijon' })).closest('tr')!;
    expect(within(row).getByText('Côte-d’Or (21)')).toBeInTheDocument();
    expect(within(row).getByText('Bourgogne-Franche-Comté')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'lyon');
    expect(screen.queryByRole('link', { name: 'Wado Karaté Dijon' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('creates a club with its training times and disciplines; an unknown commune is shown on its field', async () => {
    const message =
      'Aucune commune nommée « Dijonville » n’a le code postal 21000. Communes de ce code postal : Dijon.';
    const api = mockApi({ 'POST /api/admin/clubs': { status: 400, body: { error: 'Bad Request', message } } });
    const { container } = renderAdminScreens(screens, ROOT, 'clubs/nouveau');
    await userEvent.type(await screen.findByRole('textbox', { name: /Nom du club/ }), 'Wado Dijon Sud');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse du dojo/ }), '3 rue du Stade');
    await userEvent.type(screen.getByRole('textbox', { name: /Code postal/ }), '21000');
    await userEvent.type(screen.getByRole('textbox', { name: /Commune/ }), 'Dijonville');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un horaire' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Horaire 1' }), 'Mardi 19 h 00 – 20 h 30 : adultes');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Self-défense' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Karaté Wado' }));
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', '#clubs-city'));
    expect(screen.getByRole('textbox', { name: /Commune/ })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/clubs',
        body: {
          name: 'Wado Dijon Sud',
          address: '3 rue du Stade',
          postalCode: '21000',
          city: 'Dijonville',
          trainingTimes: ['Mardi 19 h 00 – 20 h 30 : adultes'],
          email: null,
          phone: null,
          website: null,
          disciplines: ['wado', 'self-defense'],
          presentation: null,
          photo: null,
        },
      },
    ]);
  });

  it('takes the limits of a club’s fields from the API’s schema, and refuses a name too long before sending', async () => {
    const api = mockApi({});
    renderAdminScreens(screens, ROOT, 'clubs/nouveau');
    const name = await screen.findByRole('textbox', { name: 'Nom du club (obligatoire)' });
    const longest = CLUB_INPUT_RULES.name.maxLength!;
    expect(name).toHaveAttribute('maxLength', String(longest));
    // `maxLength` stops typing: the text is pasted over it, as a script or an old browser could.
    fireEvent.change(name, { target: { value: 'W'.repeat(longest + 1) } });
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse du dojo/ }), '3 rue du Stade');
    await userEvent.type(screen.getByRole('textbox', { name: /Code postal/ }), '21000');
    await userEvent.type(screen.getByRole('textbox', { name: /Commune/ }), 'Dijon');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('link', {
        name: `Nom du club : ${longest} caractères au plus (il y en a ${longest + 1}).`,
      }),
    ).toHaveAttribute('href', '#clubs-name');
    expect(api.writes()).toEqual([]);
  });

  it('shows a club manager her clubs, without « Nouveau club » nor « Supprimer »', async () => {
    const manager = { email: 'bureau@wado-dijon.fr', roles: ['club' as const] };
    mockApi({ 'GET /api/admin/clubs': { body: { items: [CLUB] } }, 'GET /api/admin/clubs/4': { body: CLUB } });
    const list = renderAdminScreens(screens, ROOT, 'clubs', manager);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos clubs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wado Karaté Dijon' })).toBeInTheDocument();
    expect(screen.getByText(/Pour un autre club, ou pour ajouter ou retirer un club/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nouveau club' })).toBeNull();
    expect(await axeViolations(list.container)).toEqual([]);
    list.unmount();

    const api = mockApi({
      'GET /api/admin/clubs/4': { body: CLUB },
      'PUT /api/admin/clubs/4': { body: { ...CLUB, presentation: 'Un club familial.' } },
    });
    renderAdminScreens(screens, ROOT, 'clubs/4', manager);
    expect(await screen.findByRole('textbox', { name: /Nom du club/ })).toHaveValue('Wado Karaté Dijon');
    expect(screen.getByRole('link', { name: 'Voir sur le site' })).toHaveAttribute('href', '/club/4');
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Présentation du club' }), 'Un club familial.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', body: { presentation: 'Un club familial.' } });
  });

  it('shows the association « Nouveau club » and « Supprimer »', async () => {
    const association = { email: 'secretariat@wado.fr', roles: ['association' as const] };
    mockApi({ 'GET /api/admin/clubs': { body: { items: [CLUB] } }, 'GET /api/admin/clubs/4': { body: CLUB } });
    const list = renderAdminScreens(screens, ROOT, 'clubs', association);
    expect(await screen.findByRole('link', { name: 'Nouveau club' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Annuaire des clubs' })).toBeInTheDocument();
    list.unmount();
    renderAdminScreens(screens, ROOT, 'clubs/4', association);
    expect(await screen.findByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('says why a club the national team refers to cannot be deleted, and stays on it', async () => {
    const message =
      'Ce club ne peut pas être supprimé : il est cité par 1 entraîneur et 2 compétiteurs de la sélection nationale. Choisissez-leur d’abord un autre club.';
    mockApi({
      'GET /api/admin/clubs/4': { body: CLUB },
      'DELETE /api/admin/clubs/4': { status: 409, body: { error: 'Conflict', message } },
    });
    renderAdminScreens(screens, ROOT, 'clubs/4');
    expect(
      await screen.findByText('Département : Côte-d’Or (21) · région Bourgogne-Franche-Comté'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre à la corbeille' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(currentPath()).toBe('clubs/4');
  });
});

describe('the membership fees in the back office', () => {
  it('lists the seasons and marks the one the membership page shows', async () => {
    mockApi({
      'GET /api/admin/membership-seasons': {
        body: { items: [{ ...SEASON, id: 3, label: '2027-2028', current: false }, SEASON] },
      },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'saisons');
    const row = (await screen.findByRole('link', { name: '2026-2027' })).closest('tr')!;
    expect(within(row).getByText('Affichée aujourd’hui')).toBeInTheDocument();
    expect(within(row).getByText(/^150,00\s€$/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes a fee typed « 35,50 » as 3550 cents, and refuses one that is no amount before sending', async () => {
    const api = mockApi({
      'GET /api/admin/licence-categories/9': { body: CATEGORY },
      'GET /api/admin/membership-seasons': { body: { items: [SEASON] } },
      'PUT /api/admin/licence-categories/9': ({ body }) => ({ body: { ...CATEGORY, ...(body as object) } }),
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licences/9');
    const fee = await screen.findByRole('textbox', { name: /Tarif de la licence/ });
    expect(fee).toHaveValue('26,00');
    expect(await screen.findByRole('option', { name: '2026-2027 (saison en cours)' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.clear(fee);
    await userEvent.type(fee, '35,505');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('link', { name: 'Tarif : saisissez un montant en euros, par exemple 35,50.' }),
    ).toHaveAttribute('href', '#licence-categories-feeCents');
    expect(api.writes()).toEqual([]);

    await userEvent.clear(fee);
    await userEvent.type(fee, '35,50');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Modifications enregistrées : le site les montre dès maintenant.'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/licence-categories/9',
        body: {
          seasonId: 2,
          name: 'Licence enfant',
          audience: 'Né(e) en 2015 ou après',
          description: '',
          feeCents: 3550,
          position: 0,
          bornFrom: 2015,
          bornUntil: null,
        },
      },
    ]);
  });

  it('takes the birth years that price a club’s licences, and refuses a year the schema does not allow', async () => {
    const api = mockApi({
      'GET /api/admin/licence-categories/9': { body: CATEGORY },
      'GET /api/admin/membership-seasons': { body: { items: [SEASON] } },
      'PUT /api/admin/licence-categories/9': ({ body }) => ({ body: { ...CATEGORY, ...(body as object) } }),
    });
    renderAdminScreens(screens, ROOT, 'licences/9');
    const from = await screen.findByRole('spinbutton', { name: 'Née ou né en (de)' });
    expect(from).toHaveValue(2015);
    const until = screen.getByRole('spinbutton', { name: 'Née ou né en (jusqu’à)' });
    await userEvent.type(until, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByRole('link', {
        name: /^Née ou né en \(jusqu’à\) : saisissez un nombre entier entre 1900 et 2100/,
      }),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await userEvent.type(until, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: { bornFrom: 2015, bornUntil: 2020 } });
  });
});

describe('the partners in the back office', () => {
  it('lists the partners in the footer’s order with their logos', async () => {
    mockApi({ 'GET /api/admin/partners': { body: { items: [PARTNER] } } });
    const { container } = renderAdminScreens(screens, ROOT, 'partenaires');
    const row = (await screen.findByRole('link', { name: 'Lyon Sports' })).closest('tr')!;
    expect(within(row).getByText('https://www.lyon-sports.fr')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('saves a delivered partner without asking for a new logo, and shows the server’s refusal of a new one without logo on its field', async () => {
    const api = mockApi({
      'GET /api/admin/partners/3': { body: PARTNER },
      'PUT /api/admin/partners/3': ({ body }) => ({ body: { ...PARTNER, ...(body as object) } }),
    });
    renderAdminScreens(screens, ROOT, 'partenaires/3');
    expect(await screen.findByText(/Logo actuel : celui livré avec le site/)).toBeInTheDocument();
    const description = screen.getByRole('textbox', { name: /Ce qu’il fait/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Accueil du rassemblement national.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Modifications enregistrées : le site les montre dès maintenant.'),
    ).toBeInTheDocument();
    expect(api.writes()[0]!.body).toEqual({
      name: 'Lyon Sports',
      logo: null,
      website: 'https://www.lyon-sports.fr',
      description: 'Accueil du rassemblement national.',
      position: 1,
    });
  });

  it('shows on the logo field that a new partner needs one', async () => {
    const message = 'Logo : choisissez une image (PNG, JPEG, WebP ou AVIF).';
    mockApi({ 'POST /api/admin/partners': { status: 400, body: { error: 'Bad Request', message } } });
    renderAdminScreens(screens, ROOT, 'partenaires/nouveau');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Dojo Services');
    await userEvent.type(screen.getByRole('textbox', { name: /Site web/ }), 'https://dojo-services.fr');
    await userEvent.type(screen.getByRole('textbox', { name: /Ce qu’il fait/ }), 'Tatamis des stages.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', '#partners-logo'));
  });
});
