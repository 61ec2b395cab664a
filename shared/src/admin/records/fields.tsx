import type { ReactNode } from 'react';
import styles from './records.module.css';

/** What every field has: an id (the error summary links to it), a visible label, a hint, an error. */
export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** A short help under the label. */
  hint?: ReactNode;
  /** The field's error (French), shown under its label and read with it. */
  error?: string | undefined;
}

/** The ids of what describes a field (hint, error), for `aria-describedby`. */
function describedBy({ id, hint, error }: FieldProps): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A label, its hint and error, then the control: the frame of every field. */
export function Field({ id, label, required, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={`${styles.field} ${error ? styles.fieldInvalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.required}> (obligatoire)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/** The attributes the control of a field takes from its frame. */
export function controlProps(props: FieldProps) {
  return {
    id: props.id,
    required: props.required,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(props),
  };
}

/** A text on one line (`type` url or email when it is one), or several lines (`rows`). */
export function TextField({
  value,
  onChange,
  rows,
  type = 'text',
  maxLength,
  autoComplete = 'off',
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  /** Several lines (a summary, a description). */
  rows?: number;
  type?: 'text' | 'url' | 'email';
  maxLength?: number;
  autoComplete?: string;
}) {
  return (
    <Field {...field}>
      {rows ? (
        <textarea
          {...controlProps(field)}
          className={styles.control}
          rows={rows}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...controlProps(field)}
          className={styles.control}
          type={type}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={type === 'url' ? 'url' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A calendar day, `YYYY-MM-DD` ('' when empty). */
export function DateField({
  value,
  onChange,
  min,
  max,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void; min?: string; max?: string }) {
  return (
    <Field {...field}>
      <input
        {...controlProps(field)}
        className={`${styles.control} ${styles.short}`}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** One value out of a fixed list (the kind of an event…); '' until one is chosen. */
export function SelectField<Value extends string>({
  value,
  onChange,
  options,
  ...field
}: FieldProps & {
  value: Value | '';
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
}) {
  return (
    <Field {...field}>
      <select
        {...controlProps(field)}
        className={styles.control}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {value === '' && (
          <option value="" disabled>
            — Choisir —
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
