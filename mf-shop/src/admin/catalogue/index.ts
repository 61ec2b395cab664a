import { lazy, type ComponentType } from 'react';
import type { AdminScreen } from '@wado/shared';
import { NEW_SEGMENT } from '@wado/shared/admin';
import { CATEGORIES_SEGMENT, ITEMS_SEGMENT, SHOP_EDITOR_ROLES } from './paths';

/** One screen of a module downloaded when first shown. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const list = () => import('./ItemsList');
const editor = () => import('./ItemEditor');
const categories = () => import('./CategoriesAdmin');

/** The shop editors' screens: the articles (in the menu), a new article, an article, the categories (in the menu). */
export const catalogueScreens: AdminScreen[] = [
  {
    path: ITEMS_SEGMENT,
    label: 'Articles',
    roles: SHOP_EDITOR_ROLES,
    Component: screen(list, (module) => module.ItemsListScreen),
  },
  {
    path: `${ITEMS_SEGMENT}/${NEW_SEGMENT}`,
    roles: SHOP_EDITOR_ROLES,
    Component: screen(editor, (module) => module.ItemEditorScreen),
  },
  {
    path: `${ITEMS_SEGMENT}/:itemId`,
    roles: SHOP_EDITOR_ROLES,
    Component: screen(editor, (module) => module.ItemEditorScreen),
  },
  {
    path: CATEGORIES_SEGMENT,
    label: 'Catégories',
    roles: SHOP_EDITOR_ROLES,
    Component: screen(categories, (module) => module.CategoriesScreen),
  },
];
