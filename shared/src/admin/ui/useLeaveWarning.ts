import { useEffect } from 'react';

/** While `dirty`, leaving the page (reload, closing the tab) asks first: unsaved changes are not lost silently. */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
