import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { Loading } from '@wado/shared';
import { useFocusOnRouteChange } from './useFocusOnRouteChange';

/** A page whose heading comes after its data, as a remote's screen behind its loading indicator. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 500);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Lexique</h1> : <Loading />;
}

function FilterPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Clubs affiliés</h1>
      <button type="button" onClick={() => setParams({ q: 'lyon' })}>
        Filtrer {params.get('q')}
      </button>
    </>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusOnRouteChange(pathname, main);
  return (
    <>
      <nav>
        <Link to="/lexicon">Lexique</Link>
        <Link to="/affiliated_clubs">Clubs</Link>
      </nav>
      <input aria-label="Recherche ailleurs" />
      <main ref={main}>
        <Routes>
          <Route path="/" element={<h1>Accueil</h1>} />
          <Route path="/lexicon" element={<SlowPage />} />
          <Route path="/affiliated_clubs" element={<FilterPage />} />
        </Routes>
      </main>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
    </MemoryRouter>,
  );

describe('useFocusOnRouteChange', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('leaves the focus alone on the first load', () => {
    renderAt('/');
    expect(document.body).toHaveFocus();
  });

  it("focuses the new page's h1 once it replaces the loading indicator", async () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Lexique' });
    link.focus();
    fireEvent.click(link);
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(link).toHaveFocus();
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Lexique' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('an immediate heading is focused at once; a change of query string does not move the focus', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Clubs' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Clubs affiliés' })).toHaveFocus();
    const filter = screen.getByRole('button', { name: /Filtrer/ });
    filter.focus();
    fireEvent.click(filter);
    expect(screen.getByRole('button', { name: 'Filtrer lyon' })).toHaveFocus();
  });

  it('does not take the focus back from a visitor who moved it while the page loaded', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Lexique' }));
    const elsewhere = screen.getByRole('textbox', { name: 'Recherche ailleurs' });
    elsewhere.focus();
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lexique' })).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });
});
