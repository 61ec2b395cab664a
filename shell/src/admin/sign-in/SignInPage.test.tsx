import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, serve, session } from '../testing/renderAdmin';

const REFUSED = 'Adresse e-mail ou mot de passe incorrect.';

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('the sign-in page', () => {
  it("shows the server's one French message on a refusal, as an alert, and empties the password", async () => {
    serve({
      ...session(null),
      'POST /api/auth/login': { status: 401, body: { error: 'Unauthorized', message: REFUSED } },
    });
    await renderAdmin('/admin/connexion');
    await signIn('lea@exemple.fr', 'mauvais mot de passe');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REFUSED));
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('lea@exemple.fr');
  });

  it('says in French to wait after too many attempts', async () => {
    serve({
      ...session(null),
      'POST /api/auth/login': { status: 429, body: { error: 'Too Many Requests', message: 'Rate limit exceeded' } },
    });
    await renderAdmin('/admin/connexion');
    await signIn('lea@exemple.fr', 'mauvais mot de passe');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Trop de tentatives de connexion. Patientez quelques minutes avant de réessayer.',
      ),
    );
  });

  it('says when the server cannot be reached', async () => {
    serve({ ...session(null), 'POST /api/auth/login': { networkError: true } });
    await renderAdmin('/admin/connexion');
    await signIn('lea@exemple.fr', 'un mot de passe');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Le serveur est injoignable.'));
  });

  it('asks for both fields before sending anything', async () => {
    const calls = serve(session(null));
    await renderAdmin('/admin/connexion');
    await signIn('', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez votre adresse e-mail et votre mot de passe.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus();
    expect(calls.filter((call) => call.url === '/api/auth/login')).toEqual([]);
  });

  it('never sends the person to another site after signing in', async () => {
    serve({ ...session(null), 'POST /api/auth/login': { body: { email: 'lea@exemple.fr', roles: ['media'] } } });
    await renderAdmin('/admin/connexion?retour=https%3A%2F%2Fevil.example%2Fadmin');
    await signIn('lea@exemple.fr', 'un mot de passe assez long');
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/);
  });

  it('goes straight on when the person is already signed in', async () => {
    serve(session({ email: 'lea@exemple.fr', roles: ['media'] }));
    await renderAdmin('/admin/connexion?retour=%2Fadmin%2Fmot-de-passe');
    expect(screen.getByRole('heading', { level: 1, name: 'Changer de mot de passe' })).toBeInTheDocument();
  });
});
