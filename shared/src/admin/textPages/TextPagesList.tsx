import { Link } from 'react-router';
import { api, Loading, Notice } from '@wado/shared';
import type { TextPageOwner, TextPageSummary } from '../../schemas/editing';
import { useAdminData } from '../data/useAdminData';
import { formatDateTime } from '../ui/format';
import { useAdminTitle } from '../ui/useAdminTitle';
import styles from './textPages.module.css';
import adminStyles from '../ui/admin.module.css';

export const TEXT_PAGES_TITLE = 'Pages de texte';

/**
 * The text pages of one app (`owner`) that the signed-in person may edit (the server lists only
 * those), each with a link to its editor (`<slug>`, relative to this screen) and to the page itself.
 */
export function TextPagesList({ owner, title = TEXT_PAGES_TITLE }: { owner: TextPageOwner; title?: string }) {
  useAdminTitle(title);
  const { state, reload } = useAdminData(() => api.getTextPages(), 'text-pages');
  return (
    <div className={adminStyles.screen}>
      <h1>{title}</h1>
      <p className={adminStyles.lead}>
        Chaque page est publiée dès son enregistrement ; ses versions précédentes restent consultables et restaurables.
      </p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Les pages n’ont pas pu être chargées" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && <PageItems items={state.data.items.filter((page) => page.owner === owner)} />}
    </div>
  );
}

function PageItems({ items }: { items: TextPageSummary[] }) {
  if (items.length === 0) {
    return <p>Aucune page de texte de cette rubrique ne vous est confiée.</p>;
  }
  return (
    <ul className={adminStyles.list}>
      {items.map((page) => (
        <li key={page.slug} className={`${adminStyles.card} ${styles.pageItem}`}>
          <div>
            <h2>{page.title}</h2>
            <p className={adminStyles.meta}>
              Adresse : {page.path} · modifiée le {formatDateTime(page.updatedAt)}
            </p>
          </div>
          <div className={adminStyles.actions}>
            <Link className={adminStyles.secondary} to={encodeURIComponent(page.slug)}>
              Modifier<span className={adminStyles.visuallyHidden}> « {page.title} »</span>
            </Link>
            <Link className={adminStyles.secondary} to={page.path}>
              Voir la page<span className={adminStyles.visuallyHidden}> « {page.title} » sur le site</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
