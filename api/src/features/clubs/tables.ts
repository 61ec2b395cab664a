import type { Generated } from 'kysely';

/** The directory of affiliated clubs. */
export interface ClubTables {
  clubs: {
    id: Generated<number>;
    name: string;
    city: string;
    postal_code: string;
    department: string;
    department_name: string;
    region: string;
    address: string;
    /** JSON array of strings, one per training slot. */
    training_times: string;
    email: string | null;
    phone: string | null;
    website: string | null;
    /** Centre of the club's commune (migration 013), from the dataset of French communes. */
    latitude: number | null;
    longitude: number | null;
    /** JSON array of `CLUB_DISCIPLINES` (migration 018). */
    disciplines: Generated<string>;
    /** The club's own words on its page (migration 043); null: none. */
    presentation: Generated<string | null>;
    /** A photo sent by its managers, and its text alternative (migration 048). */
    photo_upload_id: Generated<number | null>;
    photo_alt: Generated<string>;
  };
}
