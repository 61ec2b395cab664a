import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { foldForSearch, formatCount, ResourceView, useResource, useUrlFilters } from '@wado/shared';
import { useFlashNotice } from '../records/flash';
import type { RecordNames } from '../records/names';
import { NEW_SEGMENT } from '../records/params';
import { useAdminTitle } from '../ui/useAdminTitle';
import type { CollectionApi, CollectionRecord } from './collectionApi';
import recordStyles from '../records/records.module.css';
import styles from './collections.module.css';

/** A column of a collection's table: its heading, and what a record shows in it. */
export interface CollectionColumn<Rec> {
  label: string;
  value: (record: Rec) => ReactNode;
}

export interface CollectionListProps<Rec extends CollectionRecord> {
  client: CollectionApi<unknown, Rec>;
  names: RecordNames;
  /** Where the collection's screens live: `/admin/mf-wado/lexique` (`…/nouveau`, `…/<id>`). */
  basePath: string;
  /** What a record is called in the list (its link). */
  title: (record: Rec) => string;
  /** The heading of the column of links (« Terme », « Club »). */
  titleLabel: string;
  /** The other columns of the table. */
  columns?: readonly CollectionColumn<Rec>[];
  /** The words the search box finds a record by (its title by default); accents and case aside. */
  searchText?: (record: Rec) => string;
  /** A short help under the heading. */
  intro?: ReactNode;
  /** Whether the person may add a record (« Nouveau »): not a club manager to the directory. */
  canCreate?: boolean;
}

/**
 * The list of a collection in the back office: every record (collections are small) in a table,
 * a search that filters at once (kept in the address, `?q=`), and « Nouveau ». The first column
 * links to the record's form.
 */
export function CollectionList<Rec extends CollectionRecord>({
  client,
  names,
  basePath,
  title,
  titleLabel,
  columns = [],
  searchText = title,
  intro,
  canCreate = true,
}: CollectionListProps<Rec>) {
  const id = useId();
  useAdminTitle(names.title);
  const notice = useFlashNotice();
  const [filters, setFilters] = useUrlFilters(['q'] as const);
  const [search, setSearch] = useState(filters.q);
  const [state, retry] = useResource(() => client.list(), `admin-collection:${client.path}`);
  const words = foldForSearch(filters.q).split(/\s+/).filter(Boolean);
  const matches = (record: Rec) => {
    const text = foldForSearch(searchText(record));
    return words.every((word) => text.includes(word));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: search.trim() });
  };

  return (
    <div className={recordStyles.screen}>
      <div className={recordStyles.header}>
        <h1>{names.title}</h1>
        {canCreate && (
          <Link className={recordStyles.primaryButton} to={`${basePath}/${NEW_SEGMENT}`}>
            {names.newLabel}
          </Link>
        )}
      </div>
      {intro && <div className={styles.intro}>{intro}</div>}
      <div aria-live="polite">{notice && <p className={recordStyles.notice}>{notice}</p>}</div>
      <form className={styles.search} role="search" aria-label={`Rechercher des ${names.many}`} onSubmit={submit}>
        <label className={recordStyles.label} htmlFor={`${id}-q`}>
          Rechercher
        </label>
        <input
          id={`${id}-q`}
          className={recordStyles.control}
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.target.value);
            setFilters({ q: event.target.value.trim() });
          }}
        />
      </form>
      <ResourceView state={state} retry={retry}>
        {({ items }) => {
          const shown = words.length > 0 ? items.filter(matches) : items;
          return (
            <>
              <p className={recordStyles.count} role="status">
                {shown.length === 0 && words.length > 0
                  ? `${names.none} ne correspond à « ${filters.q} ».`
                  : formatCount(shown.length, names.one, names.many)}
              </p>
              {shown.length > 0 && (
                <div className={styles.tableFrame} tabIndex={0} aria-label={names.title} role="region">
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{titleLabel}</th>
                        {columns.map((column) => (
                          <th key={column.label} scope="col">
                            {column.label}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((record) => (
                        <tr key={record.id}>
                          <th scope="row">
                            <Link to={`${basePath}/${record.id}`}>{title(record)}</Link>
                          </th>
                          {columns.map((column) => (
                            <td key={column.label} data-label={column.label}>
                              {column.value(record)}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </ResourceView>
    </div>
  );
}
