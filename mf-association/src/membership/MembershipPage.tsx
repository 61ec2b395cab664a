import { Link } from 'react-router';
import {
  api,
  formatDate,
  formatPrice,
  Markdown,
  ResourceView,
  useDocumentTitle,
  useResource,
  type MembershipStep,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './MembershipPage.module.css';

function Steps({ steps, label }: { steps: MembershipStep[]; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li key={step.position}>
          <h3>{step.title}</h3>
          <Markdown source={step.body} />
        </li>
      ))}
    </ol>
  );
}

/** `/membership`: the season, the licences and their fees, the steps, the documents, and clubs joining. */
export default function MembershipPage() {
  useDocumentTitle('Adhésion');
  const [state, retry] = useResource(() => api.getMembership(), 'membership');

  return (
    <div className={page.page}>
      <h1>Adhésion</h1>
      <ResourceView
        state={state}
        retry={retry}
        missingTitle="Conditions d’adhésion bientôt publiées"
        missingText="Les tarifs et les démarches de la nouvelle saison seront publiés ici dès leur vote en assemblée générale."
      >
        {({ season, categories, steps, clubSteps, documents }) => (
          <>
            <p className={page.lead}>
              Pour pratiquer le Wado dans un club affilié, il faut une licence Wado France. Elle vous assure, vous donne
              accès aux stages nationaux et aux passages de grades. Saison <strong>{season.label}</strong> : du{' '}
              {formatDate(season.startsOn)} au {formatDate(season.endsOn)}.
            </p>
            <p>
              <Link className={page.cta} to="/affiliated_clubs">
                Trouver un club près de chez moi
              </Link>
            </p>

            <section className={page.section} aria-labelledby="licences">
              <h2 id="licences">Les licences de la saison {season.label}</h2>
              <p className={page.muted}>
                Le prix de la licence est fixé par l’assemblée générale ; la cotisation de votre club, qui finance les
                cours et la salle, s’y ajoute.
              </p>
              <ul className={page.grid}>
                {categories.map((category) => (
                  <li key={category.id} className={`${page.card} ${styles.licence}`}>
                    <h3>{category.name}</h3>
                    <p className={styles.audience}>{category.audience}</p>
                    <p className={styles.fee}>
                      {formatPrice(category.feeCents)}
                      <span className={page.muted}> / saison</span>
                    </p>
                    <p>{category.description}</p>
                  </li>
                ))}
              </ul>
            </section>

            <section className={page.section} aria-labelledby="etapes">
              <h2 id="etapes">S’inscrire en cinq étapes</h2>
              <Steps steps={steps} label="Étapes de l’inscription" />
            </section>

            <section className={page.section} aria-labelledby="documents">
              <h2 id="documents">Les documents à fournir</h2>
              <p className={page.muted}>
                Le formulaire de demande de licence et les questionnaires de santé sont à télécharger sur la page{' '}
                <Link to="/documents">Documents</Link>.
              </p>
              <ul className={styles.documents}>
                {documents.map((document) => (
                  <li key={document.id}>
                    <h3>
                      {document.title} <span className={styles.tag}>{document.appliesTo}</span>
                    </h3>
                    <Markdown source={document.body} />
                  </li>
                ))}
              </ul>
            </section>

            <section className={page.section} aria-labelledby="affiliation">
              <h2 id="affiliation">Affilier un club</h2>
              <p className={page.muted}>
                Un club qui enseigne le Wadō-ryū peut rejoindre l’association. L’affiliation coûte{' '}
                <strong>{formatPrice(season.affiliationFeeCents)}</strong> par saison.
              </p>
              <Steps steps={clubSteps} label="Étapes de l’affiliation d’un club" />
            </section>
          </>
        )}
      </ResourceView>
    </div>
  );
}
