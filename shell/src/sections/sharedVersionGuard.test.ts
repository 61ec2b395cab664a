import { majorOf, sharedVersionGuard, sharedVersionProblem } from './sharedVersionGuard';
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

describe('sharedVersionGuard', () => {
  const hook = sharedVersionGuard().loadRemoteSnapshot!;
  const snapshotArgs = (requiredVersion: string) =>
    ({
      options: { name: 'shell', shared: { '@wado/shared': [{ from: 'shell', version: '1.0.0' }] } },
      moduleInfo: { name: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' },
      manifestJson: { shared: [{ name: 'react', requiredVersion: '^19.2.0' }, { name: '@wado/shared', requiredVersion }] },
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
});
