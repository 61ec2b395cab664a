/** What the server reads from a build's `mf-manifest.json`: shared versions, styles, entry file. */
import fs from 'node:fs';
import path from 'node:path';
import { singletonVersionProblem, type TakeoverPreload } from '@wado/shared/contract';

type CssAssets = { css?: { sync?: string[]; async?: string[] } };
type ExposeAssets = CssAssets & { js?: { sync?: string[]; async?: string[] } };

export interface BuildManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name?: string; version?: string; requiredVersion?: string | false; assets?: CssAssets }[];
  exposes?: { name?: string; assets?: ExposeAssets }[];
}

export function readManifest(dir: string): BuildManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

/**
 * Why a remote's build cannot run with the shell's shared singletons (@wado/shared, React, the
 * router: same major versions), or undefined when it can: the browser refuses the others with a
 * French message in their slot, so the server must not render them either.
 */
export function incompatibilityWithShell(remote: BuildManifest, shell: BuildManifest | undefined): string | undefined {
  return singletonVersionProblem(remote.shared, (name) => shell?.shared?.find((entry) => entry.name === name)?.version);
}

export interface RemoteAssets {
  manifest: string;
  /** Its remoteEntry.js, from the manifest; undefined when the manifest does not name a plain one. */
  entry?: string;
  css: string[];
  /** The scripts that take the page over: the entry, then the files of the page's exposed module. */
  scripts: string[];
}

/** The remote's entry file (`remoteEntry.js`) next to its manifest, if the manifest names a plain one. */
function entryUrl(manifest: BuildManifest, base: string): string | undefined {
  const name = manifest.metaData?.remoteEntry?.name ?? '';
  const folder = (manifest.metaData?.remoteEntry?.path ?? '').replace(/^\/+|\/+$/g, '');
  if (!/^[\w.-]+\.js$/.test(name) || !/^[\w/-]*$/.test(folder)) return undefined;
  return `${base}${folder ? `${folder}/` : ''}${name}`;
}

/** `./admin` in a manifest's `exposes`. */
const ADMIN_EXPOSE_NAME = 'admin';

const cssFiles = (assets: CssAssets | undefined) => [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];

/**
 * The styles of a chunk a screen loads on demand, named `on-demand-…` by its dynamic import's
 * `webpackChunkName` (the club finder's map, with Leaflet's styles): the chunk brings them when it
 * is loaded, never the first paint.
 */
export const ON_DEMAND_CHUNK_PREFIX = 'on-demand-';

/** A remote's copy of @wado/shared's styles (SHARED_COPY_STYLES of shared/build/webpack.ts). */
export const SHARED_COPY_STYLES_PREFIX = 'shared-styles.';

/** The module of a remote a page shows: a section's pages (`./routes`), or the home page's widgets. */
export type PageExpose = 'routes' | 'widgets';

/**
 * What the page needs from a remote's manifest: the styles of its screens, its entry file, and
 * the files of the exposed module the page shows (`expose`).
 */
export function remoteAssets(
  manifest: BuildManifest,
  manifestUrl: string,
  expose: PageExpose = 'routes',
): RemoteAssets {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const sharedCss = new Set(manifest.shared?.flatMap((entry) => cssFiles(entry.assets)) ?? []);
  const css = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    // The back office's screens (`./admin`) are never part of a public page.
    if (expose.name === ADMIN_EXPOSE_NAME) continue;
    for (const file of cssFiles(expose.assets)) {
      // @wado/shared's styles come with the shell (one copy in the page).
      if (sharedCss.has(file) || file.startsWith(SHARED_COPY_STYLES_PREFIX) || file.startsWith(ON_DEMAND_CHUNK_PREFIX))
        continue;
      if (/^[\w.-]+\.css$/.test(file)) css.add(file);
    }
  }
  const entry = entryUrl(manifest, base);
  const exposeFiles = (manifest.exposes?.find((candidate) => candidate.name === expose)?.assets?.js?.sync ?? []).filter(
    (file) => /^[\w.-]+\.js$/.test(file),
  );
  return {
    manifest: manifestUrl,
    entry,
    css: onePerContent([...css]).map((file) => `${base}${file}`),
    scripts: entry ? [entry, ...exposeFiles.map((file) => `${base}${file}`)] : [],
  };
}

/**
 * Webpack may write the same styles into two chunks' files (`611.e9a0d57e.css`,
 * `352.e9a0d57e.css`: same content hash): one of them is enough before the first paint.
 */
export function onePerContent(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = /\.([0-9a-f]{8})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

/**
 * What the start script preloads for the page's sections once the page has painted (not before:
 * startAfterPageLoad.ts says why): every manifest (fetched; the federation runtime reads them
 * first), then every entry, then the files of the pages shown, marked (a retry of the section
 * takes their preloads first: loadSection.ts of the shell).
 */
export function takeoverPreloads(assets: Pick<RemoteAssets, 'manifest' | 'entry' | 'scripts'>[]): TakeoverPreload[] {
  return [
    ...assets.map((remote) => ({ href: remote.manifest, as: 'fetch' as const })),
    ...assets.flatMap((remote) => (remote.entry ? [{ href: remote.entry, as: 'script' as const }] : [])),
    ...assets.flatMap((remote) =>
      remote.scripts
        .filter((href) => href !== remote.entry)
        .map((href) => ({ href, as: 'script' as const, sectionChunk: true })),
    ),
  ];
}
