import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { prefetchScreen } from '../../sections/prefetch';
import { MainMenu } from './MainMenu';

jest.mock('../../sections/prefetch', () => ({ prefetchScreen: jest.fn() }));

function renderMenu(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MainMenu />
    </MemoryRouter>,
  );
}

describe('MainMenu', () => {
  it('shows the groups of the spec, single-route groups as links', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'ACCUEIL' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'BOUTIQUE' })).toHaveAttribute('href', '/shop');
    for (const label of ["L'ASSOCIATION", 'LE WADO', 'SELECTION NATIONALE', 'EVENEMENTS', 'MEDIATHEQUE']) {
      expect(within(nav).getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it("opens a group's sub-links with its button and closes them with Escape", () => {
    renderMenu();
    const group = screen.getByRole('button', { name: 'SELECTION NATIONALE' });
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
    expect(
      within(list!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/selection', '/admission', '/coaches', '/competitors', '/results']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes on small screens with the icon, and a link click closes it', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'BOUTIQUE' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("prefetches a link's screen when the pointer enters it or it gets the focus", () => {
    renderMenu();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'BOUTIQUE' }));
    expect(prefetchScreen).toHaveBeenLastCalledWith('/shop');
    fireEvent.click(screen.getByRole('button', { name: 'SELECTION NATIONALE' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Résultats' }));
    expect(prefetchScreen).toHaveBeenLastCalledWith('/results');
  });

  it('marks the group of the current page', () => {
    renderMenu('/history');
    expect(screen.getByRole('button', { name: "L'ASSOCIATION" })).toHaveClass('active');
  });
});

describe('MainMenu with a pointer', () => {
  it('a press on another group keeps the open one in place until its click opens the other', async () => {
    const user = userEvent.setup();
    renderMenu();
    const association = screen.getByRole('button', { name: "L'ASSOCIATION" });
    const wado = screen.getByRole('button', { name: 'LE WADO' });
    await user.click(association);
    expect(association).toHaveAttribute('aria-expanded', 'true');
    // Finger down on the next group: the focus moves, but the list must not shrink under it.
    await user.pointer({ keys: '[MouseLeft>]', target: wado });
    expect(wado).toHaveFocus();
    expect(association).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: wado });
    expect(wado).toHaveAttribute('aria-expanded', 'true');
    expect(association).toHaveAttribute('aria-expanded', 'false');
    // Once the press is over, leaving the group with the keyboard closes it again.
    fireEvent.blur(wado, { relatedTarget: screen.getByRole('button', { name: 'SELECTION NATIONALE' }) });
    expect(wado).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MainMenu with the keyboard', () => {
  it('Escape in a group gives the focus back to its button; leaving the group closes it', () => {
    renderMenu();
    const group = screen.getByRole('button', { name: 'LE WADO' });
    fireEvent.click(group);
    const link = screen.getByRole('link', { name: 'Lexique' });
    link.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();

    fireEvent.click(group);
    const next = screen.getByRole('button', { name: 'SELECTION NATIONALE' });
    fireEvent.blur(screen.getByRole('link', { name: 'Rassemblements' }), { relatedTarget: next });
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });
});
