import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { EVENTS, NEWS } from '../test/fixtures';
import { LatestNews, NextEvents, widgets } from './index';

describe('home widgets', () => {
  it('the exposed module has both widgets', () => {
    expect(widgets.LatestNews).toBe(LatestNews);
    expect(widgets.NextEvents).toBe(NextEvents);
  });

  it('LatestNews shows the latest articles and a link to all of them', async () => {
    const { calls } = mockFetch({ '/api/news?limit=3': { body: NEWS } });
    renderPage(<LatestNews />);
    expect(screen.getByRole('heading', { level: 2, name: 'Dernières actualités' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open de Paris : neuf médailles' })).toHaveAttribute(
        'href',
        '/news/open-de-paris-2026',
      ),
    );
    expect(screen.getByRole('link', { name: 'Toutes les actualités →' })).toHaveAttribute('href', '/news');
    expect(calls[0]!.url).toBe('/api/news?limit=3');
  });

  it('NextEvents shows the next events; a failure stays inside the widget with a retry', async () => {
    let fail = true;
    mockFetch({ '/api/events?period=upcoming&limit=3': () => (fail ? { networkError: true } : { body: EVENTS }) });
    renderPage(<NextEvents />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("Les événements n'ont pas pu être chargés."),
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: "Stage national d'hiver" })).toHaveAttribute(
        'href',
        '/event/stage-hiver-2026',
      ),
    );
    expect(screen.getByText(/Stage · du 19 au 20 décembre 2026 · Lyon/)).toBeInTheDocument();
  });
});
