/** The health check's row (migration 007_server_health): one row, rewritten by every check. */
export interface HealthTables {
  server_health: {
    id: number;
    checked_at: string;
  };
}
