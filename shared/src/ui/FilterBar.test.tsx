import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { FilterBar, NoMatch } from './FilterBar';

const select = {
  name: 'category',
  label: 'Catégorie',
  allLabel: 'Toutes',
  options: [{ value: 'kata', label: 'Kata' }],
  value: '',
  onChange: () => undefined,
};
const search = { name: 'q', label: 'Rechercher', value: '', onChange: () => undefined };

describe('FilterBar', () => {
  it('shows the search hint whole under the field, and the field is described by it', () => {
    render(
      <FilterBar
        action="/lexicon"
        search={{ ...search, hint: 'Mot japonais ou sens en français' }}
        select={select}
        count="3 termes"
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Rechercher' });
    expect(field).toHaveAccessibleDescription('Mot japonais ou sens en français');
    expect(field).not.toHaveAttribute('placeholder');
    expect(screen.getByText('Mot japonais ou sens en français')).toBeVisible();
  });

  it('describes nothing without a hint', () => {
    render(<FilterBar action="/lexicon" search={search} select={select} count="3" />);
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).not.toHaveAttribute('aria-describedby');
  });

  it('is a GET form of the page, with named fields and a button, that the server answers without JavaScript', () => {
    const html = renderToString(
      <FilterBar action="/lexicon" search={{ ...search, value: 'mae' }} select={select} count="3" />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/lexicon');
    expect(Object.fromEntries(new FormData(form))).toEqual({ q: 'mae', category: '' });
    expect(form.querySelector('button[type="submit"]')).toHaveTextContent('Rechercher');
  });

  it('is not sent to the server once the script runs: the list already follows the fields', () => {
    const onSearch = jest.fn();
    render(
      <FilterBar
        action="/lexicon"
        search={{ ...search, value: 'mae', onChange: onSearch }}
        select={select}
        count="3"
      />,
    );
    expect(fireEvent.submit(screen.getByRole('search'))).toBe(false); // The browser's submission was prevented.
    expect(onSearch).not.toHaveBeenCalled(); // Nothing differs from the values.
  });

  it('takes what was typed and chosen on the server’s page before the browser took it over', async () => {
    const onSearch = jest.fn();
    const onSelect = jest.fn();
    const bar = (
      <FilterBar
        action="/lexicon"
        search={{ ...search, onChange: onSearch }}
        select={{ ...select, onChange: onSelect }}
        count="3"
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    document.body.appendChild(container);
    container.querySelector('input')!.value = 'otsuka';
    container.querySelector('select')!.value = 'kata';

    const root = await act(async () => hydrateRoot(container, bar));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('otsuka'));
    expect(onSelect).toHaveBeenCalledWith('kata');
    expect(onSearch).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});

describe('NoMatch', () => {
  it('links back to the whole list (a link works before the page’s script runs)', () => {
    render(
      <MemoryRouter>
        <NoMatch message="Aucun terme" hint="Essayez un mot plus court." resetLabel="Tout voir" resetTo="/lexicon" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Tout voir' })).toHaveAttribute('href', '/lexicon');
  });
});
