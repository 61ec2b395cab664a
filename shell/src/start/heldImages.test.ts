import { releaseHeldImages, releaseHeldImagesAfterTakeover } from './heldImages';

/** A server page's list: one image shown at once, two held (one with its candidates in a <picture>). */
function serverPage() {
  document.body.innerHTML = `
    <img id="first" src="/media/shop/a.svg" alt="A" loading="eager">
    <img id="second" data-held-src="/media/shop/b.svg" alt="B" loading="lazy">
    <picture>
      <source id="avif" type="image/avif" data-held-srcset="/media/uploads/c-320.avif 320w">
      <img id="third" data-held-src="/media/uploads/c-640.jpg" data-held-srcset="/media/uploads/c-320.jpg 320w" alt="C" loading="lazy">
    </picture>`;
}
const byId = (id: string) => document.getElementById(id)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the images held until the takeover, in the page start script', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-page-ready');
    serverPage();
  });
  afterEach(() => jest.useRealTimers());

  it('gives every held image and source its addresses back, and leaves the others alone', () => {
    releaseHeldImages();
    expect(byId('first')).toHaveAttribute('src', '/media/shop/a.svg');
    expect(byId('second')).toHaveAttribute('src', '/media/shop/b.svg');
    expect(byId('third')).toHaveAttribute('src', '/media/uploads/c-640.jpg');
    expect(byId('third')).toHaveAttribute('srcset', '/media/uploads/c-320.jpg 320w');
    expect(byId('avif')).toHaveAttribute('srcset', '/media/uploads/c-320.avif 320w');
    expect(document.querySelectorAll('[data-held-src], [data-held-srcset]')).toHaveLength(0);
  });

  it('releases them once the page is taken over, not before', async () => {
    const stop = releaseHeldImagesAfterTakeover(document, 60_000, 60_000);
    await flush();
    expect(byId('second')).not.toHaveAttribute('src');
    document.documentElement.setAttribute('data-page-ready', '/shop');
    await flush();
    expect(byId('second')).toHaveAttribute('src', '/media/shop/b.svg');
    stop();
  });

  it('releases them a while after the page has loaded when the takeover does not come', () => {
    jest.useFakeTimers();
    // jsdom's document has loaded already: the wait starts at once.
    releaseHeldImagesAfterTakeover(document, 5_000, 60_000);
    jest.advanceTimersByTime(4_999);
    expect(byId('second')).not.toHaveAttribute('src');
    jest.advanceTimersByTime(1);
    expect(byId('second')).toHaveAttribute('src', '/media/shop/b.svg');
  });

  it('releases them at the latest after the longest wait, even if the page never loads', () => {
    jest.useFakeTimers();
    const loading = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      releaseHeldImagesAfterTakeover(document, 5_000, 15_000);
      jest.advanceTimersByTime(14_999);
      expect(byId('second')).not.toHaveAttribute('src');
      jest.advanceTimersByTime(1);
      expect(byId('second')).toHaveAttribute('src', '/media/shop/b.svg');
    } finally {
      loading.mockRestore();
    }
  });

  it('releases them at once on a page already taken over, and the waits can be stopped', () => {
    jest.useFakeTimers();
    const stop = releaseHeldImagesAfterTakeover(document, 5_000, 15_000);
    stop();
    jest.advanceTimersByTime(20_000);
    expect(byId('second')).not.toHaveAttribute('src');
    document.documentElement.setAttribute('data-page-ready', '/shop');
    releaseHeldImagesAfterTakeover();
    expect(byId('second')).toHaveAttribute('src', '/media/shop/b.svg');
  });
});
