import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { Loading, Notice, ResourceScope, TEXTS, type RemoteName } from '@wado/shared';
import { SectionBoundary } from './SectionBoundary';
import { forgetSection, loadSection } from './loadSection';
import { markPageReady } from '../app/pageReady';

function SectionScreen({ remote, path }: { remote: RemoteName; path: string }) {
  const section = use(loadSection(remote));
  useEffect(markPageReady, [path]);
  const route = section.routes.find((candidate) => candidate.path === path);
  if (!route) {
    // The path belongs to this remote in the route table, but its release has no screen for it yet.
    return (
      <Notice title={TEXTS.section.pendingTitle} headingLevel={1}>
        <p>{TEXTS.section.pendingText}</p>
      </Notice>
    );
  }
  const Screen = route.Component;
  return <Screen />;
}

/**
 * Where something a remote exposes is shown: a loading indicator while it loads, and an error
 * boundary whose retry makes the remote's files be fetched anew. Used for screens and widgets.
 */
export function RemoteSlot({
  remote,
  fallback = <Loading />,
  headingLevel,
  unavailableTitle,
  children,
}: {
  remote: RemoteName;
  fallback?: ReactNode;
  headingLevel?: 1 | 2;
  unavailableTitle?: string;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetSection(remote);
    setAttempt((value) => value + 1);
  };
  return (
    <SectionBoundary key={attempt} onRetry={retry} headingLevel={headingLevel} unavailableTitle={unavailableTitle}>
      <Suspense fallback={fallback}>
        {/* The remote's data is its own: its keys cannot meet the shell's or another remote's. */}
        <ResourceScope scope={remote}>{children}</ResourceScope>
      </Suspense>
    </SectionBoundary>
  );
}

/** The slot where a remote's screen is shown, behind the loading indicator and an error boundary. */
export function SectionPage({ remote, path }: { remote: RemoteName; path: string }) {
  return (
    <RemoteSlot remote={remote}>
      <SectionScreen remote={remote} path={path} />
    </RemoteSlot>
  );
}
