import { formatCount } from '@wado/shared';
import styles from './AuditPage.module.css';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function parse(text: string | null): { ok: true; value: Json } | { ok: false; text: string } {
  if (text === null) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch {
    return { ok: false, text };
  }
}

const isRecord = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LONG_TEXT = 600;

/** A value as a person reads it: text as it is (long texts cut), nothing as « — », the rest as JSON. */
export function readable(value: Json | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value.length > LONG_TEXT ? `${value.slice(0, LONG_TEXT)}…` : value;
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'number') return String(value);
  // A list of words (roles…): as a sentence.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length ? value.join(', ') : '—';
  }
  return JSON.stringify(value, null, 1);
}

/**
 * A change of the audit log shown readably: for two records, the fields that changed (before and
 * after side by side), then how many stayed the same; for a creation or a deletion, its fields.
 */
export function AuditChange({ before, after }: { before: string | null; after: string | null }) {
  const old = parse(before);
  const now = parse(after);
  if (!old.ok || !now.ok) {
    return (
      <div className={styles.raw}>
        <p>Avant :</p>
        <pre>{before ?? '—'}</pre>
        <p>Après :</p>
        <pre>{after ?? '—'}</pre>
      </div>
    );
  }
  const a = old.value;
  const b = now.value;
  if ((a === null || isRecord(a)) && (b === null || isRecord(b)) && (a !== null || b !== null)) {
    const keys = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])];
    const changed = keys.filter((key) => JSON.stringify(a?.[key]) !== JSON.stringify(b?.[key]));
    const same = keys.length - changed.length;
    return (
      <>
        <table className={styles.changes}>
          <caption className={styles.caption}>
            {a === null ? 'Valeurs enregistrées' : b === null ? 'Valeurs supprimées' : 'Champs modifiés'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Champ</th>
              {a !== null && <th scope="col">Avant</th>}
              {b !== null && <th scope="col">Après</th>}
            </tr>
          </thead>
          <tbody>
            {changed.map((key) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                {a !== null && <td>{readable(a[key])}</td>}
                {b !== null && <td>{readable(b[key])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {a !== null && b !== null && same > 0 && (
          <p className={styles.same}>{formatCount(same, 'champ inchangé', 'champs inchangés')}.</p>
        )}
      </>
    );
  }
  return (
    <dl className={styles.values}>
      <dt>Avant</dt>
      <dd>{readable(a)}</dd>
      <dt>Après</dt>
      <dd>{readable(b)}</dd>
    </dl>
  );
}
