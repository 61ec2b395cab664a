import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentPerson } from '@wado/shared';
import { adminClasses, errorMessage, FormMessage } from '@wado/shared/admin';
import { ADMIN_PATHS } from '../paths';
import { useSession } from '../session/SessionContext';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordProblems } from './passwordRules';

/** What the back office's home shows once, after a one-time link signed the person in. */
export interface AdminHomeState {
  notice?: string;
}

/**
 * The form of a one-time link's page (an invitation, a « forgotten password » link): the new
 * password twice, checked here first; `choose` sends it, then the person is signed in and goes to
 * the back office's home, which shows `notice` if given.
 */
export function ChoosePasswordForm({
  email,
  submitLabel,
  sendingLabel,
  choose,
  notice,
}: {
  email: string;
  submitLabel: string;
  sendingLabel: string;
  choose: (password: string) => Promise<CurrentPerson>;
  notice?: string;
}) {
  const ids = useId();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = newPasswordProblems(password, confirmation);
    setErrors(problems);
    if (problems.password || problems.confirmation) {
      setFailure(Object.values(problems).join(' '));
      document.getElementById(`${ids}-${problems.password ? 'password' : 'confirmation'}`)?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      const person = await choose(password);
      signedIn(person);
      const state: AdminHomeState = { notice };
      navigate(ADMIN_PATHS.home, { replace: true, state });
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  };

  return (
    <form className={adminClasses.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
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
          {sending ? sendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * A one-time link that does not work: `title` and `text` when the server says it is unknown,
 * used or expired (400, 404, 410), its message otherwise; `children` say what to do next.
 */
export function LinkRefused({
  httpStatus,
  message,
  title,
  text,
  unreadableTitle,
  children,
}: {
  httpStatus: number;
  message: string;
  title: string;
  text: string;
  unreadableTitle: string;
  children: ReactNode;
}) {
  const linkProblem = [400, 404, 410].includes(httpStatus);
  return (
    <div className={adminClasses.screen}>
      <h1>{linkProblem ? title : unreadableTitle}</h1>
      <FormMessage kind="error">{linkProblem ? text : message}</FormMessage>
      {linkProblem && message && <p className={adminClasses.meta}>Réponse du serveur : {message}</p>}
      {children}
    </div>
  );
}
