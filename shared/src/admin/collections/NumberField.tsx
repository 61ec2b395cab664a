import { controlProps, Field, type FieldProps } from '../records/fields';
import recordStyles from '../records/records.module.css';

/**
 * A whole number (a dan, a place in a list); `null` while empty. What is not a whole number
 * within `min`…`max` is not passed on: the field keeps what was typed and `onChange` gets null,
 * so the form's own check names the field.
 */
export function NumberField({
  value,
  onChange,
  min,
  max,
  ...field
}: FieldProps & { value: number | null; onChange: (value: number | null) => void; min?: number; max?: number }) {
  return (
    <Field {...field}>
      <input
        {...controlProps(field)}
        className={`${recordStyles.control} ${recordStyles.short}`}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        defaultValue={value ?? ''}
        onChange={(event) => {
          const text = event.target.value.trim();
          const number = Number(text);
          const valid =
            text !== '' &&
            Number.isInteger(number) &&
            (min === undefined || number >= min) &&
            (max === undefined || number <= max);
          onChange(valid ? number : null);
        }}
      />
    </Field>
  );
}
