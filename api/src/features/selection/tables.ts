import type { Generated } from 'kysely';

/**
 * Tables of the national team (migration 003). `club_id` (migration 012) is the club of the
 * directory; `club` keeps the name as written, shown when there is no directory club (a foreign
 * club, or one not found in the directory); a coach's `city` is likewise the town as written.
 */
export interface SelectionTables {
  coaches: {
    id: Generated<number>;
    slug: string;
    name: string;
    role: string;
    dan: number;
    club_id: number | null;
    club: string;
    city: string;
    bio: string;
    portrait: string;
    portrait_alt: string;
    /** An uploaded portrait (migration 019), shown instead of `portrait`. */
    portrait_upload_id: number | null;
    position: number;
  };
  competitors: {
    id: Generated<number>;
    slug: string;
    name: string;
    gender: string;
    club_id: number | null;
    club: string;
    discipline: string;
    age_group: string;
    weight_class: string | null;
    grade: string;
    /** JSON array of strings, most recent first. */
    achievements: string;
    portrait: string;
    portrait_alt: string;
    /** An uploaded portrait (migration 019), shown instead of `portrait`. */
    portrait_upload_id: number | null;
    position: number;
  };
  competitions: {
    id: Generated<number>;
    slug: string;
    name: string;
    season: string;
    start_date: string;
    end_date: string;
    place: string;
    city: string;
    country: string;
    level: string;
    report: string;
  };
  podium_places: {
    id: Generated<number>;
    competition_id: number;
    category: string;
    /** Order of the category within the competition. */
    category_position: number;
    rank: number;
    athlete: string;
    club_id: number | null;
    club: string;
    country: string;
    /** One of our competitors (migration 019): then `team_member` is 1 and the medal counts. */
    competitor_id: number | null;
    team_member: number;
    /** Chosen from the competition's entries (migration 056): the name and club are the entry's. */
    entry_id: Generated<number | null>;
  };
}
