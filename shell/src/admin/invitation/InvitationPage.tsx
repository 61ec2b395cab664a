import { Link, useParams } from 'react-router';
import { api, Loading } from '@wado/shared';
import { adminClasses, formatDateTime, useAdminData, useAdminTitle } from '@wado/shared/admin';
import { ChoosePasswordForm, LinkRefused } from '../password/ChoosePasswordForm';
import { ADMIN_PATHS } from '../paths';

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
    return (
      <LinkRefused
        httpStatus={state.httpStatus}
        message={state.message}
        title={INVITATION_TEXTS.invalidTitle}
        text={INVITATION_TEXTS.invalidText}
        unreadableTitle="L’invitation n’a pas pu être lue"
      >
        <p>
          <Link to={ADMIN_PATHS.signIn}>Vous avez déjà un compte ? Connectez-vous</Link>
        </p>
      </LinkRefused>
    );
  }
  return (
    <div className={adminClasses.screen}>
      <h1>Bienvenue</h1>
      <p className={adminClasses.lead}>
        Vous êtes invité à rejoindre l’espace d’administration du site avec l’adresse{' '}
        <strong>{state.data.email}</strong>. Choisissez votre mot de passe pour activer votre compte (lien valable
        jusqu’au {formatDateTime(state.data.expiresAt)}).
      </p>
      <ChoosePasswordForm
        email={state.data.email}
        submitLabel="Activer mon compte"
        sendingLabel="Activation…"
        choose={(password) => api.acceptInvitation(token, { password })}
      />
    </div>
  );
}
