import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  api,
  ApiError,
  DONATION_NOT_ACKNOWLEDGED,
  DONATION_SUGGESTED_EUROS,
  donationAmountError,
  DONOR_LABELS,
  DONOR_LIMITS,
  formatPrice,
  normalizeDonor,
  parseEuros,
  taxReductionSentence,
  validateDonor,
  type DonorDetails,
  type DonorErrors,
  type DonorField,
  goToPaymentPage,
} from '@wado/shared';
import styles from './DonationsPage.module.css';

export const CONNECTION_LOST = 'La connexion a été interrompue : vérifiez votre accès à internet, puis réessayez.';

/** A suggested amount (in euros, as text) or the free amount. */
type Choice = `${(typeof DONATION_SUGGESTED_EUROS)[number]}` | 'other';

const FIELDS: {
  name: DonorField;
  autoComplete: string;
  type?: string;
  inputMode?: 'email' | 'numeric';
  wide?: boolean;
}[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email', inputMode: 'email', wide: true },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', autoComplete: 'address-level2' },
];

const EMPTY_DONOR: DonorDetails = { firstName: '', lastName: '', email: '', address: '', postcode: '', city: '' };

type Errors = DonorErrors & { amount?: string; acknowledged?: string };

/** The amount the form says, in cents; null when the free amount cannot be read. */
export function chosenCents(choice: Choice, other: string): number | null {
  return choice === 'other' ? parseEuros(other) : Number(choice) * 100;
}

/**
 * The donation form: an amount (suggested or free), the donor's details (a tax receipt names
 * them), the acknowledgement that nothing is given in return; then the server makes the donation
 * and the browser goes to HelloAsso's payment page. `taxReceipt`: the association's gifts give a
 * tax reduction (the cost after it is shown).
 */
export function DonationForm({ taxReceipt }: { taxReceipt: boolean }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>('50');
  const [other, setOther] = useState('');
  const [donor, setDonor] = useState<DonorDetails>(EMPTY_DONOR);
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const otherRef = useRef<HTMLInputElement>(null);

  const cents = chosenCents(choice, other);
  const validCents = cents !== null && donationAmountError(cents) === null ? cents : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const details = normalizeDonor(donor);
    const amountError = donationAmountError(cents);
    const found: Errors = {
      ...(amountError ? { amount: amountError } : {}),
      ...validateDonor(details),
      ...(acknowledged ? {} : { acknowledged: DONATION_NOT_ACKNOWLEDGED }),
    };
    setErrors(found);
    setFailure(null);
    const first = (['amount', ...FIELDS.map((field) => field.name), 'acknowledged'] as const).find(
      (field) => found[field],
    );
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const checkout = await api.giveDonation({ amountCents: cents!, ...details, acknowledged });
      goToPaymentPage(checkout.redirectUrl);
    } catch (error) {
      setSending(false);
      setFailure(error instanceof ApiError && error.status > 0 ? error.message : CONNECTION_LOST);
    }
  };

  const errorCount = Object.keys(errors).length;
  const described = (name: string, hint: boolean) =>
    [hint ? `${id}-${name}-hint` : '', errors[name as keyof Errors] ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Faire un don en ligne">
      {errorCount > 0 && (
        <p className={styles.alert} role="alert">
          {errorCount === 1 ? 'Un champ est à corriger.' : `${errorCount} champs sont à corriger.`}
        </p>
      )}
      <fieldset className={styles.fieldset} aria-describedby={described('amount', false)}>
        <legend className={styles.legend}>Montant de votre don</legend>
        <ul className={styles.amounts}>
          {DONATION_SUGGESTED_EUROS.map((euros, index) => (
            <li key={euros}>
              <label className={styles.amount}>
                <input
                  type="radio"
                  name="amount"
                  value={euros}
                  checked={choice === String(euros)}
                  onChange={() => setChoice(`${euros}`)}
                  {...(index === 0 ? { 'data-field': 'amount' } : {})}
                />
                <span>{formatPrice(euros * 100).replace(',00', '')}</span>
              </label>
            </li>
          ))}
          <li>
            <label className={styles.amount}>
              <input
                type="radio"
                name="amount"
                value="other"
                checked={choice === 'other'}
                onChange={() => {
                  setChoice('other');
                  requestAnimationFrame(() => otherRef.current?.focus());
                }}
              />
              <span>Autre montant</span>
            </label>
          </li>
        </ul>
        {choice === 'other' && (
          <div className={`${styles.field} ${styles.other}`}>
            <label htmlFor={`${id}-other`}>Montant en euros</label>
            <input
              ref={otherRef}
              id={`${id}-other`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={other}
              onChange={(event) => setOther(event.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={`${id}-amount-hint${errors.amount ? ` ${id}-amount-error` : ''}`}
            />
            <span id={`${id}-amount-hint`} className={styles.hint}>
              De 1 à 10 000 €, par exemple 30 ou 30,50.
            </span>
          </div>
        )}
        {errors.amount && (
          <p id={`${id}-amount-error`} className={styles.fieldError}>
            {errors.amount}
          </p>
        )}
      </fieldset>

      {taxReceipt && validCents !== null && (
        <p className={styles.reduction} aria-live="polite">
          {taxReductionSentence(validCents)}
        </p>
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Vos coordonnées</legend>
        <p className={styles.hint}>
          {taxReceipt
            ? 'Toutes sont nécessaires : elles figurent sur votre reçu fiscal, envoyé à votre adresse e-mail.'
            : 'Toutes sont nécessaires : le remerciement et la confirmation du don sont envoyés à votre adresse e-mail.'}
        </p>
        <div className={styles.grid}>
          {FIELDS.map((field) => {
            const inputId = `${id}-${field.name}`;
            const error = errors[field.name];
            return (
              <div key={field.name} className={`${styles.field} ${field.wide ? styles.wide : ''}`}>
                <label htmlFor={inputId}>{DONOR_LABELS[field.name]}</label>
                <input
                  id={inputId}
                  name={field.name}
                  data-field={field.name}
                  type={field.type ?? 'text'}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete}
                  maxLength={DONOR_LIMITS[field.name] + 10}
                  required
                  value={donor[field.name]}
                  onChange={(event) => setDonor({ ...donor, [field.name]: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
                {error && (
                  <p id={`${inputId}-error`} className={styles.fieldError}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>

      <label className={styles.acknowledge}>
        <input
          type="checkbox"
          data-field="acknowledged"
          checked={acknowledged}
          onChange={(event) => setAcknowledged(event.target.checked)}
          aria-invalid={errors.acknowledged ? true : undefined}
          aria-describedby={errors.acknowledged ? `${id}-acknowledged-error` : undefined}
        />
        <span>Je fais ce don à titre personnel, sans contrepartie.</span>
      </label>
      {errors.acknowledged && (
        <p id={`${id}-acknowledged-error`} className={styles.fieldError}>
          {errors.acknowledged}
        </p>
      )}
      <p className={styles.small}>
        Vos coordonnées ne servent qu’à établir et à vous envoyer{' '}
        {taxReceipt ? 'votre reçu fiscal' : 'votre confirmation'} ; elles sont conservées par la trésorerie le temps
        exigé par la loi. Voir la <Link to="/confidentialite">politique de confidentialité</Link>.
      </p>

      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={sending}>
          {sending
            ? 'Redirection vers HelloAsso…'
            : validCents !== null
              ? `Donner ${formatPrice(validCents)} par carte`
              : 'Donner par carte'}
        </button>
        <span className={styles.small}>Paiement sécurisé sur la page de HelloAsso.</span>
      </div>
    </form>
  );
}
