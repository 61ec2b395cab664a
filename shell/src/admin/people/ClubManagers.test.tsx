import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubRecord, CurrentPerson, Person } from '@wado/shared';
import { renderAdmin, serve, session, type Answer } from '../testing/renderAdmin';

const ADMIN: CurrentPerson = { email: 'lea@exemple.fr', roles: ['admin'] };
const ASSOCIATION: CurrentPerson = { email: 'bureau@exemple.fr', roles: ['association'] };
const CLUB_ROLE = 'Responsable de club (la fiche de ses clubs)';

const person = (id: number, email: string, extra: Partial<Person> = {}): Person => ({
  id,
  email,
  roles: ['media'],
  clubIds: [],
  status: 'active',
  createdAt: '2026-01-10T09:00:00Z',
  lastSignInAt: '2026-03-01T17:30:00Z',
  invitationExpiresAt: null,
  tokens: [],
  ...extra,
});

const club = (id: number, name: string, city: string, postalCode: string) =>
  ({
    id,
    name,
    city,
    postalCode,
    address: 'Gymnase municipal',
    trainingTimes: [],
    email: null,
    phone: null,
    website: null,
    disciplines: [],
    presentation: null,
    photo: null,
    shownPhoto: null,
    department: postalCode.slice(0, 2),
    departmentName: 'Département',
    region: 'Bourgogne-Franche-Comté',
    latitude: null,
    longitude: null,
  }) as ClubRecord;

// More than enough for the filter, and not in the order of their names.
const CLUBS: ClubRecord[] = [
  club(3, 'Wado Club Dijon', 'Dijon', '21000'),
  club(7, 'Karaté Club Beaune', 'Beaune', '21200'),
  club(1, 'Amicale du karaté', 'Auxerre', '89000'),
  club(4, 'Dojo de Chenôve', 'Chenôve', '21300'),
  club(5, 'Karaté Do Nevers', 'Nevers', '58000'),
  club(6, 'Wado Ryu Mâcon', 'Mâcon', '71000'),
  club(8, 'Samouraï Sens', 'Sens', '89100'),
  club(9, 'Karaté Club Autun', 'Autun', '71400'),
  club(10, 'Dojo du Creusot', 'Le Creusot', '71200'),
  club(11, 'Shotokan Chalon', 'Chalon-sur-Saône', '71100'),
  club(12, 'Budo Club Dole', 'Dole', '39100'),
];

const LEA = person(1, 'lea@exemple.fr', { roles: ['admin'] });
const PAUL = person(2, 'paul@exemple.fr', { roles: ['media', 'wado'] });
/** A club manager: two clubs of the directory, one it no longer holds. */
const ZOE = person(4, 'zoe@exemple.fr', {
  roles: ['club'],
  clubIds: [3, 7, 99],
  tokens: [
    {
      id: 5,
      label: 'Portable',
      createdAt: '2026-02-01T10:00:00Z',
      lastUsedAt: null,
      expiresAt: '2099-05-02T10:00:00Z',
      roles: ['club'],
    },
  ],
});

const card = (email: string) => screen.getByRole('heading', { level: 3, name: new RegExp(email) }).closest('li')!;
const inviteSection = () =>
  within(
    screen
      .getByRole('heading', { level: 2, name: /^(Inviter une personne|Nommer un responsable de club)$/ })
      .closest('section')!,
  );
const sent = (calls: { method: string; url: string; body: unknown }[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url).map((call) => call.body);
const clubCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/admin/clubs').length;

async function open(me: CurrentPerson, people: Person[], clubs: Answer | (() => Answer) = { body: { items: CLUBS } }) {
  const calls = serve({
    ...session(me),
    'GET /api/admin/people': { body: { items: people } },
    'GET /api/admin/clubs': clubs,
    'POST /api/admin/people': (body) => ({
      status: 201,
      body: person(9, (body as Person).email, { clubIds: [], ...(body as Partial<Person>), status: 'invited' }),
    }),
    'PUT /api/admin/people/2/roles': (body) => ({ body: { ...PAUL, clubIds: [], ...(body as object) } }),
    'PUT /api/admin/people/4/roles': (body) => ({ body: { ...ZOE, clubIds: [], ...(body as object) } }),
  });
  await renderAdmin('/admin/personnes');
  await screen.findByRole('heading', { level: 2, name: /^(Les comptes|Les responsables de club)$/ });
  await waitFor(() => expect(screen.queryByText('Chargement…')).toBeNull());
  return calls;
}

describe('club managers on the people page', () => {
  it('lets an admin invite a club manager with the clubs ticked, found by the filter', async () => {
    const calls = await open(ADMIN, [LEA, PAUL]);
    const form = inviteSection();
    // No manager yet, the role not ticked: no clubs asked for.
    expect(form.queryByRole('group', { name: 'Ses clubs' })).toBeNull();
    expect(clubCalls(calls)).toBe(0);

    await userEvent.type(form.getByLabelText('Adresse e-mail de la personne'), 'zoe@exemple.fr');
    await userEvent.click(form.getByRole('checkbox', { name: CLUB_ROLE }));
    const clubs = within(await form.findByRole('group', { name: 'Ses clubs' }));
    // Name and commune, by name.
    const labels = (await clubs.findAllByRole('checkbox')).map((box) => box.closest('label')!.textContent);
    expect(labels).toHaveLength(CLUBS.length);
    expect(labels.slice(0, 3)).toEqual([
      'Amicale du karaté (Auxerre)',
      'Budo Club Dole (Dole)',
      'Dojo de Chenôve (Chenôve)',
    ]);
    await userEvent.type(clubs.getByRole('searchbox', { name: 'Filtrer les clubs' }), 'dijon{Enter}');
    // Enter narrows the list; it does not send the form.
    expect(sent(calls, 'POST', '/api/admin/people')).toEqual([]);
    expect(clubs.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      'Wado Club Dijon (Dijon)',
    ]);
    await userEvent.click(clubs.getByRole('checkbox', { name: /^Wado Club Dijon/ }));
    expect(clubs.getByText('Club choisi : Wado Club Dijon.')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));

    expect(sent(calls, 'POST', '/api/admin/people')).toEqual([
      { email: 'zoe@exemple.fr', roles: ['club'], clubIds: [3] },
    ]);
    expect(await screen.findByText('Invitation envoyée à zoe@exemple.fr.')).toBeInTheDocument();
    expect(within(card('zoe@exemple.fr')).getByText('Wado Club Dijon')).toBeInTheDocument();
    // Loaded once for the whole page.
    expect(clubCalls(calls)).toBe(1);
  });

  it('refuses a club manager without a club, and sends no clubs once the role is unticked', async () => {
    const calls = await open(ADMIN, [LEA, PAUL]);
    const form = inviteSection();
    await userEvent.type(form.getByLabelText('Adresse e-mail de la personne'), 'marc@exemple.fr');
    await userEvent.click(form.getByRole('checkbox', { name: CLUB_ROLE }));
    await form.findAllByRole('checkbox', { name: /Dijon/ });
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(form.getByRole('alert')).toHaveTextContent('Choisissez au moins un club pour un responsable de club.');
    const clubs = form.getByRole('group', { name: 'Ses clubs' });
    expect(clubs).toHaveFocus();
    expect(clubs).toHaveAccessibleDescription(/Choisissez au moins un club pour un responsable de club\./);
    expect(sent(calls, 'POST', '/api/admin/people')).toEqual([]);

    // A club ticked, then the role given up for another: the clubs stay home.
    await userEvent.click(within(clubs).getByRole('checkbox', { name: /^Karaté Club Beaune/ }));
    await userEvent.click(form.getByRole('checkbox', { name: CLUB_ROLE }));
    expect(form.queryByRole('group', { name: 'Ses clubs' })).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: 'Association' }));
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(sent(calls, 'POST', '/api/admin/people')).toEqual([{ email: 'marc@exemple.fr', roles: ['association'] }]);
  });

  it('changes a person’s roles to club manager only with a club, in her card', async () => {
    const calls = await open(ADMIN, [LEA, PAUL]);
    const paul = within(card('paul@exemple.fr'));
    await userEvent.click(paul.getByRole('button', { name: 'Modifier les rôles de paul@exemple.fr' }));
    await userEvent.click(paul.getByRole('checkbox', { name: CLUB_ROLE }));
    const clubs = await paul.findByRole('group', { name: 'Clubs de paul@exemple.fr' });
    await within(clubs).findAllByRole('checkbox');
    await userEvent.click(paul.getByRole('button', { name: 'Enregistrer les rôles' }));
    expect(paul.getByRole('alert')).toHaveTextContent('Choisissez au moins un club pour un responsable de club.');
    expect(clubs).toHaveFocus();
    expect(sent(calls, 'PUT', '/api/admin/people/2/roles')).toEqual([]);

    await userEvent.click(within(clubs).getByRole('checkbox', { name: /^Dojo de Chenôve/ }));
    await userEvent.click(within(clubs).getByRole('checkbox', { name: /^Budo Club Dole/ }));
    await userEvent.click(paul.getByRole('button', { name: 'Enregistrer les rôles' }));
    expect(sent(calls, 'PUT', '/api/admin/people/2/roles')).toEqual([
      { roles: ['wado', 'media', 'club'], clubIds: [4, 12] },
    ]);
    expect(await screen.findByText('Rôles et clubs de paul@exemple.fr enregistrés.')).toBeInTheDocument();
    expect(within(card('paul@exemple.fr')).getByText('Budo Club Dole, Dojo de Chenôve')).toBeInTheDocument();
  });

  it('shows a manager’s clubs by name in her card, « club n° » for one the directory lacks', async () => {
    const calls = await open(ADMIN, [LEA, ZOE]);
    const zoe = within(card('zoe@exemple.fr'));
    expect(await zoe.findByText('Karaté Club Beaune, Wado Club Dijon, club n° 99')).toBeInTheDocument();
    expect(zoe.getByText('Clubs').tagName).toBe('DT');
    // No clubs line for someone who manages none.
    expect(within(card('lea@exemple.fr')).queryByText('Clubs')).toBeNull();
    expect(clubCalls(calls)).toBe(1);
  });

  it('says when the clubs could not be loaded, and loads them again on request', async () => {
    let attempts = 0;
    await open(ADMIN, [LEA, PAUL], () =>
      ++attempts === 1 ? { status: 500, body: { message: 'Erreur du serveur.' } } : { body: { items: CLUBS } },
    );
    const form = inviteSection();
    await userEvent.click(form.getByRole('checkbox', { name: CLUB_ROLE }));
    const clubs = within(form.getByRole('group', { name: 'Ses clubs' }));
    expect(await clubs.findByRole('alert')).toHaveTextContent(
      'La liste des clubs n’a pas pu être chargée : Erreur du serveur.',
    );
    await userEvent.click(clubs.getByRole('button', { name: 'Réessayer' }));
    expect(await clubs.findByRole('checkbox', { name: /^Wado Club Dijon/ })).toBeInTheDocument();
    expect(clubs.queryByRole('alert')).toBeNull();
  });
});

describe('the people page for the association', () => {
  it('names club managers only: the club role alone, ticked, and no tokens', async () => {
    const calls = await open(ASSOCIATION, [ZOE]);
    expect(screen.getByRole('heading', { level: 1, name: 'Personnes' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vous nommez ici les responsables de club : chacun reçoit par e-mail un lien valable 48 heures pour choisir son mot de passe, puis modifie la fiche de ses clubs, et d’aucun autre.',
      ),
    ).toBeInTheDocument();
    const form = inviteSection();
    const roles = within(form.getByRole('group', { name: 'Ses rôles' }));
    expect(roles.getAllByRole('checkbox')).toHaveLength(1);
    expect(roles.getByRole('checkbox', { name: CLUB_ROLE })).toBeChecked();
    // The role is ticked: her clubs to choose at once.
    const clubs = within(await form.findByRole('group', { name: 'Ses clubs' }));
    // Tokens are the admin's business.
    expect(screen.queryByRole('heading', { name: 'Jetons d’API' })).toBeNull();
    expect(screen.queryByLabelText('Nom d’un nouveau jeton')).toBeNull();
    expect(screen.queryByText('Portable')).toBeNull();

    await userEvent.type(form.getByLabelText('Adresse e-mail de la personne'), 'yann@exemple.fr');
    await userEvent.click(await clubs.findByRole('checkbox', { name: /^Karaté Do Nevers/ }));
    await userEvent.click(form.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(sent(calls, 'POST', '/api/admin/people')).toEqual([
      { email: 'yann@exemple.fr', roles: ['club'], clubIds: [5] },
    ]);
    expect(await screen.findByText('Invitation envoyée à yann@exemple.fr.')).toBeInTheDocument();
    // Ready for the next one: the role ticked again.
    expect(within(form.getByRole('group', { name: 'Ses rôles' })).getByRole('checkbox')).toBeChecked();

    // A manager's clubs changed from her card: the club role only, the clubs already hers ticked.
    const zoe = within(card('zoe@exemple.fr'));
    await userEvent.click(zoe.getByRole('button', { name: 'Modifier les rôles de zoe@exemple.fr' }));
    expect(within(zoe.getByRole('group', { name: 'Rôles de zoe@exemple.fr' })).getAllByRole('checkbox')).toHaveLength(
      1,
    );
    const zoeClubs = within(zoe.getByRole('group', { name: 'Clubs de zoe@exemple.fr' }));
    expect(zoeClubs.getByRole('checkbox', { name: /^Wado Club Dijon/ })).toBeChecked();
    await userEvent.click(zoeClubs.getByRole('checkbox', { name: /^Karaté Club Beaune/ }));
    await userEvent.click(zoe.getByRole('button', { name: 'Enregistrer les rôles' }));
    expect(sent(calls, 'PUT', '/api/admin/people/4/roles')).toEqual([{ roles: ['club'], clubIds: [3, 99] }]);
  });

  it('opens to the association from her menu, without the admin’s places', async () => {
    serve({ ...session(ASSOCIATION), 'GET /api/admin/people': { body: { items: [] } } });
    await renderAdmin('/admin/personnes');
    expect(await screen.findByText('Aucun responsable de club pour l’instant.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu de l’administration' });
    expect(within(menu).getByRole('link', { name: 'Personnes' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('link', { name: 'Journal' })).toBeNull();
  });
});
