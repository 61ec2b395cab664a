import { Link } from 'react-router';
import { useDocumentTitle, useSiteSettings } from '@wado/shared';
import { HomeWidget } from './HomeWidgets';
import styles from './HomePage.module.css';

const SECTIONS = [
  {
    to: '/association',
    title: "L'association",
    text: 'Plus de trente ans au service du Wadō-ryū : notre histoire, notre comité directeur, nos stages et les clubs affiliés partout en France.',
  },
  {
    to: '/wado',
    title: 'Le Wado',
    text: "La « voie de l'harmonie » fondée par Hironori Ōtsuka : ses principes, ses kata, ses exercices à deux et son lexique.",
  },
  {
    to: '/selection',
    title: 'Sélection nationale',
    text: 'Les entraîneurs, les compétiteurs et les résultats de l’équipe de France de Wado en kata et en kumite.',
  },
  {
    to: '/events',
    title: 'Événements et actualités',
    text: 'Stages nationaux, passages de grades, compétitions et assemblée générale : le calendrier et les dernières nouvelles.',
  },
  {
    to: '/gallery',
    title: 'Médiathèque',
    text: 'Les albums photo de nos rassemblements, les articles de presse et les entretiens avec les experts.',
  },
  {
    to: '/shop',
    title: 'Boutique',
    text: 'Karategis, ceintures, textiles et livres, avec un tarif réservé aux licenciés des clubs affiliés.',
  },
] as const;

const PRINCIPLES = [
  { term: 'Noru', meaning: "entrer dans l'attaque de l'adversaire" },
  { term: 'Nagasu', meaning: "laisser passer la force plutôt que l'arrêter" },
  { term: 'Inasu', meaning: 'esquiver et contrer dans le même temps' },
  { term: 'Tai sabaki', meaning: 'déplacer tout le corps hors de la ligne' },
] as const;

/** The welcome page: who we are, the sections, and the principles of the art. */
export function HomePage() {
  useDocumentTitle('');
  const name = useSiteSettings()?.name ?? '';
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.kicker}>Association nationale de Wadō-ryū karaté</p>
          <h1 className={styles.heading}>Bienvenue à {name}</h1>
          <p className={styles.lead}>
            Depuis 1989, {name} réunit les clubs et les pratiquants de Wadō-ryū, le style de karaté fondé par maître
            Hironori Ōtsuka. Nous formons les enseignants, organisons les stages et les passages de grades, et portons
            la sélection nationale.
          </p>
          <div className={styles.actions}>
            <Link className={styles.primary} to="/affiliated_clubs">
              Trouver un club près de chez vous
            </Link>
            <Link className={styles.secondary} to="/wado">
              Découvrir le Wado
            </Link>
          </div>
        </div>
      </section>

      <div className={`${styles.band} ${styles.widgets}`}>
        <HomeWidget name="LatestNews" />
        <HomeWidget name="NextEvents" />
      </div>

      <section className={styles.band} aria-labelledby="home-sections">
        <h2 id="home-sections" className={styles.bandTitle}>
          Nos rubriques
        </h2>
        <ul className={styles.cards}>
          {SECTIONS.map((section) => (
            <li key={section.to} className={styles.card}>
              <h3>
                <Link to={section.to}>{section.title}</Link>
              </h3>
              <p>{section.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.band} ${styles.principles}`} aria-labelledby="home-principles">
        <h2 id="home-principles" className={styles.bandTitle}>
          Wa, l'harmonie : quatre principes du Wado
        </h2>
        <dl className={styles.terms}>
          {PRINCIPLES.map((principle) => (
            <div key={principle.term}>
              <dt lang="ja-Latn">{principle.term}</dt>
              <dd>{principle.meaning}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.more}>
          <Link to="/knowit">Approfondir les principes et les kata</Link>
        </p>
      </section>
    </>
  );
}
