import { clubsSource } from './clubs';
import { coachesSource } from './coaches';
import { documentsSource } from './documents';
import { competitorsSource } from './competitors';
import { eventsSource } from './events';
import { interviewsSource } from './interviews';
import { lexiconSource } from './lexicon';
import { newsSource } from './news';
import { textPagesSource } from './pages';
import { pressSource } from './press';
import { resultsSource } from './results';
import { shopSource } from './shop';
import type { SearchSource } from './source';

/** Every kind of page the search finds: a new kind adds its file here. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  textPagesSource,
  newsSource,
  eventsSource,
  clubsSource,
  competitorsSource,
  coachesSource,
  resultsSource,
  lexiconSource,
  pressSource,
  interviewsSource,
  shopSource,
  documentsSource,
];
