import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { HomeWidgetsModule } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { SITE_SETTINGS } from '@wado/shared/testing/fixtures';
import { forgetSection, loadHomeWidgets, SectionLoadError } from '../../sections/loadSection';
import { HomePage } from './HomePage';

// Jest cannot load real remotes: the loader is replaced, real federation runs in the browser tests.
jest.mock('../../sections/loadSection', () => {
  const actual = jest.requireActual('../../sections/loadSection');
  return { ...actual, loadHomeWidgets: jest.fn(), forgetSection: jest.fn() };
});
const load = loadHomeWidgets as jest.MockedFunction<typeof loadHomeWidgets>;

const widgets: HomeWidgetsModule = {
  LatestNews: () => <h2>Dernières actualités</h2>,
  NextEvents: () => <h2>Prochains événements</h2>,
};
const failed = () => {
  const promise = Promise.reject(new SectionLoadError('mf-media', 'failed'));
  promise.catch(() => undefined);
  return promise;
};

async function renderHome() {
  await act(async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
  });
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The welcome names the association from the site's settings.
  mockFetch({ '/api/site/settings': { body: SITE_SETTINGS } });
});
afterEach(() => jest.clearAllMocks());

describe('home page widgets', () => {
  it("shows mf-media's latest news and next events", async () => {
    load.mockReturnValue(Promise.resolve(widgets));
    await renderHome();
    expect(await screen.findByRole('heading', { name: 'Dernières actualités' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prochains événements' })).toBeInTheDocument();
  });

  it('keeps the rest of the home page when mf-media is down, with a retry in each slot', async () => {
    load.mockReturnValue(failed());
    await renderHome();
    const notices = await screen.findAllByRole('alert');
    expect(notices).toHaveLength(2);
    expect(notices.map((notice) => within(notice).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Les actualités sont momentanément indisponibles',
      'Le calendrier est momentanément indisponible',
    ]);
    expect(notices[0]).toHaveTextContent('Le reste du site fonctionne normalement.');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue à Wado France' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Nos rubriques' })).toBeInTheDocument();

    load.mockReturnValue(Promise.resolve(widgets));
    await act(() => userEvent.click(within(notices[0]!).getByRole('button', { name: 'Réessayer' })));
    expect(forgetSection).toHaveBeenCalledWith('mf-media');
    expect(await screen.findByRole('heading', { name: 'Dernières actualités' })).toBeInTheDocument();
  });
});
