import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  api,
  formatCount,
  Pagination,
  ResourceView,
  usePageParam,
  useResource,
  useUrlFilters,
  type EditableKind,
  type PublicationStatus,
} from '@wado/shared';
import { useAdminTitle } from '../ui/useAdminTitle';
import { useFlashNotice } from './flash';
import type { RecordNames } from './names';
import { NEW_SEGMENT } from './params';
import { formatDateTime } from '../ui/format';
import { StatusBadge, STATUS_OPTIONS } from './StatusBadge';
import styles from './records.module.css';

const isStatus = (value: string): value is PublicationStatus => STATUS_OPTIONS.some((option) => option.value === value);

/**
 * The list of a kind of record in the back office: a search on the title, a status filter, the
 * records (most recently changed first) with their status, pages of `limit`, and « Nouveau ».
 * The filters live in the URL (`?q=&status=&page=`), so that a list can be shared or reloaded.
 */
export function RecordList({
  kind,
  names,
  basePath,
  limit = 20,
}: {
  kind: EditableKind;
  names: RecordNames;
  /** Where this kind's screens live: `/admin/mf-media/news` (`…/new`, `…/<id>`). */
  basePath: string;
  limit?: number;
}) {
  const id = useId();
  useAdminTitle(names.title);
  const [filters, setFilters] = useUrlFilters(['q', 'status', 'page'] as const);
  const page = usePageParam();
  const status = isStatus(filters.status) ? filters.status : undefined;
  const [search, setSearch] = useState(filters.q);
  // The address changed (back button, a link): the search box shows its search.
  const [searched, setSearched] = useState(filters.q);
  if (filters.q !== searched) {
    setSearched(filters.q);
    setSearch(filters.q);
  }
  const notice = useFlashNotice();
  const [state, retry] = useResource(
    () => api.listAdminRecords(kind, { q: filters.q || undefined, status, page, limit }),
    `admin-list:${kind}:${filters.q}:${status ?? ''}:${page}:${limit}`,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: search.trim(), page: '' });
  };

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>{names.title}</h1>
        <Link className={styles.primaryButton} to={`${basePath}/${NEW_SEGMENT}`}>
          {names.newLabel}
        </Link>
      </div>
      <div aria-live="polite">{notice && <p className={styles.notice}>{notice}</p>}</div>
      <form className={styles.filters} role="search" aria-label={`Rechercher des ${names.many}`} onSubmit={submit}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-q`}>
            Titre contenant
          </label>
          <input
            id={`${id}-q`}
            className={styles.control}
            type="search"
            value={search}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-status`}>
            Statut
          </label>
          <select
            id={`${id}-status`}
            className={styles.control}
            value={status ?? ''}
            onChange={(event) => setFilters({ status: event.target.value, page: '' })}
          >
            <option value="">Tous les statuts</option>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.secondaryButton}>
          Rechercher
        </button>
      </form>
      <ResourceView state={state} retry={retry}>
        {(list) => (
          <>
            <p className={styles.count} role="status">
              {list.total === 0 && (filters.q || status)
                ? `${names.none} ne correspond à ces critères.`
                : formatCount(list.total, names.one, names.many)}
            </p>
            {list.items.length > 0 && (
              <ul className={styles.items}>
                {list.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <div>
                      <h2 className={styles.itemTitle}>
                        <Link to={`${basePath}/${item.id}`}>{item.title}</Link>
                      </h2>
                      <p className={styles.meta}>
                        Modifié le <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
                      </p>
                    </div>
                    <StatusBadge status={item.status} publishAt={item.publishAt} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={list.page} pages={list.pages} label={`Pages des ${names.many}`} />
          </>
        )}
      </ResourceView>
    </div>
  );
}
