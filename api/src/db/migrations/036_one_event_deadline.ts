import { sql, type Kysely } from 'kysely';

/**
 * An event with online registrations showed two deadlines (its own day and its registrations'
 * instant), edited in two places. Theirs is now the only one: the event's own is emptied, and
 * stays empty while they exist (the event editor refuses one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE events SET registration_deadline = NULL
    WHERE id IN (SELECT event_id FROM event_registration_settings)`.execute(db);
}

/** The emptied days are not known any more: nothing to put back. */
export async function down(): Promise<void> {}
