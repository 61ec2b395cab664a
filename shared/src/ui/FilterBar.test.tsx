import { render, screen } from '@testing-library/react';
import { FilterBar } from './FilterBar';

const select = { label: 'Catégorie', allLabel: 'Toutes', options: [], value: '', onChange: () => undefined };

describe('FilterBar', () => {
  it('shows the search hint whole under the field, and the field is described by it', () => {
    render(
      <FilterBar
        search={{ label: 'Rechercher', hint: 'Mot japonais ou sens en français', value: '', onChange: () => undefined }}
        select={select}
        count="3 termes"
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Rechercher' });
    expect(field).toHaveAccessibleDescription('Mot japonais ou sens en français');
    expect(field).not.toHaveAttribute('placeholder');
    expect(screen.getByText('Mot japonais ou sens en français')).toBeVisible();
  });

  it('describes nothing without a hint', () => {
    render(
      <FilterBar search={{ label: 'Rechercher', value: '', onChange: () => undefined }} select={select} count="3" />,
    );
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).not.toHaveAttribute('aria-describedby');
  });
});
