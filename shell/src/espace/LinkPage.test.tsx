import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPACE_LINK_INVALID, ESPACE_LINK_REQUESTED } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { HOUSEHOLD, renderEspace } from './testing/renderEspace';

// Jest cannot load real remotes: the space's parts are another test's (EspacePage.test.tsx).
jest.mock('../sections/loadSection', () => {
  const actual = jest.requireActual('../sections/loadSection');
  return { ...actual, loadEspaceSection: jest.fn(() => new Promise(() => undefined)) };
});

/** Each test its own link: a secret is sent once per page (the module remembers it). */
let serial = 0;
const newToken = () => `Xy7-kP_2mQ9rT4vW8zL${String(++serial).padStart(3, '0')}`;

const sessionRequests = (calls: { url: string; init: RequestInit | undefined }[]) =>
  calls.filter((call) => call.url.endsWith('/api/espace/session'));

describe('the page a sign-in link opens', () => {
  it('sends the link’s secret once, even under StrictMode, and says it is signing in meanwhile', async () => {
    const token = newToken();
    const { calls } = mockFetch({ '/api/espace/session': { pending: true } });
    await renderEspace(`/espace/connexion/${token}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connexion à votre espace…');
    const requests = sessionRequests(calls);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual({ token });
  });

  it('opens the space at /espace, the secret gone from the address (replaced, not pushed)', async () => {
    const token = newToken();
    const { calls } = mockFetch({ '/api/espace/session': { body: HOUSEHOLD } });
    await renderEspace(`/espace/connexion/${token}`);
    expect(await screen.findByText('claire.martin@exemple.fr')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/espace$/);
    expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
    expect(sessionRequests(calls)).toHaveLength(1);
    // The session's answer is the household: no second request for it.
    expect(calls.filter((call) => call.url.endsWith('/api/espace/household'))).toHaveLength(0);
  });

  it.each([400, 401, 404, 410])(
    'a link used or expired (%i): the contract’s message, and the form to ask for a new one',
    async (status) => {
      const { calls } = mockFetch({
        '/api/espace/session': { status, body: { error: 'Gone', message: 'Lien inconnu.' } },
        '/api/espace/link': { body: { ok: true } },
      });
      await renderEspace(`/espace/connexion/${newToken()}`);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(ESPACE_LINK_INVALID);
      expect(alert).toHaveFocus();
      expect(sessionRequests(calls)).toHaveLength(1);

      await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'claire.martin@exemple.fr');
      await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
      expect(await screen.findByText(ESPACE_LINK_REQUESTED)).toBeInTheDocument();
    },
  );

  it('does not send what cannot be a link’s secret', async () => {
    const { calls } = mockFetch({});
    await renderEspace('/espace/connexion/trop-court');
    expect(screen.getByRole('alert')).toHaveTextContent(ESPACE_LINK_INVALID);
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(sessionRequests(calls)).toHaveLength(0);
  });

  it('when the server cannot be reached, the link may still work: « Réessayer » sends it again', async () => {
    let answer: { networkError?: boolean; body?: unknown } = { networkError: true };
    const { calls } = mockFetch({ '/api/espace/session': () => answer });
    await renderEspace(`/espace/connexion/${newToken()}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    );
    answer = { body: HOUSEHOLD };
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('claire.martin@exemple.fr')).toBeInTheDocument();
    expect(sessionRequests(calls)).toHaveLength(2);
  });

  it('/espace/connexion without a link leads to the space', async () => {
    mockFetch({ '/api/espace/household': { status: 401, body: { message: 'Connectez-vous.' } } });
    await renderEspace('/espace/connexion');
    expect(await screen.findByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/espace$/);
  });
});
