/**
 * The host's page loads one small script first, and its entry (main.js: the federation runtime
 * and what follows) only once the page has loaded (issue 7, shell/src/start/startAfterPageLoad.ts).
 *
 * That first script is emitted here, outside webpack's module system: every webpack entry of a
 * federated build carries the federation runtime, the very thing it must not download early.
 * Its TypeScript source is self-contained; it is transpiled as it is and named by its content's
 * hash, like the other files under /static/ (cached for a year). The entry's `<script>` tag in
 * index.html then points at it, the entry's own URL kept in `data-entry`.
 */
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ts from 'typescript';
import type { Compiler } from 'webpack';

const PLUGIN = 'PageStartScriptPlugin';

export interface PageStartScriptOptions {
  /** TypeScript file exporting `startAfterPageLoad()`, with no import. */
  source: string;
  /** The webpack entry whose script it starts (`main`). */
  entry: string;
}

/** The browser script: the module's code, then its call, in a scope of its own. */
export function pageStartScript(typeScriptSource: string): string {
  const { outputText } = ts.transpileModule(typeScriptSource, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, removeComments: true },
  });
  return `(function (exports) {\n${outputText}\nexports.startAfterPageLoad();\n})({});\n`;
}

export class PageStartScriptPlugin {
  constructor(private readonly options: PageStartScriptOptions) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(this.options.source);
      let startUrl: string | undefined;

      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const code = pageStartScript(fs.readFileSync(this.options.source, 'utf8'));
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
