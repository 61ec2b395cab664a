import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import {
  api,
  DELIVERY_METHODS,
  formatDate,
  formatDateAndTime,
  formatPrice,
  Loading,
  Notice,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type AdminOrder,
  type AdminOrderEmail,
  type OrderHistoryEntry,
  type OrderStatusRequest,
} from '@wado/shared';
import {
  adminClasses,
  ConfirmDialog,
  errorMessage,
  formatDateTime,
  FormMessage,
  ORDER_STATUS_REQUEST_RULES,
  recordClasses,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import { ORDERS_PATH } from './paths';
import { OrderStatusBadge } from './OrderStatusBadge';
import styles from './orders.module.css';

type Target = OrderStatusRequest['status'];

/** What each change is called, what it does, and what the treasurer is told once it is done. */
const ACTIONS: Record<
  Target,
  { label: string; question: string; confirm: string; effect: string; done: string; danger: boolean }
> = {
  paid: {
    label: 'Marquer comme payée',
    question: 'Marquer la commande {reference} comme payée ?',
    confirm: 'Marquer comme payée',
    effect: 'L’acheteur reçoit un e-mail qui confirme la réception de son paiement.',
    done: 'La commande est marquée comme payée.',
    danger: false,
  },
  shipped: {
    label: 'Marquer comme expédiée ou remise',
    question: 'Marquer la commande {reference} comme expédiée ou remise ?',
    confirm: 'Marquer comme expédiée',
    effect: 'L’acheteur reçoit un e-mail qui annonce l’envoi du colis, ou la remise au siège.',
    done: 'La commande est marquée comme expédiée ou remise.',
    danger: false,
  },
  cancelled: {
    label: 'Annuler la commande',
    question: 'Annuler la commande {reference} ?',
    confirm: 'Confirmer l’annulation',
    effect:
      'Les articles sont remis en stock et l’acheteur reçoit un e-mail d’annulation (remboursement sous 14 jours s’il avait payé). Une commande annulée ne peut plus changer.',
    done: 'La commande est annulée et ses articles sont remis en stock.',
    danger: true,
  },
};

const isTarget = (status: string): status is Target => status in ACTIONS;

/** « text », the guillemets kept on the line of their words. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

/** `commandes/:reference` (role treasurer): an order, its history, its e-mails, and the changes of status it allows. */
export function OrderDetailScreen() {
  const reference = useParams().reference ?? '';
  useAdminTitle(`Commande ${reference}`);
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const order = useAdminData(() => api.getAdminOrder(reference), `order:${reference}`);
  const emails = useAdminData(() => api.getAdminOrderEmails(reference), `order-emails:${reference}`);
  const [done, setDone] = useState<string | null>(null);

  return (
    <div className={adminClasses.screen}>
      <Link className={recordClasses.back} to={`${ORDERS_PATH}${listSearch}`}>
        ← Toutes les commandes
      </Link>
      {order.state.status === 'loading' && <Loading />}
      {order.state.status === 'error' &&
        (order.state.httpStatus === 404 ? (
          <Notice title="Commande introuvable" headingLevel={1}>
            <p>Aucune commande ne porte la référence {reference}.</p>
          </Notice>
        ) : (
          <Notice
            title="La commande n’a pas pu être chargée"
            headingLevel={1}
            action={{ label: 'Réessayer', onClick: order.reload }}
          >
            <p>{order.state.message}</p>
          </Notice>
        ))}
      {order.state.status === 'ready' && (
        <OrderView
          order={order.state.data}
          done={done}
          onChanged={(changed, message) => {
            order.replace(changed);
            setDone(message);
            // The change queued an e-mail to the buyer: it shows at once.
            emails.reload();
          }}
          emails={
            <>
              {emails.state.status === 'loading' && <Loading />}
              {emails.state.status === 'error' && (
                <Notice
                  title="Les e-mails n’ont pas pu être chargés"
                  action={{ label: 'Réessayer', onClick: emails.reload }}
                >
                  <p>{emails.state.message}</p>
                </Notice>
              )}
              {emails.state.status === 'ready' && <EmailList emails={emails.state.data.items} />}
            </>
          }
        />
      )}
    </div>
  );
}

function OrderView({
  order,
  done,
  onChanged,
  emails,
}: {
  order: AdminOrder;
  done: string | null;
  onChanged: (order: AdminOrder, message: string) => void;
  emails: ReactNode;
}) {
  const { billing } = order;
  const delivery = DELIVERY_METHODS.find((method) => method.id === order.delivery);
  return (
    <>
      <div className={recordClasses.header}>
        <h1>Commande {order.reference}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className={adminClasses.meta}>
        Passée le <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        {order.updatedAt !== order.createdAt && (
          <>
            {' '}
            · modifiée le <time dateTime={order.updatedAt}>{formatDateTime(order.updatedAt)}</time>
          </>
        )}
      </p>
      <div aria-live="polite">{done && <FormMessage kind="success">{done}</FormMessage>}</div>

      <StatusActions order={order} onChanged={onChanged} />

      <h2 id="order-lines">Articles</h2>
      {/* Scrolls sideways on a narrow phone: reachable by keyboard, named by its heading. */}
      <div className={styles.tableWrap} role="region" aria-labelledby="order-lines" tabIndex={0}>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">Article</th>
              <th scope="col" className={styles.number}>
                Quantité × prix
              </th>
              <th scope="col" className={styles.number}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.variantId}>
                <th scope="row">
                  {line.name}
                  <span className={styles.size}>{line.variantLabel}</span>
                </th>
                <td className={styles.number}>
                  {line.quantity} × {formatPrice(line.unitPriceCents)}
                </td>
                <td className={styles.number}>{formatPrice(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
        <dt>Sous-total</dt>
        <dd>{formatPrice(order.subtotalCents)}</dd>
        <dt>Livraison</dt>
        <dd>{order.shippingCents === 0 ? 'offerte' : formatPrice(order.shippingCents)}</dd>
        <dt>Total TTC</dt>
        <dd className={styles.total}>{formatPrice(order.totalCents)}</dd>
      </dl>
      <p className={adminClasses.meta}>
        {order.memberPricing
          ? `Tarif licencié (licence ${order.licenceNumber ?? 'vérifiée'}).`
          : 'Tarif public (pas de licence vérifiée).'}
      </p>

      <div className={styles.facts}>
        <section aria-labelledby="order-buyer">
          <h2 id="order-buyer">Acheteur</h2>
          <address className={styles.address}>
            {billing.firstName} {billing.lastName}
            <br />
            <a href={`mailto:${billing.email}`}>{billing.email}</a>
            <br />
            <a href={`tel:${billing.phone.replace(/[\s.-]/g, '')}`}>{billing.phone}</a>
            <br />
            {billing.address}
            {billing.addressMore && (
              <>
                <br />
                {billing.addressMore}
              </>
            )}
            <br />
            {billing.postcode} {billing.city}
          </address>
        </section>
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery">Livraison</h2>
          <p>{delivery?.label ?? order.delivery}</p>
        </section>
        <section aria-labelledby="order-payment">
          <h2 id="order-payment">Paiement</h2>
          {order.payment.method === 'card' ? (
            <p>
              {order.payment.title}, payée sur la page de HelloAsso
              {order.payment.holdUntil && `, articles réservés jusqu’au ${formatDateAndTime(order.payment.holdUntil)}`}.
              Elle est marquée payée dès que HelloAsso confirme le paiement.
            </p>
          ) : (
            <p>
              {order.payment.title}, à recevoir au plus tard le {formatDate(order.payment.dueDate)}, avec la référence{' '}
              {order.reference}.
            </p>
          )}
        </section>
      </div>

      <h2>Historique</h2>
      <ol className={styles.history}>
        {order.history.map((entry, index) => (
          <li key={`${entry.status}-${index}`}>
            <strong>{ORDER_STATUS_LABELS[entry.status]}</strong> — le{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>, {actorText(entry)}
            {entry.note && <p className={styles.note}>{entry.note}</p>}
          </li>
        ))}
      </ol>

      <h2>E-mails à l’acheteur</h2>
      {emails}
    </>
  );
}

/** Who made a change: a person's e-mail, or the site itself (the order placed, an unpaid order expired). */
function actorText(entry: OrderHistoryEntry): string {
  if (entry.actor) return `par ${entry.actor}`;
  return entry.status === 'pending_payment' ? 'par l’acheteur sur le site' : 'automatiquement par le site';
}

/** The changes the order's status allows (ORDER_TRANSITIONS), each asked again in a dialog, with an optional note. */
function StatusActions({
  order,
  onChanged,
}: {
  order: AdminOrder;
  onChanged: (order: AdminOrder, message: string) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [asked, setAsked] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const targets = ORDER_TRANSITIONS[order.status].filter(isTarget);

  if (targets.length === 0) {
    return (
      <p className={adminClasses.meta}>
        Une commande {quoted(ORDER_STATUS_LABELS[order.status].toLowerCase())} ne change plus de statut.
      </p>
    );
  }

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    setError(null);
    try {
      const trimmed = note.trim();
      const changed = await api.setAdminOrderStatus(order.reference, {
        status: asked,
        ...(trimmed ? { note: trimmed } : {}),
      });
      onChanged(changed, ACTIONS[asked].done);
      setNote('');
      setAsked(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${adminClasses.card} ${styles.actionsPanel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Changer le statut</h2>
      <div className={adminClasses.field}>
        <label htmlFor={`${id}-note`}>Note pour l’historique (facultative)</label>
        <p id={`${id}-hint`} className={adminClasses.hint}>
          Par exemple « Virement reçu le 24/11 » ou un numéro de colis. L’acheteur ne la voit pas.
        </p>
        <textarea
          id={`${id}-note`}
          className={adminClasses.input}
          rows={2}
          maxLength={ORDER_STATUS_REQUEST_RULES.note.maxLength}
          value={note}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className={adminClasses.actions}>
        {targets.map((target) => (
          <button
            key={target}
            type="button"
            className={ACTIONS[target].danger ? adminClasses.danger : adminClasses.primary}
            onClick={() => {
              setError(null);
              setAsked(target);
            }}
          >
            {ACTIONS[target].label}
          </button>
        ))}
      </div>
      {asked && (
        <ConfirmDialog
          title={ACTIONS[asked].question.replace('{reference}', order.reference)}
          confirmLabel={ACTIONS[asked].confirm}
          danger={ACTIONS[asked].danger}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setAsked(null)}
        >
          <p>
            La commande passera de {quoted(ORDER_STATUS_LABELS[order.status])} à {quoted(ORDER_STATUS_LABELS[asked])}.{' '}
            {ACTIONS[asked].effect}
          </p>
          {note.trim() && <p>Note pour l’historique : {quoted(note.trim())}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}

const EMAIL_STATUS: Record<AdminOrderEmail['status'], string> = {
  pending: 'En attente d’envoi',
  sent: 'Envoyé',
  failed: 'Non envoyé',
};

/** What the outbox sent, or will send, to the buyer about this order, oldest first. */
function EmailList({ emails }: { emails: AdminOrderEmail[] }) {
  if (emails.length === 0) return <p className={adminClasses.meta}>Aucun e-mail pour cette commande.</p>;
  return (
    <ol className={adminClasses.list}>
      {emails.map((email) => (
        <li key={email.id} className={adminClasses.card}>
          <h3 className={styles.subject}>{email.subject}</h3>
          <p className={adminClasses.meta}>
            <span className={`${recordClasses.badge} ${styles[`mail-${email.status}`]}`}>
              {EMAIL_STATUS[email.status]}
            </span>{' '}
            {email.status === 'sent' && email.sentAt
              ? `à ${email.to} le ${formatDateTime(email.sentAt)}`
              : `à ${email.to}, préparé le ${formatDateTime(email.createdAt)}`}
            {email.status === 'pending' &&
              email.attempts > 0 &&
              ` (${email.attempts} essai${email.attempts > 1 ? 's' : ''} sans succès)`}
          </p>
          {email.status === 'failed' && (
            <p className={adminClasses.fieldError}>
              Abandonné après {email.attempts} essais{email.lastError && ` : ${email.lastError}`}
            </p>
          )}
          <details>
            <summary>Texte de l’e-mail</summary>
            <pre className={styles.mailText}>{email.text}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
