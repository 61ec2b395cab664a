import type { RemoteName } from '@wado/shared';

/**
 * The single-bundle build (`WADO_SINGLE_BUNDLE=1`, the benchmark's baseline: see
 * shared/build/singleBundle.ts) puts this file in place of shell/src/sections/remoteImport.ts. It
 * lives with the benchmark, not in the shell: the site itself never imports a remote. Each remote's exposed
 * modules are imported straight from its sources with a dynamic `import()`: the same chunk per
 * section as over federation, but one webpack build, no federation runtime, no manifest or
 * remoteEntry.js to fetch.
 */
const EXPOSED: Record<string, () => Promise<unknown>> = {
  'mf-association/./routes': () =>
    import(/* webpackChunkName: "mf-association" */ '../../../mf-association/src/routes'),
  'mf-wado/./routes': () => import(/* webpackChunkName: "mf-wado" */ '../../../mf-wado/src/routes'),
  'mf-selection/./routes': () => import(/* webpackChunkName: "mf-selection" */ '../../../mf-selection/src/routes'),
  'mf-media/./routes': () => import(/* webpackChunkName: "mf-media" */ '../../../mf-media/src/routes'),
  'mf-media/./widgets': () => import(/* webpackChunkName: "mf-media-widgets" */ '../../../mf-media/src/widgets'),
  'mf-shop/./routes': () => import(/* webpackChunkName: "mf-shop" */ '../../../mf-shop/src/routes'),
};

export function importRemoteModule(remote: RemoteName, expose: string): Promise<unknown> {
  const load = EXPOSED[`${remote}/${expose}`];
  return load ? load() : Promise.reject(new Error(`Module ${expose} de ${remote} absent du bundle unique`));
}
