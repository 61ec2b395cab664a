/**
 * A remote's `page-chunks.json`: for each of its screens (the chunks its routes.tsx names
 * `page-…`, see pageChunkName), the script files it needs besides the remote's `./routes` file, a
 * chunk shared with another screen included. The server names them in a page of that screen, so
 * that they download with the remote's entry instead of after it (api: site/render/manifests.ts).
 */
import type { Compiler } from 'webpack';
import { PAGE_CHUNKS_FILE, PAGE_CHUNK_PREFIX } from '../src/contract/routes';

export type PageChunks = Record<string, string[]>;

export class PageChunksPlugin {
  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages: PageChunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
            // Chunks holding only shared modules (React…, which the shell provides) have no file.
            pages[name] = group.chunks
              .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
              .sort();
          }
          compilation.emitAsset(PAGE_CHUNKS_FILE, new webpack.sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
        },
      );
    });
  }
}
