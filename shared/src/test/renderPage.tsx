import { render } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** The current address, for tests of screens that keep their filters in the URL. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="search">{search}</output>
      <output data-testid="url">{pathname + search}</output>
    </>
  );
}

/**
 * Renders a screen as the shell would: inside a router at `url`. `screens` is one element, or
 * route paths with their element; `showLocation` adds the query string (`data-testid="search"`)
 * and the whole address (`data-testid="url"`).
 */
export function renderPage(
  screens: ReactElement | Record<string, ReactElement>,
  { url = '/', showLocation = false }: { url?: string; showLocation?: boolean } = {},
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      {isValidElement(screens) ? (
        screens
      ) : (
        <Routes>
          {Object.entries(screens).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      )}
      {showLocation && <CurrentLocation />}
    </MemoryRouter>,
  );
}
