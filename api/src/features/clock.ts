/**
 * The server's idea of now. Tests give the app a clock they move (scheduled publication, session
 * expiry); everything else uses the system's.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
