import type { Migration } from 'kysely';
import * as initial from './001_initial';
import * as associationWado from './002_association_wado';
import * as shop from './004_shop';
import * as selectionMedia from './003_selection_media';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_association_wado': associationWado,
  '003_selection_media': selectionMedia,
  '004_shop': shop,
};
