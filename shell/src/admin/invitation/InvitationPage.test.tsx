import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, serve, session } from '../testing/renderAdmin';

const TOKEN = 'k3J9x2LmQ8vP4tR7wZ1yB6nH5dF0sA';
const INVITATION = `/api/auth/invitations/${TOKEN}`;

async function choose(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), password);
  await userEvent.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Activer mon compte' }));
}

describe('the invitation page', () => {
  it('greets the invited e-mail, and signs the person in once the password is chosen', async () => {
    const calls = serve({
      ...session(null),
      [`GET ${INVITATION}`]: { body: { email: 'paul@exemple.fr', expiresAt: '2026-06-03T10:00:00Z' } },
      [`POST ${INVITATION}`]: { body: { email: 'paul@exemple.fr', roles: ['media'] } },
    });
    await renderAdmin(`/admin/invitation/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue' })).toBeInTheDocument();
    expect(screen.getByText('paul@exemple.fr')).toBeInTheDocument();
    expect(screen.getByText(/lien valable jusqu’au 3 juin 2026 à 12:00/)).toBeInTheDocument();
    await choose('le dojo du mardi soir', 'le dojo du mardi soir');
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ password: 'le dojo du mardi soir' });
    expect(screen.getByText('paul@exemple.fr')).toBeInTheDocument();
  });

  it('refuses two different passwords and a short one in French, without sending them', async () => {
    const calls = serve({
      ...session(null),
      [`GET ${INVITATION}`]: { body: { email: 'paul@exemple.fr', expiresAt: '2026-06-03T10:00:00Z' } },
    });
    await renderAdmin(`/admin/invitation/${TOKEN}`);
    await choose('le dojo du mardi soir', 'le dojo du jeudi soir');
    expect(screen.getByRole('alert')).toHaveTextContent('Les deux mots de passe ne sont pas identiques.');
    const confirmation = screen.getByLabelText('Confirmez le nouveau mot de passe');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('Nouveau mot de passe'));
    await userEvent.clear(confirmation);
    await choose('court', 'court');
    expect(screen.getByRole('alert')).toHaveTextContent('Le mot de passe doit compter au moins 12 caractères.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says clearly that an expired or used link no longer works, and whom to ask', async () => {
    serve({
      ...session(null),
      [`GET ${INVITATION}`]: { status: 410, body: { error: 'Gone', message: 'Cette invitation a expiré.' } },
    });
    await renderAdmin(`/admin/invitation/${TOKEN}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ce lien d’invitation ne fonctionne plus' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Demandez à un administrateur du site');
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull();
  });

  it('shows the server’s message when the link is refused at the last moment', async () => {
    serve({
      ...session(null),
      [`GET ${INVITATION}`]: { body: { email: 'paul@exemple.fr', expiresAt: '2026-06-03T10:00:00Z' } },
      [`POST ${INVITATION}`]: { status: 410, body: { message: 'Cette invitation a déjà servi.' } },
    });
    await renderAdmin(`/admin/invitation/${TOKEN}`);
    await choose('le dojo du mardi soir', 'le dojo du mardi soir');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Cette invitation a déjà servi.'));
  });
});
