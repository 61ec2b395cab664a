/** Stops the PostgreSQL pass's server and removes its data folder. */
export default function globalTeardown(): void {
  globalThis.wadoTestPostgres?.stop();
  globalThis.wadoTestPostgres = undefined;
}
