import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LEAVE_WITH_UNSAVED_CHANGES, useLeaveWarning } from './useLeaveWarning';

/** A form of the back office: typing makes it dirty; its links lead elsewhere in the site. */
function Editor() {
  const [text, setText] = useState('');
  useLeaveWarning(text !== '');
  return (
    <>
      <label>
        Titre
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/admin/actualites">Retour à la liste</Link>
      <a href="#aide">Aide de cette page</a>
      <a href="/admin/actualites" target="_blank" rel="noreferrer">
        Ouvrir la liste dans un onglet
      </a>
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/admin/actualites/12']}>
      <Routes>
        <Route path="/admin/actualites/12" element={<Editor />} />
        <Route path="/admin/actualites" element={<p>La liste</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { where: () => screen.getByTestId('where').textContent };
}

afterEach(() => jest.restoreAllMocks());

describe('leaving a form with unsaved changes', () => {
  it('follows a link at once while nothing was changed', () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { where } = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Retour à la liste' }));
    expect(where()).toBe('/admin/actualites');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks in French before a link of the site takes the changes away, and stays when told no', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { where } = setup();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Stage de Mende' } });
    fireEvent.click(screen.getByRole('link', { name: 'Retour à la liste' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_WITH_UNSAVED_CHANGES);
    expect(where()).toBe('/admin/actualites/12');
    expect(screen.getByLabelText('Titre')).toHaveValue('Stage de Mende');
  });

  it('leaves when told yes', () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { where } = setup();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Stage de Mende' } });
    fireEvent.click(screen.getByRole('link', { name: 'Retour à la liste' }));
    expect(where()).toBe('/admin/actualites');
  });

  it('does not ask for what leaves nothing: an anchor of the page, a new tab, a click with Ctrl', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { where } = setup();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Stage de Mende' } });
    fireEvent.click(screen.getByRole('link', { name: 'Aide de cette page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Ouvrir la liste dans un onglet' }));
    fireEvent.click(screen.getByRole('link', { name: 'Retour à la liste' }), { ctrlKey: true });
    expect(confirm).not.toHaveBeenCalled();
    expect(where()).toBe('/admin/actualites/12');
  });

  it('asks the browser before a reload or closing the tab', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Stage de Mende' } });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
