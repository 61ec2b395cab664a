// The protections routes share: same-origin checks, limits on failed authentications and slowdowns, the
// rate limits’ settings, and the control characters input may not hold.
export { createAuthFailureLimiter, createSlowdown } from './authFailures';
export type { AuthFailureLimiter, SlowdownSettings } from './authFailures';
export { CONTROL_CHARACTER } from './inputGuards';
export type { NeverThrottledConfig } from './rateLimits';
export { isCrossSite, isPageNavigation, refererPage, refuseCrossSite, sendBackToPage } from './sameOrigin';
export type { WindowCounters } from './windowCounters';
