import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { renderAdmin, serve, session } from '../testing/renderAdmin';
import { PASSWORD_RESET_TEXTS } from './PasswordResetPage';

const TOKEN = 'p9Q2wX7zLm4Tn8Vb1Hc5Jd3Fg0SaYeRk';
const RESET = `/api/auth/password-reset/${TOKEN}`;
const LINK = { body: { email: 'lea@exemple.fr', expiresAt: '2026-06-03T10:00:00Z' } };

async function choose(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), password);
  await userEvent.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
}

describe('the page of a « forgotten password » link', () => {
  it('greets the e-mail, sets the new password, signs in and says the other sessions were closed', async () => {
    const calls = serve({
      ...session(null),
      [`GET ${RESET}`]: LINK,
      [`POST ${RESET}`]: { body: { email: 'lea@exemple.fr', roles: ['media'] } },
    });
    const { container } = await renderAdmin(`/admin/nouveau-mot-de-passe/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeInTheDocument();
    expect(screen.getByText('lea@exemple.fr')).toBeInTheDocument();
    expect(screen.getByText(/lien valable jusqu’au 3 juin 2026 à 12:00/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await choose('le dojo du mardi soir', 'le dojo du mardi soir');
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/);
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXTS.done);
    expect(PASSWORD_RESET_TEXTS.done).toContain('vos autres sessions sont fermées');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ password: 'le dojo du mardi soir' });
  });

  it('refuses two different passwords and a short one, on the field, without sending them', async () => {
    const calls = serve({ ...session(null), [`GET ${RESET}`]: LINK });
    const { container } = await renderAdmin(`/admin/nouveau-mot-de-passe/${TOKEN}`);
    await choose('le dojo du mardi soir', 'le dojo du jeudi soir');
    expect(screen.getByRole('alert')).toHaveTextContent('Les deux mots de passe ne sont pas identiques.');
    const confirmation = screen.getByLabelText('Confirmez le nouveau mot de passe');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Nouveau mot de passe'));
    await userEvent.clear(confirmation);
    await choose('court', 'court');
    expect(screen.getByRole('alert')).toHaveTextContent('Le mot de passe doit compter au moins 12 caractères.');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says that an expired or used link no longer works, and leads to asking a new one', async () => {
    serve({
      ...session(null),
      [`GET ${RESET}`]: { status: 410, body: { error: 'Gone', message: 'Ce lien a déjà servi ou a expiré.' } },
    });
    const { container } = await renderAdmin(`/admin/nouveau-mot-de-passe/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Ce lien ne fonctionne plus' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('valable 1 heure');
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: PASSWORD_RESET_TEXTS.askAgain }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/mot-de-passe-oublie$/);
  });

  it('shows the server’s message when the link is refused at the last moment', async () => {
    serve({
      ...session(null),
      [`GET ${RESET}`]: LINK,
      [`POST ${RESET}`]: { status: 410, body: { message: 'Ce lien a déjà servi.' } },
    });
    await renderAdmin(`/admin/nouveau-mot-de-passe/${TOKEN}`);
    await choose('le dojo du mardi soir', 'le dojo du mardi soir');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ce lien a déjà servi.'));
  });
});
