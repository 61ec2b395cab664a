/**
 * The single-bundle build mode (`WADO_SINGLE_BUNDLE=1`): the whole site as one webpack build of
 * the shell that imports the remotes' sources directly. It is the baseline the benchmark
 * (`npm run bench`) compares the federated site against; it is never deployed.
 *   WADO_SINGLE_BUNDLE=1 WADO_OUTPUT_DIR=bench/results/single-bundle npm run bundle -w shell
 * then serve it with `SHELL_DIR=bench/results/single-bundle node api/dist/server.js`.
 */
import path from 'node:path';

export interface SingleBundle {
  /** Module replacements: the federation seam and runtime swapped for direct imports. */
  alias: Record<string, string>;
  /** The remotes' sources, compiled by the host's loaders. */
  sourceDirs: string[];
}

export function isSingleBundle(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WADO_SINGLE_BUNDLE === '1';
}

/** `hostDir` is the shell's folder; `remoteDirs` the remotes' folders. */
export function singleBundle(hostDir: string, remoteDirs: string[]): SingleBundle {
  const sections = path.join(hostDir, 'src', 'sections');
  return {
    alias: {
      // Keys are absolute, extension-less paths: they match `./remoteImport` from loadSection.ts.
      [path.join(sections, 'remoteImport')]: path.join(sections, 'remoteImport.single.ts'),
      '@module-federation/enhanced/runtime$': path.join(sections, 'federationRuntime.none.ts'),
    },
    sourceDirs: remoteDirs.map((dir) => path.join(dir, 'src')),
  };
}
