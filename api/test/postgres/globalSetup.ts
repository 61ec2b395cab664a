import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/testing/postgres';

declare global {
  // Shared by Jest's global setup and teardown, which run in the same process.
  var wadoTestPostgres: ThrowawayPostgres | undefined;
}

/**
 * The PostgreSQL pass of the API suite: one throwaway server for the whole run; every test server
 * gets a fresh database of its own on it (see `startTestApp`). The workers inherit the variable.
 */
export default async function globalSetup(): Promise<void> {
  const server = await startThrowawayPostgres();
  globalThis.wadoTestPostgres = server;
  process.env.TEST_POSTGRES_URL = server.adminUrl;
}
