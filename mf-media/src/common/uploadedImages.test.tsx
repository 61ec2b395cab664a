import { screen } from '@testing-library/react';
import { mockFetch } from '@wado/shared/testing';
import { renderPage } from '@wado/shared/testing/page';
import type { MediaImage } from '@wado/shared';
import EventPage from '../events/EventPage';
import GalleryPage from '../gallery/GalleryPage';
import NewsArticlePage from '../news/NewsArticlePage';
import NewsPage from '../news/NewsPage';
import { ALBUM, ARTICLE, EVENT, NEWS } from '../test/fixtures';
import { CARD_IMAGE_SIZES } from './imageSizes';

const UPLOADED: MediaImage = {
  url: '/media/uploads/0123abcd-1600.jpg',
  alt: 'Le podium des cadets',
  width: 1600,
  height: 900,
  sources: [
    { type: 'image/avif', srcset: '/media/uploads/0123abcd-640.avif 640w, /media/uploads/0123abcd-1600.avif 1600w' },
    { type: 'image/webp', srcset: '/media/uploads/0123abcd-640.webp 640w, /media/uploads/0123abcd-1600.webp 1600w' },
  ],
  srcset: '/media/uploads/0123abcd-640.jpg 640w, /media/uploads/0123abcd-1600.jpg 1600w',
};

const ogImage = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');

describe('uploaded images on the public pages', () => {
  it('shows a news item’s uploaded image in modern formats, and uses it for link previews', async () => {
    mockFetch({ '/api/news/open-de-paris-2026': { body: { ...ARTICLE, image: UPLOADED } } });
    const { container } = renderPage({ '/news/:news': <NewsArticlePage /> }, { url: '/news/open-de-paris-2026' });
    const image = await screen.findByRole('img', { name: 'Le podium des cadets' });
    expect(image).toHaveAttribute('srcset', UPLOADED.srcset);
    expect([...container.querySelectorAll('picture source')].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(ogImage()).toBe(`${window.location.origin}${UPLOADED.url}`);
  });

  it('gives link previews the JPEG rendering of a drawing of the site (SVG)', async () => {
    mockFetch({ '/api/news/open-de-paris-2026': { body: ARTICLE } });
    renderPage({ '/news/:news': <NewsArticlePage /> }, { url: '/news/open-de-paris-2026' });
    await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
    expect(ARTICLE.image.url).toMatch(/^\/media\/news\/[a-z0-9-]+\.svg$/);
    expect(ogImage()).toBe(
      `${window.location.origin}${ARTICLE.image.url.replace('/media/news/', '/media/share/news/').replace(/\.svg$/, '.jpg')}`,
    );
  });

  it('asks the news list’s cards for a card’s width only', async () => {
    mockFetch({
      '/api/news?page=1&limit=9': { body: { ...NEWS, items: [{ ...NEWS.items[0]!, image: UPLOADED }] } },
    });
    renderPage(<NewsPage />, { url: '/news' });
    const image = await screen.findByRole('img', { name: 'Le podium des cadets' });
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
  });

  it('shows an event’s own image and uses it for link previews', async () => {
    mockFetch({ '/api/events/stage-hiver-2026': { body: { ...EVENT, image: UPLOADED } } });
    renderPage({ '/event/:event': <EventPage /> }, { url: '/event/stage-hiver-2026' });
    expect(await screen.findByRole('img', { name: 'Le podium des cadets' })).toBeInTheDocument();
    expect(ogImage()).toBe(`${window.location.origin}${UPLOADED.url}`);
  });

  it('gives an event without its own image its album’s cover for link previews', async () => {
    const album = { slug: ALBUM.slug, title: ALBUM.title, cover: UPLOADED };
    mockFetch({ '/api/events/stage-hiver-2026': { body: { ...EVENT, image: undefined, album } } });
    renderPage({ '/event/:event': <EventPage /> }, { url: '/event/stage-hiver-2026' });
    await screen.findByRole('heading', { level: 1, name: EVENT.title });
    expect(ogImage()).toBe(`${window.location.origin}${UPLOADED.url}`);
  });

  it('uses an album’s cover for link previews', async () => {
    mockFetch({ '/api/gallery/mimizan-2026': { body: { ...ALBUM, cover: UPLOADED } } });
    renderPage({ '/gallery': <GalleryPage /> }, { url: '/gallery?album=mimizan-2026' });
    await screen.findByRole('heading', { level: 1, name: ALBUM.title });
    expect(ogImage()).toBe(`${window.location.origin}${UPLOADED.url}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(ALBUM.description);
  });
});
