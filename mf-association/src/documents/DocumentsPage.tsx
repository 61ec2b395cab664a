import { Link } from 'react-router';
import {
  api,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  documentFileFacts,
  formatDate,
  ResourceView,
  useDocumentTitle,
  useResource,
  type DocumentCategory,
  type PublicDocument,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './DocumentsPage.module.css';

/** The categories that have documents, in the order of the list, each with its documents (as the API orders them). */
export function documentsByCategory(documents: readonly PublicDocument[]) {
  return DOCUMENT_CATEGORIES.map((category) => ({
    category,
    label: DOCUMENT_CATEGORY_LABELS[category],
    documents: documents.filter((item) => item.category === category),
  })).filter((group) => group.documents.length > 0);
}

const headingId = (category: DocumentCategory) => `documents-${category}`;

function DocumentItem({ item }: { item: PublicDocument }) {
  const factsId = `document-${item.id}-fichier`;
  return (
    <li className={styles.item}>
      <h3 className={styles.title}>
        <a href={item.url} type="application/pdf" aria-describedby={factsId}>
          {item.title}
        </a>
      </h3>
      <p className={styles.facts}>
        <span id={factsId}>{documentFileFacts(item)}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </p>
      {item.description && <p className={styles.description}>{item.description}</p>}
    </li>
  );
}

/**
 * `/documents`: the association's published documents to download (PDF), by category in the order
 * of the list (a category without documents is left out), each with its size, its number of pages
 * and its date. Rendered by the server: the links work without JavaScript.
 */
export default function DocumentsPage() {
  useDocumentTitle('Documents');
  const [state, retry] = useResource(() => api.getDocuments(), 'documents');

  return (
    <div className={page.page}>
      <h1>Documents</h1>
      <p className={page.lead}>
        Formulaire de licence, questionnaires de santé, règlements et procès-verbaux des assemblées générales : les
        documents de l’association à télécharger, au format PDF.
      </p>
      <ResourceView state={state} retry={retry}>
        {({ documents }) => {
          const groups = documentsByCategory(documents);
          if (groups.length === 0) {
            return <p className={page.muted}>Aucun document n’est publié pour le moment : revenez bientôt.</p>;
          }
          return (
            <>
              {groups.length > 1 && (
                <nav className={styles.contents} aria-label="Catégories de documents">
                  <ul>
                    {groups.map((group) => (
                      <li key={group.category}>
                        <a href={`#${headingId(group.category)}`}>{group.label}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {groups.map((group) => (
                <section key={group.category} className={page.section} aria-labelledby={headingId(group.category)}>
                  <h2 id={headingId(group.category)}>{group.label}</h2>
                  <ul className={styles.list}>
                    {group.documents.map((item) => (
                      <DocumentItem key={item.id} item={item} />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          );
        }}
      </ResourceView>
      <p className={`${page.muted} ${styles.help}`}>
        Pour prendre une licence, suivez les étapes de la page <Link to="/membership">Adhésion</Link> ; votre club vous
        aide à remplir les formulaires.
      </p>
    </div>
  );
}
