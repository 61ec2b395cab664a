import { Suspense } from 'react';
import { api, LazyImg, useResource } from '@wado/shared';
import styles from './PartnerLogos.module.css';

function PartnerList() {
  const [state] = useResource(() => api.getPartners(), 'partners');
  // A failed list shows nothing (spec §8).
  const partners = state.status === 'ready' ? state.data : [];
  return (
    <ul className={styles.logos} aria-label="Nos partenaires">
      {partners.map((partner) => (
        <li key={partner.name}>
          <a href={partner.website} rel="noopener noreferrer" className={styles.logo}>
            <LazyImg src={partner.image} alt={partner.name} width={120} height={48} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The partners' logos, each linking to its website (spec §1). */
export function PartnerLogos() {
  // The server renders the logos with the page; should their list fail there, the browser loads it.
  return (
    <Suspense fallback={<ul className={styles.logos} aria-label="Nos partenaires" />}>
      <PartnerList />
    </Suspense>
  );
}
