import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  formatPrice,
  gradeLabel,
  REGISTRATION_CATEGORIES,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_FIELD_ORDER,
  REGISTRATION_GRADES,
  REGISTRATION_HOLD_MINUTES,
  REGISTRATION_LABELS,
  REGISTRATION_LIMITS,
  validateRegistration,
  type EventDetail,
  type RegistrationErrors,
  type RegistrationFields,
  useHydrated,
  type RegistrationOfferDetails,
  goToPaymentPage,
} from '@wado/shared';
import styles from './registration.module.css';

/** One key per form, kept through retries: a double click or a resent request makes one registration. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EMPTY: RegistrationFields = {
  firstName: '',
  lastName: '',
  email: '',
  licenceNumber: '',
  club: '',
  grade: '',
  category: '',
};

type Field = keyof RegistrationFields;

/** The field a server's message is about (it starts with the field's label), or none. */
function fieldOfMessage(message: string): Field | undefined {
  return REGISTRATION_FIELD_ORDER.find((field) => message.startsWith(`${REGISTRATION_LABELS[field]} :`));
}

/** The names of the clubs of the directory, offered while typing (another club can be typed). */
function useClubNames(wanted: boolean): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api.getClubs({ limit: 500 }).then(
      (clubs) => {
        if (live) setNames(clubs.items.map((club) => club.name));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return names;
}

/**
 * The registration form: first name, last name, e-mail, and what the organizers ask (licence,
 * club, grade, category). Each invalid field gets its French message beside it, by the rules the
 * server applies again. A paid registration goes on to HelloAsso; otherwise the visitor's
 * registration is shown (`onRegistered`).
 */
export function RegistrationForm({
  event,
  offer,
  waitingList,
  onRegistered,
  onFull,
}: {
  event: EventDetail;
  offer: RegistrationOfferDetails;
  waitingList: boolean;
  onRegistered: (token: string) => void;
  onFull: () => void;
}) {
  const id = useId();
  const { questions } = offer;
  const [fields, setFields] = useState<RegistrationFields>(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useRef<HTMLFormElement>(null);
  const clubs = useClubNames(questions.club);
  // Rendered by the server, the form waits for the page to be taken over: sent natively, it would
  // put what was typed in the address.
  const hydrated = useHydrated();
  const paid = offer.priceCents > 0 || offer.memberPriceCents > 0;

  const shown: Field[] = REGISTRATION_FIELD_ORDER.filter(
    (field) =>
      ['firstName', 'lastName', 'email'].includes(field) ||
      (field === 'licenceNumber' && questions.licence) ||
      (field === 'club' && questions.club) ||
      (field === 'grade' && questions.grade) ||
      (field === 'category' && questions.category),
  );
  const focusField = (field: Field) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (busy) return;
    const found = validateRegistration(fields, questions);
    setErrors(found);
    setProblem(null);
    const first = shown.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    setBusy(true);
    try {
      const body = Object.fromEntries(
        shown.map((field) => [field, (fields[field] ?? '').trim()]),
      ) as RegistrationFields;
      const answer = await api.register(
        event.slug,
        { ...body, ...(waitingList ? { joinWaitingList: true } : {}) },
        key,
      );
      setKey(newIdempotencyKey());
      setFields(EMPTY);
      onRegistered(answer.registration.token);
      if (answer.payment) goToPaymentPage(answer.payment.redirectUrl);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof ApiError && error.status === 400 ? fieldOfMessage(message) : undefined;
      if (field && shown.includes(field)) {
        setErrors({ [field]: message });
        focusField(field);
      } else {
        setProblem(message);
        // Full meanwhile: the waiting list's form takes its place.
        if (error instanceof ApiError && error.status === 409 && !waitingList) onFull();
      }
    } finally {
      setBusy(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  const set = (field: Field, value: string) => setFields((current) => ({ ...current, [field]: value }));
  const describedBy = (field: Field, hint?: string) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  const hints: Partial<Record<Field, string>> = {
    email: 'La confirmation et le lien de votre inscription y sont envoyés.',
    licenceNumber:
      offer.memberPriceCents !== offer.priceCents
        ? `Facultatif : avec une licence en cours à votre nom, tarif licencié (${offer.memberPriceCents === 0 ? 'gratuit' : formatPrice(offer.memberPriceCents)}).`
        : 'Facultatif : WF suivi de 8 chiffres, comme sur votre licence.',
    club: 'Choisissez dans la liste des clubs affiliés, ou écrivez le nom de votre club.',
  };

  return (
    <form ref={form} className={styles.form} onSubmit={(submitted) => void submit(submitted)} noValidate>
      {errorCount > 0 && (
        <p className={styles.alert} role="alert">
          {errorCount === 1 ? 'Un champ est à corriger.' : `${errorCount} champs sont à corriger.`}
        </p>
      )}
      <div className={styles.grid}>
        {shown.map((field) => {
          const control = `${id}-${field}`;
          const required = field !== 'licenceNumber';
          const common = {
            id: control,
            name: field,
            required,
            'aria-invalid': errors[field] ? true : undefined,
            'aria-describedby': describedBy(field, hints[field]),
          };
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={control}>
                {REGISTRATION_LABELS[field]}
                {required && <span aria-hidden="true"> *</span>}
              </label>
              {field === 'grade' || field === 'category' ? (
                <select {...common} value={fields[field] ?? ''} onChange={(change) => set(field, change.target.value)}>
                  <option value="">— Choisir —</option>
                  {(field === 'grade' ? REGISTRATION_GRADES : REGISTRATION_CATEGORIES).map((value) => (
                    <option key={value} value={value}>
                      {field === 'grade'
                        ? gradeLabel(value as (typeof REGISTRATION_GRADES)[number])
                        : REGISTRATION_CATEGORY_LABELS[value as (typeof REGISTRATION_CATEGORIES)[number]]}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={field === 'email' ? 'email' : 'text'}
                  inputMode={field === 'email' ? 'email' : undefined}
                  autoComplete={
                    { firstName: 'given-name', lastName: 'family-name', email: 'email' }[field as string] ?? 'off'
                  }
                  maxLength={REGISTRATION_LIMITS[field as 'firstName'] + 10}
                  list={field === 'club' && clubs.length > 0 ? `${id}-clubs` : undefined}
                  value={fields[field] ?? ''}
                  onChange={(change) => set(field, change.target.value)}
                />
              )}
              {hints[field] && (
                <span id={`${id}-${field}-hint`} className={styles.hint}>
                  {hints[field]}
                </span>
              )}
              {errors[field] && (
                <p id={`${id}-${field}-error`} className={styles.fieldError}>
                  {errors[field]}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {clubs.length > 0 && (
        <datalist id={`${id}-clubs`}>
          {clubs.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      <p className={styles.hint}>* champs obligatoires.</p>
      {problem && (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={busy || !hydrated}>
        {busy
          ? 'Un instant…'
          : waitingList
            ? 'M’inscrire sur la liste d’attente'
            : paid
              ? 'M’inscrire et payer par carte'
              : 'M’inscrire'}
      </button>
      {paid && !waitingList && (
        <p className={styles.hint}>
          Le paiement se fait par carte sur HelloAsso ; votre place vous est réservée {REGISTRATION_HOLD_MINUTES}{' '}
          minutes pendant le paiement.
        </p>
      )}
    </form>
  );
}
