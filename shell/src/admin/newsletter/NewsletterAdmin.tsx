import { Route, Routes } from 'react-router';
import { NewsletterList } from './NewsletterList';
import { NewsletterIssuePage } from './NewsletterIssuePage';

/** `/admin/newsletter` (roles admin and media): the issues, one issue's editor or report. */
export function NewsletterAdmin() {
  return (
    <Routes>
      <Route index element={<NewsletterList />} />
      <Route path=":id" element={<NewsletterIssuePage />} />
    </Routes>
  );
}
