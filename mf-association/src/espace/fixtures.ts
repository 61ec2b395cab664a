import type { EspaceDonation, EspaceLicence, EspaceLicences } from '@wado/shared';

/** Fixtures of « Mon espace » for this section's tests: one household, two licensees. */
export const CURRENT_ISSUED: EspaceLicence = {
  id: 41,
  season: { label: '2026-2027', startsOn: '2026-09-01', endsOn: '2027-08-31' },
  club: { id: 12, name: 'Wado Karaté Beaune' },
  status: 'issued',
  number: 'WF26008655',
  valid: true,
  attestationUrl: '/api/espace/licences/41/attestation.pdf',
  cardUrl: '/api/espace/licences/41/carte.pdf',
  checkUrl: 'https://wado.fr/licence/K7Q2M9X4RT8W',
};

/** A past season's licence, not valid any more. */
export const ENDED: EspaceLicence = {
  ...CURRENT_ISSUED,
  id: 17,
  season: { label: '2020-2021', startsOn: '2020-09-01', endsOn: '2021-08-31' },
  club: { id: 3, name: 'Karaté Club Dijon' },
  number: 'WF20001234',
  valid: false,
  attestationUrl: '/api/espace/licences/17/attestation.pdf',
  cardUrl: '/api/espace/licences/17/carte.pdf',
  checkUrl: 'https://wado.fr/licence/A1B2C3D4E5F6',
};

/** Requested by the club, not paid yet: no number, no documents. */
export const REQUESTED: EspaceLicence = {
  ...CURRENT_ISSUED,
  id: 52,
  status: 'requested',
  number: null,
  valid: false,
  attestationUrl: null,
  cardUrl: null,
  checkUrl: null,
};

export const licencesOf = (
  ...members: { firstName: string; lastName: string; licences: EspaceLicence[] }[]
): EspaceLicences => ({
  members: members.map((member, index) => ({ licenseeId: index + 1, ...member })),
});

export const PAID_DONATION: EspaceDonation = {
  reference: 'DON-2026-0042',
  createdAt: '2026-03-03T10:15:00Z',
  paidAt: '2026-03-03T10:16:00Z',
  amountCents: 5000,
  statusLabel: 'Payé',
  receiptUrl: '/api/espace/donations/DON-2026-0042/recu.pdf',
};

export const UNPAID_DONATION: EspaceDonation = {
  reference: 'DON-2026-0051',
  createdAt: '2026-11-20T18:00:00Z',
  paidAt: null,
  amountCents: 2500,
  statusLabel: 'En attente de paiement',
  receiptUrl: null,
};
