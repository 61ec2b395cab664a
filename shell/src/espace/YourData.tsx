import { api, useSiteSettings } from '@wado/shared';
import { ESPACE_TEXTS } from './texts';
import styles from './Espace.module.css';

/**
 * « Vos données »: everything the site holds on the household as one file, and whom to write to
 * for the rest (the association's address from the site's settings, once they are loaded).
 */
export function YourData() {
  const site = useSiteSettings();
  return (
    <section aria-labelledby="espace-donnees" className={styles.section}>
      <h2 id="espace-donnees">{ESPACE_TEXTS.yourData}</h2>
      <p>
        <a href={api.espaceExportPath()} download className={styles.download}>
          {ESPACE_TEXTS.exportLink}
        </a>
      </p>
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
    </section>
  );
}
