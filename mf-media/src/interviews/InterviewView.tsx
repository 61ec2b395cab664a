import { formatDate, Markdown, MediaImg, type Interview } from '@wado/shared';
import page from '../common/page.module.css';
import { LARGE_PORTRAIT_SIZES } from '../common/imageSizes';
import styles from './interviews.module.css';

/**
 * An interview as a visitor sees it: who, when, where, then each question and its answer.
 * Shown by `/interview/{interview}` and by the back office's preview of a draft.
 */
export function InterviewView({ interview }: { interview: Interview }) {
  return (
    <article className={page.article}>
      <h1 className={page.title}>{interview.title}</h1>
      <div className={styles.person}>
        <MediaImg
          image={interview.portrait}
          className={`${styles.portrait} ${styles.large}`}
          sizes={LARGE_PORTRAIT_SIZES}
        />
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
  );
}
