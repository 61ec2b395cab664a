import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SearchBox } from './SearchBox';

jest.mock('../../pages/search/SearchRoute', () => ({ preloadSearchPage: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mock above, typed
const { preloadSearchPage } = require('../../pages/search/SearchRoute') as { preloadSearchPage: jest.Mock };

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

function renderBox(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const details = () => document.querySelector('details')!;
const toggle = () => screen.getByText('Rechercher sur le site', { selector: 'summary span' }).closest('summary')!;

describe('SearchBox', () => {
  it('is a real form to /search, with a labelled field named q', () => {
    renderBox();
    const form = screen.getByRole('search', { name: 'Rechercher sur le site', hidden: true });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = screen.getByLabelText('Rechercher sur le site', { selector: 'input' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('type', 'search');
    expect(details().open).toBe(false);
  });

  it('opens on its icon with the focus in the field, and searches through the router', async () => {
    renderBox('/history');
    fireEvent.focus(toggle());
    expect(preloadSearchPage).toHaveBeenCalled();
    await userEvent.click(toggle());
    expect(details().open).toBe(true);
    const field = screen.getByLabelText('Rechercher sur le site', { selector: 'input' });
    expect(field).toHaveFocus();
    await userEvent.type(field, '  Sélection nationale {Enter}');
    expect(screen.getByTestId('url')).toHaveTextContent('/search?q=S%C3%A9lection+nationale');
    expect(details().open).toBe(false);
  });

  it('closes with Escape (the focus back on its icon) and with a press elsewhere', () => {
    renderBox();
    details().open = true;
    fireEvent.keyDown(screen.getByLabelText('Rechercher sur le site', { selector: 'input' }), { key: 'Escape' });
    expect(details().open).toBe(false);
    expect(toggle()).toHaveFocus();
    details().open = true;
    fireEvent.pointerDown(document.body);
    expect(details().open).toBe(false);
  });
});
