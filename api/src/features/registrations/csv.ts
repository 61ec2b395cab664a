import {
  gradeLabel,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_STATUS_LABELS,
  type AdminRegistration,
} from '@wado/shared/contract';
import { csvDateTime, csvDocument, euros } from '../exports';

const HEADER = [
  'Référence',
  'Statut',
  'Rang sur la liste d’attente',
  'Nom',
  'Prénom',
  'E-mail',
  'Licence',
  'Tarif licencié',
  'Club',
  'Grade',
  'Catégorie',
  'Montant (€)',
  'Payé (€)',
  'Payé le',
  'Inscrit le',
  'Note',
];

/** The registrants for a French spreadsheet, as the orders' export: UTF-8 with BOM, `;` separators, CRLF. */
export function registrantsCsv(registrants: AdminRegistration[]): string {
  const rows = registrants.map((registration) => [
    registration.reference,
    REGISTRATION_STATUS_LABELS[registration.status],
    registration.waitingRank ?? '',
    registration.lastName,
    registration.firstName,
    registration.email,
    registration.licenceNumber ?? '',
    registration.memberPricing ? 'oui' : 'non',
    registration.club,
    registration.grade ? gradeLabel(registration.grade) : '',
    registration.category ? REGISTRATION_CATEGORY_LABELS[registration.category] : '',
    euros(registration.amountCents),
    registration.paidCents === null ? '' : euros(registration.paidCents),
    csvDateTime(registration.paidAt),
    csvDateTime(registration.createdAt),
    registration.note,
  ]);
  return csvDocument(HEADER, rows);
}
