import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LazyImg } from './LazyImg';
import { MediaImg } from './MediaImg';

const photo = {
  url: '/media/uploads/0123-640.jpg',
  alt: 'Passage de grades',
  width: 640,
  height: 427,
  srcset: '/media/uploads/0123-320.jpg 320w, /media/uploads/0123-640.jpg 640w',
  sources: [{ type: 'image/webp' as const, srcset: '/media/uploads/0123-320.webp 320w' }],
};

function Cards() {
  return (
    <div>
      <MediaImg image={{ ...photo, alt: 'Première' }} loading="eager" />
      <MediaImg image={photo} loading="lazy" />
      <LazyImg src="/media/partners/logo.svg" alt="Partenaire" width={120} height={48} />
    </div>
  );
}

describe('images below the fold, held until the takeover', () => {
  it('are rendered by the server with their addresses held back, the first screen’s as they are', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Cards />);
    const [first, held, logo] = Array.from(container.querySelectorAll('img'));
    expect(first).toHaveAttribute('src', photo.url);
    expect(held).not.toHaveAttribute('src');
    expect(held).not.toHaveAttribute('srcset');
    expect(held).toHaveAttribute('data-held-src', photo.url);
    expect(held).toHaveAttribute('data-held-srcset', photo.srcset);
    expect(container.querySelectorAll('source[data-held-srcset]')).toHaveLength(1);
    expect(container.querySelectorAll('source[srcset]')).toHaveLength(1); // The first image's.
    expect(logo).toHaveAttribute('data-held-src', '/media/partners/logo.svg');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('get their addresses back from the render that takes the server’s page over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Cards />);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(container, <Cards />);
      });
      // Hydrated without a mismatch, then rendered again with the addresses.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    const held = screen.getAllByRole('img', { name: 'Passage de grades' })[0]!;
    expect(held).toHaveAttribute('src', photo.url);
    expect(held).toHaveAttribute('srcset', photo.srcset);
    expect(screen.getByRole('img', { name: 'Partenaire' })).toHaveAttribute('src', '/media/partners/logo.svg');
    expect(container.querySelectorAll('source[srcset]')).toHaveLength(2);
    container.remove();
  });

  it('have their addresses at once in a page the browser renders itself (a page reached through the menu)', () => {
    render(<Cards />);
    expect(screen.getByRole('img', { name: 'Passage de grades' })).toHaveAttribute('src', photo.url);
    expect(screen.getByRole('img', { name: 'Partenaire' })).toHaveAttribute('src', '/media/partners/logo.svg');
    expect(document.querySelectorAll('[data-held-src]')).toHaveLength(0);
  });
});
