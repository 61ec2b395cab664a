import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MainMenu } from './MainMenu';

function menu(path = '/') {
  return (
    <MemoryRouter initialEntries={[path]}>
      <MainMenu />
    </MemoryRouter>
  );
}

function renderMenu(path = '/') {
  return render(menu(path));
}

/**
 * A toggle of the menu: the <summary> of a <details> (browsers expose it as a button with its
 * expanded state; jsdom gives it no role), found by its text.
 */
function toggle(text: string): HTMLElement {
  const summary = screen.getByText(text).closest('summary');
  if (!summary) throw new Error(`pas de bouton « ${text} »`);
  return summary;
}

/** Whether a toggle's disclosure is open: what browsers tell assistive technologies (expanded). */
function isOpen(summary: HTMLElement): boolean {
  return (summary.parentElement as HTMLDetailsElement).open;
}

/** The phone menu's icon, named by the state it is in (the style sheet hides the other name). */
const phoneToggle = () => toggle('Ouvrir le menu');

describe('MainMenu', () => {
  it('shows the groups of the spec, single-route groups as links', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'ACCUEIL' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'BOUTIQUE' })).toHaveAttribute('href', '/shop');
    for (const label of ["L'ASSOCIATION", 'LE WADO', 'SELECTION NATIONALE', 'EVENEMENTS', 'MEDIATHEQUE']) {
      expect(isOpen(toggle(label))).toBe(false);
    }
  });

  it("opens a group's sub-links with its toggle and closes them with Escape", () => {
    renderMenu();
    const group = toggle('SELECTION NATIONALE');
    fireEvent.click(group);
    expect(isOpen(group)).toBe(true);
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
    expect(
      within(list!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/selection', '/admission', '/coaches', '/competitors', '/results']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(group)).toBe(false);
  });

  it('keeps one group open at a time', () => {
    renderMenu();
    fireEvent.click(toggle('LE WADO'));
    fireEvent.click(toggle('MEDIATHEQUE'));
    expect(isOpen(toggle('LE WADO'))).toBe(false);
    expect(isOpen(toggle('MEDIATHEQUE'))).toBe(true);
    fireEvent.click(toggle('MEDIATHEQUE'));
    expect(isOpen(toggle('MEDIATHEQUE'))).toBe(false);
  });

  it('opens and closes on small screens with the icon, and a link click closes it', () => {
    renderMenu();
    const icon = phoneToggle();
    fireEvent.click(icon);
    expect(isOpen(icon)).toBe(true);
    fireEvent.click(icon);
    expect(isOpen(icon)).toBe(false);
    fireEvent.click(icon);
    fireEvent.click(screen.getByRole('link', { name: 'BOUTIQUE' }));
    expect(isOpen(icon)).toBe(false);
  });

  it('marks the group of the current page', () => {
    renderMenu('/history');
    expect(toggle("L'ASSOCIATION")).toHaveClass('active');
  });
});

describe('MainMenu before JavaScript (the server’s HTML)', () => {
  let hydrated: Root | undefined;
  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = undefined;
    document.body.replaceChildren();
  });

  it('is made of disclosures that the browser opens by itself, each followed by the links it shows', () => {
    document.body.innerHTML = renderToString(menu('/history'));
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const disclosures = [...nav.querySelectorAll('details')];
    // The icon's, then one per group of several pages; all closed, none given a state by a script.
    expect(disclosures).toHaveLength(6);
    for (const details of disclosures) {
      expect(details).not.toHaveAttribute('open');
      const summary = details.firstElementChild as HTMLElement;
      expect(summary.tagName).toBe('SUMMARY');
      expect(summary).not.toHaveAttribute('aria-expanded');
      // What it opens comes right after it, in the focus order too.
      expect(details.nextElementSibling).toHaveAttribute('id', summary.getAttribute('aria-controls'));
      expect(details.children).toHaveLength(1);
    }
    // Both names of the icon are in the page: the style sheet shows the one of its state.
    expect(disclosures[0]).toHaveTextContent('Ouvrir le menuFermer le menu');
    expect(nav.querySelector('.panelToggle:not([open]) .whenClosed')).toHaveTextContent('Ouvrir le menu');
    expect(nav.querySelector('.panelToggle .whenOpen')).toHaveTextContent('Fermer le menu');
    // One group open at a time, by the browser itself.
    expect(disclosures.slice(1).map((details) => details.getAttribute('name'))).toEqual(Array(5).fill('menu-group'));
    // Every page of the menu is a real link.
    expect(within(nav).getByRole('link', { name: 'Lexique' })).toHaveAttribute('href', '/lexicon');
    expect(within(nav).getAllByRole('link')).toHaveLength(nav.querySelectorAll('a[href^="/"]').length);
  });

  it('hydrates without a mismatch, and what the visitor opened before stays open and answers', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu('/history'));
    document.body.replaceChildren(container);
    // Opened by the browser before the scripts ran: the icon, then a group.
    const [panel, , wado] = [...container.querySelectorAll('details')];
    panel!.open = true;
    wado!.open = true;
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => {
      hydrated = hydrateRoot(container, menu('/history'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    expect(isOpen(phoneToggle())).toBe(true);
    expect(isOpen(toggle('LE WADO'))).toBe(true);
    // One click closes each.
    act(() => fireEvent.click(toggle('LE WADO')));
    expect(isOpen(toggle('LE WADO'))).toBe(false);
    act(() => fireEvent.click(phoneToggle()));
    expect(isOpen(phoneToggle())).toBe(false);
  });
});

describe('MainMenu with a pointer', () => {
  it('a press on another group keeps the open one in place until its click opens the other', async () => {
    const user = userEvent.setup();
    renderMenu();
    const association = toggle("L'ASSOCIATION");
    const wado = toggle('LE WADO');
    await user.click(association);
    expect(isOpen(association)).toBe(true);
    // Finger down on the next group: the focus moves (as browsers focus a summary on mousedown;
    // user-event does not), but the list must not shrink under it.
    fireEvent.mouseDown(wado);
    act(() => wado.focus());
    expect(isOpen(association)).toBe(true);
    fireEvent.mouseUp(wado);
    fireEvent.click(wado);
    expect(isOpen(wado)).toBe(true);
    expect(isOpen(association)).toBe(false);
    // Once the press is over, leaving the group with the keyboard closes it again.
    fireEvent.blur(wado, { relatedTarget: toggle('SELECTION NATIONALE') });
    expect(isOpen(wado)).toBe(false);
  });
});

describe('MainMenu with the keyboard', () => {
  it('Escape in a group gives the focus back to its toggle; leaving the group closes it', () => {
    renderMenu();
    const group = toggle('LE WADO');
    fireEvent.click(group);
    const link = screen.getByRole('link', { name: 'Lexique' });
    link.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(group)).toBe(false);
    expect(group).toHaveFocus();

    fireEvent.click(group);
    const next = toggle('SELECTION NATIONALE');
    fireEvent.blur(screen.getByRole('link', { name: 'Rassemblements' }), { relatedTarget: next });
    expect(isOpen(group)).toBe(false);
  });

  it('Escape in the phone panel closes it and gives the focus back to its icon', () => {
    renderMenu();
    const icon = phoneToggle();
    fireEvent.click(icon);
    screen.getByRole('link', { name: 'BOUTIQUE' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(icon)).toBe(false);
    expect(icon).toHaveFocus();
  });
});
