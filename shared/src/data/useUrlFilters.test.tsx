import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useUrlFilters } from './useUrlFilters';

function setup(initialUrl: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialUrl]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useUrlFilters(['q', 'category'] as const), location: useLocation() }), {
    wrapper,
  });
}

describe('useUrlFilters', () => {
  it('reads the filters from the query string, empty when absent', () => {
    const { result } = setup('/lexicon?q=mae&page=2');
    expect(result.current.filters[0]).toEqual({ q: 'mae', category: '' });
  });

  it('sets and removes parameters, leaving the others alone', () => {
    const { result } = setup('/lexicon?q=mae&page=2');
    act(() => result.current.filters[1]({ q: '', category: 'kata' }));
    expect(result.current.location.search).toBe('?page=2&category=kata');
  });

  it('keeps both of two changes made before a re-render (clear the search, then pick a category)', () => {
    const { result } = setup('/lexicon?q=hirondelle');
    act(() => {
      const update = result.current.filters[1];
      update({ q: '' });
      update({ category: 'nombres' });
    });
    expect(result.current.location.search).toBe('?category=nombres');
    expect(result.current.filters[0]).toEqual({ q: '', category: 'nombres' });
  });
});

describe('useUrlFilters, a change and the URL', () => {
  it('shows the choice in its field, and the rest of the page follows the URL', async () => {
    const rendered: string[] = [];
    function RestOfPage() {
      rendered.push(useLocation().search);
      return null;
    }
    function KindFilter() {
      const [values, update] = useUrlFilters(['type'] as const);
      return (
        <select aria-label="Type" value={values.type} onChange={(event) => update({ type: event.target.value })}>
          <option value="">Tous</option>
          <option value="stage">Stage</option>
        </select>
      );
    }
    render(
      <MemoryRouter initialEntries={['/events']}>
        <KindFilter />
        <RestOfPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'stage' } });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('stage');
    await waitFor(() => expect(rendered.at(-1)).toBe('?type=stage'));
  });

  it('lets a navigation of another kind win over a change it comes after', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/lexicon?q=mae']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ filters: useUrlFilters(['q', 'category'] as const), navigate: useNavigate(), location: useLocation() }),
      { wrapper },
    );
    act(() => result.current.filters[1]({ q: 'geri' }));
    act(() => {
      void result.current.navigate('/lexicon?category=kata');
    });
    expect(result.current.location.search).toBe('?category=kata');
    expect(result.current.filters[0]).toEqual({ q: '', category: 'kata' });
  });
});
