// The lexicon as the back office edits it (`LEXICON_TERMS`, composed by editing/plugin.ts).
export { LEXICON_TERMS } from './admin';
