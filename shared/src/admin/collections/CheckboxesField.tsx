import type { FieldProps } from '../records/fields';
import recordStyles from '../records/records.module.css';
import styles from './collections.module.css';

/**
 * Several options out of a fixed list (a club's disciplines), as checkboxes in a group; the value
 * keeps the list's order whatever the order of the clicks.
 */
export function CheckboxesField<Value extends string>({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  options,
}: Omit<FieldProps, 'required'> & {
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  options: readonly { value: Value; label: string }[];
}) {
  const toggle = (option: Value, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((entry) => entry.value).filter((entry) => chosen.has(entry)));
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      className={`${recordStyles.fieldset} ${error ? recordStyles.fieldInvalid : ''}`}
      aria-describedby={describedBy || undefined}
    >
      <legend>{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className={recordStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={recordStyles.fieldError}>
          {error}
        </p>
      )}
      <ul className={styles.checkboxes}>
        {options.map((option) => (
          <li key={option.value}>
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
