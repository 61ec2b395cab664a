/**
 * The shell's server entry: renders a page's HTML — layout, menu, footer and the page's
 * own content with its data — so that a visitor sees the page before any JavaScript has run. The
 * browser then hydrates this HTML (shell/src/bootstrap.tsx). Built into `dist/server/render.js`
 * and called by the API server (api/src/features/site/render/renderPage.ts).
 */
import { PassThrough } from 'node:stream';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import * as ReactRouter from 'react-router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import * as shared from '@wado/shared';
import {
  CLIENT_RENDER_DIGEST,
  configureApi,
  createServerEnvironment,
  RenderEnvironmentProvider,
  RenderInBrowser,
  renderedResources,
  type PageMeta,
  type RemoteName,
  type ResourceState,
} from '@wado/shared';
import { appRoutes } from '../app/routes';
import { forgetSection, SectionLoadError } from '../sections/loadSection';
import { setServerRemoteLoader, type ServerRemoteLoader } from '../sections/remoteImport.server';

// A remote's server build takes these from here: one React, one router, one @wado/shared.
(globalThis as { __wadoServerModules?: unknown }).__wadoServerModules = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router': ReactRouter,
  '@wado/shared': shared,
};

export interface RenderSetup {
  /** How the page's data is fetched on the server (the API server answers in-process). */
  fetch: typeof fetch;
  /** A remote's exposed module from its server build; rejects when the server has none. */
  loadRemoteModule: ServerRemoteLoader;
}

export interface RenderInput {
  /** Path and query of the page (`/news?page=2`). */
  url: string;
  /** The site's origin as the visitor sees it (`https://wado.fr`). */
  origin: string;
  /** What each remote's current release is (its manifest and build): a change drops the cached module. */
  remoteVersions: Partial<Record<RemoteName, string>>;
  /** States known before rendering (the visitor's acceptance of the terms, from their cookie). */
  known?: Record<string, ResourceState<unknown>>;
  /** Past this time, what is still loading is left to the browser. */
  timeoutMs?: number;
}

export interface RenderOutput {
  html: string;
  /** The rendered data, for the browser to hydrate without loading it again. */
  resources: Record<string, ResourceState<unknown>>;
  meta: PageMeta;
}

let setupDone = false;
const loadedVersions = new Map<RemoteName, string>();

/** Once per server process. */
export function setup(options: RenderSetup): void {
  configureApi({ baseUrl: 'http://wado.internal', fetch: options.fetch });
  setServerRemoteLoader(options.loadRemoteModule);
  setupDone = true;
}

/** Errors React met on the way: expected ones (left to the browser) are not worth a log line. */
function isExpected(error: unknown): boolean {
  return error instanceof RenderInBrowser || error instanceof SectionLoadError;
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  if (!setupDone) throw new Error('render() avant setup()');
  for (const [remote, version] of Object.entries(input.remoteVersions) as [RemoteName, string][]) {
    // A new release (or a rebuilt remote): the next render loads its new server build.
    if (loadedVersions.has(remote) && loadedVersions.get(remote) !== version) forgetSection(remote);
    loadedVersions.set(remote, version);
  }

  const environment = createServerEnvironment(input.origin);
  for (const [key, state] of Object.entries(input.known ?? {})) {
    environment.resources.set(key, state);
    environment.pending.set(key, Promise.resolve(state));
  }

  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  if (context instanceof Response) throw new Error(`Réponse inattendue du routeur (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(
      <RenderEnvironmentProvider environment={environment}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RenderEnvironmentProvider>,
      {
        // Everything is awaited: the HTML holds the whole page, not loading states; and no part is
        // sent apart to be moved in place by an inline script (the CSP allows none).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error: unknown) => {
          if (!isExpected(error))
            console.warn('Rendu serveur : une partie de la page sera rendue par le navigateur :', error);
          return CLIENT_RENDER_DIGEST;
        },
      },
    );
    setTimeout(() => stream.abort(new RenderInBrowser('Rendu serveur trop long')), input.timeoutMs ?? 3000).unref();
  });
  return { html, resources: renderedResources(environment), meta: environment.meta };
}
