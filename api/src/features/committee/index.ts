// The committee as the back office edits it (`COMMITTEE_MEMBERS`, composed by editing/plugin.ts).
export { COMMITTEE_MEMBERS } from './admin';
