/** Licence holders of the affiliated clubs (migration 004_shop), for the member price. */
export interface MemberTables {
  members: {
    /** `WF26004217` */
    licence_number: string;
    first_name: string;
    last_name: string;
    /** The last name without accents, in lower case: what the check compares. */
    last_name_folded: string;
    club_name: string;
    /** Last day of the licence's season (YYYY-MM-DD). */
    season_end: string;
  };
}
