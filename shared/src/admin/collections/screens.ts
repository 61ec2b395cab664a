import type { ComponentType } from 'react';
import type { AdminScreen, Role } from '@wado/shared';
import { NEW_SEGMENT } from '../records/params';

/**
 * A collection's three screens under a section's admin root: its list (in the menu, `segment`),
 * a new record (`segment/nouveau`) and a record (`segment/:id`, read with `useRecordId()`).
 */
export function collectionScreens(
  segment: string,
  label: string,
  roles: readonly Role[],
  { List, Editor }: { List: ComponentType; Editor: ComponentType },
): AdminScreen[] {
  return [
    { path: segment, label, roles, Component: List },
    { path: `${segment}/${NEW_SEGMENT}`, roles, Component: Editor },
    { path: `${segment}/:id`, roles, Component: Editor },
  ];
}
