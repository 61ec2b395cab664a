import type { Kysely } from 'kysely';

/**
 * The shop's list of members (`members`) was only ever the demo's fictitious licence holders: they
 * are now licensees of their clubs with a licence of the season, issued, which the seed writes
 * (`seed/licensees`) and the licence check reads first. Their rows leave the old list; a row the host
 * added by hand stays, still read by the check, since it lacks what a licensee needs (birth date,
 * sex, grade, e-mail). The list as it was at this migration (the expired one too, which the seed no
 * longer writes), so that it can be undone.
 */
export const DEMO_MEMBERS = [
  ['WF26004217', 'Camille', 'Lefèvre', 'lefevre', 'Dojo Wado de la Croix-Rousse', '2027-08-31'],
  ['WF26011802', 'Mathis', 'Garnier', 'garnier', 'Wado Club Nantes', '2027-08-31'],
  ['WF26008655', 'Inès', 'Boucher', 'boucher', 'Wado Kai Rennes', '2027-08-31'],
  ['WF26002390', 'Yanis', 'Perrot', 'perrot', 'Karaté Wado Grenoble', '2027-08-31'],
  ['WF26015034', 'Léa', 'Nguyen', 'nguyen', 'Shin Wado Toulouse', '2027-08-31'],
  ['WF26006671', 'Hugo', 'Da Silva', 'da silva', 'Wado Ryu Lille Métropole', '2027-08-31'],
  ['WF26013348', 'Chloé', 'Marchetti', 'marchetti', 'Dojo Wado Marseille', '2027-08-31'],
  ['WF26009912', 'Noé', 'Chevallier', 'chevallier', 'Wado Ryu Strasbourg', '2027-08-31'],
  ['WF26001475', 'Manon', 'Hébert', 'hebert', 'Dojo Wado de la Croix-Rousse', '2027-08-31'],
  ['WF26017786', 'Rayan', 'Benali', 'benali', 'Karaté Wado Mérignac', '2027-08-31'],
  ['WF26003051', 'Zoé', "O'Connell", 'o connell', 'Wado Kai Rennes', '2027-08-31'],
  ['WF25012208', 'Théo', 'Fabre', 'fabre', 'Wado Club Nantes', '2025-08-31'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const trx = db as Kysely<{ members: { licence_number: string; last_name_folded: string } }>;
  for (const [licence, , , folded] of DEMO_MEMBERS) {
    await trx
      .deleteFrom('members')
      .where('licence_number', '=', licence)
      .where('last_name_folded', '=', folded)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const trx = db as Kysely<{
    members: {
      licence_number: string;
      first_name: string;
      last_name: string;
      last_name_folded: string;
      club_name: string;
      season_end: string;
    };
  }>;
  for (const [licence, firstName, lastName, folded, club, seasonEnd] of DEMO_MEMBERS) {
    await trx
      .insertInto('members')
      .values({
        licence_number: licence,
        first_name: firstName,
        last_name: lastName,
        last_name_folded: folded,
        club_name: club,
        season_end: seasonEnd,
      })
      .onConflict((conflict) => conflict.column('licence_number').doNothing())
      .execute();
  }
}
