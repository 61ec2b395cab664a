// The partners as the back office edits them (`PARTNERS`, composed by editing/plugin.ts).
export { PARTNERS } from './admin';
