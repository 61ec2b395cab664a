/**
 * Fictitious licence holders, for the member price in tests and in the demo. A licence is valid
 * until the end of its season (31 August); one expired licence shows that it is refused. Each
 * belongs to a club of the directory (`association/clubs.ts`), named as the directory names it.
 */
export const SEED_MEMBERS = [
  {
    licence: 'WF26004217',
    firstName: 'Camille',
    lastName: 'Lefèvre',
    club: 'Dojo Wado de la Croix-Rousse',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26011802',
    firstName: 'Mathis',
    lastName: 'Garnier',
    club: 'Wado Club Nantes',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26008655',
    firstName: 'Inès',
    lastName: 'Boucher',
    club: 'Wado Kai Rennes',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26002390',
    firstName: 'Yanis',
    lastName: 'Perrot',
    club: 'Karaté Wado Grenoble',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26015034',
    firstName: 'Léa',
    lastName: 'Nguyen',
    club: 'Shin Wado Toulouse',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26006671',
    firstName: 'Hugo',
    lastName: 'Da Silva',
    club: 'Wado Ryu Lille Métropole',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26013348',
    firstName: 'Chloé',
    lastName: 'Marchetti',
    club: 'Dojo Wado Marseille',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26009912',
    firstName: 'Noé',
    lastName: 'Chevallier',
    club: 'Wado Ryu Strasbourg',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26001475',
    firstName: 'Manon',
    lastName: 'Hébert',
    club: 'Dojo Wado de la Croix-Rousse',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26017786',
    firstName: 'Rayan',
    lastName: 'Benali',
    club: 'Karaté Wado Mérignac',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26003051',
    firstName: 'Zoé',
    lastName: "O'Connell",
    club: 'Wado Kai Rennes',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF25012208',
    firstName: 'Théo',
    lastName: 'Fabre',
    club: 'Wado Club Nantes',
    seasonEnd: '2025-08-31',
  },
] as const;
