import { Link } from 'react-router';
import { ASSOCIATION } from '@wado/shared';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import { PartnerLogos } from '../partners/PartnerLogos';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title}>
            {ASSOCIATION.name}
          </h2>
          <address className={styles.address}>
            {ASSOCIATION.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={`mailto:${ASSOCIATION.email}`}>{ASSOCIATION.email}</a>
            <a href={`tel:${ASSOCIATION.phone.replace(/\s/g, '')}`}>{ASSOCIATION.phone}</a>
          </address>
          <a className={styles.social} href={ASSOCIATION.social.url} rel="noopener noreferrer">
            {ASSOCIATION.social.label}
          </a>
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
        <p>
          © {ASSOCIATION.copyrightYear} {ASSOCIATION.fullName}
        </p>
        <ul className={styles.legal}>
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
