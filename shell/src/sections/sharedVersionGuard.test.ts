import { majorOf, sharedVersionGuard, sharedVersionProblem, singletonVersionProblem } from './sharedVersionGuard';
import { SectionLoadError } from './SectionLoadError';

describe('sharedVersionProblem', () => {
  it('accepts another minor or patch of the same major', () => {
    expect(sharedVersionProblem('^1.4.0', '1.0.0')).toBeUndefined();
    expect(sharedVersionProblem('~1.0.3', '1.2.0')).toBeUndefined();
    expect(sharedVersionProblem('1.x', '1.9.1')).toBeUndefined();
  });

  it('refuses another major, either way', () => {
    expect(sharedVersionProblem('^2.0.0', '1.0.0')).toBe('@wado/shared ^2.0.0 demandé, 1.0.0 dans la page');
    expect(sharedVersionProblem('^1.0.0', '2.1.0')).toBeDefined();
  });

  it('has nothing to say when a side does not tell', () => {
    expect(sharedVersionProblem(false, '1.0.0')).toBeUndefined();
    expect(sharedVersionProblem('^1.0.0', undefined)).toBeUndefined();
    expect(majorOf('*')).toBeUndefined();
  });
});

describe('singletonVersionProblem', () => {
  const page: Record<string, string> = {
    '@wado/shared': '1.0.0',
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router': '7.18.5',
  };
  const provided = (name: string) => page[name];

  it('accepts a remote built with the same majors of every singleton', () => {
    const remote = [
      { name: '@wado/shared', requiredVersion: '^1.2.0' },
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: 'react-dom/client', requiredVersion: '^18.0.0' },
    ];
    // Only the singletons count: a subpath entry follows its package.
    expect(singletonVersionProblem(remote, provided)).toBeUndefined();
  });

  it('names the first singleton of another major', () => {
    expect(singletonVersionProblem([{ name: 'react-router', requiredVersion: '^8.0.0' }], provided)).toBe(
      'react-router ^8.0.0 demandé, 7.18.5 dans la page',
    );
    expect(singletonVersionProblem([{ name: 'react', requiredVersion: '^18.3.1' }], provided)).toBe(
      'react ^18.3.1 demandé, 19.3.1 dans la page',
    );
  });

  it('has nothing to say about a manifest without a shared list', () => {
    expect(singletonVersionProblem(undefined, provided)).toBeUndefined();
  });
});

describe('sharedVersionGuard', () => {
  const hook = sharedVersionGuard().loadRemoteSnapshot!;
  const snapshotArgs = (requiredVersion: string, reactRange = '^19.2.0') =>
    ({
      options: {
        name: 'shell',
        shared: {
          '@wado/shared': [{ from: 'shell', version: '1.0.0' }],
          // A remote's offer is not what the page runs: only the shell's copy counts.
          react: [
            { from: 'mf_shop', version: '18.3.1' },
            { from: 'shell', version: '19.3.1' },
          ],
        },
      },
      moduleInfo: { name: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' },
      manifestJson: {
        shared: [
          { name: 'react', requiredVersion: reactRange },
          { name: '@wado/shared', requiredVersion },
        ],
      },
      remoteSnapshot: {},
      from: 'manifest',
    }) as unknown as Parameters<typeof hook>[0];

  it('lets a remote of the same major through, unchanged', () => {
    const args = snapshotArgs('^1.3.0');
    expect(hook(args)).toBe(args);
  });

  it('refuses a remote built for another major with an incompatible SectionLoadError', () => {
    expect(() => hook(snapshotArgs('^2.0.0'))).toThrow(SectionLoadError);
    try {
      hook(snapshotArgs('^2.0.0'));
    } catch (error) {
      expect(error).toMatchObject({ remote: 'mf-shop', reason: 'incompatible' });
    }
  });

  it('refuses a remote built for another major of React', () => {
    expect(() => hook(snapshotArgs('^1.0.0', '^18.3.1'))).toThrow(/react \^18\.3\.1 demandé, 19\.3\.1 dans la page/);
  });
});
