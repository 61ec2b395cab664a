/**
 * The single-bundle build mode (`WADO_SINGLE_BUNDLE=1`): the whole site as one webpack build of
 * the shell that imports the remotes' sources directly. It is the baseline the benchmark
 * (`npm run bench`) compares the federated site against; it is never deployed.
 *   WADO_SINGLE_BUNDLE=1 WADO_OUTPUT_DIR=bench/results/single-bundle npm run bundle -w shell
 * then serve it with scripts/bench/singleBundleServer.ts (see docs/performance.md, « Mesurer : `npm run bench` »).
 * The remotes it compiles in are apps.json's, each with the modules its own webpack.config.ts
 * exposes (singleBundleModules): a new section needs no line here or in the benchmark.
 */
import path from 'node:path';
import type { ChunkGroup, Compiler } from 'webpack';
import { ESPACE_EXPOSE } from '../src/contract/espace';
import { SECTION_EXPOSE } from '../src/contract/routes';
import { ADMIN_EXPOSE } from '../src/section/types';

/**
 * Which of the single bundle's style files belong to the shell and which to each section, written
 * in this file of its output. The benchmark's server (scripts/bench/singleBundleServer.ts) links,
 * before the first paint, the same styles as for the federated site: the shell's and those of the
 * page's sections, not the whole site's.
 */
// A dot-file: build bookkeeping, which the server never hands to a browser (like `.build-stamp`).
export const SINGLE_BUNDLE_STYLES_FILE = '.single-bundle-styles.json';

export interface SingleBundleStyles {
  /** Paths under the output folder (`static/123.abcdef12.css`). */
  shell: string[];
  sections: Record<string, string[]>;
}

/** A module a remote exposes, compiled into the single bundle instead of fetched over federation. */
export interface SingleBundleModule {
  /** The remote's name (`mf-media`). */
  remote: string;
  /** The exposed name the shell asks for (`./widgets`: `importRemoteModule('mf-media', './widgets')`). */
  expose: string;
  /** The exposed source file, absolute. */
  file: string;
  /**
   * Its chunk: the remote's name for its `./routes`, `<remote>-<name>` for another module
   * (`mf-media-widgets`). SingleBundleStylesPlugin and the benchmark's figures per section go by it.
   */
  chunkName: string;
}

export interface SingleBundle {
  /** Module replacements: the federation seam and runtime swapped for direct imports. */
  alias: Record<string, string>;
  /**
   * The remotes compiled in: each one's name (the chunks of its modules are named after it) and
   * its sources, compiled by the host's loaders.
   */
  sections: { name: string; sourceDir: string }[];
  /** Folders of the stand-ins above that live outside the shell (the benchmark's), compiled too. */
  standInDirs: string[];
  /** The remotes' public modules, in SINGLE_BUNDLE_MODULES (a module the build writes). */
  modules: SingleBundleModule[];
}

export function isSingleBundle(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WADO_SINGLE_BUNDLE === '1';
}

/**
 * The module the benchmark's remoteImport.ts imports its table from (`virtual:` + this name):
 * written at each build from SingleBundle.modules by webpack's VirtualUrlPlugin (see webpack.ts),
 * as webpack needs a literal `import()` per module to give each its chunk.
 */
export const SINGLE_BUNDLE_MODULES = 'wado-single-bundle-modules';

/**
 * The exposes a public page never loads: the back office's and « Mon espace »'s (the shell asks for
 * them, through the same importRemoteModule, for a signed-in person only). Left out of the single
 * bundle, which refuses them: the benchmark measures public pages, and their styles would join the
 * section's style file, linked before the first paint of each of its pages.
 */
const SIGNED_IN_EXPOSES: readonly string[] = [ADMIN_EXPOSE, ESPACE_EXPOSE];

/**
 * What the remote in `remoteDir` exposes, as its own webpack.config.ts declares it (the `exposes`
 * that createAppConfigs keeps on the configurations it returns): read here, never listed again.
 */
export function remoteExposes(remoteDir: string): Record<string, string> {
  const configFile = path.join(remoteDir, 'webpack.config.ts');
  // Loaded as the build loads it (tsx or Jest compile it); it only builds configuration objects.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(configFile) as { default?: unknown };
  const configs = (loaded.default ?? loaded) as { exposes?: unknown };
  const exposes = configs.exposes;
  if (typeof exposes !== 'object' || exposes === null)
    throw new Error(`${configFile} : aucun \`exposes\` (la configuration d'un remote vient de createAppConfigs)`);
  return exposes as Record<string, string>;
}

/**
 * The remotes' modules of the single bundle: every one each remote exposes (its `exposes`),
 * except the signed-in ones. The remote's `./routes` goes to the chunk named after it, any other
 * to `<remote>-<name>`: the chunks the benchmark's figures per section have always been named by.
 */
export function singleBundleModules(
  remotes: readonly { name: string; dir: string; exposes: Record<string, string> }[],
): SingleBundleModule[] {
  return remotes.flatMap((remote) =>
    Object.entries(remote.exposes)
      .filter(([expose]) => !SIGNED_IN_EXPOSES.includes(expose))
      .map(([expose, file]) => ({
        remote: remote.name,
        expose,
        file: path.resolve(remote.dir, file),
        chunkName: expose === SECTION_EXPOSE ? remote.name : `${remote.name}-${expose.replace(/^\.\//, '')}`,
      })),
  );
}

/**
 * The source of SINGLE_BUNDLE_MODULES: `EXPOSED`, a loader by `<remote>/<expose>`, each a literal
 * `import()` of the exposed file with its chunk's name.
 */
export function singleBundleModulesSource(modules: readonly SingleBundleModule[]): string {
  const entries = modules.map(
    (module) =>
      `  ${JSON.stringify(`${module.remote}/${module.expose}`)}: () =>\n` +
      `    import(/* webpackChunkName: ${JSON.stringify(module.chunkName)} */ ${JSON.stringify(module.file)}),`,
  );
  return `// Written by shared/build/singleBundle.ts from the remotes' exposes.\nexport const EXPOSED = {\n${entries.join('\n')}\n};\n`;
}

/**
 * `hostDir` is the shell's folder; `remoteDirs` the remotes' folders (apps.json's); `exposesOf`
 * reads what a remote exposes (its webpack.config.ts).
 */
export function singleBundle(
  hostDir: string,
  remoteDirs: string[],
  exposesOf: (remoteDir: string) => Record<string, string> = remoteExposes,
): SingleBundle {
  const sections = path.join(hostDir, 'src', 'sections');
  const benchStandIns = path.join(hostDir, '..', 'scripts', 'bench', 'singleBundle');
  return {
    alias: {
      // Keys are absolute, extension-less paths: they match `./remoteImport` from loadSection.ts.
      [path.join(sections, 'remoteImport')]: path.join(benchStandIns, 'remoteImport.ts'),
      '@module-federation/enhanced/runtime$': path.join(sections, 'federationRuntime.none.ts'),
    },
    sections: remoteDirs.map((dir) => ({ name: path.basename(dir), sourceDir: path.join(dir, 'src') })),
    standInDirs: [benchStandIns],
    modules: singleBundleModules(remoteDirs.map((dir) => ({ name: path.basename(dir), dir, exposes: exposesOf(dir) }))),
  };
}

/**
 * Writes SINGLE_BUNDLE_STYLES_FILE: the style files of each section (the chunks of its modules,
 * named after it by singleBundleModules, `mf-media` and `mf-media-widgets` for mf-media, and every chunk loaded
 * from them) and the shell's (every other chunk from the entry). Without it the server would link
 * every style of the whole site before the first paint, a baseline no real single bundle would be.
 */
export class SingleBundleStylesPlugin {
  constructor(private readonly sections: readonly string[]) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('SingleBundleStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SingleBundleStylesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const styles: SingleBundleStyles = { shell: [], sections: {} };
          const sectionOf = (groupName: string | null | undefined) =>
            this.sections.find((section) => groupName === section || groupName?.startsWith(`${section}-`));
          const cssOf = (group: ChunkGroup) =>
            group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.css')));
          /** CSS files of a chunk group and of every group loaded from it, `stopAt` groups left out. */
          const collect = (start: ChunkGroup, stopAt: (group: ChunkGroup) => boolean): string[] => {
            const files = new Set<string>();
            const seen = new Set<ChunkGroup>();
            const visit = (group: ChunkGroup) => {
              if (seen.has(group) || (group !== start && stopAt(group))) return;
              seen.add(group);
              cssOf(group).forEach((file) => files.add(file));
              for (const child of group.childrenIterable) visit(child);
            };
            visit(start);
            return [...files].sort();
          };
          for (const [name, group] of compilation.namedChunkGroups) {
            const section = sectionOf(name);
            if (!section) continue;
            const files = new Set([...(styles.sections[section] ?? []), ...collect(group, () => false)]);
            styles.sections[section] = [...files].sort();
          }
          const entry = compilation.entrypoints.get('main');
          if (entry) styles.shell = collect(entry, (group) => sectionOf(group.name) !== undefined);
          compilation.emitAsset(
            SINGLE_BUNDLE_STYLES_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(styles, null, 2)}\n`),
          );
        },
      );
    });
  }
}
