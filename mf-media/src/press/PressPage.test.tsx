import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import type { PressArticle } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import PressPage from './PressPage';
import PressArticlePage from './PressArticlePage';

const ARTICLE: PressArticle = {
  slug: 'budo-mag-2026',
  source: 'Budo Mag',
  publishedAt: '2026-09-30',
  title: "Le Wado, la voie de l'harmonie",
  excerpt: 'Reportage dans un dojo lyonnais.',
  url: null,
  author: 'Isabelle Roche',
  body: 'Ici, pas de blocages en *force*.',
};
const renderAt = (url: string) =>
  renderPage(
    {
      '/press': <PressPage />,
      '/press/:press': <PressArticlePage />,
    },
    { url },
  );

describe('press', () => {
  it('lists articles with source and date, linking to each', async () => {
    mockFetch({ '/api/press?page=1&limit=10': { body: { items: [ARTICLE], page: 1, limit: 10, total: 1, pages: 1 } } });
    renderAt('/press');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: "Le Wado, la voie de l'harmonie" })).toHaveAttribute(
        'href',
        '/press/budo-mag-2026',
      ),
    );
    expect(screen.getByText(/Budo Mag ·/)).toHaveTextContent('Budo Mag · 30 septembre 2026');
  });

  it('shows the full text when there is one', async () => {
    mockFetch({ '/api/press/budo-mag-2026': { body: ARTICLE } });
    renderAt('/press/budo-mag-2026');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Le Wado, la voie de l'harmonie" }),
    ).toBeInTheDocument();
    expect(screen.getByText('force').tagName).toBe('EM');
    expect(screen.queryByRole('link', { name: /Lire l'article/ })).toBeNull();
  });

  it('links to the original when only the excerpt may be shown', async () => {
    mockFetch({ '/api/press/budo-mag-2026': { body: { ...ARTICLE, body: '', url: 'https://budo.example/article' } } });
    renderAt('/press/budo-mag-2026');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: "Lire l'article sur le site de Budo Mag" })).toHaveAttribute(
        'href',
        'https://budo.example/article',
      ),
    );
  });
});
