import { use } from 'react';
import { type HomeWidgetName } from '@wado/shared';
import { loadHomeWidgets } from '../../sections/loadSection';
import { RemoteSlot } from '../../sections/SectionPage';
import styles from './HomePage.module.css';

/** What the slot says when the widget cannot be shown. */
const UNAVAILABLE: Record<HomeWidgetName, string> = {
  LatestNews: 'Les actualités sont momentanément indisponibles',
  NextEvents: 'Le calendrier est momentanément indisponible',
};

function Widget({ name }: { name: HomeWidgetName }) {
  const Component = use(loadHomeWidgets())[name];
  return <Component />;
}

/**
 * One widget of mf-media on the home page, in its own slot: it loads on its own, and if mf-media
 * is down or the widget throws, only this slot shows a message (with a retry).
 */
export function HomeWidget({ name }: { name: HomeWidgetName }) {
  return (
    <div className={styles.widget}>
      <RemoteSlot
        remote="mf-media"
        headingLevel={2}
        unavailableTitle={UNAVAILABLE[name]}
        fallback={
          <p className={styles.widgetLoading} role="status">
            Chargement...
          </p>
        }
      >
        <Widget name={name} />
      </RemoteSlot>
    </div>
  );
}
