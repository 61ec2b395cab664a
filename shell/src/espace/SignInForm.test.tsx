import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPACE_LINK_REQUESTED } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { renderEspace, SIGNED_OUT } from './testing/renderEspace';

const linkRequests = (calls: { url: string; init: RequestInit | undefined }[]) =>
  calls.filter((call) => call.url.endsWith('/api/espace/link'));

describe('« Mon espace » for a visitor who is not signed in', () => {
  it('explains the space and asks for the e-mail address, in a labelled field', async () => {
    mockFetch({ '/api/espace/household': SIGNED_OUT });
    await renderEspace('/espace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Licenciés et parents de licenciés : retrouvez vos licences, attestations, commandes, inscriptions et dons. Indiquez l’adresse e-mail donnée à votre club ou lors d’un achat : un lien de connexion vous y sera envoyé.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeInTheDocument();
    expect(document.title).toBe('Mon espace – Wado France');
  });

  it('checks the address in the browser first: nothing is sent while it is empty or has no « @ »', async () => {
    const { calls } = mockFetch({ '/api/espace/household': SIGNED_OUT, '/api/espace/link': { body: { ok: true } } });
    await renderEspace('/espace');
    const field = await screen.findByLabelText('Adresse e-mail');
    const send = screen.getByRole('button', { name: 'Recevoir un lien de connexion' });

    await userEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez votre adresse e-mail.');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Saisissez votre adresse e-mail.');

    await userEvent.type(field, 'claire.martin.exemple.fr');
    await userEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saisissez une adresse e-mail valide (par exemple nom@exemple.fr).',
    );
    expect(field).toHaveFocus();
    expect(linkRequests(calls)).toHaveLength(0);
  });

  it('sends the address and says, verbatim, that a link is on its way, in a polite status region', async () => {
    const { calls } = mockFetch({ '/api/espace/household': SIGNED_OUT, '/api/espace/link': { body: { ok: true } } });
    await renderEspace('/espace');
    await userEvent.type(await screen.findByLabelText('Adresse e-mail'), '  claire.martin@exemple.fr ');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));

    const status = await screen.findByText(ESPACE_LINK_REQUESTED);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const [request] = linkRequests(calls);
    expect(request?.init?.method).toBe('POST');
    expect(JSON.parse(String(request?.init?.body))).toEqual({ email: 'claire.martin@exemple.fr' });
  });

  it.each([
    [400, 'Cette adresse e-mail n’est pas valide.'],
    [429, 'Trop de demandes pour cette adresse : réessayez dans une heure.'],
  ])(
    'shows the server’s French message (%i) in an alert, and gives the focus back to the field',
    async (status, message) => {
      mockFetch({
        '/api/espace/household': SIGNED_OUT,
        '/api/espace/link': { status, body: { error: 'Refused', message } },
      });
      await renderEspace('/espace');
      const field = await screen.findByLabelText('Adresse e-mail');
      await userEvent.type(field, 'claire.martin@exemple.fr');
      await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(field).toHaveFocus();
      expect(screen.queryByText(ESPACE_LINK_REQUESTED)).toBeNull();
    },
  );

  it('says in French when the server cannot be reached', async () => {
    mockFetch({ '/api/espace/household': SIGNED_OUT, '/api/espace/link': { networkError: true } });
    await renderEspace('/espace');
    await userEvent.type(await screen.findByLabelText('Adresse e-mail'), 'claire.martin@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    );
  });

  it('says in French when the space cannot tell who is signed in, and tries again on request', async () => {
    let answer = { status: 503, body: { error: 'Unavailable', message: 'Le site est momentanément indisponible.' } };
    mockFetch({ '/api/espace/household': () => answer });
    await renderEspace('/espace');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { level: 2 })).toHaveTextContent('Votre espace n’a pas pu être chargé');
    expect(notice).toHaveTextContent('Le site est momentanément indisponible.');
    answer = SIGNED_OUT;
    await userEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByLabelText('Adresse e-mail')).toBeInTheDocument();
  });
});
