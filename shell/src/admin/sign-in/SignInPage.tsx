import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { api, ApiError, Loading } from '@wado/shared';
import { adminClasses, FormMessage, useAdminTitle } from '@wado/shared/admin';
import { ADMIN_PATHS, RETURN_PARAM, safeReturnPath } from '../paths';
import { useSession } from '../session/SessionContext';

export const SIGN_IN_TEXTS = {
  title: 'Connexion',
  missing: 'Saisissez votre adresse e-mail et votre mot de passe.',
  tooMany: 'Trop de tentatives de connexion. Patientez quelques minutes avant de réessayer.',
  unreachable: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
  expired: 'Votre session a pris fin : reconnectez-vous pour continuer.',
  forgotten: 'Mot de passe oublié ?',
};

/** The message a failed sign-in shows: the server's own for a 401 (one message whatever was wrong). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return SIGN_IN_TEXTS.tooMany;
    if (error.status === 0) return SIGN_IN_TEXTS.unreachable;
    return error.message;
  }
  return SIGN_IN_TEXTS.unreachable;
}

/** `/admin/connexion`: e-mail and password; then back where the person was going. */
export function SignInPage() {
  useAdminTitle(SIGN_IN_TEXTS.title);
  const { state, signedIn } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeReturnPath(params.get(RETURN_PARAM));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = useId();
  const emailInput = useRef<HTMLInputElement>(null);

  if (state.status === 'loading') return <Loading />;
  // Already signed in (a bookmark, the back button): straight on.
  if (state.status === 'signed-in' && !sending) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(SIGN_IN_TEXTS.missing);
      emailInput.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const person = await api.login({ email: email.trim(), password });
      signedIn(person);
      navigate(target, { replace: true });
    } catch (failure) {
      setError(failureMessage(failure));
      setPassword('');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={adminClasses.screen}>
      <h1>{SIGN_IN_TEXTS.title}</h1>
      <p className={adminClasses.lead}>
        Espace réservé aux bénévoles de l’association. Vous n’avez pas de compte ? Un administrateur du site peut vous
        inviter.
      </p>
      <form className={adminClasses.form} noValidate onSubmit={(event) => void submit(event)}>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        {!error && state.status === 'signed-out' && state.expired && (
          <FormMessage kind="info">{SIGN_IN_TEXTS.expired}</FormMessage>
        )}
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
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className={adminClasses.field}>
          <label htmlFor={`${ids}-password`}>Mot de passe</label>
          <input
            id={`${ids}-password`}
            className={adminClasses.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className={adminClasses.actions}>
          <button type="submit" className={adminClasses.primary} disabled={sending}>
            {sending ? 'Connexion…' : 'Se connecter'}
          </button>
        </div>
      </form>
      <p>
        <Link to={ADMIN_PATHS.forgottenPassword}>{SIGN_IN_TEXTS.forgotten}</Link>
      </p>
    </div>
  );
}
