import { loadRemote } from '@module-federation/enhanced/runtime';
import { defaultRuntimeConfig, lazyScreen } from '@wado/shared';
import { forgetSection, registerSections } from './loadSection';
import { prefetchScreen } from './prefetch';

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
