import { registerPlugins } from '@module-federation/enhanced/runtime';
import { defaultRuntimeConfig } from '@wado/shared';
import { countRetry, freshEntryOnRetry, retryUrl } from './freshEntryOnRetry';
import { forgetSection, registerSections } from './loadSection';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

type CreateScript = (args: {
  url: string;
  attrs?: Record<string, unknown>;
  remoteInfo?: { name: string };
}) => HTMLScriptElement | undefined;
const createScriptOf = (plugin: ReturnType<typeof freshEntryOnRetry>) => plugin.createScript as unknown as CreateScript;

it("lets the runtime load a remote's scripts as usual until the remote is retried", () => {
  const createScript = createScriptOf(freshEntryOnRetry());
  expect(
    createScript({ url: 'http://localhost/remotes/mf-wado/remoteEntry.js', remoteInfo: { name: 'mf_wado' } }),
  ).toBeUndefined();
  expect(createScript({ url: 'http://localhost/static/123.js' })).toBeUndefined();
});

it('loads a retried remote under a URL no failed preload answers, a new one at each retry', () => {
  const createScript = createScriptOf(freshEntryOnRetry());
  countRetry('mf_selection');
  expect(
    createScript({ url: 'http://localhost/remotes/mf-selection/remoteEntry.js', remoteInfo: { name: 'mf_selection' } })
      ?.src,
  ).toBe('http://localhost/remotes/mf-selection/remoteEntry.js?retry=1');
  countRetry('mf_selection');
  expect(
    createScript({ url: 'http://localhost/remotes/mf-selection/remoteEntry.js', remoteInfo: { name: 'mf_selection' } })
      ?.src,
  ).toBe('http://localhost/remotes/mf-selection/remoteEntry.js?retry=2');
  // Other remotes are not concerned.
  expect(
    createScript({ url: 'http://localhost/remotes/mf-media/remoteEntry.js', remoteInfo: { name: 'mf_media' } }),
  ).toBeUndefined();
  expect(retryUrl('https://cdn.example/remoteEntry.js?v=3', 1)).toBe('https://cdn.example/remoteEntry.js?v=3&retry=1');
});

it("is registered with the runtime, and the section's retry (forgetSection) counts for it", () => {
  registerSections(defaultRuntimeConfig());
  const plugins = (registerPlugins as jest.Mock).mock.calls.at(-1)![0] as ReturnType<typeof freshEntryOnRetry>[];
  const plugin = plugins.find((candidate) => candidate.name === 'wado-fresh-entry-on-retry');
  expect(plugin).toBeDefined();
  const createScript = createScriptOf(plugin!);
  expect(
    createScript({ url: 'http://localhost/remotes/mf-shop/remoteEntry.js', remoteInfo: { name: 'mf_shop' } }),
  ).toBeUndefined();
  forgetSection('mf-shop');
  expect(
    createScript({ url: 'http://localhost/remotes/mf-shop/remoteEntry.js', remoteInfo: { name: 'mf_shop' } })?.src,
  ).toBe('http://localhost/remotes/mf-shop/remoteEntry.js?retry=1');
});
