import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
  REMOTE_NAMES,
  SECTION_EXPOSE,
  type RemoteName,
  type RuntimeConfig,
  type SectionModule,
} from '@wado/shared';

/** A section that could not be loaded (down, hanging, broken entry, wrong module shape). */
export class SectionLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'timeout' | 'failed' | 'invalid',
    cause?: unknown,
  ) {
    super(`La section ${remote} n'a pas pu être chargée (${reason})`, { cause });
    this.name = 'SectionLoadError';
  }
}

let timeoutMs = 15_000;
let remoteEntries: { name: string; entry: string }[] = [];
const sections = new Map<RemoteName, Promise<SectionModule>>();

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Registers every remote from the runtime configuration; none is fetched until it is needed. */
export function registerSections(config: RuntimeConfig): void {
  timeoutMs = config.remoteTimeoutMs;
  remoteEntries = REMOTE_NAMES.map((name) => ({
    name: federationName(name),
    entry: absolute(config.remotes[name].manifest),
  }));
  registerRemotes(remoteEntries);
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

/** The routes module of a remote, loaded once and shared by every screen of the section. */
export function loadSection(remote: RemoteName): Promise<SectionModule> {
  const cached = sections.get(remote);
  if (cached) return cached;
  const loading = withTimeout(loadRemote<SectionModule>(`${federationName(remote)}/${SECTION_EXPOSE.slice(2)}`), remote)
    .then((module) => {
      if (!isSectionModule(module)) throw new SectionLoadError(remote, 'invalid');
      return module;
    })
    .catch((error: unknown) => {
      // The failure stays cached (React renders again after an error and must not start a new
      // download each time); the section's retry button calls forgetSection first.
      throw error instanceof SectionLoadError ? error : new SectionLoadError(remote, 'failed', error);
    });
  sections.set(remote, loading);
  return loading;
}

/** Before a retry: drop what the runtime remembers of the remote, so its files are fetched anew. */
export function forgetSection(remote: RemoteName): void {
  sections.delete(remote);
  const entry = remoteEntries.find((candidate) => candidate.name === federationName(remote));
  if (entry) registerRemotes([entry], { force: true });
}
