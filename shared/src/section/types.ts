import type { ComponentType } from 'react';
import type { RemoteName } from '../contract';

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
