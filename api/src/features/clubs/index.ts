// The clubs’ directory as the back office edits it (`CLUBS`, composed by editing/plugin.ts).
export { CLUBS } from './admin';
