import { formatDate, type Competition } from '@wado/shared';

/** « Inscriptions ouvertes jusqu’au 14 mars 2027 inclus », closed by the organizers, or the deadline passed. */
export function statusText(competition: Competition): string {
  if (competition.status === 'closed') return 'Inscriptions closes par l’organisation';
  if (!competition.acceptsEntries) return `Date limite passée (${formatDate(competition.deadline)})`;
  return `Inscriptions ouvertes jusqu’au ${formatDate(competition.deadline)} inclus`;
}
