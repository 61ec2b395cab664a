/**
 * The single bundle's record of whose styles are whose (SingleBundleStylesPlugin): compiled for
 * real with webpack and mini-css-extract, on a small site of a shell and one section.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileForTest } from './compileForTest';
import { SINGLE_BUNDLE_STYLES_FILE, SingleBundleStylesPlugin } from './singleBundle';

function compile(dir: string): Promise<void> {
  return compileForTest(
    {
      context: dir,
      entry: { main: './main.js' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        filename: 'static/[name].js',
        chunkFilename: 'static/[name].[contenthash:8].js',
      },
      plugins: [new SingleBundleStylesPlugin(['mf-media', 'mf-shop'])],
    },
    'static/[name].[contenthash:8].css',
  );
}

it("records the shell's styles and each section's (its chunks and every chunk loaded from them)", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-single-styles-'));
  try {
    const files: Record<string, string> = {
      'main.js': `import './layout.css'; export const pages = [() => import('./notFound.js'), () => import(/* webpackChunkName: "mf-media" */ './media.js'), () => import(/* webpackChunkName: "mf-media-widgets" */ './widgets.js')];`,
      'layout.css': '.layout{color:navy}',
      'notFound.js': `import './notFound.css'; export default 1;`,
      'notFound.css': '.lost{color:gray}',
      'media.js': `import './media.css'; export const screen = () => import('./newsScreen.js');`,
      'media.css': '.media{color:red}',
      'newsScreen.js': `import './news.css'; export default 2;`,
      'news.css': '.news{color:green}',
      'widgets.js': `import './widgets.css'; export default 3;`,
      'widgets.css': '.widget{color:blue}',
    };
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    await compile(dir);

    const record = JSON.parse(fs.readFileSync(path.join(dir, 'dist', SINGLE_BUNDLE_STYLES_FILE), 'utf8'));
    const contents = (list: string[]) =>
      list.map((file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8').replace(/\s|\/\*.*?\*\//g, '')).sort();
    expect(contents(record.shell)).toEqual(['.layout{color:navy}', '.lost{color:gray}']);
    expect(contents(record.sections['mf-media'])).toEqual([
      '.media{color:red}',
      '.news{color:green}',
      '.widget{color:blue}',
    ]);
    expect(record.sections['mf-shop']).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
