import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { mockFetch } from '@wado/shared/testing';
import { appRoutes } from '../app/routes';

// Records when the space's code is evaluated: only when its route is visited.
const mockSpaceLoaded = jest.fn();
jest.mock('./EspaceApp', () => {
  mockSpaceLoaded();
  return jest.requireActual('./EspaceApp');
});
jest.mock('../sections/loadSection', () => {
  const actual = jest.requireActual('../sections/loadSection');
  return { ...actual, loadEspaceSection: jest.fn(() => new Promise(() => undefined)) };
});

const publicLayout = () => appRoutes.find((route) => route.path === '/') as RouteObject;
const espaceRoute = () => publicLayout().children?.find((route) => route.path === '/espace/*') as RouteObject;

/**
 * The shell's route table at `url`, the space's lazy route resolved as the router would (jsdom has
 * no `Request`, which the data router needs: the table is rendered by `useRoutes`).
 */
async function openSite(url: string) {
  const route = espaceRoute();
  const { Component } = await (route.lazy as () => Promise<{ Component: ComponentType }>)();
  const routes = appRoutes.map((top): RouteObject =>
    top === publicLayout()
      ? {
          path: top.path,
          element: top.element,
          children: top.children?.map((child): RouteObject =>
            child === route ? { path: child.path, element: <Component /> } : child,
          ),
        }
      : top,
  );
  function Site() {
    return useRoutes(routes);
  }
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Site />
      </MemoryRouter>,
    );
  });
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('« Mon espace » in the shell’s router', () => {
  it('is a lazy route of the public layout: a visitor who never opens it downloads none of its code', async () => {
    const route = espaceRoute();
    expect(route.lazy).toEqual(expect.any(Function));
    expect(route.element).toBeUndefined();
    expect(route.Component).toBeUndefined();
    expect(mockSpaceLoaded).not.toHaveBeenCalled();
    const { Component } = await (route.lazy as () => Promise<{ Component: ComponentType }>)();
    expect(Component).toEqual(expect.any(Function));
    expect(mockSpaceLoaded).toHaveBeenCalledTimes(1);
  });

  it('renders inside the public site’s layout (header, footer), with its own title', async () => {
    mockFetch({ '/api/espace/household': { status: 401, body: { message: 'Connectez-vous.' } } });
    await openSite('/espace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByLabelText('Adresse e-mail'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Mon espace – Wado France');
  });

  it('an unknown address under /espace is the site’s not-found page', async () => {
    mockFetch({});
    await openSite('/espace/inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: '404 : Page introuvable' })).toBeInTheDocument();
  });

  it('says in French, in the layout, when its code cannot be downloaded', () => {
    render(<>{espaceRoute().errorElement}</>);
    expect(screen.getByRole('heading', { level: 1, name: 'Votre espace n’a pas pu être chargé' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('the server sends the loading indicator in its place, and the browser starts from the same', () => {
    expect(espaceRoute().hydrateFallbackElement).toBeTruthy();
  });
});
