import removeDataTemplates from '../templateTeardown';

/** Stops the PostgreSQL pass's server and removes its data folder, and the run's data templates. */
export default function globalTeardown(): void {
  globalThis.wadoTestPostgres?.stop();
  globalThis.wadoTestPostgres = undefined;
  removeDataTemplates();
}
