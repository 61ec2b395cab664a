/**
 * What a page links before its first paint: the shell's styles and those of its sections, and
 * the remotes the start script preloads once the page has loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findRoute, remoteManifestUrl, type RemoteName, type RuntimeConfig } from '@wado/shared/contract';
import type { ServerConfig } from '../../../config';
import {
  incompatibilityWithShell,
  onePerContent,
  readManifest,
  remoteAssets,
  type PageExpose,
  type RemoteAssets,
} from './manifests';
import { localRemoteDir } from './remoteServerBuilds';

export interface PageAssets {
  /** Style files of the site's own origin (`/static/…`), linked as they are. */
  styles: string[];
  /** The page's remotes: their styles, manifest, entry and the files of the module it shows. */
  remotes: RemoteAssets[];
}

/**
 * How a server chooses a page's assets. The default reads the shell's folder and the remotes'
 * manifests; another build of the shell (a build with no federation) may bring its own.
 */
export type PageAssetsChooser = (input: {
  config: ServerConfig;
  runtimeConfig: RuntimeConfig;
  remotes: RemoteName[];
  /** Which of the remotes' modules the page shows. */
  expose: PageExpose;
}) => PageAssets;

/** The remotes a page shows: its route's owner, and mf-media's widgets on the home page. */
export function remotesOfPage(pathname: string): RemoteName[] {
  const route = findRoute(pathname);
  if (!route) return [];
  if (route.kind === 'home') return ['mf-media'];
  return route.owner === 'shell' ? [] : [route.owner];
}

/** The module of its remotes a page shows: the home page shows mf-media's widgets, a section page its routes. */
export function exposeOfPage(pathname: string): PageExpose {
  return findRoute(pathname)?.kind === 'home' ? 'widgets' : 'routes';
}

/**
 * The shell's own styles (its bootstrap chunk and @wado/shared's): every style file of its build
 * but the back office's (`admin-styles.<hash>.css`, loaded with the back office's code) and « Mon
 * espace »'s (`espace-styles.<hash>.css`, loaded with the space's code).
 */
export function shellStyles(config: ServerConfig): string[] {
  try {
    const files = fs
      .readdirSync(path.join(config.shellDir, 'static'))
      .filter(
        (file) => file.endsWith('.css') && !file.startsWith('admin-styles.') && !file.startsWith('espace-styles.'),
      )
      .sort();
    return onePerContent(files).map((file) => `/static/${file}`);
  } catch {
    return [];
  }
}

/** The federated site's: the shell's styles, and each local remote that can run with this shell. */
export const federatedPageAssets: PageAssetsChooser = ({ config, runtimeConfig, remotes, expose }) => {
  const shellManifest = readManifest(config.shellDir);
  const assets: RemoteAssets[] = [];
  for (const remote of remotes) {
    const manifestUrl = remoteManifestUrl(runtimeConfig, remote);
    const dir = localRemoteDir(config, manifestUrl);
    const manifest = dir ? readManifest(dir) : undefined;
    if (manifest && !incompatibilityWithShell(manifest, shellManifest))
      assets.push(remoteAssets(manifest, manifestUrl, expose));
  }
  return { styles: shellStyles(config), remotes: assets };
};
