import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import type { Club, ClubListResponse } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import ClubFinderPage from './ClubFinderPage';

const base: Omit<Club, 'id' | 'name' | 'city' | 'postalCode' | 'department' | 'departmentName' | 'region'> = {
  address: 'Gymnase municipal',
  trainingTimes: ['Lundi 18 h – 19 h : enfants'],
  email: 'contact@exemple.fr',
  phone: '04 65 71 10 21',
  website: null,
};
const CLUBS: Club[] = [
  {
    ...base,
    id: 1,
    name: 'Wado Karaté Lyon',
    city: 'Lyon',
    postalCode: '69002',
    department: '69',
    departmentName: 'Rhône',
    region: 'Auvergne-Rhône-Alpes',
    website: 'https://www.wado-lyon.fr',
  },
  {
    ...base,
    id: 2,
    name: 'Karaté Wado Saint-Étienne',
    city: 'Saint-Étienne',
    postalCode: '42000',
    department: '42',
    departmentName: 'Loire',
    region: 'Auvergne-Rhône-Alpes',
    email: null,
  },
  {
    ...base,
    id: 3,
    name: 'Wado Karaté Ajaccio',
    city: 'Ajaccio',
    postalCode: '20000',
    department: '2A',
    departmentName: 'Corse-du-Sud',
    region: 'Corse',
    phone: null,
  },
];
const DIRECTORY: ClubListResponse = {
  items: CLUBS,
  total: 3,
  page: 1,
  limit: 500,
  pages: 1,
  regions: [
    { region: 'Auvergne-Rhône-Alpes', count: 2 },
    { region: 'Corse', count: 1 },
  ],
};

function renderAt(url: string) {
  return renderPage({ '/affiliated_clubs': <ClubFinderPage /> }, { url, showLocation: true });
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Clubs affiliés' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('ClubFinderPage', () => {
  it('loads the whole directory once, shows every club with its contacts and the count', async () => {
    const { calls } = mockFetch({ '/api/clubs?limit=500': { body: DIRECTORY } });
    renderAt('/affiliated_clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'Clubs affiliés' })).toBeInTheDocument();
    expect(await screen.findByText('3 clubs affichés sur 3')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Wado Karaté Lyon', 'Karaté Wado Saint-Étienne', 'Wado Karaté Ajaccio']);
    expect(screen.getByRole('link', { name: 'Site du club Wado Karaté Lyon' })).toHaveAttribute(
      'href',
      'https://www.wado-lyon.fr',
    );
    expect(screen.getAllByRole('link', { name: '04 65 71 10 21' })[0]).toHaveAttribute('href', 'tel:0465711021');
    expect(document.title).toBe('Clubs affiliés – Wado France');
    expect(calls).toHaveLength(1);
  });

  it('reads the search from the URL: a department number, accents ignored', async () => {
    mockFetch({ '/api/clubs?limit=500': { body: DIRECTORY } });
    renderAt('/affiliated_clubs?q=2a');
    expect(await screen.findByText('1 club affiché sur 3')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Wado Karaté Ajaccio']);
    expect(screen.getByLabelText('Rechercher un club')).toHaveValue('2a');
  });

  it('filters as you type and by region, keeping both in the URL', async () => {
    mockFetch({ '/api/clubs?limit=500': { body: DIRECTORY } });
    renderAt('/affiliated_clubs');
    await screen.findByText('3 clubs affichés sur 3');
    await userEvent.type(screen.getByLabelText('Rechercher un club'), 'saint etienne');
    expect(shownNames()).toEqual(['Karaté Wado Saint-Étienne']);
    expect(screen.getByTestId('search')).toHaveTextContent('?q=saint+etienne');
    await userEvent.clear(screen.getByLabelText('Rechercher un club'));
    await userEvent.selectOptions(screen.getByLabelText('Région'), 'Corse');
    expect(shownNames()).toEqual(['Wado Karaté Ajaccio']);
    expect(screen.getByTestId('search')).toHaveTextContent('?region=Corse');
    expect(screen.getByRole('option', { name: 'Auvergne-Rhône-Alpes (2)' })).toBeInTheDocument();
  });

  it('says so when nothing matches, and shows everything again on request', async () => {
    mockFetch({ '/api/clubs?limit=500': { body: DIRECTORY } });
    renderAt('/affiliated_clubs?q=brest&region=Corse');
    expect(await screen.findByText('Aucun club ne correspond à votre recherche')).toBeInTheDocument();
    expect(screen.getByText('Aucun club affiché')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher tous les clubs' }));
    expect(shownNames()).toHaveLength(3);
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('shows an error with a retry inside the page', async () => {
    let fail = true;
    mockFetch({ '/api/clubs?limit=500': () => (fail ? { networkError: true } : { body: DIRECTORY }) });
    renderAt('/affiliated_clubs');
    expect(await screen.findByText(/La liste des clubs n’a pas pu être chargée/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('3 clubs affichés sur 3')).toBeInTheDocument();
  });
});
