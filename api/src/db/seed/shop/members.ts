/**
 * Fictitious licence holders, for the member price in tests and in the demo. A licence is valid
 * until the end of its season (31 August); one expired licence shows that it is refused.
 */
export const SEED_MEMBERS = [
  {
    licence: 'WF26004217',
    firstName: 'Camille',
    lastName: 'Lefèvre',
    club: 'Wado Club Lyon Croix-Rousse',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26011802',
    firstName: 'Mathis',
    lastName: 'Garnier',
    club: 'Karaté Wado Nantes Erdre',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26008655',
    firstName: 'Inès',
    lastName: 'Boucher',
    club: 'Dojo Wado de Rennes',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26002390',
    firstName: 'Yanis',
    lastName: 'Perrot',
    club: 'Wado-ryū Club Grenoble Alpes',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26015034',
    firstName: 'Léa',
    lastName: 'Nguyen',
    club: 'Cercle Wado Toulouse Minimes',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26006671',
    firstName: 'Hugo',
    lastName: 'Da Silva',
    club: 'Karaté Club Wado Lille Fives',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26013348',
    firstName: 'Chloé',
    lastName: 'Marchetti',
    club: 'Wado Club Marseille Vieux-Port',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26009912',
    firstName: 'Noé',
    lastName: 'Chevallier',
    club: 'Association Wado Strasbourg Neudorf',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26001475',
    firstName: 'Manon',
    lastName: 'Hébert',
    club: 'Wado Club Lyon Croix-Rousse',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26017786',
    firstName: 'Rayan',
    lastName: 'Benali',
    club: 'Karaté Wado Bordeaux Bastide',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF26003051',
    firstName: 'Zoé',
    lastName: "O'Connell",
    club: 'Dojo Wado de Rennes',
    seasonEnd: '2027-08-31',
  },
  {
    licence: 'WF25012208',
    firstName: 'Théo',
    lastName: 'Fabre',
    club: 'Karaté Wado Nantes Erdre',
    seasonEnd: '2025-08-31',
  },
] as const;
