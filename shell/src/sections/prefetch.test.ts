import { loadRemote } from '@module-federation/enhanced/runtime';
import { defaultRuntimeConfig, lazyScreen } from '@wado/shared';
import { forgetSection, registerSections } from './loadSection';
import { linkedPath, prefetchLinksOnIntent, prefetchScreen } from './prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.clearAllMocks();
  registerSections({ ...defaultRuntimeConfig(), remoteTimeoutMs: 1000 });
});

describe('prefetchScreen', () => {
  it("loads the link's section and then its screen's chunk, each once", async () => {
    const loadCatalogue = jest.fn(async () => ({ default: () => null }));
    const loadCart = jest.fn(async () => ({ default: () => null }));
    loadRemoteMock.mockResolvedValue({
      remote: 'mf-shop',
      routes: [
        { path: '/shop', ...lazyScreen(loadCatalogue) },
        { path: '/cart', ...lazyScreen(loadCart) },
      ],
    });
    prefetchScreen('/shop');
    prefetchScreen('/shop');
    await flush();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_shop/routes');
    expect(loadCatalogue).toHaveBeenCalledTimes(1);
    expect(loadCart).not.toHaveBeenCalled();
    forgetSection('mf-shop');
  });

  it("finds the screen of a page with parameters (a section's own link to one of its details)", async () => {
    const loadEvents = jest.fn(async () => ({ default: () => null }));
    const loadEvent = jest.fn(async () => ({ default: () => null }));
    loadRemoteMock.mockResolvedValue({
      remote: 'mf-media',
      routes: [
        { path: '/events', ...lazyScreen(loadEvents) },
        { path: '/event/:event', ...lazyScreen(loadEvent) },
      ],
    });
    prefetchScreen('/event/stage-national-2027');
    await flush();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_media/routes');
    expect(loadEvent).toHaveBeenCalledTimes(1);
    expect(loadEvents).not.toHaveBeenCalled();
    forgetSection('mf-media');
  });

  it("does nothing for the shell's own pages", async () => {
    prefetchScreen('/');
    prefetchScreen('/mentions_legales');
    await flush();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('swallows a failure: the visit will show the usual message', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    prefetchScreen('/lexicon');
    await flush();
    await flush();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    forgetSection('mf-wado');
  });
});

describe('linkedPath', () => {
  const origin = 'https://www.wado-france.fr';
  const page = `${origin}/cart`;
  const link = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('[data-target]') ?? document.body.firstElementChild;
  };

  it('gives the path of a link of the site, from the link or anything inside it', () => {
    expect(linkedPath(link('<a href="/billing?from=cart">Commander</a>'), page)).toBe('/billing');
    expect(linkedPath(link(`<a href="${origin}/event/12"><span data-target>Stage</span></a>`), page)).toBe('/event/12');
  });

  it('gives nothing for another site, a download, a new tab, or what is not a link', () => {
    expect(linkedPath(link('<a href="https://www.helloasso.com/x">Payer</a>'), page)).toBeNull();
    expect(linkedPath(link('<a href="/media/documents/statuts.pdf" download>Statuts</a>'), page)).toBeNull();
    expect(linkedPath(link('<a href="/shop" target="_blank">Boutique</a>'), page)).toBeNull();
    expect(linkedPath(link('<a>Sans adresse</a>'), page)).toBeNull();
    expect(linkedPath(link('<button>Ajouter</button>'), page)).toBeNull();
    expect(linkedPath(null, page)).toBeNull();
  });
});

describe('prefetchLinksOnIntent', () => {
  it('prefetches the page of a link the pointer goes over, the keyboard focuses or a finger touches, until stopped', async () => {
    const loadBilling = jest.fn(async () => ({ default: () => null }));
    loadRemoteMock.mockResolvedValue({ remote: 'mf-shop', routes: [{ path: '/billing', ...lazyScreen(loadBilling) }] });
    document.body.innerHTML = '<p>Panier</p><a href="/billing">Commander</a>';
    const stop = prefetchLinksOnIntent();
    const commander = document.querySelector('a')!;
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    commander.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_shop/routes');
    expect(loadBilling).toHaveBeenCalledTimes(1);
    forgetSection('mf-shop');

    for (const type of ['focusin', 'touchstart']) {
      loadRemoteMock.mockClear();
      commander.dispatchEvent(new Event(type, { bubbles: true }));
      await flush();
      expect(loadRemoteMock).toHaveBeenCalledTimes(1);
      forgetSection('mf-shop');
    }

    stop();
    loadRemoteMock.mockClear();
    commander.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
