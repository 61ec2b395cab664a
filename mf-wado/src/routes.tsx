import { lazyScreen, textPageRoutes, type RemoteName, type SectionRoute } from '@wado/shared';

/** The module this remote exposes to the shell (`./routes`): one entry per path it owns. */
export const remote: RemoteName = 'mf-wado';

export const routes: SectionRoute[] = [
  ...textPageRoutes(remote),
  { path: '/lexicon', ...lazyScreen(() => import('./lexicon/LexiconPage')) },
];
