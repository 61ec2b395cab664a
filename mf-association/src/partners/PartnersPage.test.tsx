import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import PartnersPage from './PartnersPage';

const PARTNERS = [
  {
    name: 'Lyon Sports',
    image: '/media/partners/lyon.svg',
    website: 'https://www.lyon-sports.fr',
    description: 'Office municipal des sports.',
  },
  {
    name: 'Maison du Japon',
    image: '/media/partners/japon.svg',
    website: 'https://www.maison-du-japon.fr',
    description: 'Centre culturel japonais.',
  },
];

describe('PartnersPage', () => {
  it('shows every partner with its logo, description and website', async () => {
    mockFetch({ '/api/partners': { body: PARTNERS } });
    renderPage(<PartnersPage />);
    const list = await screen.findByRole('list', { name: 'Nos partenaires' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Logo de Lyon Sports' })).toHaveAttribute(
      'src',
      '/media/partners/lyon.svg',
    );
    expect(within(items[1]!).getByText('Centre culturel japonais.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Visiter le site de Maison du Japon' })).toHaveAttribute(
      'href',
      'https://www.maison-du-japon.fr',
    );
    expect(document.title).toBe('Partenaires – Wado France');
  });

  it('says so when there is no partner yet', async () => {
    mockFetch({ '/api/partners': { body: [] } });
    renderPage(<PartnersPage />);
    expect(await screen.findByText('La liste de nos partenaires sera bientôt publiée.')).toBeInTheDocument();
  });
});
