import { adminClasses } from '@wado/shared/admin';
import { PASSWORD_TEXTS } from './passwordRules';

/** The new password typed twice, with its rule and each field's French error. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
}: {
  idPrefix: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: string; confirmation?: string };
}) {
  const field = (
    name: 'password' | 'confirmation',
    label: string,
    value: string,
    onChange: (value: string) => void,
  ) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    const described = [name === 'password' ? `${idPrefix}-rule` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className={adminClasses.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className={adminClasses.input}
          type="password"
          autoComplete="new-password"
          required
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {name === 'password' && (
          <p id={`${idPrefix}-rule`} className={adminClasses.hint}>
            {PASSWORD_TEXTS.rule}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className={adminClasses.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <>
      {field('password', 'Nouveau mot de passe', password, onPassword)}
      {field('confirmation', 'Confirmez le nouveau mot de passe', confirmation, onConfirmation)}
    </>
  );
}
