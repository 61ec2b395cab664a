/** The package every app shares at run time, one copy in the page. */
export const SHARED_PACKAGE = '@wado/shared';

/**
 * Every package the apps share as a singleton (shared/build/webpack.ts): the page runs one copy
 * of each, the first app's, so each remote must be built for the same major version.
 */
export const SINGLETON_PACKAGES = [SHARED_PACKAGE, 'react', 'react-dom', 'react-router'] as const;

/** The major version a version or a range starts from: `1.4.2` → 1, `^2.0.0` → 2, `~1.2` → 1. */
export function majorOf(versionOrRange: string): number | undefined {
  const match = /(\d+)/.exec(versionOrRange);
  return match ? Number(match[1]) : undefined;
}

/**
 * Why a remote cannot run with the copy of `name` the page already has, or undefined when it can.
 * Within a major version these packages only grow (semver): a remote built against another minor
 * works with the shell's copy, the one copy in the page. Across majors it would call what is not
 * there any more, or get the page's only copy in a shape it does not expect.
 */
export function sharedVersionProblem(
  required: string | false | undefined,
  provided: string | undefined,
  name: string = SHARED_PACKAGE,
): string | undefined {
  if (!required || !provided) return undefined;
  const wanted = majorOf(required);
  const have = majorOf(provided);
  if (wanted === undefined || have === undefined || wanted === have) return undefined;
  return `${name} ${required} demandé, ${provided} dans la page`;
}

/** One entry of a manifest's `shared` list, as far as the version check reads it. */
export interface SharedVersionEntry {
  name?: string;
  version?: string;
  requiredVersion?: string | false;
}

/**
 * Why a remote whose manifest lists `remoteShared` cannot run in a page where `providedVersion`
 * gives the version of each singleton, or undefined when it can. Checked in the browser (the
 * shell's federation plugin, before the remote's code is downloaded) and on the server (which then
 * does not render the remote either).
 */
export function singletonVersionProblem(
  remoteShared: readonly SharedVersionEntry[] | undefined,
  providedVersion: (name: string) => string | undefined,
): string | undefined {
  for (const name of SINGLETON_PACKAGES) {
    const required = remoteShared?.find((entry) => entry.name === name)?.requiredVersion;
    const problem = sharedVersionProblem(required, providedVersion(name), name);
    if (problem) return problem;
  }
  return undefined;
}
