import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

it('shows the not-found screen of the spec, whose button goes home', async () => {
  render(
    <MemoryRouter initialEntries={['/nulle-part']}>
      <Routes>
        <Route path="/" element={<p>Accueil</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: '404 : Page introuvable' })).toBeInTheDocument();
  expect(
    screen.getByText('La page que vous recherchez est actuellement indisponible ou inexistante.'),
  ).toBeInTheDocument();
  expect(document.title).toBe('Page introuvable – Wado France');
  await act(() => userEvent.click(screen.getByRole('button', { name: "Retourner à l'accueil" })));
  expect(screen.getByText('Accueil')).toBeInTheDocument();
});
