import { useId, useState, type FormEvent } from 'react';
import { api } from '@wado/shared';
import { adminClasses, errorMessage, FormMessage, useAdminTitle } from '@wado/shared/admin';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordProblems } from './passwordRules';

/** `/admin/mot-de-passe`: the current password, then the new one twice. */
export function PasswordPage() {
  useAdminTitle('Mot de passe');
  const ids = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirmation?: string }>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems = {
      ...(current ? {} : { current: 'Saisissez votre mot de passe actuel.' }),
      ...newPasswordProblems(password, confirmation),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setMessage({ kind: 'error', text: Object.values(problems).join(' ') });
      const first = problems.current ? 'current' : problems.password ? 'password' : 'confirmation';
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const done = await api.changePassword({ currentPassword: current, newPassword: password });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setMessage({ kind: 'success', text: done.message });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={adminClasses.screen}>
      <h1>Changer de mot de passe</h1>
      <p className={adminClasses.lead}>Vos sessions ouvertes sur d’autres appareils seront fermées.</p>
      <form className={adminClasses.form} noValidate onSubmit={(event) => void submit(event)}>
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <div className={adminClasses.field}>
          <label htmlFor={`${ids}-current`}>Mot de passe actuel</label>
          <input
            id={`${ids}-current`}
            className={adminClasses.input}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            aria-invalid={errors.current ? true : undefined}
            aria-describedby={errors.current ? `${ids}-current-error` : undefined}
            onChange={(event) => setCurrent(event.target.value)}
          />
          {errors.current && (
            <p id={`${ids}-current-error`} className={adminClasses.fieldError}>
              {errors.current}
            </p>
          )}
        </div>
        <NewPasswordFields
          idPrefix={ids}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <div className={adminClasses.actions}>
          <button type="submit" className={adminClasses.primary} disabled={sending}>
            {sending ? 'Enregistrement…' : 'Changer le mot de passe'}
          </button>
        </div>
      </form>
    </div>
  );
}
