import { useNavigate, useSearchParams } from 'react-router';
import {
  api,
  BrowserOnly,
  formatDateAndTime,
  formatPrice,
  PAID_REGISTRATION_UNAVAILABLE,
  placesLeftText,
  REGISTRATION_PARAM,
  useResource,
  type EventDetail,
  type RegistrationOfferDetails,
} from '@wado/shared';
import { MyRegistration } from './MyRegistration';
import { RegistrationForm } from './RegistrationForm';
import styles from './registration.module.css';

/**
 * Online registration on an event's page, when the organizers opened it: the places left, the
 * deadline and the prices, the form (or the waiting list's, once full), and, reached by the link
 * of its e-mails (`?inscription=…`), the visitor's own registration. Nothing when the event takes
 * no registrations on the site.
 */
export function EventRegistration({ event }: { event: EventDetail }) {
  const [offer, reloadOffer] = useResource(
    () => api.getRegistrationOffer(event.slug),
    `registration-offer:${event.slug}`,
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get(REGISTRATION_PARAM);
  const showRegistration = (next: string) =>
    void navigate(`?${REGISTRATION_PARAM}=${encodeURIComponent(next)}`, {
      replace: true,
      preventScrollReset: true,
      state: { registered: true },
    });

  return (
    <>
      {token && (
        // The visitor's own data: read in the browser only, never in the page the server renders.
        <BrowserOnly fallback={null}>
          <MyRegistration key={token} token={token} onChanged={reloadOffer} />
        </BrowserOnly>
      )}
      {offer.status === 'ready' && offer.data.state !== 'none' && (
        <Offer
          event={event}
          offer={offer.data}
          onRegistered={(registration) => {
            showRegistration(registration);
            reloadOffer();
          }}
          onFull={reloadOffer}
        />
      )}
    </>
  );
}

/** « Gratuit », « 35,00 € », « 35,00 € (licenciés : 20,00 €) ». */
export function priceText({
  priceCents,
  memberPriceCents,
}: Pick<RegistrationOfferDetails, 'priceCents' | 'memberPriceCents'>) {
  if (priceCents === 0 && memberPriceCents === 0) return 'Gratuit';
  if (memberPriceCents === priceCents) return formatPrice(priceCents);
  const members = memberPriceCents === 0 ? 'gratuit' : formatPrice(memberPriceCents);
  return `${formatPrice(priceCents)} (licenciés\u00a0: ${members})`;
}

function Offer({
  event,
  offer,
  onRegistered,
  onFull,
}: {
  event: EventDetail;
  offer: RegistrationOfferDetails;
  onRegistered: (token: string) => void;
  onFull: () => void;
}) {
  switch (offer.state) {
    case 'finished':
      return null;
    case 'closed':
      return <p className={styles.closed}>Les inscriptions en ligne à cet événement sont closes.</p>;
    case 'deadline_passed':
      return (
        <p className={styles.closed}>
          Les inscriptions en ligne sont closes depuis le {formatDateAndTime(offer.deadline)}.
        </p>
      );
    case 'card_unavailable':
      return <p className={styles.closed}>{PAID_REGISTRATION_UNAVAILABLE}</p>;
    default:
      break;
  }
  const full = offer.state === 'full';
  return (
    <section className={styles.online} aria-labelledby="inscription-en-ligne">
      <h3 id="inscription-en-ligne">{full ? 'Complet : liste d’attente' : 'S’inscrire en ligne'}</h3>
      <dl className={styles.summary}>
        <dt>Places</dt>
        <dd>
          <strong data-testid="places-left">{placesLeftText(offer.placesLeft)}</strong> sur {offer.capacity}
          {full &&
            offer.waiting > 0 &&
            ` · ${offer.waiting} ${offer.waiting === 1 ? 'personne' : 'personnes'} en liste d’attente`}
        </dd>
        <dt>Date limite</dt>
        <dd>{formatDateAndTime(offer.deadline)}</dd>
        <dt>Tarif</dt>
        <dd>{priceText(offer)}</dd>
      </dl>
      {full && (
        <p>
          Inscrivez-vous sur la liste d’attente : dès qu’une place se libère, elle est donnée à la première personne de
          la liste, qui est prévenue par e-mail.
        </p>
      )}
      <RegistrationForm
        key={full ? 'waiting' : 'open'}
        event={event}
        offer={offer}
        waitingList={full}
        onRegistered={onRegistered}
        onFull={onFull}
      />
    </section>
  );
}
