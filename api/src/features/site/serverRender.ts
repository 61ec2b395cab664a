/**
 * Server rendering (issue 7): each page is sent with its layout and its content already in the
 * HTML, rendered by the shell's server build (`<shellDir>/server/render.js`) with the remotes'
 * server builds (`<remote build>/server/routes.js`), data read in-process from this same server.
 * The browser hydrates that HTML. Everything is read per request, like the static files: a new
 * release of a remote or a rebuilt shell is rendered at once, without a restart. Whatever cannot
 * be rendered here (a remote on another origin, a renderer that fails or is too slow) is left to
 * the browser, as before: the page never fails because of this.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findRoute,
  headTags,
  documentTitle,
  RENDERED_DATA_ELEMENT_ID,
  SINGLE_BUNDLE_STYLES_FILE,
  singletonVersionProblem,
  TAKEOVER_PRELOADS_ELEMENT_ID,
  type PageMeta,
  type RemoteName,
  type RuntimeConfig,
  type SingleBundleStyles,
  type TakeoverPreload,
} from '@wado/shared/contract';
import type { ServerConfig } from '../../config';

/** The shell's server build (shell/src/server/render.tsx), as far as this server uses it. */
interface ShellRenderer {
  setup(options: { fetch: typeof fetch; loadRemoteModule: (remote: RemoteName, expose: string) => Promise<unknown> }): void;
  render(input: {
    url: string;
    origin: string;
    remoteVersions: Partial<Record<RemoteName, string>>;
    known?: Record<string, unknown>;
    timeoutMs?: number;
  }): Promise<{ html: string; resources: Record<string, unknown>; meta: PageMeta }>;
}

const nodeRequire = createRequire(__filename);

/** A built file loaded with require(), loaded again when the file changes (a rebuild, a release). */
function requireFresh<T>(file: string): T {
  const resolved = path.resolve(file);
  const mtime = fs.statSync(resolved).mtimeMs;
  const cached = loadedFiles.get(resolved);
  if (cached && cached.mtime !== mtime) delete nodeRequire.cache[resolved];
  loadedFiles.set(resolved, { mtime });
  return nodeRequire(resolved) as T;
}
const loadedFiles = new Map<string, { mtime: number }>();

/** Where a remote's build is on this machine, from its manifest URL; undefined for another origin. */
export function localRemoteDir(config: ServerConfig, manifestUrl: string): string | undefined {
  const defaultBuild = /^\/remotes\/([a-z-]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (defaultBuild) return path.join(config.remotesRoot, defaultBuild[1]!, 'dist');
  const release = /^\/releases\/([a-z-]+)\/([A-Za-z0-9._-]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (release && !release[2]!.startsWith('.')) return path.join(config.dataDir, 'releases', release[1]!, release[2]!);
  return undefined;
}

function fileVersion(file: string): string {
  try {
    return String(fs.statSync(file).mtimeMs);
  } catch {
    return 'absent';
  }
}

/** The remotes a page shows: its route's owner, and mf-media's widgets on the home page. */
export function remotesOfPage(pathname: string): RemoteName[] {
  const route = findRoute(pathname);
  if (!route) return [];
  if (route.kind === 'home') return ['mf-media'];
  return route.owner === 'shell' ? [] : [route.owner];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: `<` escaped, so that nothing can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface BuildManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name?: string; version?: string; requiredVersion?: string | false; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
  exposes?: { name?: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

function readManifest(dir: string): BuildManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

/**
 * Why a remote's build cannot run with the shell's shared singletons (@wado/shared, React, the
 * router: same major versions), or undefined when it can: the browser refuses the others with a
 * French message in their slot, so the server must not render them either.
 */
function incompatibilityWithShell(remote: BuildManifest, shell: BuildManifest | undefined): string | undefined {
  return singletonVersionProblem(remote.shared, (name) => shell?.shared?.find((entry) => entry.name === name)?.version);
}

interface RemoteAssets {
  manifest: string;
  /** Its remoteEntry.js, from the manifest; undefined when the manifest does not name a plain one. */
  entry?: string;
  css: string[];
}

/** The remote's entry file (`remoteEntry.js`) next to its manifest, if the manifest names a plain one. */
function entryUrl(manifest: BuildManifest, base: string): string | undefined {
  const name = manifest.metaData?.remoteEntry?.name ?? '';
  const folder = (manifest.metaData?.remoteEntry?.path ?? '').replace(/^\/+|\/+$/g, '');
  if (!/^[\w.-]+\.js$/.test(name) || !/^[\w/-]*$/.test(folder)) return undefined;
  return `${base}${folder ? `${folder}/` : ''}${name}`;
}

/** What the page needs from a remote's manifest: the styles of its screens, its entry file. */
function remoteAssets(manifest: BuildManifest, manifestUrl: string): RemoteAssets {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const sharedCss = new Set(manifest.shared?.flatMap((entry) => [...(entry.assets?.css?.sync ?? []), ...(entry.assets?.css?.async ?? [])]) ?? []);
  const css = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    for (const file of [...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])]) {
      // @wado/shared's styles come with the shell (one copy in the page).
      if (!sharedCss.has(file) && /^[\w.-]+\.css$/.test(file)) css.add(file);
    }
  }
  return { manifest: manifestUrl, entry: entryUrl(manifest, base), css: onePerContent([...css]).map((file) => `${base}${file}`) };
}

/**
 * Webpack may write the same styles into two chunks' files (`611.e9a0d57e.css`,
 * `352.e9a0d57e.css`: same content hash): one of them is enough before the first paint.
 */
export function onePerContent(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = /\.([0-9a-f]{8})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

/** The shell's own styles (its bootstrap chunk and @wado/shared's), linked in the head: every style file of its build. */
function shellStyles(config: ServerConfig): string[] {
  try {
    const files = fs
      .readdirSync(path.join(config.shellDir, 'static'))
      .filter((file) => file.endsWith('.css'))
      .sort();
    return onePerContent(files).map((file) => `/static/${file}`);
  } catch {
    return [];
  }
}

/**
 * A single-bundle build (the benchmark's baseline) has every section's styles in the shell's
 * folder; its record of which are whose, or undefined for another shell.
 */
function readSingleBundleStyles(config: ServerConfig): SingleBundleStyles | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(config.shellDir, SINGLE_BUNDLE_STYLES_FILE), 'utf8')) as SingleBundleStyles;
  } catch {
    return undefined;
  }
}

/** The single bundle's styles for a page: the shell's and its sections', as for the federated site. */
export function singleBundlePageStyles(styles: SingleBundleStyles, remotes: RemoteName[]): string[] {
  const files = [...styles.shell, ...remotes.flatMap((remote) => styles.sections[remote] ?? [])];
  return onePerContent(files.filter((file) => /^static\/[\w.-]+\.css$/.test(file))).map((file) => `/${file}`);
}

/** What the start script preloads for the page's sections: each manifest (fetched), each entry (a script). */
export function takeoverPreloads(assets: Pick<RemoteAssets, 'manifest' | 'entry'>[]): TakeoverPreload[] {
  return assets.flatMap((remote) => [
    { href: remote.manifest, as: 'fetch' as const },
    ...(remote.entry ? [{ href: remote.entry, as: 'script' as const }] : []),
  ]);
}

export interface PageRenderer {
  /** The page's HTML with its content, or undefined when it must be left to the browser. */
  render(request: FastifyRequest, template: string, runtimeConfig: RuntimeConfig): Promise<string | undefined>;
}

export function createPageRenderer(app: FastifyInstance, config: ServerConfig): PageRenderer {
  const rendererFile = path.join(config.shellDir, 'server', 'render.js');
  let configured: ShellRenderer | undefined;
  let runtime: RuntimeConfig | undefined;

  /** The page's data, answered in-process (no socket, no rate limit: these are reads). */
  const inProcessFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;

  const loadRemoteModule = async (remote: RemoteName, expose: string): Promise<unknown> => {
    const manifestUrl = runtime?.remotes[remote]?.manifest;
    const dir = manifestUrl ? localRemoteDir(config, manifestUrl) : undefined;
    const file = dir ? path.join(dir, 'server', `${expose.replace(/^\.\//, '')}.js`) : undefined;
    if (!dir || !file || !fs.existsSync(file)) throw new Error(`Pas de rendu serveur pour ${remote} (${manifestUrl ?? 'sans manifeste'})`);
    const manifest = readManifest(dir);
    if (!manifest) throw new Error(`${remote} : manifeste illisible`);
    const problem = incompatibilityWithShell(manifest, readManifest(config.shellDir));
    if (problem) throw new Error(`${remote} : version incompatible (${problem})`);
    return requireFresh<unknown>(file);
  };

  function renderer(): ShellRenderer | undefined {
    if (!fs.existsSync(rendererFile)) return undefined;
    const before = loadedFiles.get(path.resolve(rendererFile))?.mtime;
    const module = requireFresh<ShellRenderer>(rendererFile);
    if (!configured || before !== loadedFiles.get(path.resolve(rendererFile))?.mtime) {
      module.setup({ fetch: inProcessFetch, loadRemoteModule });
      configured = module;
    }
    return configured;
  }

  return {
    async render(request, template, runtimeConfig) {
      const shell = renderer();
      if (!shell) return undefined;
      runtime = runtimeConfig;
      const pathname = request.url.split('?')[0] ?? '/';
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      // PUBLIC_URL, not the request's Host: the page's absolute links (calendar subscription…).
      const origin = config.publicUrl;

      // A single-bundle build (the benchmark's baseline) has the sections' code and styles in the
      // shell's own files: no remote to announce.
      const federated = fs.existsSync(path.join(config.shellDir, 'mf-manifest.json'));
      const remotes = remotesOfPage(pathname);
      const remoteVersions: Partial<Record<RemoteName, string>> = {};
      const assets: RemoteAssets[] = [];
      for (const remote of remotes) {
        const manifestUrl = runtimeConfig.remotes[remote].manifest;
        const dir = localRemoteDir(config, manifestUrl);
        remoteVersions[remote] = `${manifestUrl}#${dir ? fileVersion(path.join(dir, 'server', 'routes.js')) : 'distant'}`;
        const manifest = dir && federated ? readManifest(dir) : undefined;
        if (manifest && !incompatibilityWithShell(manifest, readManifest(config.shellDir))) assets.push(remoteAssets(manifest, manifestUrl));
      }

      // The terms banner's check, from the visitor's own cookie.
      const acceptance = await app.inject({ method: 'GET', url: '/cookies/isAlreadyAccepted', headers: { cookie: request.headers.cookie ?? '' } });
      const known = acceptance.statusCode === 200 ? { 'shell:terms-acceptance': { status: 'ready', data: acceptance.json() } } : {};

      const page = await shell.render({ url: request.url, origin, remoteVersions, known, timeoutMs: 3000 });
      const route = findRoute(pathname);
      const defaultTitle = route && route.kind !== 'home' ? route.label : '';
      const tags = headTags({
        origin,
        pathname,
        search,
        title: documentTitle(page.meta.title ?? defaultTitle),
        description: page.meta.description,
        image: page.meta.image,
      });

      const singleBundle = federated ? undefined : readSingleBundleStyles(config);
      const styles = singleBundle ? singleBundlePageStyles(singleBundle, remotes) : shellStyles(config);
      const head = [
        `<link rel="canonical" href="${escapeAttribute(tags.canonical)}">`,
        ...tags.meta.map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeAttribute(tag.content)}">`),
        ...styles.map((href) => `<link rel="stylesheet" href="${href}">`),
        // data-href: the full URL, the form the remote's style loader looks for before adding its own.
        ...assets.flatMap((remote) =>
          remote.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" data-href="${escapeAttribute(`${origin}${href}`)}">`),
        ),
        // The section's manifest and entry are not fetched before the first paint (they would
        // share a phone's bandwidth with the styles and images): the start script preloads them
        // with the shell's entry once the page has loaded, so that the three arrive together
        // instead of one after the other (a retry loads the entry anew: freshEntryOnRetry).
        `<script type="application/json" id="${TAKEOVER_PRELOADS_ELEMENT_ID}">${scriptJson(takeoverPreloads(assets))}</script>`,
        `<script type="application/json" id="${RENDERED_DATA_ELEMENT_ID}">${scriptJson(page.resources)}</script>`,
      ].join('');

      return template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(tags.title)}</title>`)
        .replace(/<meta name=(?:"description"|description) content=(?:"[^"]*"|[^ >]*)>/, () => `<meta name="description" content="${escapeAttribute(tags.description)}">`)
        .replace('</head>', () => `${head}</head>`)
        .replace(/<div id=(?:"root"|root)><\/div>/, () => `<div id="root">${page.html}</div>`);
    },
  };
}
