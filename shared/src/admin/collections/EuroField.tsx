import { useState } from 'react';
import type { FieldRule } from '../forms/fieldRules';
import { controlProps, Field, type FieldProps } from '../records/fields';
import recordStyles from '../records/records.module.css';
import styles from './collections.module.css';

/**
 * The cents of an amount typed in euros: « 35,50 », « 35,5 », « 35 », « 35.50 », « 1 200,00 € ».
 * NaN when the text is not an amount (empty, negative, more than two decimals, letters).
 */
export function parseEuros(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An amount in cents as it is typed back into its field: 3550 → « 35,50 » ('' for no amount). */
export const eurosText = (cents: number): string =>
  Number.isInteger(cents) && cents >= 0 ? `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}` : '';

/**
 * The error of an amount field before saving (NaN: what was typed is not an amount), and above
 * the schema's maximum when its rule is given.
 */
export function euroErrors(field: string, label: string, cents: number, rule?: FieldRule) {
  if (!Number.isInteger(cents) || cents < 0)
    return [{ field, message: `${label} : saisissez un montant en euros, par exemple 35,50.` }];
  if (rule?.maximum !== undefined && cents > rule.maximum)
    return [{ field, message: `${label} : ${eurosText(rule.maximum)} € au plus.` }];
  return [];
}

/**
 * An amount in euros, typed as one writes it (« 35,50 »), given to the form in integer cents: NaN
 * while the text is not an amount, which `euroErrors` reports before saving.
 */
export function EuroField({
  value,
  onChange,
  ...field
}: FieldProps & { value: number; onChange: (cents: number) => void }) {
  const [text, setText] = useState(() => eurosText(value));
  // What is typed stays as typed while it gives the value; a value changed from outside (a saved record) shows.
  const shown = Object.is(parseEuros(text), value) ? text : eurosText(value);
  return (
    <Field {...field}>
      <span className={styles.amount}>
        <input
          {...controlProps(field)}
          className={`${recordStyles.control} ${recordStyles.short}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          maxLength={16}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseEuros(event.target.value));
          }}
        />
        <span aria-hidden="true">€</span>
      </span>
    </Field>
  );
}
