import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from './routes';
import manifest from '../../../apps.json';
import { ESPACE_REMOTES, REMOTE_APPS, REMOTE_NAMES, remoteApp } from './apps';

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('the manifest of the apps (apps.json)', () => {
  it('declares each remote once, with its own folder, package and development port', () => {
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTE_NAMES.length);
    const ports = [manifest.shell.devPort, ...REMOTE_APPS.map((remote) => remote.devPort)];
    expect(new Set(ports).size).toBe(ports.length);
    for (const remote of REMOTE_APPS) {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, remote.name, 'package.json'), 'utf8')) as { name: string };
      expect(pkg.name).toBe(remote.name);
    }
  });

  it('knows every owner of the route table, and every remote owns a page', () => {
    for (const route of ROUTES) if (route.owner !== 'shell') expect(remoteApp(route.owner)).toBeDefined();
    for (const remote of REMOTE_NAMES) expect(ROUTES.some((route) => route.owner === remote)).toBe(true);
  });

  it('gives a back-office section to the remotes whose webpack configuration exposes ./admin, and only them', () => {
    for (const remote of REMOTE_APPS) {
      const config = fs.readFileSync(path.join(ROOT, remote.name, 'webpack.config.ts'), 'utf8');
      expect([remote.name, config.includes("'./admin'")]).toEqual([remote.name, remote.admin !== undefined]);
    }
  });

  it('gives a part of « Mon espace » to the remotes whose webpack configuration exposes ./espace, and only them', () => {
    for (const remote of REMOTE_APPS) {
      const config = fs.readFileSync(path.join(ROOT, remote.name, 'webpack.config.ts'), 'utf8');
      expect([remote.name, config.includes("'./espace'")]).toEqual([remote.name, remote.espace !== undefined]);
    }
    expect(ESPACE_REMOTES).toEqual(['mf-association', 'mf-media', 'mf-shop']);
  });

  it('stops the app at its start when it names a part of the access table that does not exist', () => {
    jest.isolateModules(() => {
      jest.doMock('../../../apps.json', () => ({
        remotes: [{ name: 'mf-essai', devPort: 3009, pagesAccess: 'essais' }],
      }));
      expect(() => jest.requireActual('./apps')).toThrow(
        "apps.json : « essais » (mf-essai) n'est pas une partie de ACCESS",
      );
    });
  });
});

describe('no second list of the apps', () => {
  /** Where a list of apps used to be written by hand: the scripts, the configurations and the sources. */
  const places = ['scripts', 'shared/src', 'shared/build', 'shell/src', 'api/src', 'api/scripts', 'e2e/tests'];
  const rootFiles = ['eslint.config.mjs', 'jest.config.cjs', 'package.json'];

  function files(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'results' ? [] : files(file);
      return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [file] : [];
    });
  }

  it('writes two remotes side by side nowhere but in apps.json', () => {
    // Two remotes' names next to each other in a list: `'mf-wado', 'mf-selection'`.
    const list = /['"]mf-[a-z]+['"],\s*['"]mf-[a-z]+['"]/;
    const found = [
      ...places.flatMap((place) => files(path.join(ROOT, place))),
      ...rootFiles.map((file) => path.join(ROOT, file)),
    ].filter((file) => !/\.test\.tsx?$/.test(file) && list.test(fs.readFileSync(file, 'utf8')));
    expect(found.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
