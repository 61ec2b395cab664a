import { useLocation } from 'react-router';
import { api, cardReturnFromSearch, TextPage, useResource, useSiteSettings, type SiteSettings } from '@wado/shared';
import { DonationForm } from './DonationForm';
import { DonationOutcome } from './DonationOutcome';
import styles from './DonationsPage.module.css';

export const FORM_ID = 'don-en-ligne';

/** Without card payment: the text's other ways stay, and one sentence says where to send a cheque. */
function ChequeOnly({ site }: { site: SiteSettings | null }) {
  return (
    <p className={styles.intro}>
      Les dons en ligne ne sont pas proposés pour le moment.{' '}
      {site
        ? `Vous pouvez donner par chèque à l’ordre de ${site.chequeOrder}, envoyé à ${site.chequeAddress}.`
        : 'Vous pouvez donner par chèque ou par virement, comme indiqué ci-dessus.'}
    </p>
  );
}

/**
 * `/donations`: the association's text on gifts (edited in the back office, kept as it is), then
 * the form of an online donation paid by card (HelloAsso). Back from HelloAsso (`?don=…`), what
 * became of the donation comes under the title. Without card payment, no form: the cheque's order
 * and address instead.
 */
export default function DonationsPage() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const token = query.get('don');
  const site = useSiteSettings();
  const [options] = useResource(() => api.paymentOptions(), 'payment-options');
  const card = options.status === 'ready' && options.data.card;
  const taxReceipt = site?.taxReceiptEligible ?? false;

  const lead = token ? (
    <DonationOutcome
      token={token}
      cardReturn={cardReturnFromSearch(search)}
      refused={query.get('code') === 'refused'}
    />
  ) : card ? (
    <p>
      <a className={styles.button} href={`#${FORM_ID}`}>
        Faire un don en ligne
      </a>
    </p>
  ) : undefined;

  return (
    <>
      <TextPage source={{ page: 'donations' }} lead={lead} />
      <section id={FORM_ID} className={styles.section} aria-labelledby={`${FORM_ID}-titre`}>
        <h2 id={`${FORM_ID}-titre`}>Faire un don en ligne</h2>
        {options.status === 'loading' ? null : card ? (
          <>
            <p className={styles.intro}>
              Choisissez un montant, indiquez vos coordonnées, puis payez par carte bancaire sur la page sécurisée de
              HelloAsso, la plateforme de paiement des associations.
              {taxReceipt && ' Votre reçu fiscal vous est envoyé par e-mail dès la confirmation du paiement.'}
            </p>
            <DonationForm taxReceipt={taxReceipt} />
          </>
        ) : (
          <ChequeOnly site={site} />
        )}
      </section>
    </>
  );
}
