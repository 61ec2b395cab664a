import { useEffect, useState } from 'react';
import { api, type Partner } from '@wado/shared';
import styles from './PartnerLogos.module.css';

/** The partners' logos, each linking to its website (spec §1). A failed list shows nothing (§8). */
export function PartnerLogos() {
  const [partners, setPartners] = useState<Partner[]>([]);

  useEffect(() => {
    let cancelled = false;
    api.getPartners().then(
      (list) => !cancelled && setPartners(list),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <ul className={styles.logos} aria-label="Nos partenaires">
      {partners.map((partner) => (
        <li key={partner.name}>
          <a href={partner.website} rel="noopener noreferrer" className={styles.logo}>
            <img src={partner.image} alt={partner.name} width={120} height={48} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
