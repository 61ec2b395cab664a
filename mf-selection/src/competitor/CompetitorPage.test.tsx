import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { DETAIL, KUMITE_DETAIL } from '../test/fixtures';
import ResultPage from '../results/ResultPage';
import CompetitorPage, { categoryOf } from './CompetitorPage';

const renderAt = (url: string) =>
  renderPage(
    { '/competitor/:competitor': <CompetitorPage />, '/result/:result': <ResultPage /> },
    { url, showLocation: true },
  );

describe('CompetitorPage', () => {
  it('gives the athlete’s club, grade, discipline and category, with the page title and description', async () => {
    mockFetch({ '/api/competitors/noah-diallo': { body: KUMITE_DETAIL } });
    renderAt('/competitor/noah-diallo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Noah Diallo' })).toBeInTheDocument();
    expect(document.title).toBe('Noah Diallo – Wado France');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Noah Diallo, kumite Juniors (16-17 ans), -68 kg, Dojo Wado Marseille : 3 médailles et tous ses résultats en sélection nationale de Wado France.',
    );
    const facts = screen.getByText('Club').closest('dl')!;
    expect(within(facts).getByRole('link', { name: 'Dojo Wado Marseille' })).toHaveAttribute('href', '/club/17');
    expect(facts).toHaveTextContent('Grade1er kyu');
    expect(facts).toHaveTextContent('DisciplineKumite');
    expect(facts).toHaveTextContent('CatégorieJuniors (16-17 ans), -68 kg');
    expect(screen.getByRole('img', { name: 'Portrait illustré de noah-diallo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Tous les compétiteurs' })).toHaveAttribute('href', '/competitors');
  });

  it('counts the medals in words, not only in colour', async () => {
    mockFetch({ '/api/competitors/noah-diallo': { body: KUMITE_DETAIL } });
    renderAt('/competitor/noah-diallo');
    const summary = await screen.findByRole('region', { name: '3 médailles' });
    expect(within(summary).getByRole('list', { name: '3 médailles pour Noah Diallo' })).toHaveTextContent(
      '1 or1 argent1 bronze',
    );
  });

  it('lists every result newest first, each linking to its competition', async () => {
    mockFetch({
      '/api/competitors/noah-diallo': { body: KUMITE_DETAIL },
      '/api/results/open-paris-2026': { body: DETAIL },
    });
    renderAt('/competitor/noah-diallo');
    const results = within(await screen.findByRole('region', { name: 'Résultats' })).getAllByRole('listitem');
    expect(results).toHaveLength(3);
    expect(results[0]).toHaveTextContent('Médaille d’or');
    expect(results[0]).toHaveTextContent('Kumite juniors masculin -68 kg');
    expect(results[0]).toHaveTextContent('du 14 au 15 novembre 2026 · Paris (France) · Open international');
    expect(results[1]).toHaveTextContent('Médaille de bronze');
    expect(results[2]).toHaveTextContent('Médaille d’argent');
    expect(within(results[2]!).getByRole('link', { name: "Championnat d'Europe" })).toHaveAttribute(
      'href',
      '/result/europe-2026',
    );
    await userEvent.click(within(results[0]!).getByRole('link', { name: 'Open de Paris' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Open de Paris' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/result/open-paris-2026');
  });

  it('names a club outside the directory without a link, and says when there is no podium yet', async () => {
    mockFetch({
      '/api/competitors/noah-diallo': {
        body: {
          ...KUMITE_DETAIL,
          club: 'Wado Genève',
          clubId: null,
          achievements: [],
          results: [],
          medals: { gold: 0, silver: 0, bronze: 0, total: 0 },
        },
      },
    });
    renderAt('/competitor/noah-diallo');
    expect(await screen.findByText("Aucun podium publié pour l'instant.")).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Aucune médaille' })).queryByRole('list')).toBeNull();
    expect(screen.getByText('Wado Genève').closest('a')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Palmarès' })).toBeNull();
  });

  it('says in French that an unknown athlete is not found, with the way back to the team', async () => {
    mockFetch({});
    renderAt('/competitor/personne-inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compétiteur introuvable' })).toBeInTheDocument();
    expect(
      screen.getByText(/Ce compétiteur n'existe pas ou ne fait plus partie de la sélection\./),
    ).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Tous les compétiteurs/ })) {
      expect(link).toHaveAttribute('href', '/competitors');
    }
  });

  it('does not even ask the server for a malformed slug', async () => {
    const { calls } = mockFetch({});
    renderAt('/competitor/Pas%20un%20slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compétiteur introuvable' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('writes the category as the age group and, in kumite, the weight class', () => {
    expect(categoryOf({ ageGroup: 'seniors', weightClass: null })).toBe('Seniors (18-34 ans)');
    expect(categoryOf({ ageGroup: 'cadets', weightClass: '+63 kg' })).toBe('Cadets (14-15 ans), +63 kg');
  });
});
