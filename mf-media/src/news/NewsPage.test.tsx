import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { ARTICLE, NEWS } from '../test/fixtures';
import NewsPage from './NewsPage';
import NewsArticlePage from './NewsArticlePage';

const renderAt = (url: string) => renderPage({ '/news': <NewsPage />, '/news/:news': <NewsArticlePage /> }, { url });

describe('NewsPage', () => {
  it('lists articles with date, image and summary, and pages through them', async () => {
    mockFetch({
      '/api/news?page=1&limit=9': { body: NEWS },
      '/api/news?page=2&limit=9': {
        body: { ...NEWS, page: 2, items: [{ ...NEWS.items[1]!, slug: 'ancienne', title: 'Une ancienne nouvelle' }] },
      },
    });
    renderAt('/news');
    const link = await screen.findByRole('link', { name: 'Open de Paris : neuf médailles' });
    expect(link).toHaveAttribute('href', '/news/open-de-paris-2026');
    expect(screen.getByText('18 novembre 2026')).toBeInTheDocument();
    // The first image (the phone's largest content) at once, the others when scrolled to.
    const [first, ...others] = screen.getAllByRole('img');
    expect(first).toHaveAccessibleName('Illustration open');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'flux RSS des actualités' })).toHaveAttribute('href', '/api/news/feed.xml');
    await userEvent.click(screen.getByRole('link', { name: 'Page suivante →' }));
    expect(await screen.findByRole('link', { name: 'Une ancienne nouvelle' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Page précédente' })).toHaveAttribute('href', '/news');
  });
});

describe('NewsArticlePage', () => {
  it('renders the Markdown body safely (no raw HTML) with its image', async () => {
    mockFetch({ '/api/news/open-de-paris-2026': { body: ARTICLE } });
    renderAt('/news/open-de-paris-2026');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open de Paris : neuf médailles' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Les jeunes' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lien' })).toHaveAttribute('href', '/results');
    expect(screen.getByRole('img', { name: 'Illustration open' })).toHaveAttribute('width', '800');
    expect(document.title).toBe('Open de Paris : neuf médailles – Wado France');
  });

  it('says an unknown article is not found', async () => {
    mockFetch({});
    renderAt('/news/disparu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualité introuvable' })).toBeInTheDocument();
  });
});
