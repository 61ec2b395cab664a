import { loadRemote } from '@module-federation/enhanced/runtime';
import { defaultRuntimeConfig } from '@wado/shared';
import { forgetSection, isEspaceModule, loadEspaceSection, registerSections } from '../sections/loadSection';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const espaceModule = {
  remote: 'mf-shop',
  parts: [{ id: 'commandes', title: 'Commandes', Component: () => null }],
};

beforeEach(() => {
  jest.clearAllMocks();
  registerSections({ ...defaultRuntimeConfig(), remoteTimeoutMs: 1000 });
});

describe('loadEspaceSection', () => {
  it('loads a remote’s ./espace module once', async () => {
    loadRemoteMock.mockResolvedValue(espaceModule);
    await expect(loadEspaceSection('mf-shop')).resolves.toBe(espaceModule);
    await loadEspaceSection('mf-shop');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_shop/espace');
    forgetSection('mf-shop');
  });

  it('refuses a module that is not one', async () => {
    loadRemoteMock.mockResolvedValueOnce({ remote: 'mf-media', screens: [] });
    await expect(loadEspaceSection('mf-media')).rejects.toMatchObject({ reason: 'invalid' });
    forgetSection('mf-media');
  });

  it('checks every part: an id, a title and a component', () => {
    expect(isEspaceModule(espaceModule)).toBe(true);
    expect(isEspaceModule({ remote: 'mf-shop', parts: [] })).toBe(true);
    expect(isEspaceModule({ remote: 'mf-shop', parts: [{ id: 'commandes', Component: () => null }] })).toBe(false);
    expect(isEspaceModule({ remote: 'mf-shop', parts: [{ id: 'commandes', title: 'Commandes' }] })).toBe(false);
    expect(isEspaceModule({ remote: 'mf-shop', parts: [{ title: 'Commandes', Component: () => null }] })).toBe(false);
    expect(isEspaceModule({ parts: [] })).toBe(false);
    expect(isEspaceModule(null)).toBe(false);
  });
});
