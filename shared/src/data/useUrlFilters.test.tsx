import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
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
