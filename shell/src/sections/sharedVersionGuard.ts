import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, SHARED_PACKAGE, sharedVersionProblem } from '@wado/shared';

export { majorOf, sharedVersionProblem } from '@wado/shared';
import { SectionLoadError } from './SectionLoadError';

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
