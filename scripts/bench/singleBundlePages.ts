/**
 * The single bundle's page assets, for the server that serves it in the benchmark
 * (singleBundleServer.ts): every section's styles are in the shell's own folder, listed by the
 * build (SingleBundleStylesPlugin), and there is no remote to take over.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageAssetsChooser } from '../../api/src/features/site/render/pageStyles';
import { onePerContent } from '../../api/src/features/site/render/manifests';
import { SINGLE_BUNDLE_STYLES_FILE, type SingleBundleStyles } from '../../shared/build/singleBundle';

/** The single bundle's styles for a page: the shell's and its sections', as for the federated site. */
export function singleBundlePageStyles(styles: SingleBundleStyles, remotes: string[]): string[] {
  const files = [...styles.shell, ...remotes.flatMap((remote) => styles.sections[remote] ?? [])];
  return onePerContent(files.filter((file) => /^static\/[\w.-]+\.css$/.test(file))).map((file) => `/${file}`);
}

/** Read per request, like the federated site's: a rebuilt single bundle needs no restart. */
export const singleBundlePageAssets: PageAssetsChooser = ({ config, remotes }) => {
  let styles: SingleBundleStyles = { shell: [], sections: {} };
  try {
    styles = JSON.parse(
      fs.readFileSync(path.join(config.shellDir, SINGLE_BUNDLE_STYLES_FILE), 'utf8'),
    ) as SingleBundleStyles;
  } catch {
    // Not a single bundle: no style linked before the first paint.
  }
  return { styles: singleBundlePageStyles(styles, remotes), remotes: [] };
};
