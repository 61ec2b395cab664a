import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, singletonVersionProblem } from '@wado/shared';

export { majorOf, sharedVersionProblem, singletonVersionProblem } from '@wado/shared';
import { SectionLoadError } from './SectionLoadError';

/**
 * A Module Federation runtime plugin: when a remote's manifest arrives (before its entry file is
 * even downloaded), compare the versions of the shared singletons (@wado/shared, React, React DOM,
 * the router) it was built for with the shell's, and refuse a remote built for another major of
 * any of them with a SectionLoadError('incompatible'): its slot shows a French message, the rest of
 * the page goes on.
 */
export function sharedVersionGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'wado-shared-version-guard',
    loadRemoteSnapshot(args) {
      const remote = REMOTE_NAMES.find((name) => federationName(name) === args.moduleInfo.name);
      // The shell's own copies, the ones every remote gets (singletons; the shell loads first).
      const hostName = args.options.name;
      const provided = (name: string) => args.options.shared[name]?.find((entry) => entry.from === hostName)?.version;
      const problem = singletonVersionProblem(args.manifestJson?.shared, provided);
      if (remote && problem) throw new SectionLoadError(remote, 'incompatible', undefined, problem);
      return args;
    },
  };
}
