import type { ClubRecord } from '@wado/shared';

/** Two clubs of the directory as the back office reads them, for the licensees' screens' tests. */
export const DIJON: ClubRecord = {
  id: 4,
  name: 'Wado Karaté Dijon',
  address: 'Gymnase des Grésilles',
  postalCode: '21000',
  city: 'Dijon',
  trainingTimes: [],
  email: null,
  phone: null,
  website: null,
  disciplines: ['wado'],
  department: '21',
  departmentName: 'Côte-d’Or',
  region: 'Bourgogne-Franche-Comté',
  latitude: 47.32,
  longitude: 5.04,
  presentation: null,
  photo: null,
  shownPhoto: null,
};
export const BEAUNE: ClubRecord = { ...DIJON, id: 5, name: 'Karaté Club Beaune', postalCode: '21200', city: 'Beaune' };
