/**
 * The server builds this process requires: the shell's renderer (`<shellDir>/server/render.js`)
 * and the remotes' modules (`<remote build>/server/<expose>.js`). They are read per request, like
 * the static files, so that a rebuilt shell or a new release is rendered without a restart.
 *
 * One rule decides when a build is loaded anew: its stamp. A remote's stamp is its manifest URL
 * and the newest modification time in its `server/` folder; the shell renderer forgets a section
 * when that stamp changes (it is passed as `remoteVersions`), and this process evaluates the file
 * anew for the same reason. Builds are evaluated here, not through require()'s cache, so that
 * this table is the only cache there is: with `node:vm` in this process's own context (a build
 * shares the process's globals, as a required file does) and a `require` of its own folder
 * (`createRequire`), both public APIs. Node's private `Module#_compile` did the same and could
 * change with any release.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { remoteManifestUrl, type RemoteName, type RuntimeConfig } from '@wado/shared/contract';
import type { ServerConfig } from '../../../config';
import { incompatibilityWithShell, readManifest } from './manifests';

/** A CommonJS file's scope, as Node gives it to a required file. */
type CommonJsScope = (
  exports: unknown,
  require: NodeJS.Require,
  module: { exports: unknown },
  filename: string,
  dirname: string,
) => void;

/**
 * Evaluates a built CommonJS file as `require` would, once, without its cache. The wrapper opens
 * on the file's first line, so that a stack trace's line numbers are the file's own.
 */
function evaluateCommonJs(file: string): unknown {
  const source = fs.readFileSync(file, 'utf8');
  const scope = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
  }) as CommonJsScope;
  const module = { exports: {} as unknown };
  scope.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/**
 * Build files kept evaluated: the shell's renderer and each remote's modules in use, with room for
 * the releases of a day's publishing. Each release lives in a folder of its own, so every release
 * a long-running server had rendered stayed in memory (about 1.2 MB each); the least recently used
 * file goes first, and is evaluated again should it be asked for.
 */
export const MAX_LOADED_BUILDS = 40;

/** Each evaluated build file, with the stamp it was evaluated for, least recently used first. */
const loaded = new Map<string, { stamp: string; exports: unknown }>();

/** How many build files are held evaluated now. */
export const loadedBuildCount = (): number => loaded.size;

/** A built CommonJS file's exports, evaluated again when its stamp differs from the last one's. */
export function requireBuild<T>(file: string, stamp: string): T {
  const resolved = path.resolve(file);
  const cached = loaded.get(resolved);
  loaded.delete(resolved);
  if (cached?.stamp === stamp) {
    loaded.set(resolved, cached);
    return cached.exports as T;
  }
  const exports = evaluateCommonJs(resolved);
  loaded.set(resolved, { stamp, exports });
  if (loaded.size > MAX_LOADED_BUILDS) loaded.delete(loaded.keys().next().value!);
  return exports as T;
}

/** A file's modification time, 'absent' when it is missing. */
export function fileStamp(file: string): string {
  return String(fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 'absent');
}

/** The newest modification time in a folder (webpack leaves unchanged files alone). */
function folderStamp(dir: string): string {
  try {
    const times = fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).mtimeMs);
    return String(Math.max(0, ...times));
  } catch {
    return 'absent';
  }
}

/** Where a remote's build is on this machine, from its manifest URL; undefined for another origin. */
export function localRemoteDir(config: ServerConfig, manifestUrl: string): string | undefined {
  const defaultBuild = /^\/remotes\/([a-z-]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (defaultBuild) return path.join(config.remotesRoot, defaultBuild[1]!, 'dist');
  const release = /^\/releases\/([a-z-]+)\/([A-Za-z0-9._-]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (release && !release[2]!.startsWith('.')) return path.join(config.dataDir, 'releases', release[1]!, release[2]!);
  return undefined;
}

/** A remote's server build as the runtime configuration names it. */
export function remoteBuild(config: ServerConfig, runtime: RuntimeConfig, remote: RemoteName) {
  const manifestUrl = remoteManifestUrl(runtime, remote);
  const dir = localRemoteDir(config, manifestUrl);
  return { manifestUrl, dir, stamp: `${manifestUrl}#${dir ? folderStamp(path.join(dir, 'server')) : 'distant'}` };
}

/**
 * Loads a remote's exposed module from its server build, or rejects (the browser renders that
 * part). `shellStamp` is part of the key: a remote's module takes React and @wado/shared from the
 * shell renderer when first evaluated, so a new shell renderer needs it evaluated again.
 */
export async function loadRemoteModule(
  config: ServerConfig,
  runtime: RuntimeConfig | undefined,
  shellStamp: string,
  remote: RemoteName,
  expose: string,
): Promise<unknown> {
  const build = runtime ? remoteBuild(config, runtime, remote) : undefined;
  const file = build?.dir ? path.join(build.dir, 'server', `${expose.replace(/^\.\//, '')}.js`) : undefined;
  if (!build?.dir || !file || !fs.existsSync(file))
    throw new Error(`Pas de rendu serveur pour ${remote} (${build?.manifestUrl ?? 'sans manifeste'})`);
  const manifest = readManifest(build.dir);
  if (!manifest) throw new Error(`${remote} : manifeste illisible`);
  const problem = incompatibilityWithShell(manifest, readManifest(config.shellDir));
  if (problem) throw new Error(`${remote} : version incompatible (${problem})`);
  return requireBuild<unknown>(file, `${build.stamp}|${shellStamp}`);
}
