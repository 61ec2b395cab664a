import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRuntimeConfig } from '@wado/shared';
import {
  forgetSection,
  isAdminModule,
  loadAdminSection,
  loadHomeWidgets,
  loadSection,
  registerSections,
  SectionLoadError,
} from './loadSection';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const routesModule = { remote: 'mf-shop', routes: [{ path: '/shop', Component: () => null }] };

beforeEach(() => {
  jest.clearAllMocks();
  registerSections({ ...defaultRuntimeConfig(), remoteTimeoutMs: 1000 });
});

describe('loadSection', () => {
  it('registers every remote from the runtime configuration, by manifest URL', () => {
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mf_shop', entry: 'http://localhost/remotes/mf-shop/mf-manifest.json' }]),
    );
  });

  it('loads the routes module once per remote', async () => {
    loadRemoteMock.mockResolvedValue(routesModule);
    await expect(loadSection('mf-shop')).resolves.toBe(routesModule);
    await loadSection('mf-shop');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_shop/routes');
    forgetSection('mf-shop');
  });

  it('gives up on a remote that hangs, and tries again only when asked', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockReturnValueOnce(new Promise(() => undefined));
    const hanging = loadSection('mf-wado');
    jest.advanceTimersByTime(1000);
    await expect(hanging).rejects.toMatchObject({ reason: 'timeout' });
    jest.useRealTimers();
    // The failure is remembered (no download storm on re-renders) until the visitor retries.
    await expect(loadSection('mf-wado')).rejects.toMatchObject({ reason: 'timeout' });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    forgetSection('mf-wado');
    loadRemoteMock.mockResolvedValueOnce(routesModule);
    await expect(loadSection('mf-wado')).resolves.toBe(routesModule);
  });

  it('refuses a module without routes', async () => {
    loadRemoteMock.mockResolvedValueOnce({ nothing: true });
    await expect(loadSection('mf-media')).rejects.toEqual(expect.any(SectionLoadError));
  });

  it('re-registers a remote with force before a retry', () => {
    forgetSection('mf-media');
    expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mf_media' })], { force: true });
  });

  it("before a retry, a throwaway script takes the page's preloads of that section's chunk files, and only those", () => {
    document.body.innerHTML = [
      '<link rel="preload" as="script" href="/remotes/mf-shop/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/mf-shop/__federation_expose_routes.1234abcd.js" data-section-chunk>',
      '<link rel="preload" as="script" href="/remotes/mf-wado/__federation_expose_routes.5678abcd.js" data-section-chunk>',
    ].join('');
    forgetSection('mf-shop');
    const scripts = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual(['http://localhost/remotes/mf-shop/__federation_expose_routes.1234abcd.js']);
    // Taken once: a second retry finds nothing left to take.
    expect(document.querySelectorAll('link[data-section-chunk]')).toHaveLength(1);
    forgetSection('mf-shop');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    // The throwaway script goes once it has run or failed.
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    document.body.innerHTML = '';
  });
});

describe('loadHomeWidgets', () => {
  it("loads mf-media's widgets module once, apart from its routes", async () => {
    const widgetsModule = { LatestNews: () => null, NextEvents: () => null };
    loadRemoteMock.mockImplementation(
      async (id: string) => (id === 'mf_media/widgets' ? widgetsModule : routesModule) as never,
    );
    await expect(loadHomeWidgets()).resolves.toBe(widgetsModule);
    await loadHomeWidgets();
    await expect(loadSection('mf-media')).resolves.toBe(routesModule);
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual(['mf_media/widgets', 'mf_media/routes']);
    forgetSection('mf-media');
  });

  it('refuses a widgets module without both widgets', async () => {
    loadRemoteMock.mockResolvedValueOnce({ LatestNews: () => null });
    await expect(loadHomeWidgets()).rejects.toMatchObject({ reason: 'invalid' });
    forgetSection('mf-media');
  });
});

describe('loadAdminSection', () => {
  const adminModule = {
    remote: 'mf-wado',
    screens: [{ path: 'pages', label: 'Pages de texte', roles: ['wado'], Component: () => null }],
  };

  it("loads a remote's ./admin module once, apart from its routes", async () => {
    loadRemoteMock.mockImplementation(
      async (id: string) => (id === 'mf_wado/admin' ? adminModule : routesModule) as never,
    );
    await expect(loadAdminSection('mf-wado')).resolves.toBe(adminModule);
    await loadAdminSection('mf-wado');
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual(['mf_wado/admin']);
    forgetSection('mf-wado');
  });

  it('refuses a module that is not a back office', async () => {
    loadRemoteMock.mockResolvedValueOnce(routesModule);
    await expect(loadAdminSection('mf-shop')).rejects.toMatchObject({ reason: 'invalid' });
    forgetSection('mf-shop');
  });

  it('checks each screen has a path, roles and a component', () => {
    expect(isAdminModule(adminModule)).toBe(true);
    expect(isAdminModule({ remote: 'mf-wado', screens: [{ path: 'pages', Component: () => null }] })).toBe(false);
    expect(isAdminModule({ remote: 'mf-wado', screens: [{ path: 'pages', roles: ['wado'] }] })).toBe(false);
    expect(isAdminModule({ screens: [] })).toBe(false);
    expect(isAdminModule(null)).toBe(false);
  });
});
