import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ESPACE_EMAIL_CHANGE_INVALID,
  ESPACE_SIGN_IN_REQUIRED,
  request,
  resetSiteSettings,
  useEspaceData,
  type EspaceErasure,
  type EspaceModule,
  type RemoteName,
} from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { loadEspaceSection } from '../sections/loadSection';
import { espaceModule, HOUSEHOLD, renderEspace, settled, SIGNED_OUT } from './testing/renderEspace';

// Jest cannot load real remotes: the loader is replaced, real federation runs in the browser tests.
jest.mock('../sections/loadSection', () => {
  const actual = jest.requireActual('../sections/loadSection');
  return { ...actual, loadEspaceSection: jest.fn(), forgetSection: jest.fn() };
});
const load = loadEspaceSection as jest.MockedFunction<typeof loadEspaceSection>;

function serveModules(modules: Partial<Record<RemoteName, Promise<EspaceModule>>>) {
  load.mockImplementation((remote) => modules[remote] ?? new Promise(() => undefined));
}

const PREVIEW: EspaceErasure = {
  done: false,
  erased: [
    { id: 'newsletter', what: 'Votre inscription à la lettre d’information', why: null, until: null },
    { id: 'espace', what: 'Vos connexions à « Mon espace »', why: null, until: null },
  ],
  kept: [
    {
      id: 'orders',
      what: '1 commande de la boutique (W-2026-0042)',
      why: 'preuves de la vente et pièces comptables, conservées dix ans (article L123-22 du Code de commerce)',
      until: 'jusqu’au 31 décembre 2036',
    },
  ],
};

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  load.mockReset();
  serveModules({
    'mf-association': settled(espaceModule('mf-association', [{ id: 'licences', title: 'Licences' }])),
    'mf-media': settled(espaceModule('mf-media', [{ id: 'inscriptions', title: 'Inscriptions' }])),
    'mf-shop': settled(espaceModule('mf-shop', [{ id: 'commandes', title: 'Commandes' }])),
  });
  resetSiteSettings();
});
afterEach(() => jest.restoreAllMocks());

const yourData = () => screen.findByRole('region', { name: 'Vos données' });

describe('changing the address', () => {
  it('says what moves and what keeps its address, checks the field, and shows the server’s answer', async () => {
    const answer = 'Un lien de confirmation vient d’être envoyé à nouvelle@exemple.fr : ouvrez-le.';
    const { calls } = mockFetch({
      '/api/espace/household': { body: HOUSEHOLD },
      '/api/espace/email': { body: { message: answer } },
    });
    const { container } = await renderEspace('/espace');
    const part = within(await yourData()).getByRole('region', { name: 'Changer d’adresse e-mail' });
    expect(part).toHaveTextContent(
      'Vos commandes, dons (avec leurs reçus fiscaux) et inscriptions gardent l’adresse avec laquelle ils ont été faits : ce sont des traces de ce qui a eu lieu',
    );
    const field = within(part).getByLabelText('Nouvelle adresse e-mail');
    expect(field).toHaveAccessibleDescription('Adresse actuelle : claire.martin@exemple.fr');

    await userEvent.click(within(part).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    expect(within(part).getByRole('alert')).toHaveTextContent('Saisissez votre adresse e-mail.');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(field, 'pas une adresse');
    await userEvent.click(within(part).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    expect(within(part).getByRole('alert')).toHaveTextContent('Saisissez une adresse e-mail valide');
    expect(calls.some((call) => call.url.endsWith('/api/espace/email'))).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, ' nouvelle@exemple.fr ');
    await userEvent.click(within(part).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    await waitFor(() => expect(within(part).getByRole('status')).toHaveTextContent(answer));
    const sent = calls.find((call) => call.url.endsWith('/api/espace/email'))!;
    expect(sent.init?.method).toBe('POST');
    expect(JSON.parse(String(sent.init?.body))).toEqual({ email: 'nouvelle@exemple.fr' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the server’s refusal in French, by the field', async () => {
    mockFetch({
      '/api/espace/household': { body: HOUSEHOLD },
      '/api/espace/email': {
        status: 400,
        body: {
          error: 'Bad Request',
          message: 'C’est déjà l’adresse de votre espace : saisissez la nouvelle adresse.',
        },
      },
    });
    await renderEspace('/espace');
    const part = within(await yourData()).getByRole('region', { name: 'Changer d’adresse e-mail' });
    await userEvent.type(within(part).getByLabelText('Nouvelle adresse e-mail'), 'claire.martin@exemple.fr');
    await userEvent.click(within(part).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    await waitFor(() =>
      expect(within(part).getByRole('alert')).toHaveTextContent(
        'C’est déjà l’adresse de votre espace : saisissez la nouvelle adresse.',
      ),
    );
  });

  it('the link opens the space of the new address, says it is done, and leaves the address bar', async () => {
    const moved = { ...HOUSEHOLD, email: 'nouvelle@exemple.fr' };
    const { calls } = mockFetch({
      '/api/espace/email/confirm': { body: moved },
      '/api/espace/household': { body: moved },
    });
    const { container } = await renderEspace(`/espace/adresse/${'a'.repeat(43)}`);
    const notice = await screen.findByText(
      'C’est fait : votre espace est désormais celui de l’adresse nouvelle@exemple.fr.',
    );
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/espace$/);
    expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
    const confirms = calls.filter((call) => call.url.endsWith('/api/espace/email/confirm'));
    expect(confirms).toHaveLength(1);
    expect(JSON.parse(String(confirms[0]!.init?.body))).toEqual({ token: 'a'.repeat(43) });
    await screen.findByRole('region', { name: 'Vos données' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a link used or expired says so, with the sign-in form', async () => {
    mockFetch({
      '/api/espace/email/confirm': {
        status: 400,
        body: { error: 'Bad Request', message: ESPACE_EMAIL_CHANGE_INVALID },
      },
    });
    const { container } = await renderEspace(`/espace/adresse/${'b'.repeat(43)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(ESPACE_EMAIL_CHANGE_INVALID);
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('erasure', () => {
  /** The space, answering the preview to a GET and `report` to the POST. */
  async function openErasure(report: { status?: number; body: unknown }) {
    const mock = mockFetch({
      '/api/espace/household': { body: HOUSEHOLD },
      '/api/espace/erasure': () => (mock.calls.at(-1)?.init?.method === 'POST' ? report : { body: PREVIEW }),
    });
    const rendered = await renderEspace('/espace');
    const part = within(await yourData()).getByRole('region', { name: 'Effacer vos données' });
    return { ...mock, ...rendered, part };
  }

  it('asks for confirmation, listing what is erased and what is kept (why, until when)', async () => {
    const { part, calls, container } = await openErasure({ body: { ...PREVIEW, done: true } });
    expect(part).toHaveTextContent('ce que la comptabilité ou la loi nous obligent à conserver est gardé');
    await userEvent.click(within(part).getByRole('button', { name: 'Demander l’effacement de mes données' }));
    const confirm = await within(part).findByRole('group', { name: 'Confirmez l’effacement' });
    await waitFor(() => expect(within(confirm).getByRole('heading', { level: 4 })).toHaveFocus());
    expect(confirm).toHaveTextContent('Votre inscription à la lettre d’information');
    expect(confirm).toHaveTextContent('1 commande de la boutique (W-2026-0042)');
    expect(confirm).toHaveTextContent('Pourquoipreuves de la vente et pièces comptables');
    expect(confirm).toHaveTextContent('Jusqu’à quandjusqu’au 31 décembre 2036');
    expect(confirm).toHaveTextContent('L’effacement est définitif');
    // Nothing erased yet.
    expect(calls.filter((call) => call.init?.method === 'POST')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    // Cancelled: back to the button, nothing sent.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    const ask = within(part).getByRole('button', { name: 'Demander l’effacement de mes données' });
    await waitFor(() => expect(ask).toHaveFocus());
    expect(calls.filter((call) => call.init?.method === 'POST')).toEqual([]);
  });

  it('confirmed: the report replaces the space (erased, kept, why, until when), and back to sign-in', async () => {
    const { part, calls, container } = await openErasure({ body: { ...PREVIEW, done: true } });
    await userEvent.click(within(part).getByRole('button', { name: 'Demander l’effacement de mes données' }));
    const confirm = await within(part).findByRole('group', { name: 'Confirmez l’effacement' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Effacer définitivement mes données' }));

    const title = await screen.findByRole('heading', { level: 2, name: 'Vos données ont été effacées' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Un e-mail vous confirme ce qui a été fait.');
    expect(screen.getByText('Vos connexions à « Mon espace »')).toBeInTheDocument();
    expect(screen.getByText('jusqu’au 31 décembre 2036')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Votre foyer' })).toBeNull();
    const erase = calls.find((call) => call.init?.method === 'POST')!;
    expect(erase.url).toMatch(/\/api\/espace\/erasure$/);
    expect(JSON.parse(String(erase.init?.body))).toEqual({ confirm: true });
    expect(await axeViolations(container)).toEqual([]);

    mockFetch({ '/api/espace/household': SIGNED_OUT });
    await userEvent.click(screen.getByRole('button', { name: 'Revenir à la connexion' }));
    expect(await screen.findByLabelText('Adresse e-mail')).toBeInTheDocument();
  });

  it('a failure says why and keeps the confirmation; a session over brings back the sign-in form', async () => {
    const { part } = await openErasure({
      status: 503,
      body: { error: 'Service Unavailable', message: 'La base de données est momentanément indisponible.' },
    });
    await userEvent.click(within(part).getByRole('button', { name: 'Demander l’effacement de mes données' }));
    const confirm = await within(part).findByRole('group', { name: 'Confirmez l’effacement' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Effacer définitivement mes données' }));
    await waitFor(() =>
      expect(within(part).getByRole('alert')).toHaveTextContent('La base de données est momentanément indisponible.'),
    );
    expect(within(part).getByRole('group', { name: 'Confirmez l’effacement' })).toBeInTheDocument();

    mockFetch({ '/api/espace/household': { body: HOUSEHOLD }, '/api/espace/erasure': SIGNED_OUT });
    await userEvent.click(within(part).getByRole('button', { name: 'Effacer définitivement mes données' }));
    expect(await screen.findByText(ESPACE_SIGN_IN_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
  });
});

describe('a session over in any part', () => {
  const loadOrders = () => request<{ items: unknown[] }>('/api/espace/orders');
  function Orders() {
    const { state } = useEspaceData(loadOrders);
    if (state.status === 'error') return <p role="alert">{state.message}</p>;
    return <p>{state.status === 'ready' ? `${state.data.items.length} commande(s)` : 'Chargement…'}</p>;
  }

  it('a remote’s part that gets a 401 brings the whole space back to the sign-in form, with the message', async () => {
    serveModules({
      'mf-association': settled(espaceModule('mf-association', [{ id: 'licences', title: 'Licences' }])),
      'mf-media': settled(espaceModule('mf-media', [{ id: 'inscriptions', title: 'Inscriptions' }])),
      'mf-shop': settled({ remote: 'mf-shop', parts: [{ id: 'commandes', title: 'Commandes', Component: Orders }] }),
    });
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD }, '/api/espace/orders': SIGNED_OUT });
    const { container } = await renderEspace('/espace');
    const notice = await screen.findByText(ESPACE_SIGN_IN_REQUIRED);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Commandes' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('outside the shell’s space (a remote’s preview), the part shows the message itself', async () => {
    mockFetch({ '/api/espace/orders': SIGNED_OUT });
    await act(async () => {
      render(<Orders />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNED_OUT.body.message);
  });
});
