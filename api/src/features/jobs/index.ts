// The server’s scheduled jobs (`createPeriodicJob`): expiries, purges, held places.
export { createPeriodicJob } from './periodic';
export type { PeriodicJob } from './periodic';
