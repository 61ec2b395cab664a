// The national selection (competitors, coaches, competitions) as the back office edits it (composed by
// editing/plugin.ts).
export { COACHES, COMPETITORS } from './admin';
export { COMPETITIONS } from './adminCompetitions';
