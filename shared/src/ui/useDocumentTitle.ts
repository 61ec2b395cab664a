import { useEffect } from 'react';
import { documentTitle } from '../contract';

/** Sets the browser tab's title ("<page> – Wado France") while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    if (pageTitle !== undefined) document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
