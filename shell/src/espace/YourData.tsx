import { api, useSiteSettings } from '@wado/shared';
import { ChangeEmail } from './ChangeEmail';
import { Erasure } from './Erasure';
import { ESPACE_TEXTS } from './texts';
import styles from './Espace.module.css';

/**
 * « Vos données »: everything the site holds on the household as one file (JSON for a program, PDF
 * for a person), moving the household to a new address, asking for erasure, and whom to write to for
 * the rest (the association's address from the site's settings, once they are loaded).
 */
export function YourData({ email }: { email: string }) {
  const site = useSiteSettings();
  return (
    <section aria-labelledby="espace-donnees" className={styles.section}>
      <h2 id="espace-donnees">{ESPACE_TEXTS.yourData}</h2>
      <ul className={styles.downloads}>
        <li>
          <a href={api.espaceExportPath()} download className={styles.download}>
            {ESPACE_TEXTS.exportLink}
          </a>
        </li>
        <li>
          <a href={api.espaceExportPdfPath()} download className={styles.download}>
            {ESPACE_TEXTS.exportPdfLink}
          </a>
        </li>
      </ul>
      <p className={styles.note}>{ESPACE_TEXTS.exportHint}</p>
      <p>
        {ESPACE_TEXTS.privacyBefore}
        {site?.email && (
          <>
            {' à '}
            <a href={`mailto:${site.email}`} className={styles.email}>
              {site.email}
            </a>
          </>
        )}
        {ESPACE_TEXTS.privacyAfter}
      </p>
      <ChangeEmail current={email} />
      <Erasure />
    </section>
  );
}
