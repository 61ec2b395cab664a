import type { EspacePart, RemoteName } from '@wado/shared';
import { OrdersPart } from './OrdersPart';

/**
 * The module this remote exposes to « Mon espace » (`./espace`, see `EspaceModule`): the orders
 * of the shop made with the signed-in address. The shell loads it once someone is signed in, and
 * frames each part under its title.
 */
export const remote: RemoteName = 'mf-shop';

export const parts: EspacePart[] = [{ id: 'commandes', title: 'Commandes de la boutique', Component: OrdersPart }];
