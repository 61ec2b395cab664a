import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminModule } from '@wado/shared';
import { textPagesScreens } from '@wado/shared/admin';
import { forgetSection, loadAdminSection, SectionLoadError } from '../sections/loadSection';
import { renderAdmin, serve, session } from './testing/renderAdmin';

// Jest cannot load real remotes: the loader is replaced, real federation runs in the browser tests.
jest.mock('../sections/loadSection', () => {
  const actual = jest.requireActual('../sections/loadSection');
  return { ...actual, loadAdminSection: jest.fn(), forgetSection: jest.fn() };
});
const load = loadAdminSection as jest.MockedFunction<typeof loadAdminSection>;

const settled = (module: AdminModule) => Promise.resolve(module);
const failed = (error: Error) => {
  const promise = Promise.reject(error);
  promise.catch(() => undefined);
  return promise;
};

const wadoAdmin: AdminModule = {
  remote: 'mf-wado',
  screens: [
    { path: 'pages', label: 'Pages de texte', roles: ['wado'], Component: () => <h1>Pages du Wado</h1> },
    { path: 'pages/:slug', roles: ['wado'], Component: () => <h1>Une page</h1> },
    { path: 'reglages', label: 'Réglages', roles: ['admin'], Component: () => <h1>Réglages</h1> },
  ],
};

const WADO_EDITOR = { email: 'paul@exemple.fr', roles: ['wado' as const] };
const ADMIN = { email: 'lea@exemple.fr', roles: ['admin' as const] };

const menu = () => screen.getByRole('navigation', { name: 'Menu de l’administration' });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  load.mockReset();
});
afterEach(() => jest.restoreAllMocks());

describe('the back office', () => {
  it('sends a signed-out visitor to the sign-in page, then back where they were going', async () => {
    const calls = serve({
      ...session(null),
      'POST /api/auth/login': { body: ADMIN },
      'GET /api/admin/people': { body: { items: [] } },
    });
    await renderAdmin('/admin/personnes');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/connexion?retour=%2Fadmin%2Fpersonnes');
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('Espace d’administration — Wado France')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'lea@exemple.fr');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'un mot de passe assez long');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personnes' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/personnes$/);
    expect(screen.getByText('lea@exemple.fr')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auth/login')?.body).toEqual({
      email: 'lea@exemple.fr',
      password: 'un mot de passe assez long',
    });
  });

  it('keeps the back office out of search engines while it is shown', async () => {
    serve(session(null));
    const { unmount } = await renderAdmin('/admin/connexion');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.title).toBe('Connexion – Administration – Wado France');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows a wado editor only what the wado role opens: no media section, no people', async () => {
    serve(session(WADO_EDITOR));
    await renderAdmin('/admin');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Accueil', 'Le Wado', 'Corbeille', 'Guide', 'Mot de passe']);
    expect(within(menu()).queryByRole('link', { name: 'Médias' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeInTheDocument();
    expect(screen.getByText(/modifier les pages de la rubrique Le Wado/)).toBeInTheDocument();
    expect(screen.getByText('paul@exemple.fr')).toBeInTheDocument();

    // Prefetched on intent, like the public menu; never a remote the person may not use.
    load.mockReturnValue(settled(wadoAdmin));
    fireEvent.pointerEnter(within(menu()).getByRole('link', { name: 'Le Wado' }));
    expect(load).toHaveBeenCalledWith('mf-wado');

    await renderAdmin('/admin/mf-media/news');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Accès réservé' }).length).toBeGreaterThan(0);
    await renderAdmin('/admin/personnes');
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['mf-wado']);
  });

  it('shows an administrator every section besides people, the site’s pages and the log', async () => {
    serve(session(ADMIN));
    await renderAdmin('/admin');
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Accueil',
      'Association',
      'Le Wado',
      'Sélection nationale',
      'Médias',
      'Boutique',
      'Newsletter',
      'Paiements reçus',
      'Corbeille',
      'Personnes',
      'Pages du site',
      'Réglages du site',
      'Journal',
      'Guide',
      'Mot de passe',
    ]);
    expect(screen.getByText(/tout ce que permettent les autres rôles/)).toBeInTheDocument();
    // She opens a section's screens without granting herself its role.
    load.mockReturnValue(settled(wadoAdmin));
    await renderAdmin('/admin/mf-wado/pages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages du Wado' })).toBeInTheDocument();
  });

  it('describes each section by what the person’s roles really let her do there', async () => {
    serve(session({ email: 'vente@exemple.fr', roles: ['shop'] }));
    const { unmount } = await renderAdmin('/admin');
    const card = () => screen.getByRole('heading', { level: 3, name: 'Boutique' }).parentElement!;
    expect(card()).toHaveTextContent(
      'Le catalogue (articles, prix, stock et catégories) et les conditions générales de vente.',
    );
    expect(card()).not.toHaveTextContent('commandes');
    unmount();

    serve(session({ email: 'tresor@exemple.fr', roles: ['treasurer'] }));
    await renderAdmin('/admin');
    expect(card()).toHaveTextContent('Les commandes, leurs paiements et leur export.');
    expect(card()).not.toHaveTextContent('catalogue');
  });

  it('lists on the home page what the published pages contradict, each with where to fix it', async () => {
    serve({
      ...session(ADMIN),
      'GET /api/admin/consistency': {
        body: {
          items: [
            {
              rule: 'dates',
              where: '/gallery?album=mimizan-2026',
              message: 'L’album « Mimizan » est daté du 1er juillet 2026, avant le stage dont il montre les photos.',
              edit: '/admin/mf-media/albums/2',
            },
          ],
        },
      },
    });
    await renderAdmin('/admin');
    const section = await screen.findByRole('region', { name: 'À vérifier' });
    expect(section).toHaveTextContent('Une contradiction entre des pages publiées :');
    expect(section).toHaveTextContent('L’album « Mimizan » est daté du 1er juillet 2026');
    expect(within(section).getByRole('link', { name: 'Corriger' })).toHaveAttribute('href', '/admin/mf-media/albums/2');
    expect(within(section).getByRole('link', { name: 'Voir la page publiée' })).toHaveAttribute(
      'href',
      '/gallery?album=mimizan-2026',
    );
  });

  it('holds the place of the check while it runs, so that the cards below do not move', async () => {
    let answer: (value: unknown) => void = () => undefined;
    serve({ ...session(WADO_EDITOR), 'GET /api/admin/consistency': { body: { items: [] } } });
    const fetchNow = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/admin/consistency') await new Promise((resolve) => (answer = resolve));
      return fetchNow(input, init);
    }) as typeof fetch;
    await renderAdmin('/admin');
    expect(screen.getByRole('region', { name: 'À vérifier' })).toHaveTextContent('Vérification des pages publiées…');
    await act(async () => answer(undefined));
    expect(await screen.findByText(/Rien à vérifier/)).toBeInTheDocument();
  });

  it('says when there is nothing to check', async () => {
    serve({ ...session(WADO_EDITOR), 'GET /api/admin/consistency': { body: { items: [] } } });
    await renderAdmin('/admin');
    expect(await screen.findByRole('region', { name: 'À vérifier' })).toHaveTextContent(
      'Rien à vérifier : les pages publiées de vos rubriques ne se contredisent pas.',
    );
  });

  it("renders a remote's screens with the sub-menu of those the person's roles open", async () => {
    serve(session(WADO_EDITOR));
    load.mockReturnValue(settled(wadoAdmin));
    await renderAdmin('/admin/mf-wado');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages du Wado' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/mf-wado/pages');
    const subMenu = screen.getByRole('navigation', { name: 'Rubrique Le Wado' });
    expect(
      within(subMenu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pages de texte']);
    expect(within(subMenu).getByRole('link', { name: 'Pages de texte' })).toHaveAttribute(
      'href',
      '/admin/mf-wado/pages',
    );
    expect(within(subMenu).getByRole('link', { name: 'Pages de texte' })).toHaveAttribute('aria-current', 'page');
    expect(load).toHaveBeenCalledWith('mf-wado');
  });

  it("links a remote's text pages to their editor inside its slot, and back", async () => {
    serve({
      ...session(WADO_EDITOR),
      'GET /api/admin/pages': {
        body: {
          items: [
            {
              slug: 'kihon_kata',
              title: 'Kihon et kata',
              path: '/kihon_kata',
              owner: 'mf-wado',
              roles: ['wado'],
              updatedAt: '2026-03-01T10:00:00Z',
            },
          ],
        },
      },
      'GET /api/admin/pages/kihon_kata': {
        body: { slug: 'kihon_kata', title: 'Kihon et kata', body: 'Texte', updatedAt: '2026-03-01T10:00:00Z' },
      },
      'GET /api/admin/pages/kihon_kata/revisions': { body: { items: [] } },
    });
    load.mockReturnValue(settled({ remote: 'mf-wado', screens: textPagesScreens('mf-wado', ['wado']) }));
    await renderAdmin('/admin/mf-wado');
    const edit = await screen.findByRole('link', { name: 'Modifier « Kihon et kata »' });
    expect(edit).toHaveAttribute('href', '/admin/mf-wado/pages/kihon_kata');
    await userEvent.click(edit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier « Kihon et kata »' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '← Toutes les pages de texte' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/mf-wado\/pages$/);
  });

  it("gives administrators the site's own text pages", async () => {
    serve({
      ...session(ADMIN),
      'GET /api/admin/pages': {
        body: {
          items: [
            {
              slug: 'terms',
              title: "Conditions générales d'utilisation",
              path: '/terms_of_use',
              owner: 'shell',
              roles: ['admin'],
              updatedAt: '2026-03-01T10:00:00Z',
            },
            {
              slug: 'wado',
              title: 'Le Wado',
              path: '/wado',
              owner: 'mf-wado',
              roles: ['wado'],
              updatedAt: '2026-03-01T10:00:00Z',
            },
          ],
        },
      },
    });
    await renderAdmin('/admin/pages-du-site');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages du site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Modifier « Conditions générales d'utilisation »" })).toHaveAttribute(
      'href',
      '/admin/pages-du-site/terms',
    );
    // A section's pages are edited in its section, not among the site's own.
    expect(screen.queryByRole('link', { name: 'Modifier « Le Wado »' })).toBeNull();
  });

  it('refuses a screen of the section to a person without its role', async () => {
    serve(session(WADO_EDITOR));
    load.mockReturnValue(settled(wadoAdmin));
    await renderAdmin('/admin/mf-wado/reglages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès réservé' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Réglages' })).toBeNull();
  });

  it('keeps a remote that cannot be loaded in its slot: the rest of the back office works, and the retry too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(session(WADO_EDITOR));
    load.mockReturnValue(failed(new SectionLoadError('mf-wado', 'failed')));
    await renderAdmin('/admin/mf-wado/pages');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cette rubrique est momentanément indisponible' }),
    ).toBeInTheDocument();
    expect(menu()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();

    load.mockReturnValue(settled(wadoAdmin));
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    expect(forgetSection).toHaveBeenCalledWith('mf-wado');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages du Wado' })).toBeInTheDocument();

    await userEvent.click(within(menu()).getByRole('link', { name: 'Mot de passe' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Changer de mot de passe' })).toBeInTheDocument();
  });

  it('catches a screen that throws inside the slot', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(session(WADO_EDITOR));
    const Broken = () => {
      throw new Error('boum');
    };
    load.mockReturnValue(
      settled({ remote: 'mf-wado', screens: [{ path: 'pages', label: 'Pages', roles: ['wado'], Component: Broken }] }),
    );
    await renderAdmin('/admin/mf-wado/pages');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Cette page a rencontré un problème d'affichage" }),
    ).toBeInTheDocument();
    expect(menu()).toBeInTheDocument();
  });

  it('moves the focus to the new page’s heading on navigation', async () => {
    serve(session(WADO_EDITOR));
    await renderAdmin('/admin');
    await userEvent.click(within(menu()).getByRole('link', { name: 'Mot de passe' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Changer de mot de passe' })).toHaveFocus();
  });

  it('signs out and goes back to the sign-in page', async () => {
    const calls = serve({
      ...session(WADO_EDITOR),
      'POST /api/auth/logout': { body: { message: 'Vous êtes déconnecté.' } },
    });
    await renderAdmin('/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/auth/logout');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when the server cannot tell who is signed in, and tries again', async () => {
    serve({ 'GET /api/auth/me': { networkError: true } });
    await renderAdmin('/admin');
    expect(
      screen.getByRole('heading', { level: 1, name: 'L’espace d’administration est momentanément indisponible' }),
    ).toBeInTheDocument();
    serve(session(WADO_EDITOR));
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace d’administration' })).toBeInTheDocument();
  });

  it('asks to sign in again when the session ends while a page is open, then comes back to it', async () => {
    let signedIn = true;
    serve({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/people': () =>
        signedIn ? { body: { items: [] } } : { status: 401, body: { message: 'Connectez-vous pour continuer.' } },
      'GET /api/admin/audit?page=1&limit=20': { status: 401, body: { message: 'Connectez-vous pour continuer.' } },
      'POST /api/auth/login': { body: ADMIN },
    });
    await renderAdmin('/admin/personnes');
    await screen.findByRole('heading', { level: 1, name: 'Personnes' });
    signedIn = false;
    await userEvent.click(within(menu()).getByRole('link', { name: 'Journal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/connexion?retour=%2Fadmin%2Fjournal');
    expect(screen.getByRole('status')).toHaveTextContent('Votre session a pris fin : reconnectez-vous pour continuer.');
  });

  it('answers an unknown address of the back office in French', async () => {
    serve(session(WADO_EDITOR));
    await renderAdmin('/admin/nimporte/quoi');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });
});
