import { Link } from 'react-router';
import {
  api,
  LazyImg,
  MediaImg,
  ResourceView,
  useDocumentTitle,
  useResource,
  type CommitteeMember,
} from '@wado/shared';
import page from '../common/page.module.css';
import styles from './CommitteePage.module.css';

function MemberCard({ member }: { member: CommitteeMember }) {
  return (
    <li className={`${page.card} ${styles.member}`}>
      {member.portraitImage ? (
        <MediaImg
          className={styles.portrait}
          image={member.portraitImage}
          sizes="120px"
          loading="lazy"
          decoding="async"
        />
      ) : (
        member.portrait && (
          <LazyImg
            className={styles.portrait}
            src={member.portrait}
            alt={member.portraitAlt}
            width={120}
            height={120}
          />
        )
      )}
      <div>
        <h3>{member.name}</h3>
        <p className={styles.role}>{member.role}</p>
        <p className={styles.bio}>{member.bio}</p>
      </div>
    </li>
  );
}

/** `/committee`: the officers and the national committee, grouped by body. */
export default function CommitteePage() {
  useDocumentTitle('Comité directeur');
  const [state, retry] = useResource(() => api.getCommittee(), 'committee');

  return (
    <div className={page.page}>
      <h1>Comité directeur</h1>
      <p className={page.lead}>
        Wado France est administrée par des bénévoles élus pour quatre ans par l’assemblée générale des clubs. Voici
        celles et ceux qui la font vivre. Pour connaître leurs priorités, lisez{' '}
        <Link to="/manager">le mot de la présidente</Link>.
      </p>
      <ResourceView state={state} retry={retry}>
        {({ bodies }) =>
          bodies.length === 0 ? (
            <p className={page.muted}>La composition du comité sera publiée après la prochaine assemblée générale.</p>
          ) : (
            bodies.map((body) => (
              <section key={body.id} className={page.section} aria-labelledby={`body-${body.id}`}>
                <h2 id={`body-${body.id}`}>{body.name}</h2>
                <p className={page.muted}>{body.description}</p>
                <ul className={page.grid}>
                  {body.members.map((member) => (
                    <MemberCard key={member.id} member={member} />
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </ResourceView>
    </div>
  );
}
