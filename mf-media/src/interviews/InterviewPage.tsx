import { useParams } from 'react-router';
import { api, DetailView, formatDate, loadBySlug, Markdown, useResource, MediaImg } from '@wado/shared';
import page from '../common/page.module.css';
import styles from './interviews.module.css';

/** `/interview/{interview}`: who, when, where, then each question and its answer. */
export default function InterviewPage() {
  const { interview: slug = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(slug, api.getInterview), slug);
  return (
    <DetailView
      state={state}
      retry={retry}
      back={{ to: '/interviews', label: 'Toutes les interviews' }}
      missingTitle="Interview introuvable"
      missingText="Cette interview n'existe pas ou n'est plus publiée."
      title={(interview) => `${interview.person} : ${interview.title}`}
      description={(interview) => interview.summary}
    >
      {(interview) => (
        <article className={page.article}>
          <h1 className={page.title}>{interview.title}</h1>
          <div className={styles.person}>
            <MediaImg image={interview.portrait} className={`${styles.portrait} ${styles.large}`} />
            <div>
              <p className={styles.who}>{interview.person}</p>
              <p className={page.meta}>{interview.personRole}</p>
              <p className={page.meta}>
                Propos recueillis par {interview.interviewer}, à {interview.place}, le{' '}
                <time dateTime={interview.date}>{formatDate(interview.date)}</time>
              </p>
            </div>
          </div>
          <p className={`${page.lead} ${styles.intro}`}>{interview.summary}</p>
          {interview.questions.map((qa, index) => (
            <section key={index} aria-labelledby={`question-${index}`}>
              <h2 id={`question-${index}`} className={styles.question}>
                {qa.question}
              </h2>
              <Markdown source={qa.answer} />
            </section>
          ))}
        </article>
      )}
    </DetailView>
  );
}
