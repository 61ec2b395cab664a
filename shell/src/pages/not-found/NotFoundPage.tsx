import { useNavigate } from 'react-router';
import { buttonClassName, TEXTS, useDocumentTitle } from '@wado/shared';
import styles from './NotFoundPage.module.css';

/** Spec §2: shown for any unknown path. */
export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Page introuvable');
  return (
    <section className={styles.notFound}>
      <h1>{TEXTS.notFound.title}</h1>
      <p>{TEXTS.notFound.text}</p>
      <button type="button" className={buttonClassName} onClick={() => navigate('/')}>
        {TEXTS.notFound.back}
      </button>
    </section>
  );
}
