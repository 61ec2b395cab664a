import type { PublicationStatus } from '@wado/shared';
import { formatDateTime } from '../ui/format';
import styles from './records.module.css';

/** A record's status as the back office says it: « Brouillon », « Programmé le … », « Publié », « Dépublié ». */
export function statusLabel(status: PublicationStatus, publishAt: string | null): string {
  switch (status) {
    case 'draft':
      return 'Brouillon';
    case 'scheduled':
      return publishAt ? `Programmé le ${formatDateTime(publishAt)}` : 'Programmé';
    case 'published':
      return 'Publié';
    case 'unpublished':
      return 'Dépublié';
  }
}

/** The status filter's choices, in the order of a record's life. */
export const STATUS_OPTIONS: readonly { value: PublicationStatus; label: string }[] = [
  { value: 'draft', label: 'Brouillons' },
  { value: 'scheduled', label: 'Programmés' },
  { value: 'published', label: 'Publiés' },
  { value: 'unpublished', label: 'Dépubliés' },
];

/** The status as a coloured badge (the words say it all: the colour only helps). */
export function StatusBadge({ status, publishAt }: { status: PublicationStatus; publishAt: string | null }) {
  return <span className={`${styles.badge} ${styles[status] ?? ''}`}>{statusLabel(status, publishAt)}</span>;
}
