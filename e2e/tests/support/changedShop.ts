import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The line of text a changed shop shows above each of its screens. */
export const SHOP_CHANGE = 'Nouvelle version de la boutique';

/**
 * The shop team's checkout with a visible change, in `folder` beside the real one (the same
 * relative paths to the repository's packages): every screen of the shop gets `SHOP_CHANGE` above it.
 */
export function writeChangedShop(folder: string): void {
  fs.rmSync(folder, { recursive: true, force: true });
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.ts']) {
    fs.cpSync(path.join(ROOT, 'mf-shop', entry), path.join(folder, entry), { recursive: true });
  }
  fs.appendFileSync(
    path.join(folder, 'src', 'routes.tsx'),
    `\nfor (const route of routes) {\n  const Screen = route.Component;\n  route.Component = () => (<><p data-testid="release-note">${SHOP_CHANGE}</p><Screen /></>);\n}\n`,
  );
}
