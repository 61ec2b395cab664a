import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, type RouteObject } from 'react-router';
import { mockFetch } from '@wado/shared/testing';
import { appRoutes } from './routes';

const adminRoute = () => appRoutes.find((route) => route.path === '/admin/*') as RouteObject;

/** What the router does with the back office's route: its lazy module, rendered at `url`. */
async function open(url: string) {
  const lazy = adminRoute().lazy as () => Promise<{ Component: ComponentType }>;
  const { Component } = await lazy();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/*" element={<Component />} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

const SIGNED_OUT = { '/api/auth/me': { status: 401, body: { error: 'Unauthorized', message: 'Connectez-vous.' } } };

describe('the back office in the shell’s router', () => {
  it('is loaded apart from the public pages, outside the public layout', () => {
    const admin = adminRoute();
    expect(admin.lazy).toEqual(expect.any(Function));
    expect(admin.element).toBeUndefined();
    expect(admin.Component).toBeUndefined();
    const publicLayout = appRoutes.find((route) => route.path === '/');
    expect(publicLayout?.children?.some((route) => route.path?.startsWith('/admin'))).toBe(false);
  });

  it('gives its own frame: no public header, menu nor newsletter', async () => {
    mockFetch(SIGNED_OUT);
    await open('/admin/connexion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('Espace d’administration — Wado France')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(screen.queryByText(/newsletter/i)).toBeNull();
  });

  it('says in French when its code cannot be downloaded', () => {
    render(<>{adminRoute().errorElement}</>);
    expect(
      screen.getByRole('heading', { level: 1, name: 'L’espace d’administration n’a pas pu être chargé' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
