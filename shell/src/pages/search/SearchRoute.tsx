import { Suspense } from 'react';
import { lazyScreen, Loading } from '@wado/shared';

// Its own chunk: a visitor downloads the results page when they search (or are about to), not with every page.
const searchScreen = lazyScreen(() => import(/* webpackChunkName: "search" */ './SearchPage'));

/** Starts downloading the results page (the header's box, when a visitor opens it). */
export const preloadSearchPage = (): void => {
  searchScreen.preload().catch(() => undefined);
};

/** `/search`: the results page, loaded on demand (the server renders it whole). */
export function SearchRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <searchScreen.Component />
    </Suspense>
  );
}
