import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { DonationsPart } from './DonationsPart';
import { PAID_DONATION, UNPAID_DONATION } from './fixtures';

describe('DonationsPart', () => {
  it('lists each donation: amount, day, state, reference, and the tax receipt only once there is one', async () => {
    const { calls } = mockFetch({
      '/api/espace/donations': { body: { items: [UNPAID_DONATION, PAID_DONATION] } },
    });
    const { container } = render(<DonationsPart />);
    const list = await screen.findByRole('list');
    expect(calls.map((call) => call.url)).toEqual(['/api/espace/donations']);
    const [unpaid, paid] = within(list).getAllByRole('listitem');
    expect(unpaid!.querySelector('p')!.textContent).toBe(
      '25,00\u00a0€ · Don du 20 novembre 2026 · En attente de paiement',
    );
    expect(unpaid).toHaveTextContent('Référence DON-2026-0051');
    expect(within(unpaid!).queryByRole('link')).toBeNull();
    expect(paid!.querySelector('p')!.textContent).toBe('50,00\u00a0€ · Don du 3 mars 2026 · Payé');
    expect(within(paid!).getByRole('link', { name: /^Reçu fiscal \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/espace/donations/DON-2026-0042/recu.pdf',
    );
    // Its name says which donation it is (several receipts, one link text).
    expect(within(paid!).getByRole('link').textContent).toBe('Reçu fiscal (PDF), don de 50,00\u00a0€ du 3 mars 2026');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when no donation was made with the address', async () => {
    mockFetch({ '/api/espace/donations': { body: { items: [] } } });
    render(<DonationsPart />);
    expect(await screen.findByText('Aucun don fait avec cette adresse.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the server’s message with a retry', async () => {
    let answer: { status?: number; body: unknown } = {
      status: 401,
      body: {
        error: 'Unauthorized',
        message: 'Connectez-vous à votre espace pour continuer : un lien vous sera envoyé.',
      },
    };
    mockFetch({ '/api/espace/donations': () => answer });
    render(<DonationsPart />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connectez-vous à votre espace pour continuer : un lien vous sera envoyé.',
    );
    answer = { body: { items: [PAID_DONATION] } };
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: /^Reçu fiscal \(PDF\)/ })).toBeInTheDocument();
  });
});
