import { ROLE_LABELS } from '@wado/shared';
import { adminClasses, useAdminTitle } from '@wado/shared/admin';
import { useSignedInPerson } from '../session/SessionContext';
import { SCREENSHOT_URLS } from './screens';
import { SCREENSHOT_SIZE, screenshotNames, stepText, topicsFor, type GuideTopic } from './topics';
import styles from './GuidePage.module.css';

/** Who a topic is for, in the words of the roles' labels. */
function audience(topic: GuideTopic): string {
  if (topic.roles.length === 0) return 'Pour tout le monde';
  return `Pour : ${topic.roles.map((role) => ROLE_LABELS[role].replace(/ \(.*\)$/, '')).join(', ')}`;
}

function TopicLinks({ topics }: { topics: readonly GuideTopic[] }) {
  return (
    <ul className={styles.index}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <a href={`#${topic.id}`}>{topic.title}</a>
        </li>
      ))}
    </ul>
  );
}

function Topic({ topic }: { topic: GuideTopic }) {
  const screenshots = screenshotNames(topic);
  return (
    <section id={topic.id} aria-labelledby={`${topic.id}-titre`} className={styles.topic}>
      <h2 id={`${topic.id}-titre`}>{topic.title}</h2>
      <p className={adminClasses.meta}>{audience(topic)}</p>
      <p>{topic.intro}</p>
      <ol className={styles.steps}>
        {topic.steps.map((step, index) => {
          const name = step.key ? screenshots.get(step.key) : undefined;
          const url = name ? SCREENSHOT_URLS[name] : undefined;
          return (
            <li key={step.key ?? index}>
              {stepText(step)}
              {step.screenshot && url && (
                <img
                  className={styles.screenshot}
                  src={url}
                  alt={step.screenshot.alt}
                  width={SCREENSHOT_SIZE.width}
                  height={SCREENSHOT_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </li>
          );
        })}
      </ol>
      {topic.note && <p>{topic.note}</p>}
      <p>
        <a href="#sommaire">Revenir au sommaire</a>
      </p>
    </section>
  );
}

/**
 * `/admin/guide`: one topic per task, each a list of numbered steps naming the screens' buttons
 * and fields, with screenshots taken by the browser test; the topics of the person's roles first.
 */
export function GuidePage() {
  useAdminTitle('Guide');
  const { mine, others } = topicsFor(useSignedInPerson().roles);
  return (
    <div className={adminClasses.screen}>
      <h1>Guide</h1>
      <p className={adminClasses.lead}>
        Chaque sujet dit, étape par étape, sur quels boutons cliquer et quels champs remplir.
      </p>
      <nav aria-labelledby="sommaire" className={styles.contents}>
        <h2 id="sommaire">Sommaire</h2>
        {mine.length > 0 && (
          <>
            <h3>Pour vos rôles</h3>
            <TopicLinks topics={mine} />
          </>
        )}
        {others.length > 0 && (
          <>
            <h3>Les autres sujets</h3>
            <TopicLinks topics={others} />
          </>
        )}
      </nav>
      {[...mine, ...others].map((topic) => (
        <Topic key={topic.id} topic={topic} />
      ))}
    </div>
  );
}
