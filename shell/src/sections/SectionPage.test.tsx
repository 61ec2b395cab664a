import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SectionModule } from '@wado/shared';
import { SectionPage } from './SectionPage';
import { forgetSection, loadSection, SectionLoadError } from './loadSection';

// Jest cannot load real remotes: the loader is replaced, real federation runs in the browser tests.
jest.mock('./loadSection', () => {
  const actual = jest.requireActual('./loadSection');
  return { ...actual, loadSection: jest.fn(), forgetSection: jest.fn() };
});
const load = loadSection as jest.MockedFunction<typeof loadSection>;

/** React's `use` needs the same promise on every render, as the real (cached) loader gives. */
const settled = (module: SectionModule) => Promise.resolve(module);
const failed = (error: Error) => {
  const promise = Promise.reject(error);
  promise.catch(() => undefined);
  return promise;
};

const section: SectionModule = {
  remote: 'mf-wado',
  routes: [{ path: '/wado', Component: () => <h1>Le Wado</h1> }],
};

/** Rendered inside an awaited act: React only retries a suspended `use` when act is awaited. */
async function renderSlot(path = '/wado') {
  await act(async () => {
    render(
      <MemoryRouter>
        <SectionPage remote="mf-wado" path={path} />
      </MemoryRouter>,
    );
  });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.clearAllMocks());

describe('SectionPage', () => {
  it("shows the loading indicator, then the remote's screen for the path", async () => {
    let resolve!: (module: SectionModule) => void;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    await renderSlot();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    await act(async () => resolve(section));
    expect(screen.getByRole('heading', { name: 'Le Wado' })).toBeInTheDocument();
  });

  it('shows a French message with a retry when the remote cannot be loaded, and the retry works', async () => {
    load.mockReturnValue(failed(new SectionLoadError('mf-wado', 'failed')));
    await renderSlot();
    expect(
      await screen.findByRole('heading', { name: 'Cette rubrique est momentanément indisponible' }),
    ).toBeInTheDocument();
    load.mockReturnValue(settled(section));
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    expect(forgetSection).toHaveBeenCalledWith('mf-wado');
    expect(await screen.findByRole('heading', { name: 'Le Wado' })).toBeInTheDocument();
  });

  it('says in French that a remote built for another major version of the site cannot be shown', async () => {
    load.mockReturnValue(
      failed(
        new SectionLoadError('mf-wado', 'incompatible', undefined, '@wado/shared ^2.0.0 demandé, 1.0.0 dans la page'),
      ),
    );
    await renderSlot();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Cette rubrique n'est pas à jour" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/construite pour une autre version du site/)).toBeInTheDocument();
  });

  it('catches a screen that throws, inside the slot', async () => {
    const Broken = () => {
      throw new Error('boum');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockReturnValue(settled({ remote: 'mf-wado', routes: [{ path: '/wado', Component: Broken }] }));
    await renderSlot();
    expect(
      await screen.findByRole('heading', { name: "Cette page a rencontré un problème d'affichage" }),
    ).toBeInTheDocument();
  });

  it('says the screen is being prepared when the release has none for the path', async () => {
    load.mockReturnValue(settled(section));
    await renderSlot('/lexicon');
    expect(await screen.findByRole('heading', { name: 'Rubrique en préparation' })).toBeInTheDocument();
  });
});
