/**
 * The browser side of contract.spec.ts, bundled on the fly with esbuild: a bare Module Federation
 * host (the real runtime, @module-federation/enhanced/runtime) that provides the same shared
 * singletons as the shell (React, React DOM, React Router, @wado/shared, built from their
 * sources) and loads one exposed module of a remote's built output. It reports what it got in
 * plain data, checked against the route table by the spec.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
// What the shell's build adds (experiments.provideExternalRuntime): a remote's production build
// carries no federation runtime of its own and takes the host's.
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Router from 'react-router';
import * as RouterDom from 'react-router/dom';
import * as Shared from '@wado/shared';

export interface LoadedSection {
  remote: unknown;
  routes: { path: unknown; component: string; preload: string }[];
  /** What `sectionContractProblems` of @wado/shared finds in the module (empty: contract kept). */
  problems: string[];
}

export interface LoadedWidgets {
  widgets: Record<string, string>;
}

type Versions = Record<'react' | 'react-dom' | 'react-router' | '@wado/shared', string>;

function loader(name: string, manifestUrl: string, versions: Versions) {
  const singleton = (version: string, lib: unknown) => ({
    version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: false as const },
  });
  const federation = createInstance({
    name: 'contract_host',
    remotes: [{ name, entry: manifestUrl }],
    plugins: [injectExternalRuntimeCorePlugin()],
    // As the shell: what the page already has is what every remote gets.
    shareStrategy: 'loaded-first',
    shared: {
      react: singleton(versions.react, React),
      'react/jsx-runtime': singleton(versions.react, JsxRuntime),
      'react-dom': singleton(versions['react-dom'], ReactDom),
      'react-dom/client': singleton(versions['react-dom'], ReactDomClient),
      'react-router': singleton(versions['react-router'], Router),
      'react-router/dom': singleton(versions['react-router'], RouterDom),
      '@wado/shared': singleton(versions['@wado/shared'], Shared),
    },
  });
  return (expose: string) => federation.loadRemote<Record<string, unknown>>(`${name}/${expose}`);
}

const kind = (value: unknown) => (value === null ? 'null' : typeof value);

async function loadSectionModule(name: string, manifestUrl: string, versions: Versions): Promise<LoadedSection> {
  const module = await loader(name, manifestUrl, versions)('routes');
  const section = module as unknown as Shared.SectionModule;
  return {
    remote: section?.remote,
    routes: Array.isArray(section?.routes)
      ? section.routes.map((route) => ({
          path: route.path,
          component: kind(route.Component),
          preload: kind(route.preload),
        }))
      : [],
    problems: Array.isArray(section?.routes) ? Shared.sectionContractProblems(section) : ['pas de liste routes'],
  };
}

async function loadWidgetsModule(name: string, manifestUrl: string, versions: Versions): Promise<LoadedWidgets> {
  const module = (await loader(name, manifestUrl, versions)('widgets')) ?? {};
  return { widgets: Object.fromEntries(Object.entries(module).map(([key, value]) => [key, kind(value)])) };
}

Object.assign(window, { loadSectionModule, loadWidgetsModule });
