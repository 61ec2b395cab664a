import { ROLE_LABELS, ROLES, type Role } from '@wado/shared';
import { adminClasses } from '@wado/shared/admin';

/**
 * One checkbox per role (of `choices`: every role unless told), labelled in French, in a fieldset
 * (its `id` receives the focus on an error).
 */
export function RoleCheckboxes({
  id,
  legend,
  value,
  onChange,
  error,
  choices = ROLES,
}: {
  id: string;
  legend: string;
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  error?: string;
  choices?: readonly Role[];
}) {
  return (
    <fieldset
      id={id}
      className={adminClasses.fieldset}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={adminClasses.legend}>{legend}</legend>
      {choices.map((role) => (
        <label key={role} className={adminClasses.checkbox}>
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? choices.filter((candidate) => candidate === role || value.includes(candidate))
                  : value.filter((candidate) => candidate !== role),
              )
            }
          />
          <span>{ROLE_LABELS[role]}</span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className={adminClasses.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
