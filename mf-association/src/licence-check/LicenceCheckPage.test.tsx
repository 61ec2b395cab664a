import { screen, within } from '@testing-library/react';
import type { LicenceCheck } from '@wado/shared';
import { mockFetch } from '@wado/shared/testing';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { renderPage } from '@wado/shared/testing/page';
import LicenceCheckPage from './LicenceCheckPage';

const VALID: LicenceCheck = {
  valid: true,
  name: 'Inès Boucher',
  club: 'Wado Karaté Beaune',
  season: '2026-2027',
  number: 'WF26008655',
  validUntil: '2027-08-31',
};

function renderAt(url: string) {
  return renderPage({ '/licence/:code': <LicenceCheckPage /> }, { url });
}

/** The facts of the licence, as label → value. */
const facts = () =>
  within(screen.getByRole('article'))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('LicenceCheckPage', () => {
  it('says « Licence valide » in words, then whose it is, its club, season, number and last valid day', async () => {
    const { calls } = mockFetch({ '/api/licences/check/K7Q2M9X4RT8W': { body: VALID } });
    const { container } = renderAt('/licence/K7Q2M9X4RT8W');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence valide' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/licences/check/K7Q2M9X4RT8W']);
    expect(facts()).toEqual([
      ['Nom', 'Inès Boucher'],
      ['Club', 'Wado Karaté Beaune'],
      ['Saison', '2026-2027'],
      ['Numéro', 'WF26008655'],
      ['Valable jusqu’au', '31 août 2027'],
    ]);
    expect(screen.queryByText(/non valide/)).toBeNull();
    // Nothing more: no link out of the verdict, and the holder's name stays out of the tab's title.
    expect(within(screen.getByRole('article')).queryAllByRole('link')).toEqual([]);
    expect(document.title).toBe('Vérification de licence – Wado France');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says « Licence non valide » in words for a licence that is not valid, with the same facts', async () => {
    mockFetch({
      '/api/licences/check/A1B2C3D4E5F6': {
        body: { ...VALID, valid: false, season: '2025-2026', validUntil: '2026-08-31' },
      },
    });
    const { container } = renderAt('/licence/A1B2C3D4E5F6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence non valide' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Licence valide' })).toBeNull();
    expect(facts()).toContainEqual(['Valable jusqu’au', '31 août 2026']);
    expect(facts()).toContainEqual(['Saison', '2025-2026']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says « Licence introuvable » for an unknown code', async () => {
    mockFetch({
      '/api/licences/check/ZZZZZZZZZZZZ': {
        status: 404,
        body: { error: 'Not Found', message: 'Aucune licence ne correspond à ce code.' },
      },
    });
    const { container } = renderAt('/licence/ZZZZZZZZZZZZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence introuvable' })).toBeInTheDocument();
    expect(screen.getByText(/Aucune licence ne correspond à ce code\./)).toBeInTheDocument();
    expect(screen.queryByText(/Licence valide|Licence non valide/)).toBeNull();
    expect(document.title).toBe('Licence introuvable – Wado France');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says a malformed code is unknown without asking the server', async () => {
    const { calls } = mockFetch({});
    renderAt('/licence/pas-un-code');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licence introuvable' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers to try again when the check could not be made', async () => {
    mockFetch({ '/api/licences/check/K7Q2M9X4RT8W': { networkError: true } });
    renderAt('/licence/K7Q2M9X4RT8W');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Licence (non )?valide/ })).toBeNull();
  });
});
