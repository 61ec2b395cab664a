// Competition entries by clubs: what other features and the app use.
export { competitionRoutes } from './routes';
export { clearCompetitionOf, householdCompetitionEntries, podiumEntries, type PodiumEntry } from './store';
