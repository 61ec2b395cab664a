import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@wado/shared';
import { renderAdmin, serve, session } from '../testing/renderAdmin';

const ADMIN = { email: 'lea@exemple.fr', roles: ['admin' as const] };

const person = (id: number, email: string, extra: Partial<Person> = {}): Person => ({
  id,
  email,
  roles: ['media'],
  status: 'active',
  createdAt: '2026-01-10T09:00:00Z',
  lastSignInAt: '2026-03-01T17:30:00Z',
  invitationExpiresAt: null,
  tokens: [],
  clubIds: [],
  ...extra,
});

const LEA = person(1, 'lea@exemple.fr', { roles: ['admin'] });
const PAUL = person(2, 'paul@exemple.fr', {
  roles: ['media', 'wado'],
  tokens: [
    {
      id: 5,
      label: 'Portable du bureau',
      createdAt: '2026-02-01T10:00:00Z',
      lastUsedAt: null,
      expiresAt: '2099-05-02T10:00:00Z',
      roles: ['media'],
    },
  ],
});
const INVITED = person(3, 'nina@exemple.fr', {
  status: 'invited',
  lastSignInAt: null,
  invitationExpiresAt: '2026-03-04T09:00:00Z',
});

const card = (email: string) => screen.getByRole('heading', { level: 3, name: new RegExp(email) }).closest('li')!;

async function open() {
  const calls = serve({
    ...session(ADMIN),
    'GET /api/admin/people': { body: { items: [LEA, PAUL, INVITED] } },
    'POST /api/admin/people': (body) => ({
      status: 201,
      body: person(9, (body as Person).email, { ...(body as Person), status: 'invited' }),
    }),
    'PUT /api/admin/people/2/roles': (body) => ({ body: { ...PAUL, ...(body as object) } }),
    'POST /api/admin/people/2/disable': { body: { ...PAUL, status: 'disabled' } },
    'POST /api/admin/people/3/invitation': { body: { ...INVITED, invitationExpiresAt: '2026-03-06T09:00:00Z' } },
    'POST /api/admin/people/2/tokens': (body) => ({
      status: 201,
      body: {
        id: 6,
        label: (body as { label: string }).label,
        createdAt: '2026-03-02T10:00:00Z',
        lastUsedAt: null,
        expiresAt: '2099-04-01T10:00:00Z',
        roles: (body as { roles: string[] }).roles,
        token: 'wado_pat_Zx81secret',
      },
    }),
    'DELETE /api/admin/people/2/tokens/5': { body: { message: 'Jeton révoqué.' } },
  });
  await renderAdmin('/admin/personnes');
  await screen.findByRole('heading', { level: 3, name: /paul@exemple.fr/ });
  return calls;
}

describe('the people page', () => {
  it('lists each person with their roles, status and last sign-in', async () => {
    await open();
    const paul = within(card('paul@exemple.fr'));
    expect(paul.getByText('Médias (actualités, événements, galerie, presse, interviews), Le Wado')).toBeInTheDocument();
    expect(paul.getByText('Compte actif')).toBeInTheDocument();
    expect(paul.getByText('1er mars 2026 à 18:30')).toBeInTheDocument();
    const nina = within(card('nina@exemple.fr'));
    expect(nina.getByText('Invitation envoyée (lien valable jusqu’au 4 mars 2026 à 10:00)')).toBeInTheDocument();
    expect(nina.getByText('jamais')).toBeInTheDocument();
    // An admin does not disable their own account from here.
    expect(within(card('lea@exemple.fr')).queryByRole('button', { name: /Désactiver/ })).toBeNull();
  });

  it('invites a person with the roles ticked, and checks the form first', async () => {
    const calls = await open();
    const form = screen.getByRole('heading', { level: 2, name: 'Inviter une personne' }).closest('section')!;
    const inviteForm = within(form);
    await userEvent.click(inviteForm.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(inviteForm.getByRole('alert')).toHaveTextContent(
      'Saisissez une adresse e-mail valide (par exemple nom@exemple.fr). Choisissez au moins un rôle.',
    );
    await userEvent.type(inviteForm.getByLabelText('Adresse e-mail de la personne'), 'marc@exemple.fr');
    await userEvent.click(inviteForm.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(inviteForm.getByRole('alert')).toHaveTextContent('Choisissez au moins un rôle.');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/people')).toBe(false);

    await userEvent.click(inviteForm.getByRole('checkbox', { name: 'Sélection nationale' }));
    await userEvent.click(inviteForm.getByRole('checkbox', { name: 'Association' }));
    await userEvent.click(inviteForm.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/admin/people')?.body).toEqual({
      email: 'marc@exemple.fr',
      roles: ['association', 'selection'],
    });
    await waitFor(() =>
      expect(screen.getByText('Invitation envoyée à marc@exemple.fr.')).toHaveAttribute('role', 'status'),
    );
    expect(screen.getByRole('heading', { level: 3, name: /marc@exemple.fr/ })).toBeInTheDocument();
    expect(inviteForm.getByLabelText('Adresse e-mail de la personne')).toHaveValue('');
  });

  it('changes a person’s roles, never to none', async () => {
    const calls = await open();
    const paul = within(card('paul@exemple.fr'));
    await userEvent.click(paul.getByRole('button', { name: 'Modifier les rôles de paul@exemple.fr' }));
    const roles = within(paul.getByRole('group', { name: 'Rôles de paul@exemple.fr' }));
    expect(roles.getByRole('checkbox', { name: 'Le Wado' })).toBeChecked();
    await userEvent.click(roles.getByRole('checkbox', { name: 'Le Wado' }));
    await userEvent.click(roles.getByRole('checkbox', { name: /^Médias/ }));
    await userEvent.click(paul.getByRole('button', { name: 'Enregistrer les rôles' }));
    expect(paul.getByRole('alert')).toHaveTextContent('Choisissez au moins un rôle.');

    await userEvent.click(roles.getByRole('checkbox', { name: /^Boutique/ }));
    await userEvent.click(paul.getByRole('button', { name: 'Enregistrer les rôles' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ roles: ['shop'] });
    expect(await screen.findByText('Rôles de paul@exemple.fr enregistrés.')).toBeInTheDocument();
    expect(within(card('paul@exemple.fr')).getByText('Boutique (catalogue et stock)')).toBeInTheDocument();
  });

  it('disables an account only after a confirmation', async () => {
    const calls = await open();
    const paul = within(card('paul@exemple.fr'));
    await userEvent.click(paul.getByRole('button', { name: 'Désactiver paul@exemple.fr' }));
    expect(paul.getByRole('group', { name: /^Désactiver le compte/ })).toHaveTextContent(
      'Désactiver le compte de paul@exemple.fr ? Ses sessions et ses jetons cesseront aussitôt de fonctionner.',
    );
    expect(calls.some((call) => call.url.endsWith('/disable'))).toBe(false);
    await userEvent.click(paul.getByRole('button', { name: 'Désactiver le compte' }));
    expect(calls.filter((call) => call.url === '/api/admin/people/2/disable').map((call) => call.method)).toEqual([
      'POST',
    ]);
    expect(await screen.findByText('Le compte de paul@exemple.fr est désactivé.')).toBeInTheDocument();
    expect(within(card('paul@exemple.fr')).getByText('Compte désactivé')).toBeInTheDocument();
  });

  it('re-sends an invitation', async () => {
    const calls = await open();
    await userEvent.click(
      within(card('nina@exemple.fr')).getByRole('button', { name: 'Renvoyer l’invitation à nina@exemple.fr' }),
    );
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/people/3/invitation')).toBe(true);
    expect(await screen.findByText('Nouvelle invitation envoyée à nina@exemple.fr.')).toBeInTheDocument();
    expect(within(card('nina@exemple.fr')).getByText(/6 mars 2026/)).toBeInTheDocument();
  });

  it('issues a personal API token shown once with a copy button, and revokes one', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const calls = await open();
    const paul = within(card('paul@exemple.fr'));
    await userEvent.type(paul.getByLabelText('Nom d’un nouveau jeton'), 'Terminal de la trésorerie');
    await userEvent.click(paul.getByRole('button', { name: 'Émettre un jeton' }));
    expect(calls.find((call) => call.url === '/api/admin/people/2/tokens')?.body).toEqual({
      label: 'Terminal de la trésorerie',
      expiresInDays: 90,
      roles: ['media', 'wado'],
    });
    expect(await paul.findByText('wado_pat_Zx81secret')).toBeInTheDocument();
    expect(paul.getByText(/il ne sera plus jamais affiché/)).toBeInTheDocument();
    await userEvent.click(paul.getByRole('button', { name: 'Copier le jeton' }));
    expect(writeText).toHaveBeenCalledWith('wado_pat_Zx81secret');
    expect(await paul.findByText('Jeton copié dans le presse-papiers.')).toBeInTheDocument();
    await userEvent.click(paul.getByRole('button', { name: 'J’ai copié le jeton, le masquer' }));
    expect(paul.queryByText('wado_pat_Zx81secret')).toBeNull();
    expect(paul.getByText('Terminal de la trésorerie')).toBeInTheDocument();

    await userEvent.click(paul.getByRole('button', { name: 'Révoquer le jeton « Portable du bureau »' }));
    await userEvent.click(paul.getByRole('button', { name: 'Révoquer' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/people/2/tokens/5')).toBe(true);
    expect(await screen.findByText('Jeton « Portable du bureau » révoqué.')).toBeInTheDocument();
    expect(within(card('paul@exemple.fr')).queryByText('Portable du bureau')).toBeNull();
  });

  it('issues a token for the days chosen with some of the person’s roles, and shows each token’s end and roles', async () => {
    const calls = await open();
    const paul = within(card('paul@exemple.fr'));
    expect(paul.getByText(/valable jusqu’au 2 mai 2099.*rôles : Médias/)).toBeInTheDocument();
    await userEvent.type(paul.getByLabelText('Nom d’un nouveau jeton'), 'Export');
    const days = paul.getByLabelText('Valable (jours)');
    const roles = within(paul.getByRole('group', { name: 'Rôles du jeton' }));
    // Only the person's roles are offered.
    expect(roles.getAllByRole('checkbox')).toHaveLength(2);
    const issue = () => userEvent.click(paul.getByRole('button', { name: 'Émettre un jeton' }));

    await userEvent.clear(days);
    await userEvent.type(days, '366');
    await issue();
    expect(paul.getAllByText('Choisissez une durée de validité de 1 à 365 jours.')[0]).toBeInTheDocument();
    expect(days).toHaveFocus();
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(roles.getByLabelText(/Médias/));
    await userEvent.click(roles.getByLabelText('Le Wado'));
    await issue();
    expect(paul.getAllByText('Cochez au moins un rôle pour le jeton.')[0]).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/people/2/tokens')).toBe(false);

    await userEvent.click(roles.getByLabelText('Le Wado'));
    await issue();
    expect(calls.find((call) => call.url === '/api/admin/people/2/tokens')?.body).toEqual({
      label: 'Export',
      expiresInDays: 30,
      roles: ['wado'],
    });
    expect(await paul.findByText(/valable jusqu’au 1er avril 2099.*rôles : Le Wado/)).toBeInTheDocument();
  });

  it('shows a refused change as an alert in the person’s card', async () => {
    serve({
      ...session(ADMIN),
      'GET /api/admin/people': { body: { items: [LEA, PAUL] } },
      'POST /api/admin/people/2/disable': { status: 409, body: { message: 'Ce compte est déjà désactivé.' } },
    });
    await renderAdmin('/admin/personnes');
    const paul = within(card('paul@exemple.fr'));
    await userEvent.click(await paul.findByRole('button', { name: 'Désactiver paul@exemple.fr' }));
    await userEvent.click(paul.getByRole('button', { name: 'Désactiver le compte' }));
    expect(await paul.findByRole('alert')).toHaveTextContent(
      'Le compte n’a pas été désactivé : Ce compte est déjà désactivé.',
    );
  });

  it('is reserved to administrators', async () => {
    const calls = serve(session({ email: 'paul@exemple.fr', roles: ['media'] }));
    await renderAdmin('/admin/personnes');
    expect(screen.getByRole('heading', { level: 1, name: 'Accès réservé' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/people')).toBe(false);
  });
});
