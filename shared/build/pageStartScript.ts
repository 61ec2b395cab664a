/**
 * The host's page loads one small script first, and its entry (main.js: the federation runtime
 * and what follows) only once the page has loaded (shell/src/start/startAfterPageLoad.ts).
 *
 * That first script is emitted here, outside webpack's module system: every webpack entry of a
 * federated build carries the federation runtime, the very thing it must not download early.
 * Its TypeScript source (and the few modules it imports, none of webpack's) is bundled by esbuild
 * into one small script, named by its content's hash like the other files under /static/ (cached
 * for a year). The entry's `<script>` tag in
 * index.html then points at it, the entry's own URL kept in `data-entry`.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const PLUGIN = 'PageStartScriptPlugin';

export interface PageStartScriptOptions {
  /** TypeScript file exporting `startAfterPageLoad()`; it may import modules of its own. */
  source: string;
  /** The webpack entry whose script it starts (`main`). */
  entry: string;
}

/**
 * The browser script: the module and what it imports, then its call, in a scope of its own; and
 * the files it was made of (for webpack's watch mode).
 */
export function pageStartScript(sourceFile: string): { code: string; inputs: string[] } {
  const result = buildSync({
    stdin: {
      contents: `import { startAfterPageLoad } from ${JSON.stringify(sourceFile)};\nstartAfterPageLoad();\n`,
      resolveDir: path.dirname(sourceFile),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    metafile: true,
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => input !== '<stdin>')
    .map((input) => path.resolve(input));
  return { code: result.outputFiles[0]!.text, inputs };
}

export class PageStartScriptPlugin {
  constructor(private readonly options: PageStartScriptOptions) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let startUrl: string | undefined;

      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { code, inputs } = pageStartScript(this.options.source);
          for (const input of inputs) compilation.fileDependencies.add(input);
          const hash = webpack.util.createHash('xxhash64').update(code).digest('hex').toString().slice(0, 8);
          const file = `static/start.${hash}.js`;
          compilation.emitAsset(file, new webpack.sources.RawSource(code));
          startUrl = `${compilation.outputOptions.publicPath}${file}`;
        },
      );

      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const entryFiles =
          compilation.entrypoints.get(this.options.entry)?.getEntrypointChunk().files ?? new Set<string>();
        const entryTag = data.assetTags.scripts.find((tag) =>
          [...entryFiles].some((file) => typeof tag.attributes.src === 'string' && tag.attributes.src.endsWith(file)),
        );
        if (!entryTag || !startUrl)
          throw new Error(`${PLUGIN} : pas de balise <script> pour l'entrée ${this.options.entry}`);
        entryTag.attributes['data-entry'] = entryTag.attributes.src;
        entryTag.attributes.src = startUrl;
        return data;
      });
    });
  }
}
