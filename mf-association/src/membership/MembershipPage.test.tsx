import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import type { MembershipResponse } from '@wado/shared';
import { renderPage } from '@wado/shared/testing/page';
import MembershipPage from './MembershipPage';

const MEMBERSHIP: MembershipResponse = {
  season: { label: '2026-2027', startsOn: '2026-09-01', endsOn: '2027-08-31', affiliationFeeCents: 15000 },
  categories: [
    { id: 1, name: 'Licence enfant', audience: '6 à 11 ans', description: 'Cours enfants.', feeCents: 2600 },
    { id: 2, name: 'Licence adulte', audience: '18 ans et plus', description: 'Pratique en club.', feeCents: 3950 },
  ],
  steps: [
    { position: 1, title: 'Trouver un club', body: 'Consultez la [liste des clubs](/affiliated_clubs).' },
    { position: 2, title: 'Faire un essai', body: 'Deux séances **gratuites**.' },
  ],
  clubSteps: [{ position: 1, title: 'Prendre contact', body: 'Écrivez au secrétariat.' }],
  documents: [{ id: 1, title: 'Certificat médical', appliesTo: 'Majeurs', body: 'De moins d’un an.' }],
};

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('MembershipPage', () => {
  it('shows the season, the fees formatted from cents, the steps in order and the documents', async () => {
    mockFetch({ '/api/membership': { body: MEMBERSHIP } });
    renderPage(<MembershipPage />);
    expect(await screen.findByText(/du 1er septembre 2026 au 31 août 2027/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Les licences de la saison 2026-2027' })).toBeInTheDocument();
    const fees = screen.getAllByText(/€/).map((element) => nbsp(element.textContent ?? ''));
    expect(fees).toEqual(expect.arrayContaining(['26,00 € / saison', '39,50 € / saison', '150,00 €']));
    const steps = screen.getByRole('list', { name: 'Étapes de l’inscription' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Trouver un club', 'Faire un essai']);
    expect(within(steps).getByRole('link', { name: 'liste des clubs' })).toHaveAttribute('href', '/affiliated_clubs');
    expect(screen.getByText('Majeurs')).toBeInTheDocument();
    const documents = screen.getByRole('heading', { level: 2, name: 'Les documents à fournir' }).closest('section')!;
    expect(within(documents).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('link', { name: 'Trouver un club près de chez moi' })).toHaveAttribute(
      'href',
      '/affiliated_clubs',
    );
    expect(document.title).toBe('Adhésion – Wado France');
  });

  it('says the conditions are not published yet when the API has no season (404)', async () => {
    mockFetch({ '/api/membership': { status: 404, body: { error: 'Not Found', message: 'absent' } } });
    renderPage(<MembershipPage />);
    expect(await screen.findByText(/seront publiés ici dès leur vote/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toContain('Adhésion');
  });
});
