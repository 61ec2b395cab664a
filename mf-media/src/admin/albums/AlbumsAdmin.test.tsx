import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Album } from '@wado/shared';
import { ALBUM_RECORD } from '../test/fixtures';
import { axeViolations, mockApi, renderAdmin } from '../test/adminTest';

const URL = '/api/admin/albums/2';
const SCREEN = {
  [`GET ${URL}`]: { body: ALBUM_RECORD },
  [`GET ${URL}/preview`]: { body: null },
  [`GET ${URL}/revisions`]: { body: { items: [] } },
};
const photos = () => within(screen.getByRole('region', { name: /^Photos de l’album/ }));

describe('albums', () => {
  it('shows the photos in order, each with its caption and alternative text', async () => {
    const { container } = renderAdminWith(SCREEN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos de l’album (3)' })).toBeInTheDocument();
    expect(
      photos()
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Des karatékas sur le sable.', 'Deux pratiquants face à face.', 'Le groupe salue.']);
    expect(photos().getByRole('textbox', { name: 'Légende de la photo 2' })).toHaveValue('Kumite.');
    // The first photo cannot go further forward, the last further back.
    expect(photos().queryByRole('button', { name: 'Avancer la photo 1' })).toBeNull();
    expect(photos().queryByRole('button', { name: 'Reculer la photo 3' })).toBeNull();
    // New photos are added several at a time (AddPhotos.test.tsx).
    expect(photos().getByRole('region', { name: 'Ajouter des photos' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('saves a photo’s texts, moves it back keeping the focus on it, and removes one after a confirmation', async () => {
    const [first, second, third] = ALBUM_RECORD.photos as [
      (typeof ALBUM_RECORD.photos)[number],
      (typeof ALBUM_RECORD.photos)[number],
      (typeof ALBUM_RECORD.photos)[number],
    ];
    const moved = {
      ...ALBUM_RECORD,
      photos: [
        { ...second, position: 0 },
        { ...first, position: 1 },
        { ...third, position: 2 },
      ],
    };
    const api = mockApi({
      ...SCREEN,
      [`PUT ${URL}/photos/22`]: ({ body }) => ({
        body: { ...ALBUM_RECORD, photos: [first, { ...second, ...(body as object) }, third] },
      }),
      [`PUT ${URL}/photos/21`]: { body: moved },
      [`DELETE ${URL}/photos/23`]: { body: { ...moved, photos: moved.photos.slice(0, 2) } },
    });
    renderAdmin('albums/2');
    const alt = await screen.findByRole('textbox', { name: /^Texte alternatif de la photo 2/ });
    await userEvent.clear(alt);
    await userEvent.click(photos().getByRole('button', { name: 'Enregistrer la photo 2' }));
    expect(alt).toHaveFocus();
    expect(alt).toHaveAccessibleDescription(/Le texte alternatif est obligatoire/);
    await userEvent.type(alt, 'Deux combattants.');
    await userEvent.click(photos().getByRole('button', { name: 'Enregistrer la photo 2' }));
    expect(await photos().findByText('Photo 2 enregistrée.')).toBeInTheDocument();
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      url: `${URL}/photos/22`,
      body: { caption: 'Kumite.', alt: 'Deux combattants.', position: 1 },
    });

    await userEvent.click(photos().getByRole('button', { name: 'Reculer la photo 1' }));
    await waitFor(() =>
      expect(
        photos()
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual([second.url, first.url, third.url]),
    );
    expect(api.writes()[1]).toEqual({
      method: 'PUT',
      url: `${URL}/photos/21`,
      body: { caption: first.caption, alt: first.alt, position: 1 },
    });
    expect(photos().getByRole('button', { name: 'Reculer la photo 2' })).toHaveFocus();

    await userEvent.click(photos().getByRole('button', { name: 'Retirer la photo 3' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer la photo 3 ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.writes()).toHaveLength(2);
    await userEvent.click(photos().getByRole('button', { name: 'Retirer la photo 3' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retirer la photo' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Photos de l’album (2)' })).toHaveFocus());
    expect(api.writes()[2]).toEqual({ method: 'DELETE', url: `${URL}/photos/23`, body: undefined });
  });

  it('previews the album as the gallery shows it', async () => {
    const preview: Album = {
      slug: ALBUM_RECORD.slug,
      title: ALBUM_RECORD.title,
      date: ALBUM_RECORD.date,
      place: ALBUM_RECORD.place,
      description: ALBUM_RECORD.description,
      cover: { url: '/media/uploads/p1-1600.jpg', alt: '', width: 1600, height: 1000 },
      photoCount: 1,
      photos: [
        {
          id: 21,
          caption: 'Kihon sur la plage.',
          image: { url: '/media/uploads/p1-1600.jpg', alt: 'Des karatékas sur le sable.', width: 1600, height: 1000 },
        },
      ],
    };
    mockApi({ [`GET ${URL}/preview`]: { body: preview } });
    renderAdmin('albums/2/apercu');
    expect(await screen.findByRole('heading', { level: 1, name: ALBUM_RECORD.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agrandir la photo 1 : Kihon sur la plage.' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(`${ALBUM_RECORD.title} : photo 1 sur 1`);
  });
});

function renderAdminWith(routes: Parameters<typeof mockApi>[0]) {
  mockApi(routes);
  return renderAdmin('albums/2');
}
