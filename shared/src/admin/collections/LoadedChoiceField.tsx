import { api, formatDate, useResource } from '@wado/shared';
import type { ChoiceKind } from '../../api/editing';
import { controlProps, Field, type FieldProps } from '../records/fields';
import recordStyles from '../records/records.module.css';

/** One record another can be linked to: its id and what the select shows. */
export interface LoadedChoice {
  id: number;
  label: string;
}

/**
 * A link to a record of another collection (a club of the directory, a competitor), chosen from
 * a select whose options `load` fetches once per `cacheKey`. `null`: none chosen (`emptyLabel`).
 * A value the list does not have (a record deleted since) stays shown as « n° 12 » until changed.
 */
export function LoadedChoiceField({
  load,
  cacheKey,
  value,
  onChange,
  emptyLabel = '— Choisir —',
  ...field
}: FieldProps & {
  load: () => Promise<LoadedChoice[]>;
  cacheKey: string;
  value: number | null;
  onChange: (value: number | null) => void;
  emptyLabel?: string;
}) {
  const [state, retry] = useResource(load, `admin-loaded-choices:${cacheKey}`);
  const items = state.status === 'ready' ? state.data : [];
  const known = value === null || items.some((item) => item.id === value);
  const withHint = {
    ...field,
    hint:
      state.status === 'error' ? (
        <>
          La liste n’a pas pu être chargée.{' '}
          <button type="button" className={recordStyles.linkButton} onClick={retry}>
            Réessayer
          </button>
        </>
      ) : (
        field.hint
      ),
  };
  return (
    <Field {...withHint}>
      <select
        {...controlProps(withHint)}
        className={recordStyles.control}
        value={value === null ? '' : String(value)}
        aria-busy={state.status === 'loading' ? true : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{emptyLabel}</option>
        {!known && value !== null && <option value={String(value)}>{`n° ${value}`}</option>}
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A link to another record of the media section, chosen from a list rather than typed: the
 * choices come from `GET /api/admin/choices/:kind` (newest first, with their date). `null`: no link.
 */
export function ChoiceField({
  choices,
  emptyLabel = 'Aucun',
  ...field
}: Omit<Parameters<typeof LoadedChoiceField>[0], 'load' | 'cacheKey'> & { choices: ChoiceKind }) {
  return (
    <LoadedChoiceField
      {...field}
      emptyLabel={emptyLabel}
      cacheKey={`choices:${choices}`}
      load={async () =>
        (await api.getAdminChoices(choices)).items.map((item) => ({
          id: item.id,
          label: item.date ? `${item.title} (${formatDate(item.date)})` : item.title,
        }))
      }
    />
  );
}
