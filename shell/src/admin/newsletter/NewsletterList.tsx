import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, Loading, Notice } from '@wado/shared';
import {
  adminClasses,
  errorMessage,
  FormMessage,
  formatDateTime,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import { ADMIN_PATHS } from '../paths';
import { reportSummary, STATUS_LABELS, subscribers } from './labels';
import styles from './NewsletterList.module.css';

/** The issues, newest first: drafts to finish, sendings under way, the ones sent with their counts. */
export function NewsletterList() {
  useAdminTitle('Newsletter');
  const navigate = useNavigate();
  const { state, reload } = useAdminData(() => api.getNewsletterIssues(), 'newsletter-issues');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setCreating(true);
    setError(null);
    try {
      const issue = await api.createNewsletterIssue({ subject: '', body: '' });
      void navigate(`${ADMIN_PATHS.newsletter}/${issue.id}`);
    } catch (failure) {
      setError(`La lettre n’a pas été créée : ${errorMessage(failure)}`);
      setCreating(false);
    }
  };

  return (
    <div className={adminClasses.screen}>
      <h1>Newsletter</h1>
      <p className={adminClasses.lead}>
        Écrivez une lettre, envoyez-vous un test, puis envoyez-la aux abonnés qui ont confirmé leur inscription.
        {state.status === 'ready' && ` Aujourd’hui : ${subscribers(state.data.audience)}.`}
      </p>
      <div className={adminClasses.actions}>
        <button type="button" className={adminClasses.primary} disabled={creating} onClick={() => void create()}>
          {creating ? 'Création…' : 'Nouvelle lettre'}
        </button>
      </div>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="La liste n’a pas pu être chargée" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && state.data.items.length === 0 && <p>Aucune lettre pour l’instant.</p>}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <ul className={`${adminClasses.list} ${styles.issues}`} aria-label="Lettres">
          {state.data.items.map((issue) => (
            <li key={issue.id} className={adminClasses.card}>
              <h2>
                <Link to={`${ADMIN_PATHS.newsletter}/${issue.id}`}>{issue.subject || 'Lettre sans objet'}</Link>
              </h2>
              <p className={adminClasses.meta}>
                {STATUS_LABELS[issue.status]}
                {issue.status === 'draft' && ` · modifiée le ${formatDateTime(issue.updatedAt)}`}
                {issue.sendStartedAt && ` · envoi commencé le ${formatDateTime(issue.sendStartedAt)}`}
                {issue.sentAt && ` · terminé le ${formatDateTime(issue.sentAt)}`}
              </p>
              {issue.report && <p className={adminClasses.meta}>{reportSummary(issue.report)}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
