import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import type { Interview } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import InterviewsPage from './InterviewsPage';
import InterviewPage from './InterviewPage';

const INTERVIEW: Interview = {
  slug: 'francoise-delmas',
  title: "L'arbitrage, une autre façon de vivre le karaté",
  person: 'Françoise Delmas',
  personRole: 'Arbitre internationale',
  date: '2026-01-20',
  summary: 'Vingt ans d’arbitrage.',
  portrait: { url: '/media/interviews/f.svg', alt: 'Portrait illustré de Françoise Delmas', width: 240, height: 240 },
  interviewer: 'Commission communication',
  place: 'Bordeaux',
  questions: [
    { question: 'Comment êtes-vous devenue arbitre ?', answer: 'Par **hasard**.' },
    { question: "Qu'est-ce qu'un bon arbitre ?", answer: 'Quelqu’un de calme.' },
  ],
};
const renderAt = (url: string) =>
  renderPage(
    {
      '/interviews': <InterviewsPage />,
      '/interview/:interview': <InterviewPage />,
    },
    { url },
  );

describe('interviews', () => {
  it('lists interviews with who and when', async () => {
    mockFetch({
      '/api/interviews?page=1&limit=10': { body: { items: [INTERVIEW], page: 1, limit: 10, total: 1, pages: 1 } },
    });
    renderAt('/interviews');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: INTERVIEW.title })).toHaveAttribute(
        'href',
        '/interview/francoise-delmas',
      ),
    );
    expect(screen.getByText('Françoise Delmas')).toBeInTheDocument();
    expect(screen.getByText('20 janvier 2026')).toBeInTheDocument();
  });

  it('gives each question as a heading followed by its answer', async () => {
    mockFetch({ '/api/interviews/francoise-delmas': { body: INTERVIEW } });
    renderAt('/interview/francoise-delmas');
    expect(await screen.findByRole('heading', { level: 1, name: INTERVIEW.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      INTERVIEW.questions.map((qa) => qa.question),
    );
    expect(screen.getByText('hasard').tagName).toBe('STRONG');
    expect(screen.getByText(/Propos recueillis par Commission communication, à Bordeaux/)).toBeInTheDocument();
    expect(document.title).toBe(`Françoise Delmas : ${INTERVIEW.title} – Wado France`);
  });

  it('says an unknown interview is not found', async () => {
    mockFetch({});
    renderAt('/interview/inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview introuvable' })).toBeInTheDocument();
  });
});
