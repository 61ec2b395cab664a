import type { RemoteName } from '@wado/shared';
// Written at each single-bundle build from apps.json and each remote's `exposes` (its
// webpack.config.ts): see `singleBundleModules` in shared/build/singleBundle.ts.
import { EXPOSED } from 'virtual:wado-single-bundle-modules';

/**
 * The single-bundle build (`WADO_SINGLE_BUNDLE=1`, the benchmark's baseline: see
 * shared/build/singleBundle.ts) puts this file in place of shell/src/sections/remoteImport.ts. It
 * lives with the benchmark, not in the shell: the site itself never imports a remote. Each remote's
 * public modules (what it exposes but `./admin` and `./espace`) are imported straight from its
 * sources with a dynamic `import()`: the same chunk per section as over federation, but one webpack
 * build, no federation runtime, no manifest or remoteEntry.js to fetch.
 */
export function importRemoteModule(remote: RemoteName, expose: string): Promise<unknown> {
  const load = EXPOSED[`${remote}/${expose}`];
  return load ? load() : Promise.reject(new Error(`Module ${expose} de ${remote} absent du bundle unique`));
}
