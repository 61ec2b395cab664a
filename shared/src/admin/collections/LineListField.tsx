import { useId } from 'react';
import recordStyles from '../records/records.module.css';
import adminStyles from '../ui/admin.module.css';
import styles from './collections.module.css';

/**
 * A list of lines of text (a competitor's achievements, a club's training times): each line its
 * own labelled box, moved up or down, removed, and a button to add one. Empty lines are kept while
 * typing; the form drops them before sending if it wants.
 */
export function LineListField({
  id,
  label,
  itemLabel,
  hint,
  value,
  onChange,
  maxItems,
  maxLength,
  addLabel = 'Ajouter une ligne',
}: {
  id: string;
  /** The legend of the group (« Palmarès »). */
  label: string;
  /** What each line is called, numbered (« Résultat » → « Résultat 1 »). */
  itemLabel: string;
  hint?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  maxItems?: number;
  maxLength?: number;
  addLabel?: string;
}) {
  const hintId = useId();
  const replace = (index: number, line: string) => onChange(value.map((old, at) => (at === index ? line : old)));
  const remove = (index: number) => onChange(value.filter((_line, at) => at !== index));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const full = maxItems !== undefined && value.length >= maxItems;
  return (
    <fieldset className={recordStyles.fieldset} id={id} aria-describedby={hint ? hintId : undefined}>
      <legend>{label}</legend>
      {hint && (
        <p id={hintId} className={recordStyles.hint}>
          {hint}
        </p>
      )}
      <ol className={styles.lineList}>
        {value.map((line, index) => {
          const name = `${itemLabel} ${index + 1}`;
          return (
            <li key={index} className={styles.lineItem}>
              <label className={adminStyles.visuallyHidden} htmlFor={`${id}-${index}`}>
                {name}
              </label>
              <input
                id={`${id}-${index}`}
                className={recordStyles.control}
                value={line}
                maxLength={maxLength}
                autoComplete="off"
                onChange={(event) => replace(index, event.target.value)}
              />
              <span className={styles.lineActions}>
                <button
                  type="button"
                  className={recordStyles.linkButton}
                  aria-label={`Monter : ${name}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Monter
                </button>
                <button
                  type="button"
                  className={recordStyles.linkButton}
                  aria-label={`Descendre : ${name}`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Descendre
                </button>
                <button
                  type="button"
                  className={recordStyles.linkButton}
                  aria-label={`Retirer : ${name}`}
                  onClick={() => remove(index)}
                >
                  Retirer
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={recordStyles.secondaryButton}
        disabled={full}
        onClick={() => onChange([...value, ''])}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
