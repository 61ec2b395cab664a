import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES } from '@wado/shared';
import { SectionLoadError } from './SectionLoadError';

const SHARED_PACKAGE = '@wado/shared';

/** The major version a version or a range starts from: `1.4.2` → 1, `^2.0.0` → 2, `~1.2` → 1. */
export function majorOf(versionOrRange: string): number | undefined {
  const match = /(\d+)/.exec(versionOrRange);
  return match ? Number(match[1]) : undefined;
}

/**
 * Why a remote cannot run with the @wado/shared the page already has, or undefined when it can.
 * Within a major version @wado/shared only grows (semver): a remote built against another minor
 * works with the shell's copy, the one copy in the page. Across majors it would call what is not
 * there any more, or get the page's only copy in a shape it does not expect.
 */
export function sharedVersionProblem(required: string | false | undefined, provided: string | undefined): string | undefined {
  if (!required || !provided) return undefined;
  const wanted = majorOf(required);
  const have = majorOf(provided);
  if (wanted === undefined || have === undefined || wanted === have) return undefined;
  return `${SHARED_PACKAGE} ${required} demandé, ${provided} dans la page`;
}

/**
 * A Module Federation runtime plugin: when a remote's manifest arrives (before its entry file is
 * even downloaded), compare the @wado/shared it was built for with the shell's, and refuse a
 * remote of another major version with a SectionLoadError('incompatible'): its slot shows a
 * French message, the rest of the page goes on.
 */
export function sharedVersionGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'wado-shared-version-guard',
    loadRemoteSnapshot(args) {
      const remote = REMOTE_NAMES.find((name) => federationName(name) === args.moduleInfo.name);
      const required = args.manifestJson?.shared.find((entry) => entry.name === SHARED_PACKAGE)?.requiredVersion;
      // The shell's own copy, the one every remote gets (a singleton; the shell loads first).
      const hostName = args.options.name;
      const provided = args.options.shared[SHARED_PACKAGE]?.find((entry) => entry.from === hostName)?.version;
      const problem = sharedVersionProblem(required, provided);
      if (remote && problem) throw new SectionLoadError(remote, 'incompatible', undefined, problem);
      return args;
    },
  };
}
