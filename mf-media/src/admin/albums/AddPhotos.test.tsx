import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_MAX_BYTES } from '@wado/shared';
import type { Answer } from '../test/adminTest';
import { ALBUM_RECORD, UPLOADED } from '../test/fixtures';
import { axeViolations, mockApi, renderAdmin } from '../test/adminTest';

const URL_ = '/api/admin/albums/2';
const SCREEN = {
  [`GET ${URL_}`]: { body: ALBUM_RECORD },
  [`GET ${URL_}/preview`]: { body: null },
  [`GET ${URL_}/revisions`]: { body: { items: [] } },
};
const UPLOADS = 'POST /api/admin/uploads';

const image = (name: string, type = 'image/jpeg', size = 1024) => new File([new Uint8Array(size)], name, { type });
/** The name of the file an upload carries. */
const uploadedName = (body: unknown) => ((body as FormData).get('file') as File).name;
/** Upload ids by file name: a.jpg → 101, b.jpg → 102… */
const idOf = (name: string) => 101 + name.charCodeAt(0) - 'a'.charCodeAt(0);
const stored = ({ body }: { body: unknown }): Answer => ({
  status: 201,
  body: { ...UPLOADED, id: idOf(uploadedName(body)) },
});

// The user, the `accept` of the input aside: a file the browser would let through anyway (a drop).
const user = () => userEvent.setup({ applyAccept: false });
const adding = () => within(screen.getByRole('region', { name: 'Ajouter des photos' }));
const rows = () => within(adding().getByRole('list')).getAllByRole('listitem');
const row = (name: string) => rows().find((item) => item.textContent?.includes(name))!;

async function openAlbum() {
  const { container } = renderAdmin('albums/2');
  return { input: await screen.findByLabelText('Choisir des photos'), container };
}

beforeEach(() => {
  // jsdom has no object URLs: each thumbnail's is the file's name.
  Object.assign(URL, {
    createObjectURL: jest.fn((file: File) => `blob:${file.name}`),
    revokeObjectURL: jest.fn(),
  });
});

describe('adding several photos to an album', () => {
  it('takes several files at once, each in its own row with its thumbnail and progress, two sent at a time', async () => {
    const waiting: (() => void)[] = [];
    const api = mockApi(
      {
        ...SCREEN,
        [UPLOADS]: (request) => new Promise<Answer>((resolve) => waiting.push(() => resolve(stored(request)))),
      },
      { xhr: true },
    );
    const { input, container } = await openAlbum();
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    await user().upload(input, [image('a.jpg'), image('b.png', 'image/png'), image('c.jpg')]);

    expect(rows()).toHaveLength(3);
    expect(within(row('b.png')).getByRole('presentation')).toHaveAttribute('src', 'blob:b.png');
    // Two on their way, the third waiting its turn.
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(adding().getByRole('progressbar', { name: 'Envoi de « c.jpg »' })).not.toHaveAttribute('value');
    expect(within(row('c.jpg')).getByText('En attente')).toBeInTheDocument();
    expect(adding().getByRole('status')).toHaveTextContent('0 photo sur 3 envoyée.');

    waiting.shift()!();
    await waitFor(() => expect(adding().getByRole('status')).toHaveTextContent('1 photo sur 3 envoyée.'));
    expect(adding().getByRole('progressbar', { name: 'Envoi de « a.jpg »' })).toHaveAttribute('value', '1');
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    expect(api.writes().map((call) => uploadedName(call.body))).toEqual(['a.jpg', 'b.png', 'c.jpg']);
    waiting.splice(0).forEach((answer) => answer());
    await waitFor(() => expect(adding().getByRole('status')).toHaveTextContent('3 photos sur 3 envoyées.'));
    expect(adding().getByRole('button', { name: 'Ajouter 3 photos à l’album' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a file of the wrong type or too heavy in French, the others going on, and removes it alone', async () => {
    const api = mockApi({ ...SCREEN, [UPLOADS]: stored }, { xhr: true });
    const { input, container } = await openAlbum();
    await user().upload(input, [
      image('a.jpg'),
      image('notes.pdf', 'application/pdf'),
      image('b.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1024 * 1024),
    ]);

    expect(within(row('notes.pdf')).getByRole('alert')).toHaveTextContent(
      '« notes.pdf » n’est pas une image acceptée : choisissez un fichier JPEG, PNG, WebP ou AVIF (le SVG est refusé).',
    );
    expect(within(row('b.jpg')).getByRole('alert')).toHaveTextContent(
      '« b.jpg » est trop lourde (16 Mo) : 15 Mo au plus. Réduisez-la avant de l’envoyer.',
    );
    await waitFor(() => expect(adding().getByRole('status')).toHaveTextContent('1 photo sur 1 envoyée.'));
    expect(api.writes().map((call) => uploadedName(call.body))).toEqual(['a.jpg']);
    // A refused file asks for no text: it will not be added.
    expect(within(row('notes.pdf')).queryByRole('textbox')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user().click(adding().getByRole('button', { name: 'Retirer « notes.pdf » de la liste' }));
    expect(rows()).toHaveLength(2);
    expect(input).toHaveFocus();
    expect(within(row('a.jpg')).getByText('Envoyée')).toBeInTheDocument();
  });

  it('adds them only once each has its alternative text, one POST per photo with its texts', async () => {
    const last = {
      ...ALBUM_RECORD,
      photos: [
        ...ALBUM_RECORD.photos,
        { id: 24, uploadId: 101, url: UPLOADED.url, caption: 'Le repas.', alt: 'La tablée du soir.', position: 3 },
        { id: 25, uploadId: 102, url: UPLOADED.url, caption: '', alt: 'Le salut final.', position: 4 },
      ],
    };
    const api = mockApi(
      {
        ...SCREEN,
        [UPLOADS]: stored,
        [`POST ${URL_}/photos`]: ({ body }) => ({
          body: (body as { uploadId: number }).uploadId === 101 ? { ...last, photos: last.photos.slice(0, 4) } : last,
        }),
      },
      { xhr: true },
    );
    const { input } = await openAlbum();
    await user().upload(input, [image('a.jpg'), image('b.jpg')]);
    await waitFor(() => expect(adding().getByRole('status')).toHaveTextContent('2 photos sur 2 envoyées.'));

    await user().type(adding().getByRole('textbox', { name: /^Texte alternatif de « a.jpg »/ }), 'La tablée du soir.');
    await user().type(adding().getByRole('textbox', { name: 'Légende de « a.jpg »' }), 'Le repas.');
    await user().click(adding().getByRole('button', { name: 'Ajouter 2 photos à l’album' }));
    const summary = screen.getByRole('alert', { name: 'Les photos n’ont pas été ajoutées' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      '« b.jpg » : le texte alternatif est obligatoire (décrivez la photo).',
    );
    const altOfB = adding().getByRole('textbox', { name: /^Texte alternatif de « b.jpg »/ });
    expect(altOfB).toHaveAccessibleDescription(/Le texte alternatif est obligatoire : décrivez la photo\./);
    expect(api.writes().filter((call) => call.url.endsWith('/photos'))).toEqual([]);
    await user().click(within(summary).getByRole('link'));
    expect(altOfB).toHaveFocus();

    await user().type(altOfB, '  Le salut final. ');
    await user().click(adding().getByRole('button', { name: 'Ajouter 2 photos à l’album' }));
    await waitFor(() =>
      expect(adding().getByRole('status')).toHaveTextContent('2 photos ajoutées à la fin de l’album.'),
    );
    expect(api.writes().filter((call) => call.url.endsWith('/photos'))).toEqual([
      {
        method: 'POST',
        url: `${URL_}/photos`,
        body: { uploadId: 101, caption: 'Le repas.', alt: 'La tablée du soir.' },
      },
      { method: 'POST', url: `${URL_}/photos`, body: { uploadId: 102, caption: '', alt: 'Le salut final.' } },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Photos de l’album (5)' })).toBeInTheDocument();
    expect(adding().queryByRole('list')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.jpg');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:b.jpg');
  });

  it('says why an upload failed and sends it again on request, without touching the others', async () => {
    let refusals = 1;
    const api = mockApi(
      {
        ...SCREEN,
        [UPLOADS]: (request) =>
          uploadedName(request.body) === 'a.jpg' && refusals-- > 0
            ? { status: 503, body: { error: 'Service Unavailable', message: 'Le serveur traite trop d’images.' } }
            : stored(request),
      },
      { xhr: true },
    );
    const { input } = await openAlbum();
    await user().upload(input, [image('a.jpg'), image('b.jpg')]);
    await waitFor(() =>
      expect(within(row('a.jpg')).getByRole('alert')).toHaveTextContent(
        'L’envoi de « a.jpg » a échoué : Le serveur traite trop d’images.',
      ),
    );
    await waitFor(() => expect(within(row('b.jpg')).getByText('Envoyée')).toBeInTheDocument());
    const retry = adding().getByRole('button', { name: 'Réessayer l’envoi de « a.jpg »' });
    expect(retry).toHaveAccessibleDescription('L’envoi de « a.jpg » a échoué : Le serveur traite trop d’images.');
    expect(adding().getByRole('button', { name: 'Ajouter 1 photo à l’album' })).toBeEnabled();

    await user().click(retry);
    await waitFor(() => expect(adding().getByRole('status')).toHaveTextContent('2 photos sur 2 envoyées.'));
    expect(within(row('a.jpg')).queryByRole('alert')).toBeNull();
    expect(api.writes().map((call) => uploadedName(call.body))).toEqual(['a.jpg', 'b.jpg', 'a.jpg']);
  });
});
