/**
 * For the build's tests: compiles a small app for real with webpack, its styles extracted by
 * mini-css-extract as in every app's build, with the options a test brings (entry, chunking,
 * plugins). Resolves once the files are written; rejects with webpack's errors.
 */
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';

export function compileForTest(
  config: Configuration & { output: { path: string } },
  cssFilename = '[name].[contenthash:8].css',
): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    ...config,
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [
      new MiniCssExtractPlugin({ filename: cssFilename, chunkFilename: cssFilename }),
      ...(config.plugins ?? []),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}
