/**
 * Server rendering: each page is sent with its layout and its content already in the HTML,
 * rendered by the shell's server build with the remotes' server builds, data read in-process
 * from this same server. The browser hydrates that HTML. Whatever cannot be rendered here (a
 * remote on another origin, a renderer that fails or is too slow) is left to the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  documentTitle,
  findRoute,
  headTags,
  type PageMeta,
  type RemoteName,
  type RuntimeConfig,
} from '@wado/shared/contract';
import type { ServerConfig } from '../../../config';
import { typedEmailState } from '../../newsletter';
import { PageDataUnavailable } from '../unavailablePage';
import { headHtml } from './headTags';
import { fillPageShell } from './pageTemplate';
import { exposeOfPage, federatedPageAssets, remotesOfPage, type PageAssetsChooser } from './pageStyles';
import { fileStamp, loadRemoteModule, remoteBuild, requireBuild } from './remoteServerBuilds';

/** The shell's server build (shell/src/server/render.tsx), as far as this server uses it. */
interface ShellRenderer {
  setup(options: {
    fetch: typeof fetch;
    loadRemoteModule: (remote: RemoteName, expose: string) => Promise<unknown>;
  }): void;
  render(input: {
    url: string;
    origin: string;
    remoteVersions: Partial<Record<RemoteName, string>>;
    known?: Record<string, unknown>;
    timeoutMs?: number;
  }): Promise<{ html: string; resources: Record<string, unknown>; meta: PageMeta }>;
}

export interface PageRendererOptions {
  /** What a page links before its first paint; the federated site's by default. */
  pageAssets?: PageAssetsChooser;
}

export interface PageRenderer {
  /** The page's HTML with its content, or undefined when it must be left to the browser. */
  render(request: FastifyRequest, template: string, runtimeConfig: RuntimeConfig): Promise<string | undefined>;
}

/** What the data calls of the page being rendered met: a 503 (the database unavailable). */
const renderCalls = new AsyncLocalStorage<{ unavailable: boolean }>();

/**
 * The page's data, answered in-process (no socket, no rate limit: these are reads). A 503 is
 * noted for the page being rendered, which is then not sent (PageDataUnavailable).
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    if (response.statusCode === 503) {
      const calls = renderCalls.getStore();
      if (calls) calls.unavailable = true;
    }
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;
}

export function createPageRenderer(
  app: FastifyInstance,
  config: ServerConfig,
  options: PageRendererOptions = {},
): PageRenderer {
  const rendererFile = path.join(config.shellDir, 'server', 'render.js');
  const pageAssets = options.pageAssets ?? federatedPageAssets;
  let configured: ShellRenderer | undefined;
  let shellStamp = '';
  let runtime: RuntimeConfig | undefined;
  const fetchInProcess = inProcessFetch(app);

  function renderer(): ShellRenderer | undefined {
    if (!fs.existsSync(rendererFile)) return undefined;
    const stamp = fileStamp(rendererFile);
    const module = requireBuild<ShellRenderer>(rendererFile, stamp);
    if (module !== configured) {
      shellStamp = stamp;
      module.setup({
        fetch: fetchInProcess,
        loadRemoteModule: (remote, expose) => loadRemoteModule(config, runtime, shellStamp, remote, expose),
      });
      configured = module;
    }
    return configured;
  }

  return {
    async render(request, template, runtimeConfig) {
      const calls = { unavailable: false };
      const html = await renderCalls.run(calls, () => renderWith(request, template, runtimeConfig));
      if (calls.unavailable) throw new PageDataUnavailable();
      return html;
    },
  };

  async function renderWith(
    request: FastifyRequest,
    template: string,
    runtimeConfig: RuntimeConfig,
  ): Promise<string | undefined> {
    const shell = renderer();
    if (!shell) return undefined;
    runtime = runtimeConfig;
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : request.url.slice(queryAt);
    // PUBLIC_URL, not the request's Host: the page's absolute links (calendar subscription…).
    const origin = config.publicUrl;
    const remotes = remotesOfPage(pathname);
    const remoteVersions = Object.fromEntries(
      remotes.map((remote) => [remote, remoteBuild(config, runtimeConfig, remote).stamp]),
    );

    // The terms banner's check, from the visitor's own cookie.
    const acceptance = await app.inject({
      method: 'GET',
      url: '/cookies/isAlreadyAccepted',
      headers: { cookie: request.headers.cookie ?? '' },
    });
    if (acceptance.statusCode === 503) throw new PageDataUnavailable();
    const known = {
      ...(acceptance.statusCode === 200
        ? { 'shell:terms-acceptance': { status: 'ready', data: acceptance.json() } }
        : {}),
      // A newsletter form the server sent back refused: the address as typed, from its cookie.
      ...typedEmailState(request),
    };

    const page = await shell.render({ url: request.url, origin, remoteVersions, known, timeoutMs: 3000 });
    const route = findRoute(pathname);
    const tags = headTags({
      origin,
      pathname,
      search,
      title: documentTitle(page.meta.title ?? (route && route.kind !== 'home' ? route.label : '')),
      description: page.meta.description,
      image: page.meta.image,
    });
    const assets = pageAssets({ config, runtimeConfig, remotes, expose: exposeOfPage(pathname) });
    const head = headHtml({ origin, tags, assets, resources: page.resources });
    return fillPageShell(template, {
      title: tags.title,
      description: tags.description,
      head,
      html: page.html,
    });
  }
}
