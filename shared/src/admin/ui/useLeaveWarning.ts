import { useEffect } from 'react';

/** What the volunteer is asked before a link takes them away from unsaved changes. */
export const LEAVE_WITH_UNSAVED_CHANGES =
  'Vos modifications ne sont pas enregistrées. Quitter cette page et les perdre ?';

/** The link a click follows inside the page, if it leaves for another page of the site. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null; // A new tab or window: this page and its changes stay.
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  // The same page (an anchor of it): nothing is left.
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return null;
  return link;
}

/**
 * While `dirty`, leaving the page asks first: a link of the site or of the back office (its menu,
 * « Retour à la liste »…) asks in French and stays if the volunteer says no; a reload or closing
 * the tab gets the browser's own question. Unsaved changes are not lost silently. The links are
 * watched on the document, before the router sees the click, so it works under any router.
 */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const askBeforeLeaving = (event: MouseEvent) => {
      if (!leavingLink(event)) return;
      if (window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', askBeforeLeaving, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', askBeforeLeaving, true);
    };
  }, [dirty]);
}
