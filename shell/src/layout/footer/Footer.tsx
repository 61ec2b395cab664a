import { Link } from 'react-router';
import { ESPACE_PATH, phoneHref, useSiteSettings } from '@wado/shared';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import { PartnerLogos } from '../partners/PartnerLogos';
import styles from './Footer.module.css';

export function Footer() {
  // Null while the settings load or if they failed: the contact column is then left empty.
  const site = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title}>
            {site?.name ?? 'Contact'}
          </h2>
          {site && (
            <>
              <address className={styles.address}>
                {site.addressLines.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
                <a href={`mailto:${site.email}`}>{site.email}</a>
                <a href={phoneHref(site.phone)}>{site.phone}</a>
              </address>
              {site.socialLinks.map((link) => (
                <a key={link.url} className={styles.social} href={link.url} rel="noopener noreferrer">
                  {link.label}
                </a>
              ))}
            </>
          )}
        </section>
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners" className={styles.title}>
            Nos partenaires
          </h2>
          <PartnerLogos />
        </section>
        <section>
          <NewsletterForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{site && `© ${site.copyrightYear} ${site.fullName}`}</p>
        <ul className={styles.legal}>
          <li>
            <Link to={ESPACE_PATH}>Mon espace</Link>
          </li>
          <li>
            <Link to="/documents">Documents</Link>
          </li>
          <li>
            <Link to="/mentions_legales">Mentions légales</Link>
          </li>
          <li>
            <Link to="/confidentialite">Confidentialité</Link>
          </li>
          <li>
            <Link to="/terms_of_use">CGU</Link>
          </li>
          <li>
            <Link to="/general_terms_and_conditions_of_sale">CGV</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
