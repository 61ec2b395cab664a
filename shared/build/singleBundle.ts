/**
 * The single-bundle build mode (`WADO_SINGLE_BUNDLE=1`): the whole site as one webpack build of
 * the shell that imports the remotes' sources directly. It is the baseline the benchmark
 * (`npm run bench`) compares the federated site against; it is never deployed.
 *   WADO_SINGLE_BUNDLE=1 WADO_OUTPUT_DIR=bench/results/single-bundle npm run bundle -w shell
 * then serve it with scripts/bench/singleBundleServer.ts (see docs/performance.md, « Mesurer : `npm run bench` »).
 */
import path from 'node:path';
import type { ChunkGroup, Compiler } from 'webpack';

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

export interface SingleBundle {
  /** Module replacements: the federation seam and runtime swapped for direct imports. */
  alias: Record<string, string>;
  /**
   * The remotes compiled in: each one's name (the chunks the benchmark's remoteImport.ts names after it)
   * and its sources, compiled by the host's loaders.
   */
  sections: { name: string; sourceDir: string }[];
  /** Folders of the stand-ins above that live outside the shell (the benchmark's), compiled too. */
  standInDirs: string[];
}

export function isSingleBundle(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WADO_SINGLE_BUNDLE === '1';
}

/** `hostDir` is the shell's folder; `remoteDirs` the remotes' folders. */
export function singleBundle(hostDir: string, remoteDirs: string[]): SingleBundle {
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
  };
}

/**
 * Writes SINGLE_BUNDLE_STYLES_FILE: the style files of each section (the chunk named after it by
 * the benchmark's remoteImport.ts, `mf-media` and `mf-media-widgets` for mf-media, and every chunk loaded
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
