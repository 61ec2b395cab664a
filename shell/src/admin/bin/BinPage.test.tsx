import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BinList } from '@wado/shared';
import { axeViolations } from '@wado/shared/testing/admin-screens';
import { renderAdmin, serve, session } from '../testing/renderAdmin';

const MEDIA = { email: 'paul@exemple.fr', roles: ['media' as const] };
const BIN: BinList = {
  items: [
    {
      id: 7,
      kind: 'albums',
      label: 'Album photo',
      title: 'Stage de Mimizan',
      deletedAt: '2026-12-01T09:00:00.000Z',
      deletedBy: 'paul@exemple.fr',
      expiresAt: '2026-12-31T09:00:00.000Z',
    },
    {
      id: 6,
      kind: 'news',
      label: 'Actualité',
      title: 'Résultats de l’Open',
      deletedAt: '2026-11-30T09:00:00.000Z',
      deletedBy: 'lea@exemple.fr',
      expiresAt: '2026-12-30T09:00:00.000Z',
    },
  ],
};

describe('the bin', () => {
  it('restores an entry, deletes another for good after a question, and says what it did', async () => {
    const calls = serve({
      ...session(MEDIA),
      'GET /api/admin/bin': { body: BIN },
      'POST /api/admin/bin/7/restore': {
        body: { message: 'Album photo « Stage de Mimizan » restauré(e), avec ses liens.' },
      },
      'DELETE /api/admin/bin/6': { body: { message: '« Résultats de l’Open » est supprimé pour de bon.' } },
    });
    const { container } = await renderAdmin('/admin/corbeille');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corbeille' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 éléments dans la corbeille.')).toBeInTheDocument());
    const album = screen.getByRole('heading', { level: 2, name: 'Stage de Mimizan' }).closest('li')!;
    expect(album).toHaveTextContent('Album photo · supprimé le 1er décembre 2026 à 10:00 par paul@exemple.fr');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(album).getByRole('button', { name: 'Restaurer « Stage de Mimizan »' }));
    await waitFor(() =>
      expect(screen.getByText('Album photo « Stage de Mimizan » restauré(e), avec ses liens.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'Stage de Mimizan' })).toBeNull();

    const news = screen.getByRole('heading', { level: 2, name: 'Résultats de l’Open' }).closest('li')!;
    await userEvent.click(within(news).getByRole('button', { name: 'Supprimer pour de bon' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(news).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(screen.getByText('« Résultats de l’Open » est supprimé pour de bon.')).toBeInTheDocument(),
    );
    expect(screen.getByText('La corbeille est vide.')).toBeInTheDocument();
  });

  it('empties the bin only once asked twice, and shows the server’s refusal', async () => {
    const calls = serve({
      ...session(MEDIA),
      'GET /api/admin/bin': { body: BIN },
      'POST /api/admin/bin/empty': { body: { message: 'Corbeille vidée : 2 éléments supprimés pour de bon.' } },
      'POST /api/admin/bin/7/restore': {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'Cet élément ne peut pas être restauré : un autre porte aujourd’hui la même adresse.',
        },
      },
    });
    await renderAdmin('/admin/corbeille');
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurer « Stage de Mimizan »' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('un autre porte aujourd’hui la même adresse'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Stage de Mimizan' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vider la corbeille' }));
    expect(
      screen.getByText('Supprimer pour de bon 2 éléments ? Ils ne pourront plus être restaurés.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vider' }));
    await waitFor(() =>
      expect(screen.getByText('Corbeille vidée : 2 éléments supprimés pour de bon.')).toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.url === '/api/admin/bin/empty')).toHaveLength(1);
    expect(screen.getByText('La corbeille est vide.')).toBeInTheDocument();
  });

  it('is in the menu of the teams that delete records, not the treasurer’s', async () => {
    serve({ ...session(MEDIA), 'GET /api/admin/bin': { body: BIN } });
    const { unmount } = await renderAdmin('/admin');
    const menu = screen.getByRole('navigation', { name: 'Menu de l’administration' });
    expect(within(menu).getByRole('link', { name: 'Corbeille' })).toHaveAttribute('href', '/admin/corbeille');
    unmount();
    serve(session({ email: 'karim@exemple.fr', roles: ['treasurer'] }));
    await renderAdmin('/admin');
    expect(
      within(screen.getByRole('navigation', { name: 'Menu de l’administration' })).queryByRole('link', {
        name: 'Corbeille',
      }),
    ).toBeNull();
  });
});
