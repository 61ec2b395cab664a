import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, Loading } from '@wado/shared';
import {
  adminClasses,
  errorMessage,
  formatDateTime,
  FormMessage,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { newPasswordProblems } from '../password/passwordRules';
import { ADMIN_PATHS } from '../paths';
import { useSession } from '../session/SessionContext';

export const INVITATION_TEXTS = {
  invalidTitle: 'Ce lien d’invitation ne fonctionne plus',
  invalidText:
    'Il a peut-être expiré (un lien est valable 48 heures) ou déjà servi. Demandez à un administrateur du site de vous envoyer une nouvelle invitation.',
};

/**
 * `/admin/invitation/:token`: greets the invited person by their e-mail, has them choose a
 * password (twice), then signs them in. An expired or used link says so, and whom to ask.
 */
export function InvitationPage() {
  useAdminTitle('Invitation');
  const { token = '' } = useParams();
  const { state } = useAdminData(() => api.getInvitation(token), `invitation:${token}`);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    const linkProblem = [400, 404, 410].includes(state.httpStatus);
    return (
      <div className={adminClasses.screen}>
        <h1>{linkProblem ? INVITATION_TEXTS.invalidTitle : 'L’invitation n’a pas pu être lue'}</h1>
        <FormMessage kind="error">{linkProblem ? INVITATION_TEXTS.invalidText : state.message}</FormMessage>
        {linkProblem && state.message && <p className={adminClasses.meta}>Réponse du serveur : {state.message}</p>}
        <p>
          <Link to={ADMIN_PATHS.signIn}>Vous avez déjà un compte ? Connectez-vous</Link>
        </p>
      </div>
    );
  }
  return <ChoosePassword token={token} email={state.data.email} expiresAt={state.data.expiresAt} />;
}

function ChoosePassword({ token, email, expiresAt }: { token: string; email: string; expiresAt: string }) {
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
      const person = await api.acceptInvitation(token, { password });
      signedIn(person);
      navigate(ADMIN_PATHS.home, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  };

  return (
    <div className={adminClasses.screen}>
      <h1>Bienvenue</h1>
      <p className={adminClasses.lead}>
        Vous êtes invité à rejoindre l’espace d’administration du site avec l’adresse <strong>{email}</strong>.
        Choisissez votre mot de passe pour activer votre compte (lien valable jusqu’au {formatDateTime(expiresAt)}).
      </p>
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
            {sending ? 'Activation…' : 'Activer mon compte'}
          </button>
        </div>
      </form>
    </div>
  );
}
