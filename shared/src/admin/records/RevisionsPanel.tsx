import { useEffect, useId, useRef, useState } from 'react';
import { ResourceView, useResource, type Revision, type RevisionSummary } from '@wado/shared';
import { ConfirmDialog } from './ConfirmDialog';
import { errorMessage } from './errors';
import { formatDateTime } from '../ui/format';
import styles from './records.module.css';

/** One field as the comparison shows it: its label, and how to write its value (text by default). */
export interface ComparedField<Input> {
  key: keyof Input & string;
  label: string;
  /** Text for a value that is not one already (an image, a list of questions…). */
  format?: (value: Input[keyof Input]) => string;
}

const EMPTY = '(vide)';

/** A value as text, for a field without its own format. */
function asText(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

/** The fields whose value differs between an old version and the current one, written as text. */
export function differences<Input>(
  fields: readonly ComparedField<Input>[],
  old: Input,
  current: Input,
): { key: string; label: string; old: string; current: string }[] {
  return fields.flatMap((field) => {
    const write = (value: Input[keyof Input]) => {
      if (value === null || value === undefined || (value as unknown) === '') return EMPTY;
      return field.format ? field.format(value) : asText(value);
    };
    const before = write(old[field.key]);
    const now = write(current[field.key]);
    return before === now ? [] : [{ key: field.key, label: field.label, old: before, current: now }];
  });
}

/**
 * The history of a record: every save (newest first, who and when), a comparison of one of them
 * with the current version, field by field, and its restoration after a confirmation (the current
 * version stays in the history). `version` changes at each save, which reloads the list.
 */
export function RevisionsPanel<Input>({
  version,
  current,
  fields,
  loadList,
  loadRevision,
  restore,
}: {
  /** Changes whenever the record is saved (its `updatedAt`). */
  version: string;
  /** The current version, as the form was last saved. */
  current: Input;
  fields: readonly ComparedField<Input>[];
  loadList: () => Promise<{ items: RevisionSummary[] }>;
  loadRevision: (revision: number) => Promise<Revision<Input>>;
  /** Restores a revision (the caller updates the record and the form). */
  restore: (revision: number) => Promise<void>;
}) {
  const id = useId();
  const [list, retry] = useResource(loadList, `admin-revisions:${version}`);
  const [compared, setCompared] = useState<Revision<Input> | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const comparison = useRef<HTMLHeadingElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (compared) comparison.current?.focus();
  }, [compared]);
  // Once restored, the comparison and its buttons are gone: the focus comes back to the panel.
  useEffect(() => {
    if (restored) heading.current?.focus();
  }, [restored]);

  const compare = async (revision: number) => {
    setLoading(revision);
    setError(null);
    setRestored(null);
    try {
      setCompared(await loadRevision(revision));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(null);
    }
  };

  const confirmRestore = async () => {
    if (!compared) return;
    setRestoring(true);
    setRestoreError(null);
    try {
      await restore(compared.id);
      setRestored(`La version du ${formatDateTime(compared.savedAt)} a été restaurée.`);
      setConfirming(false);
      setCompared(null);
    } catch (failure) {
      setRestoreError(errorMessage(failure));
    } finally {
      setRestoring(false);
    }
  };

  const changes = compared ? differences(fields, compared.data, current) : [];
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Versions précédentes
      </h2>
      <div aria-live="polite">{restored && <p className={styles.notice}>{restored}</p>}</div>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <ResourceView state={list} retry={retry}>
        {({ items }) =>
          items.length === 0 ? (
            <p className={styles.meta}>Aucune version précédente : chaque enregistrement en gardera une.</p>
          ) : (
            <ul className={styles.revisions}>
              {items.map((revision) => (
                <li key={revision.id} className={styles.revision}>
                  <div>
                    <time dateTime={revision.savedAt}>{formatDateTime(revision.savedAt)}</time>
                    <p className={styles.meta}>
                      par {revision.savedBy} · « {revision.title} »
                    </p>
                  </div>
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    disabled={loading !== null}
                    aria-pressed={compared?.id === revision.id}
                    onClick={() => void compare(revision.id)}
                  >
                    {loading === revision.id ? 'Chargement…' : 'Comparer'}
                    <span className={styles.visuallyHidden}> la version du {formatDateTime(revision.savedAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
      {compared && (
        <div>
          <h3 ref={comparison} tabIndex={-1}>
            Version du {formatDateTime(compared.savedAt)} comparée à la version actuelle
          </h3>
          {changes.length === 0 ? (
            <p>Cette version est identique à la version actuelle.</p>
          ) : (
            <dl className={styles.differences}>
              {changes.map((change) => (
                <div key={change.key} className={styles.difference}>
                  <dt>{change.label}</dt>
                  <dd className={styles.before}>
                    <span className={styles.label}>Cette version : </span>
                    {change.old}
                  </dd>
                  <dd className={styles.after}>
                    <span className={styles.label}>Version actuelle : </span>
                    {change.current}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.primaryButton} onClick={() => setConfirming(true)}>
              Restaurer cette version
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => setCompared(null)}>
              Fermer la comparaison
            </button>
          </div>
        </div>
      )}
      {confirming && compared && (
        <ConfirmDialog
          title="Restaurer cette version ?"
          confirmLabel="Restaurer"
          busy={restoring}
          error={restoreError}
          onConfirm={() => void confirmRestore()}
          onCancel={() => {
            setConfirming(false);
            setRestoreError(null);
          }}
        >
          <p>Le contenu enregistré le {formatDateTime(compared.savedAt)} remplacera celui de la version actuelle.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
