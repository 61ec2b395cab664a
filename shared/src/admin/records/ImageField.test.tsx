import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ImageRef } from '@wado/shared';
import { ImageField, imageErrors } from './ImageField';
import { mockApi } from './test/mockApi';

const UPLOADED = { id: 42, url: '/media/uploads/abc-1600.jpg', width: 1600, height: 1000, sources: [], srcset: '' };

function Harness({
  initial = null,
  preview,
}: {
  initial?: ImageRef | null;
  preview?: { url: string; width: number; height: number };
}) {
  const [value, setValue] = useState<ImageRef | null>(initial);
  return (
    <>
      <ImageField id="cover" label="Couverture" value={value} preview={preview} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as ImageRef | null;

describe('ImageField', () => {
  it('sends the chosen image at once, shows it, then asks for its alternative text', async () => {
    const api = mockApi({ 'POST /api/admin/uploads': { status: 201, body: UPLOADED } });
    render(<Harness />);
    const file = new File(['jpeg'], 'podium.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choisir une image'), file);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Aperçu de l’image choisie' })).toHaveAttribute('src', UPLOADED.url),
    );
    expect(value()).toEqual({ uploadId: 42, alt: '' });
    expect((api.calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    const alt = screen.getByRole('textbox', { name: /^Texte alternatif/ });
    expect(alt).toBeRequired();
    await userEvent.type(alt, 'Le podium');
    expect(value()).toEqual({ uploadId: 42, alt: 'Le podium' });
    expect(screen.getByRole('img', { name: 'Aperçu : Le podium' })).toBeInTheDocument();
    expect(screen.getByLabelText('Remplacer l’image')).toBeInTheDocument();
  });

  it('shows the progress while sending', async () => {
    mockApi({ 'POST /api/admin/uploads': { pending: true } });
    render(<Harness />);
    await userEvent.upload(
      screen.getByLabelText('Choisir une image'),
      new File([new Uint8Array(2_400_000)], 'grande.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByText('Envoi de « grande.jpg » (2,4 Mo) en cours…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Envoi de « grande.jpg »' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choisir une image')).toBeDisabled();
  });

  it('refuses an SVG or any other file without sending it, and says why in French', async () => {
    const api = mockApi({});
    render(<Harness />);
    await userEvent.upload(
      screen.getByLabelText('Choisir une image'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      { applyAccept: false },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '« logo.svg » n’est pas une image acceptée : choisissez un fichier JPEG, PNG, WebP ou AVIF (le SVG est refusé).',
    );
    expect(api.calls).toEqual([]);
    expect(value()).toBeNull();
  });

  it('gives the server’s French message when it refuses the image', async () => {
    mockApi({
      'POST /api/admin/uploads': {
        status: 413,
        body: { error: 'Payload Too Large', message: 'L’image est trop lourde (20 Mo au plus).' },
      },
    });
    render(<Harness />);
    await userEvent.upload(
      screen.getByLabelText('Choisir une image'),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'L’envoi de « photo.png » a échoué : L’image est trop lourde (20 Mo au plus).',
      ),
    );
    expect(screen.getByLabelText('Choisir une image')).toHaveAccessibleDescription(/trop lourde/);
    expect(value()).toBeNull();
  });

  it('shows a saved image from its preview, and removes it', async () => {
    render(
      <Harness
        initial={{ uploadId: 3, alt: 'Un dojo' }}
        preview={{ url: '/media/uploads/dojo.jpg', width: 800, height: 600 }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Aperçu : Un dojo' })).toHaveAttribute('src', '/media/uploads/dojo.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer l’image' }));
    expect(value()).toBeNull();
    expect(screen.getByLabelText('Choisir une image')).toHaveFocus();
  });

  it('requires the alternative text of a chosen image, and an image when the field is required', () => {
    expect(imageErrors('cover', 'Couverture', null)).toEqual([]);
    expect(imageErrors('cover', 'Couverture', null, true)).toEqual([
      { field: 'cover', message: 'Couverture : choisissez une image.' },
    ]);
    expect(imageErrors('cover', 'Couverture', { uploadId: 1, alt: '  ' })).toEqual([
      { field: 'cover-alt', message: 'Couverture : le texte alternatif est obligatoire (décrivez l’image).' },
    ]);
    expect(imageErrors('cover', 'Couverture', { uploadId: 1, alt: 'Un dojo' })).toEqual([]);
  });
});
