import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { CURRENT_ISSUED, ENDED, licencesOf, REQUESTED } from './fixtures';
import { LicencesPart } from './LicencesPart';

const INES = { firstName: 'Inès', lastName: 'Boucher' };
const HUGO = { firstName: 'Hugo', lastName: 'Boucher' };

/** The card of one member of the household, by the heading the part gives it (h3). */
async function memberCard(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('li')!;
}

describe('LicencesPart', () => {
  it('shows each member’s licence of the newest season: season, club, number, valid until, its documents', async () => {
    const { calls } = mockFetch({
      '/api/espace/licences': { body: licencesOf({ ...INES, licences: [CURRENT_ISSUED] }) },
    });
    const { container } = render(<LicencesPart />);
    const card = await memberCard('Inès Boucher');
    expect(calls.map((call) => call.url)).toEqual(['/api/espace/licences']);
    expect(calls[0]!.init?.credentials).toBe('same-origin');
    expect(card.querySelector('p')).toHaveTextContent('Saison 2026-2027 · Wado Karaté Beaune');
    expect(within(card).getByText(/^Licence n°\sWF26008655$/)).toBeInTheDocument();
    expect(within(card).getByText('Valide jusqu’au 31 août 2027')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Attestation de licence (PDF), Inès Boucher', '/api/espace/licences/41/attestation.pdf'],
      ['Carte de licence (PDF), Inès Boucher', '/api/espace/licences/41/carte.pdf'],
      ['Page de vérification, Inès Boucher', 'https://wado.fr/licence/K7Q2M9X4RT8W'],
    ]);
    // No earlier season: no list of them.
    expect(within(card).queryByRole('heading', { name: 'Saisons précédentes' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says a requested licence waits for its payment, without number nor documents', async () => {
    mockFetch({ '/api/espace/licences': { body: licencesOf({ ...HUGO, licences: [REQUESTED] }) } });
    render(<LicencesPart />);
    const card = await memberCard('Hugo Boucher');
    expect(within(card).getByText('Demandée par le club, en attente de paiement')).toBeInTheDocument();
    expect(within(card).queryByText(/Licence n°/)).toBeNull();
    expect(within(card).queryByText(/Valide jusqu’au/)).toBeNull();
    expect(within(card).queryAllByRole('link')).toEqual([]);
  });

  it('says « Saison terminée » for an issued licence whose season is over, and offers only the documents given', async () => {
    mockFetch({
      '/api/espace/licences': {
        body: licencesOf({ ...INES, licences: [{ ...ENDED, cardUrl: null, checkUrl: null }] }),
      },
    });
    render(<LicencesPart />);
    const card = await memberCard('Inès Boucher');
    expect(within(card).getByText('Saison terminée')).toBeInTheDocument();
    expect(within(card).queryByText(/Valide jusqu’au/)).toBeNull();
    expect(within(card).getByRole('link', { name: /^Attestation de licence \(PDF\).*Inès Boucher$/ })).toHaveAttribute(
      'href',
      '/api/espace/licences/17/attestation.pdf',
    );
    expect(within(card).queryByRole('link', { name: /Carte de licence/ })).toBeNull();
    expect(within(card).queryByRole('link', { name: /Page de vérification/ })).toBeNull();
  });

  it('says when an issued licence becomes valid, for a season not begun yet', async () => {
    mockFetch({
      '/api/espace/licences': {
        body: licencesOf({
          ...INES,
          licences: [
            {
              ...CURRENT_ISSUED,
              valid: false,
              season: { label: '2999-3000', startsOn: '2999-09-01', endsOn: '3000-08-31' },
            },
          ],
        }),
      },
    });
    render(<LicencesPart />);
    const card = await memberCard('Inès Boucher');
    expect(within(card).getByText('Valable à partir du 1er septembre 2999')).toBeInTheDocument();
    expect(within(card).queryByText('Saison terminée')).toBeNull();
  });

  it('lists the earlier seasons briefly under the newest one, for every member of the household', async () => {
    mockFetch({
      '/api/espace/licences': {
        body: licencesOf(
          {
            ...INES,
            licences: [
              CURRENT_ISSUED,
              ENDED,
              { ...ENDED, id: 9, season: { ...ENDED.season, label: '2019-2020' }, number: null, status: 'requested' },
            ],
          },
          { ...HUGO, licences: [REQUESTED] },
        ),
      },
    });
    const { container } = render(<LicencesPart />);
    const ines = await memberCard('Inès Boucher');
    within(ines).getByRole('heading', { level: 4, name: 'Saisons précédentes' });
    const older = within(ines).getAllByRole('list').at(-1)!;
    expect(
      within(older)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Saison 2020-2021 · Karaté Club Dijon · Licence n°\u00a0WF20001234',
      'Saison 2019-2020 · Karaté Club Dijon · non délivrée',
    ]);
    // The earlier seasons are not offered as documents: only the newest licence's.
    expect(within(ines).getAllByRole('link')).toHaveLength(3);
    const hugo = await memberCard('Hugo Boucher');
    expect(within(hugo).getByText('Demandée par le club, en attente de paiement')).toBeInTheDocument();
    expect(within(hugo).queryByRole('heading', { name: 'Saisons précédentes' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when no licence names the address', async () => {
    mockFetch({ '/api/espace/licences': { body: { members: [] } } });
    render(<LicencesPart />);
    expect(await screen.findByText('Aucune licence n’est rattachée à cette adresse.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a loading state, then the server’s message with a retry that loads again', async () => {
    let answer: { status?: number; body: unknown; pending?: boolean } = { body: null, pending: true };
    const { calls } = mockFetch({ '/api/espace/licences': () => answer });
    const { unmount } = render(<LicencesPart />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des licences…');
    unmount();

    answer = {
      status: 503,
      body: { error: 'Service Unavailable', message: 'Le service est momentanément indisponible.' },
    };
    const { container } = render(<LicencesPart />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le service est momentanément indisponible.');
    expect(await axeViolations(container)).toEqual([]);

    answer = { body: licencesOf({ ...INES, licences: [CURRENT_ISSUED] }) };
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Inès Boucher' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(3);
  });
});
