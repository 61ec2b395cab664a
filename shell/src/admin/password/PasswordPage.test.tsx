import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, serve, session } from '../testing/renderAdmin';

const PERSON = { email: 'lea@exemple.fr', roles: ['media' as const] };

async function change(current: string, password: string, confirmation: string) {
  if (current) await userEvent.type(screen.getByLabelText('Mot de passe actuel'), current);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), password);
  await userEvent.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('the password page', () => {
  it('changes the password and says so', async () => {
    const calls = serve({
      ...session(PERSON),
      'POST /api/auth/password': { body: { message: 'Votre mot de passe a été changé.' } },
    });
    await renderAdmin('/admin/mot-de-passe');
    await change('ancien mot de passe', 'nouvelle phrase secrète', 'nouvelle phrase secrète');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Votre mot de passe a été changé.'));
    expect(calls.find((call) => call.url === '/api/auth/password')?.body).toEqual({
      currentPassword: 'ancien mot de passe',
      newPassword: 'nouvelle phrase secrète',
    });
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it('checks the fields in French before sending', async () => {
    const calls = serve(session(PERSON));
    await renderAdmin('/admin/mot-de-passe');
    await change('', 'nouvelle phrase secrète', 'autre phrase secrète');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saisissez votre mot de passe actuel. Les deux mots de passe ne sont pas identiques.',
    );
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveFocus();
    expect(calls.some((call) => call.url === '/api/auth/password')).toBe(false);
  });

  it("shows the server's refusal of a wrong current password", async () => {
    serve({
      ...session(PERSON),
      'POST /api/auth/password': { status: 400, body: { message: 'Le mot de passe actuel est incorrect.' } },
    });
    await renderAdmin('/admin/mot-de-passe');
    await change('pas le bon', 'nouvelle phrase secrète', 'nouvelle phrase secrète');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.'));
  });
});
