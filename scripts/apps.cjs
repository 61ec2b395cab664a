// The site's apps, from apps.json at the repository's root: what every script, the lint
// configuration and Jest read instead of a list of their own. CommonJS, so that jest.config.cjs
// can require it as the ES-module scripts import it.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));

/** The remotes' folder and package names, in the manifest's order (the menu's). */
const REMOTES = manifest.remotes.map((remote) => remote.name);
/** The apps a browser loads: the shell, then the remotes. */
const FRONT_ENDS = [manifest.shell.folder, ...REMOTES];
/** Everything `npm run build` builds: the front ends and the API server. */
const BUILT_APPS = [...FRONT_ENDS, manifest.api.folder];

module.exports = { REMOTES, FRONT_ENDS, BUILT_APPS, API: manifest.api.folder, SHARED: manifest.shared.folder };
