import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@wado/shared';
import { axeViolations, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';
import {
  CARD_ORDER,
  CHEQUE_ORDER,
  FAILED_EMAILS,
  PAID_EMAILS,
  PAID_ORDER,
  PENDING_ORDER,
  PLACED_EMAILS,
} from './test/fixtures';

const ORDER_URL = '/api/admin/orders/WF-7K3M9Q';
const render = () => renderAdminScreens(screens, '/admin/mf-shop', 'commandes/WF-7K3M9Q');
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement!;

describe('an order', () => {
  it('shows its lines, totals, buyer, delivery, payment, history and e-mails', async () => {
    mockApi({
      [`GET ${ORDER_URL}`]: { body: PAID_ORDER },
      [`GET ${ORDER_URL}/emails`]: { body: PAID_EMAILS },
    });
    const { container } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande WF-7K3M9Q' })).toBeInTheDocument();
    expect(screen.getAllByText('Payée')[0]).toBeInTheDocument();
    expect(screen.getByText(/^Passée le/, { selector: 'p' })).toHaveTextContent(
      'Passée le 20 novembre 2026 à 10:15 · modifiée le 24 novembre 2026 à 17:00',
    );

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ArticleQuantité × prixTotal',
      expect.stringMatching(/^Tee-shirt Wado FranceM2 × 15,00\s€30,00\s€$/),
      expect.stringMatching(/^Petit lexique du karatékaLivre de poche1 × 8,00\s€8,00\s€$/),
    ]);
    expect(screen.getByText('Total TTC').nextElementSibling).toHaveTextContent(/^44,90\s€$/);
    expect(screen.getByText('Tarif licencié (licence WF26004217).')).toBeInTheDocument();
    const buyer = within(section('Acheteur'));
    expect(buyer.getByRole('link', { name: 'elise.moreau@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:elise.moreau@exemple.fr',
    );
    expect(buyer.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678');
    expect(section('Acheteur')).toHaveTextContent('12 rue des LilasBâtiment B69003 Lyon');
    expect(section('Livraison')).toHaveTextContent('Livraison par Colissimo');
    expect(section('Paiement')).toHaveTextContent('Virement bancaire, à recevoir au plus tard le 28 novembre 2026');

    const history = within(screen.getByRole('heading', { name: 'Historique' }).nextElementSibling as HTMLElement);
    const entries = history.getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(
      'En attente de paiement — le 20 novembre 2026 à 10:15, par l’acheteur sur le siteCommande passée sur le site',
    );
    expect(entries[1]).toHaveTextContent(
      'Payée — le 24 novembre 2026 à 17:00, par tresoriere@wado-france.testVirement reçu le 24/11',
    );

    const mails = await screen.findAllByRole('heading', { level: 3 });
    expect(mails.map((heading) => heading.textContent)).toEqual([
      'Votre commande WF-7K3M9Q – Wado France',
      'Commande WF-7K3M9Q : payée – Wado France',
    ]);
    expect(mails[0]!.parentElement).toHaveTextContent('Envoyé à elise.moreau@exemple.fr le 20 novembre 2026 à 10:16');
    expect(mails[1]!.parentElement).toHaveTextContent(
      'En attente d’envoi à elise.moreau@exemple.fr, préparé le 24 novembre 2026 à 17:00',
    );
    expect(within(mails[1]!.parentElement!).getByText(/Nous avons bien reçu votre paiement/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks it paid with a note, after a confirmation, then shows the new status, history and e-mail', async () => {
    let emailsAsked = 0;
    const api = mockApi({
      [`GET ${ORDER_URL}`]: { body: PENDING_ORDER },
      [`GET ${ORDER_URL}/emails`]: () => ({ body: ++emailsAsked === 1 ? PLACED_EMAILS : PAID_EMAILS }),
      [`POST ${ORDER_URL}/status`]: { body: PAID_ORDER },
    });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Commande WF-7K3M9Q' });
    expect(screen.queryByRole('button', { name: 'Marquer comme expédiée ou remise' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Note pour l’historique (facultative)'), '  Virement reçu le 24/11 ');
    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme payée' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Marquer la commande WF-7K3M9Q comme payée ?' });
    expect(dialog).toHaveTextContent('La commande passera de « En attente de paiement » à « Payée ».');
    expect(dialog).toHaveTextContent('Note pour l’historique : « Virement reçu le 24/11 »');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(api.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme payée' }));

    expect(await screen.findByText('La commande est marquée comme payée.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', url: `${ORDER_URL}/status`, body: { status: 'paid', note: 'Virement reçu le 24/11' } },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Marquer comme expédiée ou remise' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note pour l’historique (facultative)')).toHaveValue('');
    expect(screen.getByText(/par tresoriere@wado-france\.test/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Commande WF-7K3M9Q : payée – Wado France' }),
    ).toBeInTheDocument();
  });

  it('cancels only once confirmed, says the stock comes back, and sends no empty note', async () => {
    const cancelled: AdminOrder = {
      ...PENDING_ORDER,
      status: 'cancelled',
      history: [
        ...PENDING_ORDER.history,
        { status: 'cancelled', at: '2026-11-21T08:00:00.000Z', note: '', actor: 'a@b.fr' },
      ],
    };
    const api = mockApi({
      [`GET ${ORDER_URL}`]: { body: PENDING_ORDER },
      [`GET ${ORDER_URL}/emails`]: { body: PLACED_EMAILS },
      [`POST ${ORDER_URL}/status`]: { body: cancelled },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Annuler la commande WF-7K3M9Q ?' });
    expect(dialog).toHaveTextContent('Les articles sont remis en stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Annuler la commande' })).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await screen.findByText('La commande est annulée et ses articles sont remis en stock.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', url: `${ORDER_URL}/status`, body: { status: 'cancelled' } }]);
    expect(screen.getByText('Une commande « annulée » ne change plus de statut.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Marquer/ })).toBeNull();
  });

  it('keeps the dialog open with the server’s reason when the change is refused', async () => {
    mockApi({
      [`GET ${ORDER_URL}`]: { body: PENDING_ORDER },
      [`GET ${ORDER_URL}/emails`]: { body: PLACED_EMAILS },
      [`POST ${ORDER_URL}/status`]: {
        status: 409,
        body: { error: 'Conflict', message: 'La commande vient de changer : rechargez-la.' },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme payée' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme payée' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La commande vient de changer : rechargez-la.');
    expect(screen.getAllByText('En attente de paiement')[0]).toBeInTheDocument();
    expect(screen.queryByText('La commande est marquée comme payée.')).toBeNull();
  });

  it('offers no change for a shipped order, and shows an e-mail that could not be sent', async () => {
    mockApi({
      'GET /api/admin/orders/WF-2BCD4E': { body: CHEQUE_ORDER },
      'GET /api/admin/orders/WF-2BCD4E/emails': { body: FAILED_EMAILS },
    });
    renderAdminScreens(screens, '/admin/mf-shop', 'commandes/WF-2BCD4E');
    expect(
      await screen.findByText('Une commande « expédiée ou remise » ne change plus de statut.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Marquer|Annuler/ })).toBeNull();
    expect(section('Livraison')).toHaveTextContent('Retrait au siège');
    expect(screen.getByText('offerte')).toBeInTheDocument();
    expect(await screen.findByText('Abandonné après 5 essais : connexion refusée')).toBeInTheDocument();
    expect(screen.getByText('Non envoyé')).toBeInTheDocument();
  });

  it('says that an order paid by card was paid on HelloAsso’s page, and that the site marked it paid', async () => {
    mockApi({
      'GET /api/admin/orders/WF-C4RT3B': { body: CARD_ORDER },
      'GET /api/admin/orders/WF-C4RT3B/emails': { body: { items: [] } },
    });
    renderAdminScreens(screens, '/admin/mf-shop', 'commandes/WF-C4RT3B');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande WF-C4RT3B' })).toBeInTheDocument();
    expect(section('Paiement')).toHaveTextContent(
      /^PaiementCarte bancaire, payée sur la page de HelloAsso, articles réservés jusqu’au 20 novembre 2026 à 10\sh\s45\. Elle est marquée payée dès que HelloAsso confirme le paiement\.$/,
    );
    const history = within(screen.getByRole('heading', { name: 'Historique' }).nextElementSibling as HTMLElement);
    expect(history.getAllByRole('listitem')[1]).toHaveTextContent(
      'Payée — le 20 novembre 2026 à 10:20, automatiquement par le sitePayée par carte (HelloAsso)',
    );
  });

  it('says when the order does not exist', async () => {
    mockApi({
      [`GET ${ORDER_URL}`]: { status: 404, body: { error: 'Not Found', message: "Cette commande n'existe pas." } },
      [`GET ${ORDER_URL}/emails`]: {
        status: 404,
        body: { error: 'Not Found', message: "Cette commande n'existe pas." },
      },
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Aucune commande ne porte la référence WF-7K3M9Q.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '← Toutes les commandes' })).toHaveAttribute(
        'href',
        '/admin/mf-shop/commandes',
      ),
    );
  });
});
