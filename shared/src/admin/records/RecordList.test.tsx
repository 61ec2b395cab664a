import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@wado/shared/testing/page';
import { RecordList } from './RecordList';
import type { RecordNames } from './names';
import { mockApi } from './test/mockApi';

const NAMES: RecordNames = {
  one: 'album',
  many: 'albums',
  title: 'Albums photo',
  newLabel: 'Nouvel album',
  none: 'Aucun album',
  the: 'l’album',
};
const item = (id: number) => ({
  id,
  slug: `album-${id}`,
  title: `Album ${id}`,
  status: 'unpublished' as const,
  publishAt: null,
  updatedAt: '2026-03-02T10:15:00.000Z',
});

describe('RecordList', () => {
  it('pages through the records, keeping the filters, and starts again at page 1 when they change', async () => {
    mockApi({
      'GET /api/admin/albums?status=unpublished&page=1&limit=2': {
        body: { items: [item(1), item(2)], page: 1, limit: 2, total: 3, pages: 2 },
      },
      'GET /api/admin/albums?status=unpublished&page=2&limit=2': {
        body: { items: [item(3)], page: 2, limit: 2, total: 3, pages: 2 },
      },
      'GET /api/admin/albums?page=1&limit=2': { body: { items: [item(1)], page: 1, limit: 2, total: 1, pages: 1 } },
    });
    renderPage(<RecordList kind="albums" names={NAMES} basePath="/admin/x/albums" limit={2} />, {
      url: '/admin/x/albums?status=unpublished',
      showLocation: true,
    });
    expect(await screen.findByText('3 albums')).toBeInTheDocument();
    expect(screen.getAllByText('Dépublié')).toHaveLength(2);
    expect(screen.getAllByText(/^Modifié le/)[0]).toHaveTextContent('Modifié le 2 mars 2026 à 11:15');
    await userEvent.click(screen.getByRole('link', { name: 'Page suivante →' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Album 3' })).toHaveAttribute('href', '/admin/x/albums/3'),
    );
    expect(screen.getByTestId('search')).toHaveTextContent('?status=unpublished&page=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Tous les statuts');
    expect(await screen.findByText('1 album')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/albums?page=1&limit=20': { status: 500, body: { message: 'Erreur.' } } });
    renderPage(<RecordList kind="albums" names={NAMES} basePath="/admin/x/albums" />, { url: '/admin/x/albums' });
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
