import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { tempDir } from './helpers';

export const TEMPLATE =
  '<!doctype html><html lang=fr><head><title>Wado France</title><meta name=description content="Par défaut"></head><body><div id=root></div><script defer src=/static/start.11111111.js data-entry=/static/main.0cc73930.js></script></body></html>';

/**
 * A built site whose shell has a server build: a small CommonJS renderer standing for
 * shell/dist/server/render.js, which renders what it is asked and reads data through the
 * in-process fetch it is given, like the real one.
 */
export function fakeBuild(renderer: string) {
  const { dir: root, remove } = tempDir('wado-render-');
  const shellDir = path.join(root, 'shell');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(shellDir, 'static'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(shellDir, 'static', 'main.abcdef12.css'), 'body{margin:0}');
  fs.writeFileSync(
    path.join(shellDir, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: '@wado/shared', version: '1.0.0' }] }),
  );
  // A release of mf-shop built for the next major version of @wado/shared.
  const shop = path.join(root, 'mf-shop', 'dist');
  fs.mkdirSync(path.join(shop, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(shop, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: '@wado/shared', requiredVersion: '^2.0.0' }], exposes: [] }),
  );
  fs.writeFileSync(path.join(shop, 'server', 'routes.js'), 'module.exports = { routes: [] };');
  fs.writeFileSync(path.join(shellDir, 'server', 'render.js'), renderer);
  const media = path.join(root, 'mf-media', 'dist');
  fs.mkdirSync(path.join(media, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(media, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { name: '@wado/shared', requiredVersion: '^1.2.0', assets: { css: { sync: ['101.aaaaaaaa.css'], async: [] } } },
      ],
      exposes: [
        {
          name: 'routes',
          assets: {
            css: { sync: [], async: ['101.aaaaaaaa.css', '352.bbbbbbbb.css', 'shared-styles.99999999.css'] },
            js: { sync: ['__federation_expose_routes.cccccccc.js'], async: ['702.dddddddd.js'] },
          },
        },
        { name: 'widgets', assets: { js: { sync: ['__federation_expose_widgets.eeeeeeee.js'], async: [] } } },
        { name: 'admin', assets: { js: { sync: ['__federation_expose_admin.ffffffff.js'], async: [] } } },
      ],
    }),
  );
  fs.writeFileSync(path.join(media, 'server', 'routes.js'), 'module.exports = { routes: [] };');
  const big = 'console.log("remote");'.repeat(200);
  fs.writeFileSync(path.join(media, 'remoteEntry.js'), big);
  fs.writeFileSync(path.join(media, 'remoteEntry.js.br'), zlib.brotliCompressSync(big));
  return { shellDir, remotesRoot: root, remove };
}
