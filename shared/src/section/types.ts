import type { ComponentType } from 'react';
import type { RemoteName, Role } from '../contract';

/** One screen of a section: a path of the route table and the component that renders it. */
export interface SectionRoute {
  /** Exactly as in the route table, e.g. `/result/:result`. */
  path: string;
  /** Usually `lazy(() => import(...))`, so that a section downloads only the screen shown. */
  Component: ComponentType;
  /**
   * Downloads the screen's own code ahead of time (the shell calls it when a visitor shows
   * intent: hovering or focusing a menu link). `lazyScreen` gives both this and `Component`.
   */
  preload?: () => Promise<unknown>;
}

/**
 * The shape of the `./routes` module every remote exposes. The shell renders `routes` inside its
 * layout; parameters are read with `useParams` from the shared `react-router`.
 */
export interface SectionModule {
  remote: RemoteName;
  routes: SectionRoute[];
}

/** The second module mf-media exposes: small widgets the shell's home page shows. */
export const WIDGETS_EXPOSE = './widgets';

/**
 * The shape of mf-media's `./widgets` module. Each widget loads its own data and renders its own
 * heading; the shell gives each its own loading indicator and error boundary.
 */
export interface HomeWidgetsModule {
  /** The three latest news, with a link to all of them. */
  LatestNews: ComponentType;
  /** The next three events, with a link to the calendar. */
  NextEvents: ComponentType;
}
export type HomeWidgetName = keyof HomeWidgetsModule;

/** The editing screens each remote exposes beside `./routes`. */
export const ADMIN_EXPOSE = './admin';

/**
 * One editing screen of a section's back office, shown under `/admin/<remote>/<path>`. `roles`:
 * who sees it in the menu (the server authorizes every write again, by role).
 */
export interface AdminScreen {
  /** Relative to the section's admin root: `news`, `news/:id`, `pages/:slug`. */
  path: string;
  /** Menu label (French); screens without a label are reached from another screen (a detail). */
  label?: string;
  roles: readonly Role[];
  Component: ComponentType;
}

/**
 * The shape of the `./admin` module every remote exposes. The shell composes `screens` under
 * `/admin/<remote>/` inside its back-office layout, loaded on demand and isolated on failure, as
 * it does with `./routes` for the public site.
 */
export interface AdminModule {
  remote: RemoteName;
  screens: AdminScreen[];
}

/**
 * One part of « Mon espace » a section shows (its licences, its orders…): the shell renders each in
 * its own box, under its own heading, isolated on failure. The part loads its own data from
 * `/api/espace/…` with the space's session, and says plainly when there is nothing to show.
 */
export interface EspacePart {
  /** Stable, for anchors and keys: `licences`, `commandes`. */
  id: string;
  /** The part's heading (French), rendered by the shell. */
  title: string;
  Component: ComponentType;
}

/**
 * The shape of the `./espace` module a remote exposes (`ESPACE_EXPOSE`) when it has a part of the
 * licensee space: loaded only once someone is signed in to the space.
 */
export interface EspaceModule {
  remote: RemoteName;
  parts: EspacePart[];
}
