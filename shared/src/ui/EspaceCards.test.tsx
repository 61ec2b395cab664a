import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/adminScreens';
import { EspaceFacts, espaceCards } from './EspaceCards';

describe('the card lists of « Mon espace »', () => {
  it('writes a card’s facts as a definition list, label then value, with the part’s own class beside', async () => {
    const { container } = render(
      <ul className={espaceCards.list}>
        <li className={espaceCards.card}>
          <h3 className={espaceCards.title}>Commande WF-2026-0012</h3>
          <EspaceFacts
            className="own"
            facts={[
              ['Total', '56,90 €'],
              ['État', <strong key="state">Payée</strong>],
            ]}
          />
        </li>
      </ul>,
    );
    const facts = container.querySelector('dl')!;
    expect(facts).toHaveClass(espaceCards.facts!, 'own');
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Total', 'État']);
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['56,90 €', 'Payée']);
    expect(screen.getByRole('listitem')).toHaveClass(espaceCards.card!);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives every class a name, and adds none when the part has no class of its own', () => {
    expect(Object.values(espaceCards).every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    const { container } = render(<EspaceFacts facts={[['Date', '19 décembre 2026']]} />);
    expect(container.querySelector('dl')!.className).toBe(espaceCards.facts);
  });
});
