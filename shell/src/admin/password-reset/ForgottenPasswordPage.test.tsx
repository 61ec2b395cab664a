import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_REQUESTED } from '@wado/shared';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { renderAdmin, serve, session } from '../testing/renderAdmin';
import { FORGOTTEN_PASSWORD_TEXTS } from './ForgottenPasswordPage';

const REQUEST = 'POST /api/auth/password-reset';

async function ask(email: string) {
  if (email) await userEvent.type(screen.getByLabelText('Adresse e-mail'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
}

describe('the « forgotten password » page', () => {
  it('is linked from the sign-in page', async () => {
    serve(session(null));
    await renderAdmin('/admin/connexion');
    await userEvent.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/mot-de-passe-oublie$/);
  });

  it('sends the address, then says the same whatever the server knows, and moves the focus to it', async () => {
    const calls = serve({ ...session(null), [REQUEST]: { body: { message: 'peu importe' } } });
    const { container } = await renderAdmin('/admin/mot-de-passe-oublie');
    expect(await axeViolations(container)).toEqual([]);
    await ask(' lea@exemple.fr ');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED));
    expect(PASSWORD_RESET_REQUESTED).toContain('Le lien est valable 1 heure et ne sert qu’une fois.');
    expect(screen.getByRole('status').parentElement).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/auth/password-reset',
        body: { email: 'lea@exemple.fr' },
        credentials: 'same-origin',
      },
    ]);
    expect(screen.queryByLabelText('Adresse e-mail')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses an empty or malformed address in French, on the field, without sending it', async () => {
    const calls = serve(session(null));
    const { container } = await renderAdmin('/admin/mot-de-passe-oublie');
    await ask('');
    expect(screen.getByRole('alert')).toHaveTextContent(FORGOTTEN_PASSWORD_TEXTS.missing);
    const field = screen.getByLabelText('Adresse e-mail');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await ask('lea@exemple');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saisissez une adresse e-mail valide (par exemple nom@exemple.fr).',
    );
    expect(field).toHaveAccessibleDescription('Saisissez une adresse e-mail valide (par exemple nom@exemple.fr).');
    expect(field).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says in French to wait after too many requests', async () => {
    serve({ ...session(null), [REQUEST]: { status: 429, body: { error: 'Too Many Requests', message: 'Trop.' } } });
    await renderAdmin('/admin/mot-de-passe-oublie');
    await ask('lea@exemple.fr');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FORGOTTEN_PASSWORD_TEXTS.tooMany));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus();
  });
});
