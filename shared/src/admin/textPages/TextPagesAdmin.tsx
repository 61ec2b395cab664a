import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type { AdminScreen, Role } from '@wado/shared';
import type { TextPageOwner } from '../../schemas/editing';
import { TextPagesList, TEXT_PAGES_TITLE } from './TextPagesList';
import { TextPageEditor } from './TextPageEditor';

/**
 * The text pages of one app under one address: the list at its root, a page's editor at
 * `<slug>`. For a screen mounted on a path ending in `/*` (the shell's own pages).
 */
export function TextPagesAdmin({ owner, title }: { owner: TextPageOwner; title?: string }) {
  return (
    <Routes>
      <Route index element={<TextPagesList owner={owner} title={title} />} />
      <Route path=":slug" element={<TextPageEditor />} />
    </Routes>
  );
}

/**
 * A remote's text-page screens for its `./admin` module: `pages` (in its menu) and `pages/:slug`
 * (reached from the list). `roles`: the role of the section that shows the pages.
 */
export function textPagesScreens(
  owner: TextPageOwner,
  roles: readonly Role[],
  label = TEXT_PAGES_TITLE,
): AdminScreen[] {
  const List: ComponentType = () => <TextPagesList owner={owner} title={label} />;
  List.displayName = `TextPagesList(${owner})`;
  return [
    { path: 'pages', label, roles, Component: List },
    { path: 'pages/:slug', roles, Component: TextPageEditor },
  ];
}
