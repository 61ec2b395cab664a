import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { mockFetch, type MockRoute } from '../test/fetchMock';
import { TextPage } from './TextPage';

const history = {
  page: 'history',
  title: 'Histoire du Wado',
  body: '## Le fondateur\n\nHironori **Ōtsuka**.',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderPage(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('TextPage', () => {
  it('shows the loading indicator, then the title and the Markdown body, and sets the title', async () => {
    mockFetch({ '/api/content/history': { body: history } });
    renderPage(<TextPage source={{ page: 'history' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Histoire du Wado' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Le fondateur' })).toBeInTheDocument();
    expect(screen.getByText('Ōtsuka').tagName).toBe('STRONG');
    expect(screen.getByText(/Mis à jour le 1er novembre 2026/)).toBeInTheDocument();
    expect(document.title).toBe('Histoire du Wado – Wado France');
  });

  it('uses the dedicated endpoints of the sale conditions and the terms', async () => {
    const { calls } = mockFetch({ '/api/saleConditions': { body: { ...history, title: 'CGV' } } });
    renderPage(<TextPage source={{ endpoint: 'saleConditions' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'CGV' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/saleConditions');
  });

  it('flags a page under construction', async () => {
    mockFetch({ '/api/content/features': { body: { ...history, title: 'Caractéristiques' } } });
    renderPage(<TextPage source={{ page: 'features' }} underConstruction />);
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('Page en construction'));
  });

  it('says in French when the page does not exist', async () => {
    mockFetch({ '/api/content/nope': { status: 404, body: { error: 'Not Found', message: 'x' } } });
    renderPage(<TextPage source={{ page: 'nope' }} />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("Ce contenu n'existe pas ou n'est plus publié."),
    );
  });

  it('offers a retry that works once the server answers again', async () => {
    let answer: MockRoute = { networkError: true };
    mockFetch({ '/api/content/history': () => answer });
    renderPage(<TextPage source={{ page: 'history' }} />);
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    answer = { body: history };
    await act(() => userEvent.click(retry));
    expect(await screen.findByRole('heading', { level: 1, name: 'Histoire du Wado' })).toBeInTheDocument();
  });
});
