/**
 * One style file per app (styleFileGroups): compiled for real with webpack and mini-css-extract,
 * on a small app whose screens are loaded lazily and which uses a library's styles.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileForTest } from './compileForTest';
import { styleFileGroups } from './webpack';

const FILES: Record<string, string> = {
  'app/src/routes.js': `import './routes.css'; export const screens = [() => import('./news.js'), () => import('./gallery.js'), () => import('./admin/editor.js')];`,
  'app/src/routes.css': '.routes{color:navy}',
  'app/src/news.js': `import './news.css'; import '../../library/src/button.css'; export default 1;`,
  'app/src/news.css': '.news{color:green}',
  'app/src/gallery.js': `import './gallery.css'; export default 2;`,
  'app/src/gallery.css': '.gallery{color:red}',
  'app/src/admin/editor.js': `import './editor.css'; export default 3;`,
  'app/src/admin/editor.css': '.editor{color:gray}',
  'library/src/button.css': '.button{color:blue}',
};

async function build(): Promise<{ dir: string; styles: string[][] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wado-style-files-'));
  for (const [name, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const appDir = path.join(dir, 'app');
  await compileForTest({
    context: appDir,
    entry: { main: './src/routes.js' },
    output: { path: path.join(appDir, 'dist'), publicPath: '/', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { splitChunks: { cacheGroups: styleFileGroups({ kind: 'remote', appDir }) } },
  });
  const out = path.join(appDir, 'dist');
  const styles = fs
    .readdirSync(out)
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, ...(fs.readFileSync(path.join(out, file), 'utf8').match(/\.[a-z]+\{[^}]*\}/g) ?? [])]);
  return { dir, styles };
}

it("writes the app's own styles, every screen's, into one file, the back office's and a library's apart", async () => {
  const { dir, styles } = await build();
  try {
    const own = styles.filter(([file]) => /^styles\.[0-9a-f]{8}\.css$/.test(file!));
    expect(own).toHaveLength(1);
    expect(own[0]!.slice(1).sort()).toEqual(['.gallery{color:red}', '.news{color:green}', '.routes{color:navy}']);
    // The back office's styles: a file of their own, never linked by a public page.
    const admin = styles.filter(([file]) => /^admin-styles\.[0-9a-f]{8}\.css$/.test(file!));
    expect(admin.map((entry) => entry.slice(1))).toEqual([['.editor{color:gray}']]);
    const others = styles.filter(([file]) => !/^(admin-)?styles\./.test(file!));
    expect(others.map((entry) => entry.slice(1))).toEqual([['.button{color:blue}']]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

it('groups the shell with @wado/shared, and each section of the single bundle on its own', () => {
  const groups = styleFileGroups({
    kind: 'host',
    appDir: '/site/shell',
    singleBundle: {
      alias: {},
      sections: [
        { name: 'mf-media', sourceDir: '/site/mf-media/src' },
        { name: 'mf-shop', sourceDir: '/site/mf-shop/src' },
      ],
      standInDirs: [],
    },
  });
  expect(Object.keys(groups)).toEqual(['styles', 'admin-styles', 'espace-styles', 'mf-media-styles', 'mf-shop-styles']);
  const module = (file: string) => ({ nameForCondition: () => file });
  expect(groups.styles!.test(module('/site/shell/src/layout/Header.module.css'))).toBe(true);
  expect(groups.styles!.test(module(path.resolve(__dirname, '..', 'src', 'ui', 'Popup.module.css')))).toBe(true);
  expect(groups.styles!.test(module('/site/mf-media/src/news/News.module.css'))).toBe(false);
  expect(groups['mf-media-styles']!.test(module('/site/mf-media/src/news/News.module.css'))).toBe(true);
  expect(groups['mf-shop-styles']!.test(module('/site/mf-media/src/news/News.module.css'))).toBe(false);
  // The back office (the shell's and @wado/shared's admin kit) apart from the public pages' file.
  const adminFiles = [
    '/site/shell/src/admin/layout/AdminLayout.module.css',
    path.resolve(__dirname, '..', 'src', 'admin', 'ui', 'admin.module.css'),
  ];
  for (const file of adminFiles) {
    expect(groups.styles!.test(module(file))).toBe(false);
    expect(groups['admin-styles']!.test(module(file))).toBe(true);
  }
  expect(groups['admin-styles']!.test(module('/site/shell/src/layout/Header.module.css'))).toBe(false);
  // « Mon espace » apart too: loaded with the space's lazy chunk only.
  const espace = '/site/shell/src/espace/Espace.module.css';
  expect(groups['espace-styles']!.test(module(espace))).toBe(true);
  expect(groups.styles!.test(module(espace))).toBe(false);
  expect(groups['admin-styles']!.test(module(espace))).toBe(false);
  expect(groups['espace-styles']!.test(module('/site/shell/src/layout/Header.module.css'))).toBe(false);
});

it("puts a remote's copy of @wado/shared's styles in a file the server leaves out (the shell brings them)", () => {
  const groups = styleFileGroups({ kind: 'remote', appDir: '/site/mf-media' });
  const module = (file: string) => ({ nameForCondition: () => file });
  const sharedStyles = path.resolve(__dirname, '..', 'src', 'ui', 'Popup.module.css');
  expect(groups['shared-styles']!.test(module(sharedStyles))).toBe(true);
  expect(groups.styles!.test(module(sharedStyles))).toBe(false);
  expect(groups['shared-styles']!.test(module('/site/mf-media/src/news/News.module.css'))).toBe(false);
  // The back office's kit keeps its own file, loaded with the back office.
  expect(
    groups['shared-styles']!.test(module(path.resolve(__dirname, '..', 'src', 'admin', 'ui', 'admin.module.css'))),
  ).toBe(false);
  expect(styleFileGroups({ kind: 'host', appDir: '/site/shell' })['shared-styles']).toBeUndefined();
});
