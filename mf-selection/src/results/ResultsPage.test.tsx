import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { DETAIL, RESULTS } from '../test/fixtures';
import ResultsPage from './ResultsPage';
import ResultPage from './ResultPage';
import { groupBySeason } from './grouping';

const renderAt = (url: string) =>
  renderPage(
    {
      '/results': <ResultsPage />,
      '/result/:result': <ResultPage />,
    },
    { url, showLocation: true },
  );

describe('ResultsPage', () => {
  it('groups competitions by season with dates, place, level and medals, each linking to its podiums', async () => {
    mockFetch({ '/api/results?page=1&limit=10': { body: RESULTS } });
    renderAt('/results');
    const season = await screen.findByRole('region', { name: 'Saison 2026-2027' });
    const link = within(season).getByRole('link', { name: 'Open de Paris' });
    expect(link).toHaveAttribute('href', '/result/open-paris-2026');
    expect(
      within(season).getByText(/du 14 au 15 novembre 2026 · Paris \(France\) · Open international/),
    ).toBeInTheDocument();
    expect(within(season).getByRole('list', { name: "9 médailles pour l'équipe de France" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Saison 2025-2026' })).toHaveTextContent('Aucune médaille');
    expect(screen.getByRole('link', { name: 'Page suivante →' })).toHaveAttribute('href', '/results?page=2');
  });

  it('filters by season through the URL and goes back to the first page', async () => {
    const { calls } = mockFetch({
      '/api/results?page=2&limit=10': { body: { ...RESULTS, page: 2 } },
      '/api/results?season=2024-2025&page=1&limit=10': { body: { ...RESULTS, items: [], total: 0, pages: 0 } },
    });
    renderAt('/results?page=2');
    await userEvent.selectOptions(await screen.findByLabelText('Saison'), '2024-2025');
    expect(await screen.findByText("Aucun résultat n'est publié pour cette saison.")).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?saison=2024-2025');
    expect(calls.map((call) => call.url)).toContain('/api/results?season=2024-2025&page=1&limit=10');
  });

  it('keeps seasons in the order received', () => {
    expect(groupBySeason(RESULTS.items).map((group) => group.season)).toEqual(['2026-2027', '2025-2026']);
  });
});

describe('ResultPage', () => {
  it('gives the podium of each category, marks our team, and counts its medals', async () => {
    mockFetch({ '/api/results/open-paris-2026': { body: DETAIL } });
    renderAt('/result/open-paris-2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open de Paris' })).toBeInTheDocument();
    const category = screen
      .getByRole('heading', { level: 3, name: 'Kata individuel féminin – seniors' })
      .closest('section')!;
    const places = within(category).getAllByRole('listitem');
    expect(places[0]).toHaveTextContent('Médaille d’or');
    expect(places[0]).toHaveTextContent('Léa KerbratÉquipe de France');
    expect(places[1]).not.toHaveTextContent('Équipe de France');
    // A French club is one of the directory, a foreign one a name only.
    expect(within(places[0]!).getByRole('link', { name: 'Wado Kai Rennes' })).toHaveAttribute('href', '/club/41');
    expect(places[1]).toHaveTextContent('Wado Roma · Italie');
    expect(within(places[1]!).queryByRole('link')).toBeNull();
    // One of our competitors links to their page; a foreign athlete is a name only.
    expect(within(places[0]!).getByRole('link', { name: 'Léa Kerbrat' })).toHaveAttribute(
      'href',
      '/competitor/lea-kerbrat',
    );
    expect(places[2]).toHaveTextContent('Ana Sousa');
    expect(within(places[2]!).queryByRole('link')).toBeNull();
    expect(screen.getByText('bon').tagName).toBe('STRONG');
    expect(screen.getByRole('list', { name: "9 médailles pour l'équipe de France" })).toHaveTextContent(
      '3 or2 argent4 bronze',
    );
    // The title follows the page's data: on a busy machine, a moment after its content.
    await waitFor(() => expect(document.title).toBe('Open de Paris – Wado France'));
  });

  it('says in French that an unknown competition is not found, with the way back to the list', async () => {
    mockFetch({});
    renderAt('/result/championnat-inconnu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compétition introuvable' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /résultats/i })[0]).toHaveAttribute('href', '/results');
  });

  it('does not even ask the server for a malformed id', async () => {
    const { calls } = mockFetch({});
    renderAt('/result/Pas%20un%20id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compétition introuvable' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
