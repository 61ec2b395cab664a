import { api, ResourceView, useDocumentTitle, useResource, MediaImg } from '@wado/shared';
import { ClubName } from '../common/ClubName';
import styles from '../common/page.module.css';

/**
 * `/coaches`: the national team's staff, its head first, with their portrait (an illustration of
 * ours) and their club, which links to the club finder.
 */
export default function CoachesPage() {
  useDocumentTitle('Entraîneurs de la sélection nationale');
  const [state, retry] = useResource(() => api.getCoaches(), 'coaches');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Les entraîneurs de la sélection</h1>
      <p className={styles.lead}>
        Ceintures noires expérimentées et diplômés d'État, ils préparent les compétiteurs en kata et en kumite tout au
        long de la saison, lors des stages nationaux et des compétitions internationales.
      </p>
      <ResourceView state={state} retry={retry}>
        {(coaches) =>
          coaches.length === 0 ? (
            <p className={styles.empty}>La liste des entraîneurs de la saison sera bientôt publiée.</p>
          ) : (
            <ul className={styles.grid}>
              {coaches.map((coach) => (
                <li key={coach.slug} id={coach.slug} className={styles.card}>
                  <div className={styles.person}>
                    <MediaImg image={coach.portrait} className={styles.portrait} loading="lazy" />
                    <div>
                      <h2 className={styles.name}>{coach.name}</h2>
                      <p className={styles.role}>{coach.role}</p>
                    </div>
                  </div>
                  <ul className={styles.badges} aria-label="Grade et club">
                    <li className={styles.badge}>{coach.dan === 1 ? '1er dan' : `${coach.dan}e dan`}</li>
                    <li className={styles.badge}>
                      <ClubName name={coach.club} clubId={coach.clubId} city={coach.city} />
                    </li>
                  </ul>
                  <p className={styles.text}>{coach.bio}</p>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
    </div>
  );
}
