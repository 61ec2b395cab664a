// Membership seasons and licence categories as the back office edits them (composed by editing/plugin.ts).
export { LICENCE_CATEGORIES, MEMBERSHIP_SEASONS } from './admin';
