// The members’ register: whether a licence is active today (`findActiveMember`), and today in France.
export { findActiveMember, parisToday } from './check';
