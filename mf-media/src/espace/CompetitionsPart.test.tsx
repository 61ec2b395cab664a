import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EspaceCompetitionEntry } from '@wado/shared';
import { axeViolations, mockApi } from '@wado/shared/testing/admin-screens';
import { renderPage } from '@wado/shared/testing/page';
import { CompetitionsPart } from './CompetitionsPart';

const LIST = 'GET /api/espace/competitions';
const KATA: EspaceCompetitionEntry = {
  id: 4,
  name: 'Inès Boucher',
  club: 'Wado Kai Rennes',
  event: { title: 'Coupe de Bretagne', slug: 'coupe-bretagne-2027', startDate: '2027-03-13' },
  discipline: 'kata',
  categoryLabel: 'Kata minimes F',
  weightKg: null,
  status: 'paid',
  moves: [],
};
const KUMITE: EspaceCompetitionEntry = {
  ...KATA,
  id: 5,
  name: "Zoé O'Connell",
  discipline: 'kumite',
  categoryLabel: 'Kumite minimes F -47 kg',
  weightKg: 46.5,
  status: 'pending',
  moves: [{ from: 'Kumite minimes F -42 kg', to: 'Kumite minimes F -47 kg', reason: 'Pesée du matin' }],
};

describe('the competitions of the space', () => {
  it('shows each entry: the competition and its page, who and her club, the category, the state, the moves', async () => {
    mockApi({ [LIST]: { body: { items: [KATA, KUMITE] } } });
    const { container } = renderPage(<CompetitionsPart />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des inscriptions aux compétitions…');
    const links = await screen.findAllByRole('link', { name: 'Coupe de Bretagne' });
    expect(links[0]).toHaveAttribute('href', '/event/coupe-bretagne-2027');
    const [ines, zoe] = screen
      .getAllByRole('listitem')
      .filter((item) => item.tagName === 'LI' && item.querySelector('h3'));
    expect(ines).toHaveTextContent('Inès Boucher (Wado Kai Rennes)');
    expect(ines).toHaveTextContent('Kata : Kata minimes F');
    expect(ines).toHaveTextContent('Confirmée');
    expect(within(zoe!).getByText('46,5 kg')).toBeInTheDocument();
    expect(zoe).toHaveTextContent('À payer par le club');
    expect(zoe).toHaveTextContent(
      'Changement de catégorie par les organisateurs : Kumite minimes F -42 kg → Kumite minimes F -47 kg (Pesée du matin).',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says who enters licensees when there is none', async () => {
    mockApi({ [LIST]: { body: { items: [] } } });
    const { container } = renderPage(<CompetitionsPart />);
    expect(
      await screen.findByText(
        'Aucune inscription à une compétition. Ce sont les clubs qui inscrivent leurs licenciés.',
      ),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the server’s message on a failure, and loads again with « Réessayer »', async () => {
    let fail = true;
    mockApi({
      [LIST]: () =>
        fail
          ? { status: 503, body: { error: 'Service Unavailable', message: 'Le site est momentanément indisponible.' } }
          : { body: { items: [KATA] } },
    });
    renderPage(<CompetitionsPart />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les inscriptions aux compétitions n’ont pas pu être chargées : Le site est momentanément indisponible.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Inès Boucher (Wado Kai Rennes)')).toBeInTheDocument();
  });
});
