import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@wado/shared/contract';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The throwaway section: declared in the copy's apps.json and nowhere else. */
export const NEW_SECTION = {
  name: 'mf-essai',
  label: 'Rubrique d’essai',
  heading: 'Écran de la rubrique d’essai',
} as const;

/**
 * The files a new section team writes, as docs/section-team.md (« Ajouter une rubrique ») tells:
 * its folder on the model of mf-wado, with a `./routes` that owns no page yet and an `./admin`
 * with one screen for the `wado` part of ACCESS.
 */
const SECTION_FILES: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: NEW_SECTION.name,
      version: '1.0.0',
      private: true,
      scripts: { bundle: 'tsx ../scripts/webpack-app.ts build' },
      dependencies: { '@wado/shared': '1.0.0', react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router': '^7.18.0' },
    },
    null,
    2,
  ),
  'tsconfig.json': fs.readFileSync(path.join(ROOT, 'mf-wado', 'tsconfig.json'), 'utf8'),
  'webpack.config.ts': `import { createAppConfigs } from '@wado/shared/build';

export default createAppConfigs({
  appDir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin/index.tsx' },
});
`,
  'src/index.ts': `// Entry of the remote's own page (served alone); the shell uses remoteEntry.js instead.
import('./bootstrap');
`,
  'src/bootstrap.tsx': `import { startStandalone } from '@wado/shared';
import * as section from './routes';

void startStandalone(section);
`,
  'src/routes.tsx': `import type { RemoteName, SectionRoute } from '@wado/shared';

export const remote: RemoteName = '${NEW_SECTION.name}';

export const routes: SectionRoute[] = [];
`,
  'src/admin/index.tsx': `import { ACCESS, type AdminScreen, type RemoteName } from '@wado/shared';

export const remote: RemoteName = '${NEW_SECTION.name}';

function TrialScreen() {
  return <h1>${NEW_SECTION.heading}</h1>;
}

export const screens: AdminScreen[] = [{ path: 'essai', label: 'Essai', roles: ACCESS.wado, Component: TrialScreen }];
`,
};

/** Workspace packages, linked to the copy's own folders rather than to this checkout's. */
const WORKSPACE_LINKS = new Set(['shell', 'api', 'e2e', ...REMOTE_NAMES]);

/** `target`'s entries as links to `source`'s, except those `own` gives another target. */
function linkEntries(source: string, target: string, own: (name: string) => string | null): void {
  fs.mkdirSync(target, { recursive: true });
  for (const name of fs.readdirSync(source)) {
    if (name === '.cache') continue; // build caches stay the copy's own
    fs.symlinkSync(own(name) ?? path.join(source, name), path.join(target, name));
  }
}

/**
 * A copy of the repository (its tracked files, linked to this checkout's installed packages) with
 * one more section: its folder and its entry in apps.json. Nothing else of the copy is edited,
 * which is the claim under test: the manifest is the only list of apps.
 */
export function copyWithNewSection(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-new-section-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  linkEntries(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), (name) =>
    WORKSPACE_LINKS.has(name) ? path.join(copy, name) : null,
  );
  // The scope folder holds the shared package's link: the copy's shared, not this checkout's.
  fs.rmSync(path.join(copy, 'node_modules', '@wado'));
  fs.mkdirSync(path.join(copy, 'node_modules', '@wado'));
  fs.symlinkSync(path.join(copy, 'shared'), path.join(copy, 'node_modules', '@wado', 'shared'));
  fs.symlinkSync(path.join(copy, NEW_SECTION.name), path.join(copy, 'node_modules', NEW_SECTION.name));
  linkEntries(path.join(ROOT, 'api', 'node_modules'), path.join(copy, 'api', 'node_modules'), () => null);

  for (const [file, text] of Object.entries(SECTION_FILES)) {
    fs.mkdirSync(path.dirname(path.join(copy, NEW_SECTION.name, file)), { recursive: true });
    fs.writeFileSync(path.join(copy, NEW_SECTION.name, file), text);
  }
  const manifestFile = path.join(copy, 'apps.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.remotes.push({
    name: NEW_SECTION.name,
    devPort: 3099,
    pagesAccess: 'wado',
    admin: { label: NEW_SECTION.label, access: ['wado'] },
  });
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  // The sections already built keep this checkout's builds: adding a section rebuilds only the
  // shell and the server (docs/section-team.md), never the other sections.
  for (const remote of REMOTE_NAMES) fs.symlinkSync(path.join(ROOT, remote, 'dist'), path.join(copy, remote, 'dist'));
  return copy;
}

/** Runs a script of the copy with Node, as its host or team would; throws with its output on failure. */
export function runInCopy(copy: string, args: string[]): string {
  try {
    return execFileSync(process.execPath, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`node ${args.join(' ')} : ${failed.stdout ?? ''}\n${failed.stderr ?? ''}`, { cause: error });
  }
}
