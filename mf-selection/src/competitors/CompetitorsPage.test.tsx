import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { KATA, KUMITE } from '../test/fixtures';
import CompetitorsPage from './CompetitorsPage';
import { competitorCount, toApiFilters } from './filters';

const renderAt = (url: string) => renderPage({ '/competitors': <CompetitorsPage /> }, { url, showLocation: true });

describe('CompetitorsPage', () => {
  it('shows the team with category, grade, club and achievements', async () => {
    mockFetch({ '/api/competitors': { body: [KATA, KUMITE] } });
    renderAt('/competitors');
    expect(screen.getByRole('heading', { level: 1, name: 'Les compétiteurs de la sélection' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Noah Diallo' })).closest('li')!;
    // Each athlete has their own page.
    expect(within(card).getByRole('link', { name: 'Noah Diallo' })).toHaveAttribute('href', '/competitor/noah-diallo');
    expect(within(card).getByText('Kumite · Juniors · -68 kg')).toBeInTheDocument();
    expect(within(card).getByText(/^1er kyu ·/)).toHaveTextContent('1er kyu · Dojo Wado Marseille');
    // The club is one of the directory: it links to the club's page.
    expect(within(card).getByRole('link', { name: 'Dojo Wado Marseille' })).toHaveAttribute('href', '/club/17');
    expect(within(card).getByRole('img', { name: 'Portrait illustré de noah-diallo' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(screen.getByText('2 compétiteurs')).toHaveAttribute('role', 'status');
    expect(document.title).toBe('Compétiteurs de la sélection nationale – Wado France');
  });

  it('reads the filters from the URL, asks the API with them, and writes changes back to the URL', async () => {
    const { calls } = mockFetch({
      '/api/competitors?discipline=kata&ageGroup=seniors': { body: [KATA] },
      '/api/competitors?discipline=kumite&ageGroup=seniors': { body: [] },
    });
    renderAt('/competitors?discipline=kata&categorie=seniors');
    expect(await screen.findByRole('heading', { name: 'Léa Kerbrat' })).toBeInTheDocument();
    expect(screen.getByLabelText('Discipline')).toHaveValue('kata');
    await userEvent.selectOptions(screen.getByLabelText('Discipline'), 'kumite');
    expect(await screen.findByText('Aucun compétiteur ne correspond à ces critères.')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?discipline=kumite&categorie=seniors');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/competitors?discipline=kata&ageGroup=seniors',
      '/api/competitors?discipline=kumite&ageGroup=seniors',
    ]);
    mockFetch({ '/api/competitors': { body: [KATA, KUMITE] } });
    await userEvent.click(screen.getByRole('button', { name: 'Voir toute la sélection' }));
    expect(await screen.findByRole('heading', { name: 'Noah Diallo' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('ignores unknown values in the URL instead of sending them', async () => {
    const { calls } = mockFetch({ '/api/competitors?gender=F': { body: [KATA] } });
    renderAt('/competitors?discipline=judo&genre=F&categorie=minimes');
    expect(await screen.findByRole('heading', { name: 'Léa Kerbrat' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/competitors?gender=F');
  });

  it('shows an error with a retry inside the page', async () => {
    mockFetch({ '/api/competitors': { networkError: true } });
    renderAt('/competitors');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Les compétiteurs de la sélection' })).toBeInTheDocument();
  });
});

describe('filters', () => {
  it('keeps only known values', () => {
    expect(toApiFilters({ discipline: 'kumite', categorie: 'cadets', genre: 'M' })).toEqual({
      discipline: 'kumite',
      ageGroup: 'cadets',
      gender: 'M',
    });
    expect(toApiFilters({ discipline: 'x', categorie: '', genre: 'f' })).toEqual({});
  });
  it('counts in French', () => {
    expect([0, 1, 2].map(competitorCount)).toEqual(['Aucun compétiteur', '1 compétiteur', '2 compétiteurs']);
  });
});
