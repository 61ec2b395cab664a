import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

it('shows the not-found screen of the spec, whose button goes home', async () => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Accueil</p> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: ['/nulle-part'] },
  );
  render(<RouterProvider router={router} />);
  expect(screen.getByRole('heading', { level: 1, name: '404 : Page introuvable' })).toBeInTheDocument();
  expect(screen.getByText('La page que vous recherchez est actuellement indisponible ou inexistante.')).toBeInTheDocument();
  await act(() => userEvent.click(screen.getByRole('button', { name: "Retourner à l'accueil" })));
  expect(await screen.findByText('Accueil')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});
