import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse, SearchResult } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import SearchPage from './SearchPage';

const result = (title: string, url: string, kind: SearchResult['kind'] = 'news'): SearchResult => ({
  kind,
  kindLabel: kind === 'news' ? 'Actualité' : 'Club',
  title,
  titleSegments: title.startsWith('Stage')
    ? [
        { text: 'Stage', match: true },
        { text: title.slice('Stage'.length), match: false },
      ]
    : [{ text: title, match: false }],
  url,
  extract: [
    { text: '…Le ', match: false },
    { text: 'stage', match: true },
    { text: ' d’été réunit les clubs <b>du</b> Sud…', match: false },
  ],
});

const FOUND: SearchResponse = {
  items: [result('Stage de printemps', '/news/stage-printemps'), result('Wado Club de Lyon', '/club/1', 'club')],
  page: 1,
  limit: 10,
  total: 12,
  pages: 2,
  query: 'stages',
  kind: null,
  counts: [
    { kind: 'news', label: 'Actualités', count: 11 },
    { kind: 'club', label: 'Clubs', count: 1 },
  ],
  all: 12,
};

const EMPTY: SearchResponse = { ...FOUND, items: [], total: 0, pages: 0, all: 0, counts: [], query: 'zzz' };

const renderAt = (url: string) =>
  renderPage({ '/search': <SearchPage />, '/news/:news': <h1>Actualité ouverte</h1> }, { url, showLocation: true });

describe('SearchPage', () => {
  it('shows the results of the query: marked words as text, kinds with their counts, pages as real links', async () => {
    const { calls } = mockFetch({ '/api/search?q=stages': { body: FOUND } });
    renderAt('/search?q=%20stages%20');
    const list = await screen.findByRole('list', { name: 'Résultats' });
    expect(calls.map((call) => call.url)).toEqual(['/api/search?q=stages']);
    expect(document.title).toBe('Recherche : stages – Wado France');
    expect(screen.getByText('12 résultats pour « stages »')).toHaveAttribute('role', 'status');
    const first = within(list).getByRole('link', { name: 'Stage de printemps' });
    expect(first).toHaveAttribute('href', '/news/stage-printemps');
    expect(first.querySelector('mark')).toHaveTextContent('Stage');
    // The extract's text is text: markup in it is shown, never interpreted.
    expect(screen.getAllByText(/d’été réunit les clubs <b>du<\/b> Sud/)).toHaveLength(2);
    expect(document.querySelector('.extract b, p b')).toBeNull();
    expect([...document.querySelectorAll('p mark')].map((mark) => mark.textContent)).toEqual(['stage', 'stage']);

    const kinds = screen.getByRole('navigation', { name: 'Types de résultats' });
    expect(within(kinds).getByRole('link', { name: 'Tout 12' })).toHaveAttribute('aria-current', 'page');
    expect(within(kinds).getByRole('link', { name: 'Clubs 1' })).toHaveAttribute('href', '/search?q=stages&kind=club');
    expect(screen.getByRole('link', { name: 'Page suivante →' })).toHaveAttribute('href', '/search?q=+stages+&page=2');
    expect(screen.getByRole('searchbox', { name: 'Mots recherchés' })).toHaveValue('stages');
  });

  it('filters by kind and goes to another page through the links', async () => {
    mockFetch({
      '/api/search?q=stages': { body: FOUND },
      '/api/search?q=stages&kind=club': {
        body: { ...FOUND, kind: 'club', total: 1, pages: 1, items: [FOUND.items[1]] },
      },
    });
    renderAt('/search?q=stages');
    await userEvent.click(await screen.findByRole('link', { name: 'Clubs 1' }));
    expect(await screen.findByRole('link', { name: 'Wado Club de Lyon' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stage de printemps' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Clubs 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('search')).toHaveTextContent('?q=stages&kind=club');
  });

  it('sends a new query through the router', async () => {
    mockFetch({ '/api/search?q=stages': { body: FOUND }, '/api/search?q=kata': { body: { ...FOUND, query: 'kata' } } });
    renderAt('/search?q=stages');
    const field = await screen.findByRole('searchbox', { name: 'Mots recherchés' });
    await screen.findByText('12 résultats pour « stages »');
    await userEvent.clear(field);
    await userEvent.type(field, ' kata {Enter}');
    expect(await screen.findByText('12 résultats pour « kata »')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?q=kata');
    const form = screen.getByRole('search', { name: 'Recherche' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
  });

  it('opens a place in a page (a coach’s card) with a page load, for the browser to scroll to it', async () => {
    const coach = { ...result('Olivier Marchetti', '/coaches#olivier-marchetti', 'club'), kind: 'coach' as const };
    mockFetch({ '/api/search?q=marchetti': { body: { ...FOUND, items: [coach, FOUND.items[0]] } } });
    renderAt('/search?q=marchetti');
    const link = await screen.findByRole('link', { name: 'Olivier Marchetti' });
    expect(link).toHaveAttribute('href', '/coaches#olivier-marchetti');
    expect(link).not.toHaveAttribute('data-discover');
    expect(screen.getByRole('link', { name: 'Stage de printemps' })).toHaveAttribute('data-discover', 'true');
  });

  it('says when nothing is found, with other ways to look', async () => {
    mockFetch({ '/api/search?q=zzz': { body: EMPTY } });
    renderAt('/search?q=zzz');
    expect(await screen.findByText('Aucun résultat pour « zzz ».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'trouver un club près de chez vous' })).toHaveAttribute(
      'href',
      '/affiliated_clubs',
    );
    expect(screen.getByRole('link', { name: 'parcourir le lexique du Wado' })).toHaveAttribute('href', '/lexicon');
    expect(screen.getByRole('link', { name: 'lire les actualités de l’association' })).toHaveAttribute('href', '/news');
  });

  it('asks for a query, and says why one is refused, without calling the API', async () => {
    const { calls } = mockFetch({});
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Recherche' })).toBeInTheDocument();
    expect(screen.getByText(/saisissez un ou plusieurs mots/)).toBeInTheDocument();
    expect(document.title).toBe('Recherche – Wado France');
    renderAt('/search?q=a');
    expect(screen.getByText('Votre recherche doit compter entre 2 et 100 caractères.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
