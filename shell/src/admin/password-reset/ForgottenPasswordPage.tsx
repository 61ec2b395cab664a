import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, ApiError, isValidEmail, PASSWORD_RESET_REQUESTED } from '@wado/shared';
import { adminClasses, errorMessage, FormMessage, useAdminTitle } from '@wado/shared/admin';
import { ADMIN_PATHS } from '../paths';

export const FORGOTTEN_PASSWORD_TEXTS = {
  title: 'Mot de passe oublié',
  missing: 'Saisissez l’adresse e-mail de votre compte.',
  invalid: 'Saisissez une adresse e-mail valide (par exemple nom@exemple.fr).',
  tooMany: 'Trop de demandes depuis cette connexion. Patientez quelques minutes avant de réessayer.',
};

/**
 * `/admin/mot-de-passe-oublie`: the account's e-mail; the server e-mails a one-time link if an
 * active account has it. The confirmation is the same either way: the page tells nobody which
 * addresses have an account.
 */
export function ForgottenPasswordPage() {
  useAdminTitle(FORGOTTEN_PASSWORD_TEXTS.title);
  const ids = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  // The form is gone: the confirmation takes the focus, so that it is read and the focus not lost.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const wrong = !address
      ? FORGOTTEN_PASSWORD_TEXTS.missing
      : isValidEmail(address)
        ? null
        : FORGOTTEN_PASSWORD_TEXTS.invalid;
    setProblem(wrong);
    setFailure(null);
    if (wrong) {
      emailInput.current?.focus();
      return;
    }
    setSending(true);
    try {
      await api.requestPasswordReset({ email: address });
      setSent(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 429 ? FORGOTTEN_PASSWORD_TEXTS.tooMany : errorMessage(error),
      );
      emailInput.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={adminClasses.screen}>
      <h1>{FORGOTTEN_PASSWORD_TEXTS.title}</h1>
      {sent ? (
        <div ref={confirmation} tabIndex={-1}>
          <FormMessage kind="success">{PASSWORD_RESET_REQUESTED}</FormMessage>
          <p>Pensez à regarder dans les indésirables si l’e-mail n’arrive pas dans quelques minutes.</p>
        </div>
      ) : (
        <>
          <p className={adminClasses.lead}>
            Saisissez l’adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.
          </p>
          <form className={adminClasses.form} noValidate onSubmit={(event) => void submit(event)}>
            {(problem ?? failure) && <FormMessage kind="error">{problem ?? failure}</FormMessage>}
            <div className={adminClasses.field}>
              <label htmlFor={`${ids}-email`}>Adresse e-mail</label>
              <input
                ref={emailInput}
                id={`${ids}-email`}
                className={adminClasses.input}
                type="email"
                autoComplete="username"
                required
                value={email}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${ids}-email-error` : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              {problem && (
                <p id={`${ids}-email-error`} className={adminClasses.fieldError}>
                  {problem}
                </p>
              )}
            </div>
            <div className={adminClasses.actions}>
              <button type="submit" className={adminClasses.primary} disabled={sending}>
                {sending ? 'Envoi…' : 'Recevoir le lien'}
              </button>
            </div>
          </form>
        </>
      )}
      <p>
        <Link to={ADMIN_PATHS.signIn}>Retour à la connexion</Link>
      </p>
    </div>
  );
}
