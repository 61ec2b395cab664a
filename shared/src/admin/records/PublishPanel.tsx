import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PublicationStatus } from '@wado/shared';
import { errorMessage } from './errors';
import { formatDateTime } from '../ui/format';
import { isoToParisLocal, parisLocalToIso } from './parisTime';
import { StatusBadge } from './StatusBadge';
import styles from './records.module.css';

/**
 * The publication of a record: its status, « Publier maintenant », a publication at a chosen date
 * and time (Paris time, whatever the editor's computer says), and « Dépublier ». The caller calls
 * the API (and saves pending changes first); a failure is shown here in French.
 */
export function PublishPanel({
  status,
  publishAt,
  onPublish,
  onUnpublish,
  publicUrl,
  now = () => new Date(),
}: {
  status: PublicationStatus;
  publishAt: string | null;
  /** Publishes now (`undefined`) or at an ISO instant; resolves once the record is updated. */
  onPublish: (publishAt?: string) => Promise<void>;
  onUnpublish: () => Promise<void>;
  /** The public page, shown once published. */
  publicUrl?: string;
  /** The clock (tests). */
  now?: () => Date;
}) {
  const id = useId();
  const [when, setWhen] = useState(() => (status === 'scheduled' && publishAt ? isoToParisLocal(publishAt) : ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The button just used may be gone (« Publier maintenant » once published): the focus, lost
  // with it, comes back to the panel, whose message is read next.
  useEffect(() => {
    if (done && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus();
  }, [done, status]);

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await action();
      setDone(success);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const instant = parisLocalToIso(when);
    if (!instant) {
      setDone(null);
      setError('Choisissez la date et l’heure de la publication.');
      return;
    }
    if (new Date(instant).getTime() <= now().getTime()) {
      setDone(null);
      setError('Cette date est passée : choisissez une date à venir, ou publiez maintenant.');
      return;
    }
    void run(() => onPublish(instant), `Publication programmée le ${formatDateTime(instant)}.`);
  };

  const live = status === 'published' || status === 'scheduled';
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Publication
      </h2>
      <p>
        Statut : <StatusBadge status={status} publishAt={publishAt} />
      </p>
      {status === 'published' && publishAt && (
        <p className={styles.meta}>En ligne depuis le {formatDateTime(publishAt)}.</p>
      )}
      {status === 'published' && publicUrl && (
        <p>
          <a href={publicUrl} target="_blank" rel="noopener">
            Voir la page publique (nouvel onglet)
          </a>
        </p>
      )}
      <div aria-live="polite">{done && <p className={styles.notice}>{done}</p>}</div>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.stack}>
        {status !== 'published' && (
          <button
            type="button"
            className={styles.primaryButton}
            disabled={busy}
            onClick={() => void run(() => onPublish(), 'Publié : la page est visible de tous.')}
          >
            Publier maintenant
          </button>
        )}
        {status !== 'published' && (
          <form className={styles.stack} onSubmit={schedule} noValidate>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-when`}>
                {status === 'scheduled' ? 'Publier plutôt le' : 'Ou publier le'}
              </label>
              <p id={`${id}-when-hint`} className={styles.hint}>
                Date et heure de Paris (Europe/Paris).
              </p>
              <input
                id={`${id}-when`}
                className={styles.control}
                type="datetime-local"
                value={when}
                min={isoToParisLocal(now().toISOString())}
                aria-describedby={`${id}-when-hint`}
                onChange={(event) => setWhen(event.target.value)}
              />
            </div>
            <button type="submit" className={styles.secondaryButton} disabled={busy}>
              {status === 'scheduled' ? 'Changer la date de publication' : 'Programmer la publication'}
            </button>
          </form>
        )}
        {live && (
          <button
            type="button"
            className={styles.dangerButton}
            disabled={busy}
            onClick={() =>
              void run(
                onUnpublish,
                status === 'published'
                  ? 'Dépublié : la page n’est plus visible du public.'
                  : 'Publication annulée : la page reste invisible du public.',
              )
            }
          >
            {status === 'published' ? 'Dépublier' : 'Annuler la publication programmée'}
          </button>
        )}
      </div>
    </section>
  );
}
