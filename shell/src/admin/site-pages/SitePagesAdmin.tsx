import { TextPagesAdmin } from '@wado/shared/admin';

/** `/admin/pages-du-site` (role admin): the shell's own text pages (legal notice, privacy, terms of use). */
export function SitePagesAdmin() {
  return <TextPagesAdmin owner="shell" title="Pages du site" />;
}
