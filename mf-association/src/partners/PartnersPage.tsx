import { api, LazyImg, ResourceView, useDocumentTitle, useResource, useSiteSettings } from '@wado/shared';
import page from '../common/page.module.css';
import styles from './PartnersPage.module.css';

/** `/partners`: the same partner records as the footer, with what each one does for us. */
export default function PartnersPage() {
  useDocumentTitle('Partenaires');
  const site = useSiteSettings();
  const [state, retry] = useResource(() => api.getPartners(), 'partners');

  return (
    <div className={page.page}>
      <h1>Partenaires</h1>
      <p className={page.lead}>
        Collectivités, entreprises et associations : nos partenaires soutiennent les stages, la sélection nationale et
        la vie des clubs. Merci à eux.
      </p>
      <ResourceView state={state} retry={retry}>
        {(partners) =>
          partners.length === 0 ? (
            <p className={page.muted}>La liste de nos partenaires sera bientôt publiée.</p>
          ) : (
            <ul className={page.grid} aria-label="Nos partenaires">
              {partners.map((partner) => (
                <li key={partner.name} className={page.card}>
                  <div className={styles.logo}>
                    <LazyImg src={partner.image} alt={`Logo de ${partner.name}`} width={180} height={72} />
                  </div>
                  <h2>{partner.name}</h2>
                  <p>{partner.description}</p>
                  <p className={styles.link}>
                    <a href={partner.website} rel="noopener noreferrer">
                      Visiter le site<span className={page.visuallyHidden}> de {partner.name}</span>
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
      <section className={page.section} aria-labelledby="devenir-partenaire">
        <h2 id="devenir-partenaire">Devenir partenaire</h2>
        <p>
          Vous souhaitez soutenir le Wado en France ?{' '}
          {site ? (
            <>
              Écrivez-nous à <a href={`mailto:${site.email}`}>{site.email}</a> ou appelez le {site.phone} : nous vous
              présenterons
            </>
          ) : (
            'Contactez-nous : nous vous présenterons'
          )}{' '}
          nos actions et les formes de partenariat possibles.
        </p>
      </section>
    </div>
  );
}
