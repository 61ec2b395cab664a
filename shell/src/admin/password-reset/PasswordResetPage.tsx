import { Link, useParams } from 'react-router';
import { api, Loading, PASSWORD_RESET_VALIDITY_MS, validityInHours } from '@wado/shared';
import { adminClasses, formatDateTime, useAdminData, useAdminTitle } from '@wado/shared/admin';
import { ChoosePasswordForm, LinkRefused } from '../password/ChoosePasswordForm';
import { ADMIN_PATHS } from '../paths';

export const PASSWORD_RESET_TEXTS = {
  title: 'Choisir un nouveau mot de passe',
  invalidTitle: 'Ce lien ne fonctionne plus',
  invalidText: `Il a peut-être expiré (un lien est valable ${validityInHours(PASSWORD_RESET_VALIDITY_MS)}), déjà servi, ou un lien plus récent l’a remplacé. Demandez-en un nouveau : il vous sera envoyé par e-mail.`,
  askAgain: 'Mot de passe oublié ? Recevoir un nouveau lien',
  done: 'Votre nouveau mot de passe est enregistré et vous êtes connecté(e). Par prudence, vos autres sessions sont fermées et vos jetons d’API révoqués.',
};

/**
 * `/admin/nouveau-mot-de-passe/:token`, the page of a « forgotten password » e-mail: greets the
 * person by their e-mail, has them choose a new password (twice), then signs them in. An expired
 * or used link says so, and leads to asking a new one.
 */
export function PasswordResetPage() {
  useAdminTitle('Nouveau mot de passe');
  const { token = '' } = useParams();
  const { state } = useAdminData(() => api.getPasswordReset(token), `password-reset:${token}`);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <LinkRefused
        httpStatus={state.httpStatus}
        message={state.message}
        title={PASSWORD_RESET_TEXTS.invalidTitle}
        text={PASSWORD_RESET_TEXTS.invalidText}
        unreadableTitle="Le lien n’a pas pu être lu"
      >
        <p>
          <Link to={ADMIN_PATHS.forgottenPassword}>{PASSWORD_RESET_TEXTS.askAgain}</Link>
        </p>
      </LinkRefused>
    );
  }
  return (
    <div className={adminClasses.screen}>
      <h1>{PASSWORD_RESET_TEXTS.title}</h1>
      <p className={adminClasses.lead}>
        Choisissez le nouveau mot de passe du compte <strong>{state.data.email}</strong> (lien valable jusqu’au{' '}
        {formatDateTime(state.data.expiresAt)}). Vos sessions ouvertes sur d’autres appareils seront fermées.
      </p>
      <ChoosePasswordForm
        email={state.data.email}
        submitLabel="Enregistrer le mot de passe"
        sendingLabel="Enregistrement…"
        choose={(password) => api.resetPassword(token, { password })}
        notice={PASSWORD_RESET_TEXTS.done}
      />
    </div>
  );
}
