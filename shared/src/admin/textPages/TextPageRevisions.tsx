import { useState } from 'react';
import { api } from '@wado/shared';
import type { EditableTextPage, RevisionSummary, TextPageRevision } from '../../schemas/editing';
import { errorMessage, useAdminData } from '../data/useAdminData';
import { ConfirmButton } from '../ui/ConfirmButton';
import { FormMessage } from '../ui/Messages';
import { formatDateTime } from '../ui/format';
import { LineDiff } from './LineDiff';
import styles from './textPages.module.css';
import adminStyles from '../ui/admin.module.css';

interface Props {
  slug: string;
  /** Changes after each save or restore: the list is read again. */
  version: number;
  /** What the form holds now, compared with a version. */
  current: { title: string; body: string };
  dirty: boolean;
  onRestored: (page: EditableTextPage, savedAt: string) => void;
}

/** The saved versions of a text page, newest first: compare one with the form's text, restore one. */
export function TextPageRevisions({ slug, version, current, dirty, onRestored }: Props) {
  const { state, reload } = useAdminData(() => api.getTextPageRevisions(slug), `revisions:${slug}:${version}`);
  const [compared, setCompared] = useState<TextPageRevision | null>(null);
  const [error, setError] = useState<string | null>(null);

  const compare = async (revision: RevisionSummary) => {
    setError(null);
    if (compared?.id === revision.id) {
      setCompared(null);
      return;
    }
    try {
      setCompared(await api.getTextPageRevision(slug, revision.id));
    } catch (failure) {
      setError(`Cette version n’a pas pu être chargée : ${errorMessage(failure)}`);
    }
  };

  const restore = async (revision: RevisionSummary) => {
    setError(null);
    try {
      const page = await api.restoreTextPageRevision(slug, revision.id);
      setCompared(null);
      onRestored(page, revision.savedAt);
    } catch (failure) {
      setError(`La version n’a pas été restaurée : ${errorMessage(failure)}`);
    }
  };

  return (
    <section aria-labelledby={`versions-${slug}`}>
      <h2 id={`versions-${slug}`}>Versions précédentes</h2>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {state.status === 'loading' && <p role="status">Chargement des versions…</p>}
      {state.status === 'error' && (
        <FormMessage kind="error">
          Les versions n’ont pas pu être chargées : {state.message}{' '}
          <button type="button" className={adminStyles.secondary} onClick={reload}>
            Réessayer
          </button>
        </FormMessage>
      )}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <p className={adminStyles.meta}>Aucune version précédente : la page n’a pas encore été modifiée ici.</p>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <ol className={styles.revisions}>
          {state.data.items.map((revision) => {
            const when = formatDateTime(revision.savedAt);
            const open = compared?.id === revision.id ? compared : null;
            return (
              <li key={revision.id} className={styles.revision}>
                <p>
                  <strong>{when}</strong> par {revision.savedBy} — « {revision.title} »
                </p>
                <div className={adminStyles.actions}>
                  <button
                    type="button"
                    className={adminStyles.secondary}
                    aria-expanded={open !== null}
                    onClick={() => void compare(revision)}
                  >
                    {open ? 'Masquer la comparaison' : 'Comparer'}
                    <span className={adminStyles.visuallyHidden}> la version du {when}</span>
                  </button>
                  <ConfirmButton
                    label={`Restaurer la version du ${when}`}
                    question={`Restaurer la version du ${when} ? Elle sera publiée aussitôt ; le texte actuel restera dans l’historique.${
                      dirty ? ' Vos modifications non enregistrées seront perdues.' : ''
                    }`}
                    confirmLabel="Restaurer et publier"
                    onConfirm={() => restore(revision)}
                  />
                </div>
                {open && (
                  <div className={styles.comparison}>
                    <h3>Version du {when} comparée au texte du formulaire</h3>
                    {open.data.title !== current.title && (
                      <p className={styles.titleChange}>
                        Titre : <del>« {open.data.title} »</del> → <ins>« {current.title} »</ins>
                      </p>
                    )}
                    <LineDiff
                      before={open.data.body}
                      after={current.body}
                      label={`Différences entre la version du ${when} et le texte du formulaire`}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
