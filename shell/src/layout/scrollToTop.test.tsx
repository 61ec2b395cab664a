import { renderHook } from '@testing-library/react';
import { useScrollToTopOnNavigation } from './Layout';

describe('scroll to the top on navigation', () => {
  it('leaves the first page where the visitor is (it came rendered by the server), then scrolls on each route change', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const { rerender } = renderHook(({ pathname }) => useScrollToTopOnNavigation(pathname), {
      initialProps: { pathname: '/news' },
    });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ pathname: '/shop' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
