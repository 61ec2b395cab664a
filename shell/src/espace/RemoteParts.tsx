import { Suspense, use } from 'react';
import { remoteApp, type EspacePart, type RemoteName } from '@wado/shared';
import { RemoteSlot } from '../sections/SectionPage';
import { loadEspaceSection } from '../sections/loadSection';
import { ESPACE_TEXTS } from './texts';
import styles from './Espace.module.css';

/** A small indicator, in the part's own box (the page's full-height one is for whole screens). */
function PartLoading() {
  return (
    <p className={styles.partLoading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {ESPACE_TEXTS.partLoading}
    </p>
  );
}

/** One part, in its own region under its own heading; its code (often a lazy chunk) loads inside it. */
function PartSection({ part }: { part: EspacePart }) {
  const headingId = `${part.id}-titre`;
  const Part = part.Component;
  return (
    <section id={part.id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{part.title}</h2>
      <Suspense fallback={<PartLoading />}>
        <Part />
      </Suspense>
    </section>
  );
}

function Parts({ remote }: { remote: RemoteName }) {
  const module = use(loadEspaceSection(remote));
  return module.parts.map((part) => <PartSection key={part.id} part={part} />);
}

/** What the remote's parts hold (the manifest says), for the message shown when they cannot be loaded. */
function partsLabel(remote: RemoteName): string {
  return remoteApp(remote)?.espace?.label ?? remote;
}

/**
 * A remote's parts of the space (its `./espace` module), loaded once someone is signed in: a
 * loading indicator meanwhile; if the remote cannot be loaded, or a part throws, a French message
 * with « Réessayer » in its place, and the other remotes' parts still show.
 */
export function RemoteParts({ remote }: { remote: RemoteName }) {
  return (
    <RemoteSlot
      remote={remote}
      fallback={<PartLoading />}
      headingLevel={2}
      unavailableTitle={ESPACE_TEXTS.partUnavailable(partsLabel(remote))}
    >
      <Parts remote={remote} />
    </RemoteSlot>
  );
}
