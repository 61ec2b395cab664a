import { Suspense, use, useState } from 'react';
import { Loading, Notice, TEXTS, type RemoteName } from '@wado/shared';
import { SectionBoundary } from './SectionBoundary';
import { forgetSection, loadSection } from './loadSection';

function SectionScreen({ remote, path }: { remote: RemoteName; path: string }) {
  const section = use(loadSection(remote));
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

/** The slot where a remote's screen is shown, behind the loading indicator and an error boundary. */
export function SectionPage({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetSection(remote);
    setAttempt((value) => value + 1);
  };
  return (
    <SectionBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <SectionScreen remote={remote} path={path} />
      </Suspense>
    </SectionBoundary>
  );
}
