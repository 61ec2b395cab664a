import type { AdminOrder } from '@wado/shared/contract';
import { BILLING } from '@wado/shared/testing/fixtures';
import { describeHistory, describeOrder } from '../scripts/orders';
import { forTerminal } from '../scripts/terminal';

const ESC = '\u001b';

/**
 * An unpaid order whose buyer wrote terminal sequences into their name (as rows written before the
 * server refused them).
 */
const hostileOrder: AdminOrder = {
  reference: 'WF-7K3M9Q',
  status: 'pending_payment',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  delivery: 'pickup',
  licenceNumber: null,
  memberPricing: false,
  subtotalCents: 4500,
  shippingCents: 0,
  totalCents: 4500,
  payment: { method: 'transfer', title: 'Virement', steps: [], details: [], dueDate: '2026-11-28' },
  billing: {
    ...BILLING,
    firstName: `Jean${ESC}[2K\r${ESC}[32mPayée${ESC}[0m`,
    lastName: 'Dupont\u202Eeéyap',
    email: 'jean@exemple.fr',
    phone: '0612345678',
  },
  lines: [
    {
      itemId: 'kimono',
      variantId: 'kimono-170',
      name: `Kimono${ESC}]0;titre\u0007`,
      variantLabel: '170 cm',
      image: { url: '/media/shop/kimono.svg', alt: 'Kimono' },
      quantity: 1,
      unitPriceCents: 4500,
      publicUnitPriceCents: 4500,
      lineTotalCents: 4500,
    },
  ],
  history: [{ at: '2026-11-20T10:00:00.000Z', status: 'pending_payment', note: `Commande\u009b31m`, actor: null }],
};

describe('stored text printed by the command-line tools', () => {
  it('shows control characters and direction overrides as visible escapes', () => {
    expect(forTerminal(`a${ESC}[31mb`)).toBe('a\\u{001b}[31mb');
    expect(forTerminal('x\r\ny\t')).toBe('x\\u{000d}\\u{000a}y\\u{0009}');
    expect(forTerminal('nom\u202Eetanimé')).toBe('nom\\u{202e}etanimé');
    expect(forTerminal('Élodie L’Hôte – 06 12')).toBe('Élodie L’Hôte – 06 12');
  });

  it('cannot make an unpaid order look paid in `orders.ts list` or `show`', () => {
    const printed = [describeOrder(hostileOrder), ...describeHistory(hostileOrder)].join('\n');
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(printed).toContain('En attente');
    expect(printed).toContain('Jean\\u{001b}[2K\\u{000d}\\u{001b}[32mPayée');
    expect(printed.split('\n')).toHaveLength(4);
  });
});
