import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  api,
  AUDIT_KINDS,
  auditKindLabel,
  auditSentence,
  formatCount,
  Loading,
  Notice,
  Pagination,
  usePageParam,
} from '@wado/shared';
import { adminClasses, formatDateTime, useAdminData, useAdminTitle } from '@wado/shared/admin';
import { AuditChange } from './AuditChange';
import styles from './AuditPage.module.css';

export const AUDIT_PAGE_SIZE = 20;

/** The kinds offered by the filter: every kind the API writes. */
const KIND_FILTERS: readonly string[] = Object.keys(AUDIT_KINDS);

/**
 * `/admin/journal` (role admin): every change, newest first, 20 by page, filtered by kind of
 * record and by who made it (kept in the address, so that a search can be shared).
 */
export function AuditPage() {
  useAdminTitle('Journal des modifications');
  const page = usePageParam();
  const [params, setParams] = useSearchParams();
  const kind = params.get('type') ?? '';
  const actor = params.get('auteur') ?? '';
  const { state, reload } = useAdminData(
    () => api.getAudit({ page, limit: AUDIT_PAGE_SIZE, kind: kind || undefined, actor: actor || undefined }),
    `audit:${page}:${kind}:${actor}`,
  );

  return (
    <div className={adminClasses.screen}>
      <h1>Journal des modifications</h1>
      <p className={adminClasses.lead}>Qui a modifié quoi et quand, avec l’état avant et après chaque modification.</p>
      <AuditFilters
        key={`${kind}|${actor}`}
        kind={kind}
        actor={actor}
        onApply={(next) => {
          const search = new URLSearchParams();
          if (next.kind) search.set('type', next.kind);
          if (next.actor.trim()) search.set('auteur', next.actor.trim());
          setParams(search);
        }}
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Le journal n’a pas pu être chargé" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <p role="status" className={adminClasses.meta}>
            {state.data.total === 0
              ? 'Aucune modification ne correspond.'
              : `${formatCount(state.data.total, 'modification')}.`}
          </p>
          <ol className={adminClasses.list}>
            {state.data.items.map((entry) => (
              <li key={entry.id} className={`${adminClasses.card} ${styles.entry}`}>
                <h2>{auditSentence(entry)}</h2>
                <p className={adminClasses.meta}>Le {formatDateTime(entry.at)}</p>
                {(entry.before !== null || entry.after !== null) && (
                  <details>
                    <summary>Avant et après</summary>
                    <AuditChange before={entry.before} after={entry.after} />
                  </details>
                )}
              </li>
            ))}
          </ol>
          <Pagination page={page} pages={state.data.pages} label="Pages du journal" />
        </>
      )}
    </div>
  );
}

/** The filters being typed; applied (written in the address) by « Filtrer ». */
function AuditFilters({
  kind,
  actor,
  onApply,
}: {
  kind: string;
  actor: string;
  onApply: (filters: { kind: string; actor: string }) => void;
}) {
  const ids = useId();
  const [draft, setDraft] = useState({ kind, actor });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const kinds = kind && !KIND_FILTERS.includes(kind) ? [...KIND_FILTERS, kind] : KIND_FILTERS;
  return (
    <form className={styles.filters} onSubmit={apply} aria-label="Filtrer le journal">
      <div className={adminClasses.field}>
        <label htmlFor={`${ids}-kind`}>Type d’élément</label>
        <select
          id={`${ids}-kind`}
          className={adminClasses.input}
          value={draft.kind}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
        >
          <option value="">Tous</option>
          {kinds.map((code) => (
            <option key={code} value={code}>
              {auditKindLabel(code)}
            </option>
          ))}
        </select>
      </div>
      <div className={adminClasses.field}>
        <label htmlFor={`${ids}-actor`}>Auteur (adresse e-mail)</label>
        <input
          id={`${ids}-actor`}
          className={adminClasses.input}
          type="search"
          value={draft.actor}
          onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
        />
      </div>
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.primary}>
          Filtrer
        </button>
        {(kind || actor) && (
          <button type="button" className={adminClasses.secondary} onClick={() => onApply({ kind: '', actor: '' })}>
            Tout afficher
          </button>
        )}
      </div>
    </form>
  );
}
