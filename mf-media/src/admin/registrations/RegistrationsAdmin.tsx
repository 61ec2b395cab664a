import { useId, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  api,
  formatCount,
  formatDateRange,
  formatPrice,
  gradeLabel,
  Loading,
  Notice,
  Pagination,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_QUESTIONS,
  REGISTRATION_STATUS_LABELS,
  usePageParam,
  type AdminEventRegistrations,
  type AdminRegistration,
  type AdminRegistrationEventSummary,
  type RegistrationQuestions,
  type RegistrationStatus,
} from '@wado/shared';
import {
  adminClasses,
  CheckboxesField,
  ConfirmDialog,
  ErrorSummary,
  errorMessage,
  EuroField,
  euroErrors,
  REGISTRATION_SETTINGS_INPUT_RULES,
  Field,
  FormMessage,
  formatDateTime,
  isoToParisLocal,
  NumberField,
  parisLocalToIso,
  recordClasses,
  useAdminData,
  useAdminTitle,
  type FormError,
} from '@wado/shared/admin';
import { adminPathOf } from '../paths';
import styles from './registrations.module.css';

const BASE = adminPathOf('registrations');
const PAGE_SIZE = 20;
/** The limits of the settings, from the API's `RegistrationSettingsInput`. */
const RULES = REGISTRATION_SETTINGS_INPUT_RULES;

// ---------------------------------------------------------------------------------------------
// The events

/** « Ouvertes jusqu’au … · 12 / 40 places prises · 3 en liste d’attente », or why there is nothing. */
function registrationsText(registrations: AdminRegistrationEventSummary['registrations']): string {
  if (!registrations) return 'Pas d’inscription en ligne';
  const state =
    registrations.status === 'open'
      ? `Ouvertes jusqu’au ${formatDateTime(registrations.deadline)}`
      : 'Closes par l’organisation';
  const waiting = registrations.waiting > 0 ? ` · ${registrations.waiting} en liste d’attente` : '';
  // The noun agrees with the capacity: « 0 / 1 place prise », « 3 / 40 places prises ».
  return `${state} · ${registrations.taken} / ${formatCount(registrations.capacity, 'place prise', 'places prises')}${waiting}`;
}

/**
 * `inscriptions` (role media): the events, upcoming (soonest first) or past, each with its
 * registrations at a glance; an event's screen opens, follows and exports them.
 */
export function RegistrationEventsScreen() {
  useAdminTitle('Inscriptions');
  const [params] = useSearchParams();
  const past = params.get('periode') === 'passes';
  const page = usePageParam();
  const { state, reload } = useAdminData(
    () => api.listRegistrationEvents({ period: past ? 'past' : 'upcoming', page, limit: PAGE_SIZE }),
    `registration-events:${past ? 'past' : 'upcoming'}:${page}`,
  );

  return (
    <div className={adminClasses.screen}>
      <h1>Inscriptions aux événements</h1>
      <p className={adminClasses.lead}>
        Ouvrez les inscriptions en ligne d’un événement (places, date limite, tarifs, questions), suivez les inscrits et
        la liste d’attente, exportez la liste.
      </p>
      <nav aria-label="Période">
        <ul className={styles.tabs}>
          <li>
            <Link className={styles.tab} to={BASE} aria-current={past ? undefined : 'page'}>
              À venir
            </Link>
          </li>
          <li>
            <Link className={styles.tab} to={`${BASE}?periode=passes`} aria-current={past ? 'page' : undefined}>
              Passés
            </Link>
          </li>
        </ul>
      </nav>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <Notice title="Les événements n’ont pas pu être chargés" action={{ label: 'Réessayer', onClick: reload }}>
          <p>{state.message}</p>
        </Notice>
      )}
      {state.status === 'ready' && (
        <>
          <p className={recordClasses.count} role="status">
            {state.data.total === 0
              ? past
                ? 'Aucun événement passé.'
                : 'Aucun événement à venir : créez-en un dans « Événements ».'
              : formatCount(
                  state.data.total,
                  past ? 'événement passé' : 'événement à venir',
                  past ? 'événements passés' : 'événements à venir',
                )}
          </p>
          <ul className={styles.events}>
            {state.data.items.map((event) => (
              <li key={event.id} className={styles.event}>
                <div>
                  <h2 className={styles.title}>
                    <Link to={`${BASE}/${event.id}`}>{event.title}</Link>
                  </h2>
                  <p className={recordClasses.meta}>
                    {formatDateRange(event.startDate, event.endDate)}
                    {event.public ? '' : ' · pas encore publié sur le site'}
                  </p>
                  <p className={recordClasses.meta}>{registrationsText(event.registrations)}</p>
                </div>
                {event.registrations && (
                  <span
                    className={`${recordClasses.badge} ${event.registrations.status === 'open' ? styles.confirmed : styles.cancelled}`}
                  >
                    {event.registrations.status === 'open' ? 'Ouvertes' : 'Closes'}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={state.data.pages} label="Pages des événements" />
        </>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// An event's registrations

/**
 * `inscriptions/:id` (role media): an event's registrations: the settings (opening them, changing
 * them, closing them), the places taken, the registrants by status with their cancellation, and
 * the CSV export.
 */
export function EventRegistrationsScreen() {
  const id = Number(useParams().id);
  const { state, reload, replace } = useAdminData(() => api.getEventRegistrations(id), `event-registrations:${id}`);
  const [done, setDone] = useState<string | null>(null);
  useAdminTitle(state.status === 'ready' ? `Inscriptions : ${state.data.event.title}` : 'Inscriptions');
  const changed = (data: AdminEventRegistrations, message: string) => {
    replace(data);
    setDone(message);
  };

  return (
    <div className={adminClasses.screen}>
      <Link className={recordClasses.back} to={BASE}>
        ← Tous les événements
      </Link>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' &&
        (state.httpStatus === 404 || !Number.isInteger(id) ? (
          <Notice title="Événement introuvable" headingLevel={1}>
            <p>Cet événement n’existe pas ou a été supprimé.</p>
          </Notice>
        ) : (
          <Notice
            title="Les inscriptions n’ont pas pu être chargées"
            headingLevel={1}
            action={{ label: 'Réessayer', onClick: reload }}
          >
            <p>{state.message}</p>
          </Notice>
        ))}
      {state.status === 'ready' && (
        <>
          <h1>Inscriptions : {state.data.event.title}</h1>
          <p className={adminClasses.meta}>
            {formatDateRange(state.data.event.startDate, state.data.event.endDate)} ·{' '}
            {state.data.event.public ? (
              <a href={`/event/${state.data.event.slug}`} target="_blank" rel="noreferrer">
                Voir la page de l’événement (nouvel onglet)
              </a>
            ) : (
              'pas encore publié : le formulaire d’inscription n’apparaîtra sur le site qu’à sa publication'
            )}
          </p>
          <div aria-live="polite">{done && <FormMessage kind="success">{done}</FormMessage>}</div>
          <SettingsForm key={state.data.settings?.updatedAt ?? 'new'} data={state.data} onChanged={changed} />
          <Registrants data={state.data} onChanged={changed} />
        </>
      )}
    </div>
  );
}

interface SettingsDraft {
  capacity: number | null;
  /** Paris wall-clock time, as `<input type="datetime-local">` holds it. */
  deadline: string;
  priceCents: number;
  memberPriceCents: number;
  questions: RegistrationQuestions;
}

/** The day before `day` at 23:59: the deadline offered when registrations are first opened. */
function eveOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return `${date.toISOString().slice(0, 10)}T23:59`;
}

const QUESTION_OPTIONS = REGISTRATION_QUESTIONS.map((question) => ({ value: question.id, label: question.label }));
type QuestionId = (typeof REGISTRATION_QUESTIONS)[number]['id'];

function SettingsForm({
  data,
  onChanged,
}: {
  data: AdminEventRegistrations;
  onChanged: (data: AdminEventRegistrations, message: string) => void;
}) {
  const id = useId();
  const { settings, event } = data;
  const [draft, setDraft] = useState<SettingsDraft>(() => ({
    capacity: settings?.capacity ?? null,
    deadline: settings ? isoToParisLocal(settings.deadline) : eveOf(event.startDate),
    priceCents: settings?.priceCents ?? 0,
    memberPriceCents: settings?.memberPriceCents ?? 0,
    questions: settings?.questions ?? { licence: false, club: false, grade: false, category: false },
  }));
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  const open = settings?.status === 'open';
  const paid = draft.priceCents > 0 || draft.memberPriceCents > 0;
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const fieldId = (name: string) => `${id}-${name}`;

  const check = (): FormError[] => {
    const found: FormError[] = [];
    if (draft.capacity === null) {
      found.push({
        field: fieldId('capacity'),
        message: `Nombre de places : saisissez un nombre entier entre ${RULES.capacity.minimum} et ${RULES.capacity.maximum}.`,
      });
    }
    if (parisLocalToIso(draft.deadline) === null) {
      found.push({ field: fieldId('deadline'), message: 'Date limite : choisissez une date et une heure.' });
    }
    found.push(...euroErrors(fieldId('price'), 'Tarif non licencié', draft.priceCents, RULES.priceCents));
    found.push(
      ...euroErrors(fieldId('member-price'), 'Tarif licencié', draft.memberPriceCents, RULES.memberPriceCents),
    );
    if (found.length === 0 && draft.memberPriceCents > draft.priceCents) {
      found.push({
        field: fieldId('member-price'),
        message: 'Tarif licencié : il ne peut pas dépasser le tarif non licencié.',
      });
    }
    return found;
  };

  const save = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const found = check();
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const saved = await api.saveRegistrationSettings(event.id, {
        capacity: draft.capacity!,
        deadline: parisLocalToIso(draft.deadline)!,
        priceCents: draft.priceCents,
        memberPriceCents: draft.memberPriceCents,
        questions: draft.questions,
      });
      onChanged(saved, open ? 'Les modifications sont enregistrées.' : 'Les inscriptions sont ouvertes.');
    } catch (failure) {
      setErrors([{ message: errorMessage(failure) }]);
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    setBusy(true);
    setCloseError(null);
    try {
      onChanged(await api.closeRegistrations(event.id), 'Les inscriptions sont closes.');
      setClosing(false);
    } catch (failure) {
      setCloseError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const chosen = (Object.keys(draft.questions) as QuestionId[]).filter((question) => draft.questions[question]);
  return (
    <section className={`${adminClasses.card} ${styles.settingsCard}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {settings === null
          ? 'Ouvrir les inscriptions en ligne'
          : open
            ? 'Inscriptions ouvertes'
            : 'Inscriptions closes'}
      </h2>
      {paid && !data.cardPayments && (
        <FormMessage kind="error">
          Le paiement par carte (HelloAsso) n’est pas configuré sur ce site : une inscription payante ne peut pas se
          faire en ligne, et le formulaire n’apparaîtra pas sur la page de l’événement. Laissez les tarifs à 0 pour des
          inscriptions gratuites.
        </FormMessage>
      )}
      <ErrorSummary errors={errors} attempt={attempt} />
      <form
        className={`${adminClasses.form} ${adminClasses.wide}`}
        onSubmit={(submitted) => void save(submitted)}
        noValidate
      >
        <div className={styles.settings}>
          <NumberField
            id={fieldId('capacity')}
            label="Nombre de places"
            required
            min={RULES.capacity.minimum}
            max={RULES.capacity.maximum}
            value={draft.capacity}
            error={errorOf(fieldId('capacity'))}
            hint="Au-delà, les visiteurs peuvent s’inscrire sur la liste d’attente."
            onChange={(capacity) => setDraft({ ...draft, capacity })}
          />
          <Field
            id={fieldId('deadline')}
            label="Date limite d’inscription (heure de Paris)"
            required
            error={errorOf(fieldId('deadline'))}
          >
            <input
              id={fieldId('deadline')}
              className={`${adminClasses.input} ${styles.deadline}`}
              type="datetime-local"
              required
              value={draft.deadline}
              max={`${event.endDate}T23:59`}
              aria-invalid={errorOf(fieldId('deadline')) ? true : undefined}
              aria-describedby={errorOf(fieldId('deadline')) ? `${fieldId('deadline')}-error` : undefined}
              onChange={(change) => setDraft({ ...draft, deadline: change.target.value })}
            />
          </Field>
          <EuroField
            id={fieldId('price')}
            label="Tarif non licencié"
            hint="0 : gratuit."
            value={draft.priceCents}
            error={errorOf(fieldId('price'))}
            onChange={(priceCents) => setDraft({ ...draft, priceCents })}
          />
          <EuroField
            id={fieldId('member-price')}
            label="Tarif licencié"
            hint="Pour une licence en cours, vérifiée par son numéro et le nom."
            value={draft.memberPriceCents}
            error={errorOf(fieldId('member-price'))}
            onChange={(memberPriceCents) => setDraft({ ...draft, memberPriceCents })}
          />
          <div className={styles.wide}>
            <CheckboxesField<QuestionId>
              id={fieldId('questions')}
              label="À demander en plus du prénom, du nom et de l’e-mail"
              hint="Le club se choisit dans l’annuaire ou s’écrit ; le numéro de licence reste facultatif pour les non-licenciés."
              value={chosen}
              options={QUESTION_OPTIONS}
              onChange={(questions) =>
                setDraft({
                  ...draft,
                  questions: {
                    licence: questions.includes('licence'),
                    club: questions.includes('club'),
                    grade: questions.includes('grade'),
                    category: questions.includes('category'),
                  },
                })
              }
            />
          </div>
        </div>
        <div className={adminClasses.actions}>
          <button type="submit" className={adminClasses.primary} disabled={busy}>
            {busy ? 'Un instant…' : open ? 'Enregistrer les modifications' : 'Ouvrir les inscriptions'}
          </button>
          {open && (
            <button
              type="button"
              className={adminClasses.danger}
              disabled={busy}
              onClick={() => {
                setCloseError(null);
                setClosing(true);
              }}
            >
              Clore les inscriptions
            </button>
          )}
        </div>
      </form>
      {closing && (
        <ConfirmDialog
          title="Clore les inscriptions ?"
          confirmLabel="Clore les inscriptions"
          danger
          busy={busy}
          error={closeError}
          onConfirm={() => void close()}
          onCancel={() => setClosing(false)}
        >
          <p>
            Le formulaire disparaît de la page de l’événement. Les personnes inscrites le restent, la liste d’attente
            aussi ; vous pourrez rouvrir les inscriptions en enregistrant ces réglages.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

const GROUPS: { title: string; statuses: RegistrationStatus[] }[] = [
  { title: 'Confirmées', statuses: ['confirmed'] },
  { title: 'En attente de paiement', statuses: ['pending_payment'] },
  { title: 'Liste d’attente', statuses: ['waiting'] },
  // Requests whose address is not confirmed yet: they take no place, and end by themselves.
  { title: 'Adresse e-mail à confirmer', statuses: ['unconfirmed'] },
  { title: 'Annulées et expirées', statuses: ['cancelled', 'expired'] },
];

const isActive = (status: RegistrationStatus) => ['confirmed', 'pending_payment', 'waiting'].includes(status);

/** What a registrant answered, and what they pay: « Licence WF26004217 · Club … · 2e kyu · Seniors ». */
function answersText(registration: AdminRegistration): string {
  return [
    registration.licenceNumber ? `Licence ${registration.licenceNumber}` : '',
    registration.club,
    registration.grade ? gradeLabel(registration.grade) : '',
    registration.category ? REGISTRATION_CATEGORY_LABELS[registration.category] : '',
    registration.amountCents === 0
      ? 'gratuit'
      : `${formatPrice(registration.amountCents)}${registration.memberPricing ? ' (tarif licencié)' : ''}`,
    registration.paidCents !== null && registration.paidAt
      ? `payé ${formatPrice(registration.paidCents)} le ${formatDateTime(registration.paidAt)}`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function Registrants({
  data,
  onChanged,
}: {
  data: AdminEventRegistrations;
  onChanged: (data: AdminEventRegistrations, message: string) => void;
}) {
  const [asked, setAsked] = useState<AdminRegistration | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { counts, settings, registrants } = data;

  const cancel = async () => {
    if (!asked) return;
    setBusy(true);
    setError(null);
    try {
      const changed = await api.cancelRegistrationAsOrganizer(asked.reference);
      onChanged(changed, `L’inscription de ${asked.firstName} ${asked.lastName} est annulée.`);
      setAsked(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="inscrits">
      <h2 id="inscrits">Inscrits</h2>
      <div className={styles.summary}>
        <p className={styles.taken} data-testid="places-taken">
          {settings
            ? `${formatCount(counts.taken, 'place prise', 'places prises')} sur ${settings.capacity}`
            : 'Aucune inscription : ouvrez-les ci-dessus.'}
        </p>
        {registrants.length > 0 && (
          <a className={adminClasses.secondary} href={api.registrantsCsvPath(data.event.id)} download>
            Télécharger la liste (CSV)
          </a>
        )}
      </div>
      {registrants.length > 0 && (
        <ul className={styles.counts} aria-label="Inscriptions par statut">
          <li>{formatCount(counts.confirmed, 'confirmée', 'confirmées')}</li>
          <li>{counts.pendingPayment} en attente de paiement</li>
          <li>{counts.waiting} en liste d’attente</li>
          <li>{formatCount(counts.cancelled, 'annulée', 'annulées')}</li>
          <li>{formatCount(counts.expired, 'expirée', 'expirées')}</li>
        </ul>
      )}
      {GROUPS.map((group) => {
        const rows = registrants
          .filter((registration) => group.statuses.includes(registration.status))
          .sort((a, b) => (a.waitingRank ?? 0) - (b.waitingRank ?? 0));
        if (rows.length === 0) return null;
        return (
          <section key={group.title} aria-label={group.title}>
            <h3>
              {group.title} ({rows.length})
            </h3>
            <ol className={styles.registrants}>
              {rows.map((registration) => (
                <li key={registration.reference} className={styles.registrant}>
                  <div>
                    <h4 className={styles.title}>
                      {registration.waitingRank !== null && `${registration.waitingRank}. `}
                      {registration.firstName} {registration.lastName}{' '}
                      <span className={recordClasses.meta}>{registration.reference}</span>
                    </h4>
                    <p className={recordClasses.meta}>
                      <a href={`mailto:${registration.email}`}>{registration.email}</a> · inscrit le{' '}
                      {formatDateTime(registration.createdAt)}
                    </p>
                    <p className={recordClasses.meta}>{answersText(registration)}</p>
                    {registration.status === 'pending_payment' && registration.holdUntil && (
                      <p className={recordClasses.meta}>
                        Place réservée jusqu’au {formatDateTime(registration.holdUntil)}
                      </p>
                    )}
                    {registration.note && <p className={`${recordClasses.meta} ${styles.note}`}>{registration.note}</p>}
                  </div>
                  <div>
                    <span className={`${recordClasses.badge} ${styles[registration.status]}`}>
                      {REGISTRATION_STATUS_LABELS[registration.status]}
                    </span>
                    {isActive(registration.status) && (
                      <p>
                        <button
                          type="button"
                          className={adminClasses.danger}
                          aria-label={`Annuler l’inscription de ${registration.firstName} ${registration.lastName}`}
                          onClick={() => {
                            setError(null);
                            setAsked(registration);
                          }}
                        >
                          Annuler
                        </button>
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      {asked && (
        <ConfirmDialog
          title={`Annuler l’inscription de ${asked.firstName} ${asked.lastName} ?`}
          confirmLabel="Annuler l’inscription"
          danger
          busy={busy}
          error={error}
          onConfirm={() => void cancel()}
          onCancel={() => setAsked(null)}
        >
          <p>
            {asked.firstName} {asked.lastName} reçoit un e-mail d’annulation.
            {asked.paidCents !== null && ` Son paiement de ${formatPrice(asked.paidCents)} est à lui rembourser.`}
            {asked.status === 'waiting'
              ? ' Cette personne quitte la liste d’attente.'
              : ' Sa place est donnée à la première personne de la liste d’attente, s’il y en a une.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
