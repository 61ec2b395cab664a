import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  ADMIN_EXPOSE,
  ESPACE_EXPOSE,
  federationName,
  REMOTE_NAMES,
  remoteManifestUrl,
  SECTION_CHUNK_PRELOAD_ATTRIBUTE,
  SECTION_EXPOSE,
  WIDGETS_EXPOSE,
  type AdminModule,
  type EspaceModule,
  type HomeWidgetsModule,
  type RemoteName,
  type RuntimeConfig,
  type SectionModule,
} from '@wado/shared';
import { importRemoteModule } from './remoteImport';
import { SectionLoadError } from './SectionLoadError';
import { countRetry, freshEntryOnRetry } from './freshEntryOnRetry';
import { sharedVersionGuard } from './sharedVersionGuard';

export { SectionLoadError };

let timeoutMs = 15_000;
let remoteEntries: { name: string; entry: string }[] = [];
/** Loaded (or failed) exposed modules, by `remote` + `./module`. */
const modules = new Map<string, Promise<unknown>>();

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Registers every remote from the runtime configuration; none is fetched until it is needed. */
export function registerSections(config: RuntimeConfig): void {
  timeoutMs = config.remoteTimeoutMs;
  remoteEntries = REMOTE_NAMES.map((name) => ({
    name: federationName(name),
    entry: absolute(remoteManifestUrl(config, name)),
  }));
  registerRemotes(remoteEntries);
  registerPlugins([sharedVersionGuard(), freshEntryOnRetry()]);
}

function isSectionModule(value: unknown): value is SectionModule {
  const candidate = value as Partial<SectionModule> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.routes) &&
    candidate.routes.every((route) => typeof route?.path === 'string' && route.Component != null)
  );
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The federation runtime never gives up on a remote that hangs: we do.
    const timer = setTimeout(() => reject(new SectionLoadError(remote, 'timeout')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * An exposed module of a remote, loaded once and shared by every user of it. It must pass
 * `isValid`; a remote that hangs is given up on after the configured timeout.
 */
export function loadRemoteModule<T>(
  remote: RemoteName,
  expose: string,
  isValid: (value: unknown) => value is T,
): Promise<T> {
  const key = `${remote}/${expose}`;
  const cached = modules.get(key);
  if (cached) return cached as Promise<T>;
  const loading = withTimeout(importRemoteModule(remote, expose), remote)
    .then((module) => {
      if (!isValid(module)) throw new SectionLoadError(remote, 'invalid');
      return module;
    })
    .catch((error: unknown) => {
      // The failure stays cached (React renders again after an error and must not start a new
      // download each time); the section's retry button calls forgetSection first.
      throw error instanceof SectionLoadError ? error : new SectionLoadError(remote, 'failed', error);
    });
  modules.set(key, loading);
  return loading;
}

/** The routes module of a remote, loaded once and shared by every screen of the section. */
export function loadSection(remote: RemoteName): Promise<SectionModule> {
  return loadRemoteModule(remote, SECTION_EXPOSE, isSectionModule);
}

function isHomeWidgets(value: unknown): value is HomeWidgetsModule {
  const candidate = value as Partial<HomeWidgetsModule> | null;
  return (
    typeof candidate === 'object' && candidate !== null && candidate.LatestNews != null && candidate.NextEvents != null
  );
}

/** The home page widgets mf-media exposes (`./widgets`). */
export function loadHomeWidgets(): Promise<HomeWidgetsModule> {
  return loadRemoteModule('mf-media', WIDGETS_EXPOSE, isHomeWidgets);
}

/** The shape of a remote's `./admin` module: its editing screens, each with a path, roles and a component. */
export function isAdminModule(value: unknown): value is AdminModule {
  const candidate = value as Partial<AdminModule> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.remote === 'string' &&
    Array.isArray(candidate.screens) &&
    candidate.screens.every(
      (screen) => typeof screen?.path === 'string' && Array.isArray(screen.roles) && screen.Component != null,
    )
  );
}

/**
 * A remote's back-office screens (`./admin`), loaded once, like its public routes: the shell asks
 * for them only for a person whose roles open that section.
 */
export function loadAdminSection(remote: RemoteName): Promise<AdminModule> {
  return loadRemoteModule(remote, ADMIN_EXPOSE, isAdminModule);
}

/** The shape of a remote's `./espace` module: its parts of « Mon espace », each with an id, a title and a component. */
export function isEspaceModule(value: unknown): value is EspaceModule {
  const candidate = value as Partial<EspaceModule> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.remote === 'string' &&
    Array.isArray(candidate.parts) &&
    candidate.parts.every(
      (part) => typeof part?.id === 'string' && typeof part.title === 'string' && part.Component != null,
    )
  );
}

/**
 * A remote's parts of « Mon espace » (`./espace`), loaded once, like its public routes: the shell
 * asks for them only once someone is signed in to the space.
 */
export function loadEspaceSection(remote: RemoteName): Promise<EspaceModule> {
  return loadRemoteModule(remote, ESPACE_EXPOSE, isEspaceModule);
}

/** Before a retry: drop what the runtime remembers of the remote, so its files are fetched anew. */
export function forgetSection(remote: RemoteName): void {
  for (const key of [...modules.keys()]) if (key.startsWith(`${remote}/`)) modules.delete(key);
  const entry = remoteEntries.find((candidate) => candidate.name === federationName(remote));
  countRetry(federationName(remote));
  if (entry) registerRemotes([entry], { force: true });
  if (entry && typeof document !== 'undefined') {
    dropFailedStyles(entry.entry);
    takeChunkPreloads(entry.entry);
  }
}

const folderOf = (manifestUrl: string) => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/**
 * The server links a section's styles in the page's head. If they failed to load (the remote was
 * down), the remote's style loader would find those links and take them as loaded: they go, so
 * that it adds them anew.
 */
function dropFailedStyles(manifestUrl: string): void {
  const base = folderOf(manifestUrl);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-href]')) {
    if (link.href.startsWith(base) && !link.sheet) link.remove();
  }
}

/**
 * The page preloads the files of the section's pages (`data-section-chunk`). Chrome hands a
 * preload, even a failed one (the remote was down), to the first `<script>` of the same URL: after
 * a retry, the remote's own chunk loader would get that old failure, and the section would fail
 * again with the remote back. A throwaway script takes each of those preloads first; a chunk file
 * only registers its modules, so running it before the entry is harmless. (The entry itself is
 * loaded under a URL of its own after a retry: freshEntryOnRetry.)
 */
function takeChunkPreloads(manifestUrl: string): void {
  const base = folderOf(manifestUrl);
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[rel="preload"][${SECTION_CHUNK_PRELOAD_ATTRIBUTE}]`,
  )) {
    if (!link.href.startsWith(base)) continue;
    link.remove();
    const script = document.createElement('script');
    script.src = link.href;
    script.onload = script.onerror = () => script.remove();
    document.head.append(script);
  }
}
