import { addDictionariesWhenReady } from './compressionDictionary';

const dictionaryLinks = () => document.head.querySelectorAll('link[rel="compression-dictionary"]');
const HREF = '/static/remote-entries.0123abcd.dict';

/** Lets the MutationObserver report, then the idle callback (jsdom has none: the next task) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the compression dictionaries, asked for after the takeover', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-page-ready');
  });

  it('is linked only once the page is taken over, then once', async () => {
    addDictionariesWhenReady(HREF);
    await settle();
    expect(dictionaryLinks()).toHaveLength(0);
    document.documentElement.setAttribute('data-page-ready', '/');
    await settle();
    expect(dictionaryLinks()).toHaveLength(1);
    expect(dictionaryLinks()[0]!.getAttribute('href')).toBe(HREF);
    // The next page's takeover (the attribute set again) adds no second one.
    document.documentElement.setAttribute('data-page-ready', '/news');
    await settle();
    expect(dictionaryLinks()).toHaveLength(1);
  });

  it('is linked at once, when idle, on a page already taken over', async () => {
    document.documentElement.setAttribute('data-page-ready', '/');
    addDictionariesWhenReady(HREF);
    expect(dictionaryLinks()).toHaveLength(0);
    await settle();
    expect(dictionaryLinks()).toHaveLength(1);
  });

  it('waits for the browser to be idle where it can say', async () => {
    const idle: (() => void)[] = [];
    const original = window.requestIdleCallback;
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
    try {
      addDictionariesWhenReady(HREF);
      document.documentElement.setAttribute('data-page-ready', '/');
      await settle();
      expect(dictionaryLinks()).toHaveLength(0);
      idle.forEach((callback) => callback());
      expect(dictionaryLinks()).toHaveLength(1);
    } finally {
      window.requestIdleCallback = original;
    }
  });

  it.each([null, '', 'https://ailleurs.example/x.dict', '//ailleurs.example/x.dict', 'static/x.dict'])(
    'links nothing for %p',
    async (href) => {
      addDictionariesWhenReady(href);
      document.documentElement.setAttribute('data-page-ready', '/');
      await settle();
      expect(dictionaryLinks()).toHaveLength(0);
    },
  );

  it('links each address of the list once, leaving out what is not a path of the site', async () => {
    const manifests = '/static/remote-manifests.4567cdef.dict';
    addDictionariesWhenReady(`${HREF}  https://ailleurs.example/x.dict ${manifests}`);
    document.documentElement.setAttribute('data-page-ready', '/');
    await settle();
    expect(Array.from(dictionaryLinks(), (link) => link.getAttribute('href'))).toEqual([HREF, manifests]);
    // Named again (another start): nothing linked twice.
    addDictionariesWhenReady(`${manifests} ${HREF}`);
    await settle();
    expect(dictionaryLinks()).toHaveLength(2);
  });

  it('stops waiting when asked', async () => {
    const stop = addDictionariesWhenReady(HREF);
    stop();
    document.documentElement.setAttribute('data-page-ready', '/');
    await settle();
    expect(dictionaryLinks()).toHaveLength(0);
  });
});
