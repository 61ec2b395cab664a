/**
 * The treasurer's command line, over the admin API of a running site, with a personal API token
 * an admin issued in the back office (Personnes → jeton) to a person holding the `treasurer` role:
 *   WADO_API_TOKEN=wado_pat_… npx tsx api/scripts/orders.ts list [pending_payment|paid|shipped|cancelled]
 *   WADO_API_TOKEN=wado_pat_… npx tsx api/scripts/orders.ts show WF-7K3M9Q
 *   WADO_API_TOKEN=wado_pat_… npx tsx api/scripts/orders.ts csv [statut] > commandes.csv
 *   WADO_API_TOKEN=wado_pat_… npx tsx api/scripts/orders.ts paid|shipped|cancel WF-7K3M9Q ["note"]
 * SITE_URL (default http://localhost:8080) says which site.
 */
import {
  formatPrice,
  ORDER_STATUS_LABELS,
  type AdminOrder,
  type AdminOrderList,
  type OrderStatus,
} from '@wado/shared/contract';
import { forTerminal } from './terminal';

const site = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const token = process.env.WADO_API_TOKEN ?? '';
const STATUS_OF_COMMAND: Record<string, Exclude<OrderStatus, 'pending_payment'>> = {
  paid: 'paid',
  shipped: 'shipped',
  cancel: 'cancelled',
};

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${site}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(`${response.status} : ${forTerminal(body.message ?? response.statusText)}`);
  }
  return response;
}

/** An order in a few lines; every text that came from a buyer or the database goes through forTerminal. */
export function describeOrder(order: AdminOrder): string {
  const t = forTerminal;
  const { billing } = order;
  const lines = order.lines.map(
    (line) => `    ${line.quantity} × ${t(line.name)} (${t(line.variantLabel)}) ${formatPrice(line.lineTotalCents)}`,
  );
  return [
    `${t(order.reference)}  ${t(order.createdAt.slice(0, 16).replace('T', ' '))}  ${ORDER_STATUS_LABELS[order.status]}  ${formatPrice(order.totalCents)}  ${t(order.payment.title)}`,
    `    ${t(billing.firstName)} ${t(billing.lastName)} <${t(billing.email)}> ${t(billing.phone)}`,
    ...lines,
  ].join('\n');
}

/** History lines of `show`. */
export function describeHistory(order: AdminOrder): string[] {
  return order.history.map(
    (entry) => `    ${forTerminal(entry.at)}  ${ORDER_STATUS_LABELS[entry.status]}  ${forTerminal(entry.note)}`,
  );
}

async function main(argv: string[]): Promise<void> {
  const [command = 'help', argument, note] = argv;
  if (!token)
    throw new Error(
      'Définissez WADO_API_TOKEN (un jeton personnel de la trésorerie : npm run users -- token <email>).',
    );
  if (command === 'list') {
    const query = argument ? `?status=${encodeURIComponent(argument)}&limit=100` : '?limit=100';
    const list = (await (await call(`/api/admin/orders${query}`)).json()) as AdminOrderList;
    console.log(list.items.map(describeOrder).join('\n\n') || 'Aucune commande.');
    console.log(
      `\n${list.total} commande(s)${list.total > list.items.length ? ` (les ${list.items.length} plus récentes affichées)` : ''}.`,
    );
  } else if (command === 'show' && argument) {
    const order = (await (await call(`/api/admin/orders/${encodeURIComponent(argument)}`)).json()) as AdminOrder;
    console.log([describeOrder(order), ...describeHistory(order)].join('\n'));
  } else if (command === 'csv') {
    const csv = await (
      await call(`/api/admin/orders.csv${argument ? `?status=${encodeURIComponent(argument)}` : ''}`)
    ).text();
    // Into a file as it came; onto a terminal, made printable (line breaks kept).
    process.stdout.write(process.stdout.isTTY ? csv.replace(/[^\r\n]+/g, forTerminal) : csv);
  } else if (STATUS_OF_COMMAND[command] && argument) {
    const body = JSON.stringify({ status: STATUS_OF_COMMAND[command], ...(note ? { note } : {}) });
    const order = (await (
      await call(`/api/admin/orders/${encodeURIComponent(argument)}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    ).json()) as AdminOrder;
    console.log(describeOrder(order));
  } else {
    console.log(
      'Commandes : list [statut] | show RÉF | csv [statut] | paid RÉF [note] | shipped RÉF [note] | cancel RÉF [note]',
    );
    process.exitCode = command === 'help' ? 0 : 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`Erreur : ${error instanceof Error ? forTerminal(error.message) : String(error)}`);
    process.exit(1);
  });
}
