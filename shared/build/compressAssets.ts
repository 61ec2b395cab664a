/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every emitted JS, CSS, SVG, JSON and
 * HTML file, once, at build time: the server sends them as they are (@fastify/static
 * `preCompressed`) to browsers that accept them, with no compression work per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler } from 'webpack';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;
/** Below this, a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

export class CompressAssetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('CompressAssetsPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      await Promise.all(
        Object.keys(compilation.assets)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(outputPath, name);
            const content = await fs.promises.readFile(file);
            if (content.length < MIN_BYTES) return;
            const brotli = zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            await fs.promises.writeFile(`${file}.br`, brotli);
            await fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
          }),
      );
    });
  }
}
