/**
 * The apps share React Router through shared/src/router/ (only the names the site uses): a name
 * imported from `react-router` that the list lacks would be `undefined` in the browser. Reads the
 * apps' browser sources (not their tests, nor the shell's server build, which uses the package).
 */
import fs from 'node:fs';
import path from 'node:path';
import apps from '../../apps.json';

const ROOT = path.resolve(__dirname, '..', '..');
const APPS = [apps.shell.folder, apps.shared.folder, ...apps.remotes.map((remote) => remote.name)];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'testing', 'server', 'router'].includes(entry.name) ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Names imported as values from `module` (type-only imports need nothing at run time). */
function importedNames(code: string, module: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module.replace('/', '\\/')}'`, 'g');
  return [...code.matchAll(pattern)].flatMap((match) =>
    match[1]
      ? []
      : match[2]!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

function exportedNames(file: string): string[] {
  const code = fs.readFileSync(path.join(ROOT, 'shared', 'src', 'router', file), 'utf8');
  return [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

const used = (module: string) => {
  const names = new Map<string, string>();
  for (const app of APPS)
    for (const file of sources(path.join(ROOT, app, 'src')))
      for (const name of importedNames(fs.readFileSync(file, 'utf8'), module))
        names.set(name, path.relative(ROOT, file));
  return names;
};

it.each([
  ['react-router', 'reactRouter.ts'],
  ['react-router/dom', 'reactRouterDom.ts'],
])('every name the apps import from %s is in shared/src/router/%s', (module, facade) => {
  const names = used(module);
  expect(names.size).toBeGreaterThan(0);
  const missing = [...names].filter(([name]) => !exportedNames(facade).includes(name));
  expect(missing).toEqual([]);
});

it('reads multi-line imports and leaves type-only ones out', () => {
  const code = `import {\n  Link,\n  type Location,\n  useParams as params,\n} from 'react-router';\nimport type { RouteObject } from 'react-router';`;
  expect(importedNames(code, 'react-router')).toEqual(['Link', 'useParams']);
});
