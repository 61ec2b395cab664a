import { render, screen } from '@testing-library/react';
import { DEFAULT_IMAGE_SIZES, MediaImg } from './MediaImg';

const image = { url: '/media/news/stage.svg', alt: 'Stage d’été à Mimizan', width: 640, height: 360 };

const uploaded = {
  url: '/media/uploads/0123456789abcdef0123456789abcdef-640.jpg',
  alt: 'Passage de grades au dojo',
  width: 640,
  height: 427,
  sources: [
    {
      type: 'image/avif' as const,
      srcset:
        '/media/uploads/0123456789abcdef0123456789abcdef-320.avif 320w, /media/uploads/0123456789abcdef0123456789abcdef-640.avif 640w',
    },
    {
      type: 'image/webp' as const,
      srcset:
        '/media/uploads/0123456789abcdef0123456789abcdef-320.webp 320w, /media/uploads/0123456789abcdef0123456789abcdef-640.webp 640w',
    },
  ],
  srcset:
    '/media/uploads/0123456789abcdef0123456789abcdef-320.jpg 320w, /media/uploads/0123456789abcdef0123456789abcdef-640.jpg 640w',
};

describe('MediaImg', () => {
  it('gives the image its text alternative and intrinsic size, and passes the rest on', () => {
    const { container } = render(<MediaImg image={image} loading="lazy" className="card" />);
    const img = screen.getByRole('img', { name: 'Stage d’été à Mimizan' });
    expect(img).toHaveAttribute('src', '/media/news/stage.svg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('card');
    // An image of ours with one file: a plain <img>, no candidates.
    expect(container.querySelector('picture')).toBeNull();
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('has an empty alternative when decorative (screen readers skip it)', () => {
    const { container } = render(<MediaImg image={image} decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'Stage d’été à Mimizan' })).toBeNull();
  });

  it('offers an uploaded photo in AVIF then WebP, with the JPEG widths on the <img> itself', () => {
    const { container } = render(<MediaImg image={uploaded} loading="lazy" className="photo" />);
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const sources = [...picture!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual(uploaded.sources.map((s) => s.srcset));
    for (const source of sources) expect(source).toHaveAttribute('sizes', DEFAULT_IMAGE_SIZES);

    const img = screen.getByRole('img', { name: 'Passage de grades au dojo' });
    expect(img.parentElement).toBe(picture);
    // The <img> comes last (a browser takes the first source it reads, the <img> otherwise).
    expect(picture!.lastElementChild).toBe(img);
    expect(img).toHaveAttribute('src', uploaded.url);
    expect(img).toHaveAttribute('srcset', uploaded.srcset);
    expect(img).toHaveAttribute('sizes', DEFAULT_IMAGE_SIZES);
    // The page keeps its place for the photo, which loads lazily as before.
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '427');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('photo');
  });

  it('takes the width the page shows the photo at', () => {
    const { container } = render(<MediaImg image={uploaded} sizes="(min-width: 40rem) 20rem, 50vw" />);
    for (const element of container.querySelectorAll('source, img'))
      expect(element).toHaveAttribute('sizes', '(min-width: 40rem) 20rem, 50vw');
  });

  it('gives a JPEG srcset alone to a plain <img>', () => {
    const { container } = render(<MediaImg image={{ ...uploaded, sources: [] }} decorative />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('srcset', uploaded.srcset);
    expect(img).toHaveAttribute('sizes', DEFAULT_IMAGE_SIZES);
    expect(img).toHaveAttribute('alt', '');
  });
});
