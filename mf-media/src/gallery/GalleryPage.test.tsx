import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import { ALBUM } from '../test/fixtures';
import GalleryPage from './GalleryPage';

const renderAt = (url: string) => renderPage({ '/gallery': <GalleryPage /> }, { url });

const ALBUMS = { items: [ALBUM], page: 1, limit: 9, total: 1, pages: 1 };

async function openViewer() {
  mockFetch({ '/api/gallery?page=1&limit=9': { body: ALBUMS }, '/api/gallery/mimizan-2026': { body: ALBUM } });
  renderAt('/gallery');
  await userEvent.click(await screen.findByRole('link', { name: /Stage d'été de Mimizan/ }));
  expect(await screen.findByRole('heading', { level: 1, name: "Stage d'été de Mimizan" })).toBeInTheDocument();
  const thumb = screen.getByRole('button', { name: 'Agrandir la photo 2 : Kihon kumite dans le sable.' });
  await userEvent.click(thumb);
  return { thumb, dialog: screen.getByRole('dialog') };
}

describe('GalleryPage', () => {
  it('lists albums, opens one from the list, with lazily loaded photos of a fixed size', async () => {
    await openViewer();
    const photos = screen.getAllByRole('img', { name: /./ }).filter((img) => img.closest('[role=dialog]') === null);
    for (const img of photos) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '500');
    }
    expect(document.title).toBe("Stage d'été de Mimizan – Galerie – Wado France");
  });

  it('marks each photo as needing the page’s script, by a name of its own (a tap before the takeover waits)', async () => {
    await openViewer();
    const names = screen
      .getAllByRole('button', { name: /^Agrandir la photo/ })
      .map((button) => button.getAttribute('data-needs-js'));
    expect(names).toEqual(ALBUM.photos.map((photo) => `gallery-photo-${photo.id}`));
    expect(new Set(names).size).toBe(ALBUM.photos.length);
  });

  it('shows a photo large in a modal dialog, moves with the arrow keys, closes with Escape and gives the focus back', async () => {
    const { thumb, dialog } = await openViewer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: /Fermer/ })).toHaveFocus();
    expect(within(dialog).getByText('Photo 2 sur 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Des pratiquants face à l’océan.');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Séance du matin.')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 1 sur 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Photo 3 sur 3')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it('keeps Tab inside the dialog and follows the buttons', async () => {
    const { dialog } = await openViewer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo précédente' }));
    expect(within(dialog).getByText('Photo 1 sur 3')).toBeInTheDocument();
    within(dialog).getByRole('button', { name: 'Photo suivante' }).focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: /Fermer/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Photo suivante' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: /Fermer/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the next photo on a swipe to the left, the previous on a swipe to the right, not on a tap', async () => {
    const { dialog } = await openViewer();
    const swipe = (from: number, to: number) => {
      // jsdom has no PointerEvent: a MouseEvent of the same type carries clientX to React.
      act(() => {
        dialog.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: from }));
        dialog.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: to }));
      });
    };
    swipe(300, 120);
    expect(within(dialog).getByText('Photo 3 sur 3')).toBeInTheDocument();
    swipe(100, 300);
    expect(within(dialog).getByText('Photo 2 sur 3')).toBeInTheDocument();
    swipe(200, 215);
    expect(within(dialog).getByText('Photo 2 sur 3')).toBeInTheDocument();
  });

  it('says an unknown album is not found', async () => {
    mockFetch({});
    renderAt('/gallery?album=album-inconnu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Album introuvable' })).toBeInTheDocument();
  });
});
