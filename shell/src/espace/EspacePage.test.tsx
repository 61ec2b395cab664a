import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESPACE_SIGN_IN_REQUIRED, resetSiteSettings, type EspaceModule, type RemoteName } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { forgetSection, loadEspaceSection, SectionLoadError } from '../sections/loadSection';
import { espaceModule, failed, HOUSEHOLD, renderEspace, settled, SIGNED_OUT } from './testing/renderEspace';

// Jest cannot load real remotes: the loader is replaced, real federation runs in the browser tests.
jest.mock('../sections/loadSection', () => {
  const actual = jest.requireActual('../sections/loadSection');
  return { ...actual, loadEspaceSection: jest.fn(), forgetSection: jest.fn() };
});
const load = loadEspaceSection as jest.MockedFunction<typeof loadEspaceSection>;

const ASSOCIATION = espaceModule('mf-association', [
  { id: 'licences', title: 'Licences' },
  { id: 'dons', title: 'Dons et reçus fiscaux' },
]);
const MEDIA = espaceModule('mf-media', [{ id: 'inscriptions', title: 'Inscriptions' }]);
const SHOP = espaceModule('mf-shop', [{ id: 'commandes', title: 'Commandes' }]);

/** Each remote's module, one promise per remote (as the real loader keeps them). */
function serveModules(modules: Record<RemoteName, Promise<EspaceModule>>) {
  load.mockImplementation((remote) => modules[remote] ?? new Promise(() => undefined));
}

const SETTINGS = {
  name: 'Wado France',
  fullName: 'Association Wado France',
  email: 'contact@wado-france.fr',
  addressLines: [],
  phone: '04 78 42 19 37',
  socialLinks: [],
  copyrightYear: 2026,
};

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  load.mockReset();
  serveModules({ 'mf-association': settled(ASSOCIATION), 'mf-media': settled(MEDIA), 'mf-shop': settled(SHOP) });
  resetSiteSettings();
});
afterEach(() => jest.restoreAllMocks());

describe('« Mon espace » signed in', () => {
  it('says who is signed in and shows the household: name, club, birth date in French, grade', async () => {
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD } });
    await renderEspace('/espace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
    expect(screen.getByText(/Connecté avec/)).toHaveTextContent('Connecté avec claire.martin@exemple.fr');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();

    const household = screen.getByRole('region', { name: 'Votre foyer' });
    const [ines, hugo] = within(household).getAllByRole('listitem');
    expect(within(ines!).getByRole('heading', { level: 3 })).toHaveTextContent('Inès Martin');
    expect(ines).toHaveTextContent('Wado Club de Lyon');
    expect(ines).toHaveTextContent('12 mars 2014');
    expect(ines).toHaveTextContent('Ceinture orange');
    expect(hugo).toHaveTextContent('1er novembre 2016');
  });

  it('says so when no licensee is attached to the address', async () => {
    mockFetch({ '/api/espace/household': { body: { ...HOUSEHOLD, members: [] } } });
    await renderEspace('/espace');
    const household = await screen.findByRole('region', { name: 'Votre foyer' });
    expect(household).toHaveTextContent(
      'Aucun licencié n’est rattaché à cette adresse : vous retrouvez ici vos commandes, inscriptions et dons.',
    );
    expect(within(household).queryByRole('list')).toBeNull();
  });

  it('shows each remote’s parts, in the manifest’s order, each in its own region under its own heading', async () => {
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD } });
    await renderEspace('/espace');
    const licences = await screen.findByRole('region', { name: 'Licences' });
    expect(within(licences).getByRole('heading', { level: 2 })).toHaveTextContent('Licences');
    expect(licences).toHaveTextContent('Contenu de Licences');
    expect(licences).toHaveAttribute('id', 'licences');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Votre foyer',
      'Licences',
      'Dons et reçus fiscaux',
      'Inscriptions',
      'Commandes',
      'Vos données',
    ]);
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(
      expect.arrayContaining(['mf-association', 'mf-media', 'mf-shop']),
    );
  });

  it('shows a loading indicator while a remote loads', async () => {
    serveModules({ 'mf-association': settled(ASSOCIATION), 'mf-shop': settled(SHOP) });
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD } });
    await renderEspace('/espace');
    expect(await screen.findByRole('region', { name: 'Commandes' })).toBeInTheDocument();
    const loading = screen.getAllByRole('status').filter((status) => status.textContent);
    expect(loading).toHaveLength(1);
    expect(loading[0]).toHaveTextContent('Chargement de cette partie…');
  });

  it('one remote failing leaves the others’ parts, with a French message and « Réessayer »', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const media = failed(new SectionLoadError('mf-media', 'failed'));
    serveModules({ 'mf-association': settled(ASSOCIATION), 'mf-media': media, 'mf-shop': settled(SHOP) });
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD } });
    await renderEspace('/espace');

    const problem = await screen.findByRole('alert');
    expect(within(problem).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Inscriptions aux événements : momentanément indisponible',
    );
    expect(screen.getByRole('region', { name: 'Licences' })).toHaveTextContent('Contenu de Licences');
    expect(screen.getByRole('region', { name: 'Commandes' })).toHaveTextContent('Contenu de Commandes');
    expect(screen.queryByRole('region', { name: 'Inscriptions' })).toBeNull();

    const mediaAgain = settled(MEDIA);
    serveModules({ 'mf-association': settled(ASSOCIATION), 'mf-media': mediaAgain, 'mf-shop': settled(SHOP) });
    await act(async () => {
      await userEvent.click(within(problem).getByRole('button', { name: 'Réessayer' }));
      await mediaAgain;
    });
    expect(forgetSection).toHaveBeenCalledWith('mf-media');
    expect(screen.getByRole('region', { name: 'Inscriptions' })).toHaveTextContent('Contenu de Inscriptions');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a part that throws is caught too: the page and the other remotes go on', async () => {
    const Broken = () => {
      throw new Error('bug');
    };
    serveModules({
      'mf-association': settled(ASSOCIATION),
      'mf-media': settled({
        remote: 'mf-media',
        parts: [{ id: 'inscriptions', title: 'Inscriptions', Component: Broken }],
      }),
      'mf-shop': settled(SHOP),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD } });
    await renderEspace('/espace');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inscriptions aux événements : momentanément indisponible',
    );
    expect(screen.getByRole('region', { name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Votre foyer' })).toBeInTheDocument();
  });

  it('offers the data as JSON and as PDF, and says whom to write to (the address from the site’s settings)', async () => {
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD }, '/api/site/settings': { body: SETTINGS } });
    await renderEspace('/espace');
    const data = await screen.findByRole('region', { name: 'Vos données' });
    const download = within(data).getByRole('link', { name: 'Télécharger toutes vos données (JSON)' });
    expect(download).toHaveAttribute('href', '/api/espace/export.json');
    expect(download).toHaveAttribute('download');
    expect(await within(data).findByRole('link', { name: 'contact@wado-france.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@wado-france.fr',
    );
    expect(data).toHaveTextContent(
      'Pour faire corriger vos données, ou pour toute question à leur sujet, écrivez à l’association à contact@wado-france.fr.',
    );
    const pdf = within(data).getByRole('link', { name: 'Télécharger vos données à lire (PDF)' });
    expect(pdf).toHaveAttribute('href', '/api/espace/export.pdf');
    expect(pdf).toHaveAttribute('download');
  });

  it('without the site’s settings, the sentence stands without the address', async () => {
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD } });
    await renderEspace('/espace');
    const data = await screen.findByRole('region', { name: 'Vos données' });
    expect(within(data).getByText(/^Pour faire corriger/)).toHaveTextContent(
      /^Pour faire corriger vos données, ou pour toute question à leur sujet, écrivez à l’association\.$/,
    );
  });

  it('signs out: back to the form, with « Vous êtes déconnecté. » taking the focus', async () => {
    const { calls } = mockFetch({
      '/api/espace/household': { body: HOUSEHOLD },
      '/api/espace/sign-out': { body: { ok: true } },
    });
    await renderEspace('/espace');
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));

    const status = await screen.findByText('Vous êtes déconnecté.');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(screen.queryByText('claire.martin@exemple.fr')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Licences' })).toBeNull();
    const signOut = calls.find((call) => call.url.endsWith('/api/espace/sign-out'));
    expect(signOut?.init?.method).toBe('POST');
  });

  it('a sign-out that fails says why and keeps the space', async () => {
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD }, '/api/espace/sign-out': { networkError: true } });
    await renderEspace('/espace');
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La déconnexion n’a pas abouti. Vérifiez votre connexion puis réessayez.',
    );
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('a session over (401) on a later call brings back the form with ESPACE_SIGN_IN_REQUIRED', async () => {
    let household: { status?: number; body: unknown } = { body: HOUSEHOLD };
    mockFetch({ '/api/espace/household': () => household });
    await renderEspace('/espace');
    expect(await screen.findByRole('region', { name: 'Votre foyer' })).toBeInTheDocument();

    // The visitor comes back to the tab after the session ended.
    household = SIGNED_OUT;
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
    });
    const notice = await screen.findByText(ESPACE_SIGN_IN_REQUIRED);
    expect(notice).toHaveFocus();
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Votre foyer' })).toBeNull();
  });

  it('a sign-out the server no longer knows of (401) signs out all the same', async () => {
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD }, '/api/espace/sign-out': SIGNED_OUT });
    await renderEspace('/espace');
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Vous êtes déconnecté.')).toBeInTheDocument();
  });
});

describe('accessibility of the space', () => {
  it('signed out: no axe violation', async () => {
    mockFetch({ '/api/espace/household': SIGNED_OUT });
    const { container } = await renderEspace('/espace');
    await screen.findByLabelText('Adresse e-mail');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signed in, one remote down: no axe violation, headings in order', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveModules({
      'mf-association': settled(ASSOCIATION),
      'mf-media': failed(new SectionLoadError('mf-media', 'timeout')),
      'mf-shop': settled(SHOP),
    });
    mockFetch({ '/api/espace/household': { body: HOUSEHOLD }, '/api/site/settings': { body: SETTINGS } });
    const { container } = await renderEspace('/espace');
    await screen.findByRole('region', { name: 'Commandes' });
    await screen.findByRole('link', { name: 'contact@wado-france.fr' });
    expect(await axeViolations(container)).toEqual([]);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4')].map((heading) => Number(heading.tagName[1]));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });
});
