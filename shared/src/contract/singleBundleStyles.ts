/**
 * The single-bundle build (the benchmark's baseline, shared/build/singleBundle.ts) writes which
 * of its style files belong to the shell and which to each section, in this file of its output.
 * The server then links, before the first paint, the same styles as for the federated site: the
 * shell's and those of the page's sections, not the whole site's.
 */
export const SINGLE_BUNDLE_STYLES_FILE = 'single-bundle-styles.json';

export interface SingleBundleStyles {
  /** Paths under the output folder (`static/123.abcdef12.css`). */
  shell: string[];
  sections: Record<string, string[]>;
}
