import { useEffect } from 'react';
import { documentTitle } from '@wado/shared';

/** The browser tab's title of a back-office screen: « Personnes – Administration – Wado France ». */
export function useAdminTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title ? `${title} – Administration` : 'Administration');
  }, [title]);
}
