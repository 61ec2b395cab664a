import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { api, ResourceView, useResource, type EditableKind } from '@wado/shared';
import type { PreviewOf } from '../../api/editing';
import { useAdminTitle } from '../ui/useAdminTitle';
import type { RecordNames } from './names';
import { loadById } from './params';
import styles from './records.module.css';

/**
 * A record as a visitor will see it, whatever its status: the last saved version, answered by
 * the API in the public page's shape, and rendered by the section's own public view (`children`).
 */
export function RecordPreview<K extends EditableKind>({
  kind,
  id,
  basePath,
  names,
  children,
}: {
  kind: K;
  id: number;
  basePath: string;
  names: RecordNames;
  /** The public view of the record. */
  children: (data: PreviewOf<K>) => ReactNode;
}) {
  const [state, retry] = useResource(
    () => loadById(id, (known) => api.getAdminPreview(kind, known)),
    `admin-preview:${kind}:${id}`,
  );
  useAdminTitle(`Aperçu – ${names.title}`);
  return (
    <div className={styles.screen}>
      <Link className={styles.back} to={`${basePath}/${id}`}>
        ← Retour à la modification
      </Link>
      <p className={styles.previewBanner}>
        <strong>Aperçu</strong> : ce que les visiteurs verront une fois la page publiée, d’après la dernière version
        enregistrée.
      </p>
      <ResourceView
        state={state}
        retry={retry}
        missingTitle="Introuvable"
        missingText={
          <p>
            Cet enregistrement n’existe pas ou a été supprimé. <Link to={basePath}>{names.title}</Link>
          </p>
        }
      >
        {(data) => <div className={styles.previewFrame}>{children(data)}</div>}
      </ResourceView>
    </div>
  );
}
