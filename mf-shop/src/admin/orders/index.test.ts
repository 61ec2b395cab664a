import { adminModuleProblems } from '@wado/shared/admin';
import * as adminModule from '../index';

describe('the orders in the shop’s ./admin module', () => {
  it('are for the treasurer only: the list in the menu, an order reached from it', () => {
    expect(adminModuleProblems(adminModule)).toEqual([]);
    const orders = adminModule.screens.filter((screen) => screen.path.startsWith('commandes'));
    expect(orders.map((screen) => [screen.path, screen.label ?? null, screen.roles])).toEqual([
      ['commandes', 'Commandes', ['treasurer']],
      ['commandes/:reference', null, ['treasurer']],
    ]);
  });
});
