import { useId, useState, type FormEvent } from 'react';
import {
  ACCESS,
  api,
  ApiError,
  categoryFor,
  COMPETITION_DISCIPLINE_LABELS,
  COMPETITION_LIMITS,
  ENTRY_STATUS_LABELS,
  formatCount,
  formatDate,
  formatPrice,
  formatWeight,
  goToPaymentPage,
  holdsRole,
  Loading,
  Notice,
  useUrlFilters,
  type ClubCompetition,
  type CompetitionCandidate,
  type CompetitionDiscipline,
  type CompetitionEntry,
  type EntryRefusal,
  type EntryRequest,
  type SeasonPaymentMethod,
} from '@wado/shared';
import {
  adminClasses,
  clubChoices,
  ClubSelect,
  PaymentMethodButtons,
  collectionClasses,
  ConfirmDialog,
  ErrorSummary,
  errorMessage,
  FormMessage,
  recordClasses,
  useAdminData,
  useAdminPerson,
  useAdminTitle,
  useCardReturn,
  type FormError,
  type ScreenNotice,
} from '@wado/shared/admin';
import { statusText } from './status';
import styles from './competitions.module.css';

const TITLE = 'Inscrire mes licenciés';
/** The address keeps the competition and the club: HelloAsso sends the manager back to them. */
const FILTERS = ['evenement', 'club'] as const;

export const CARD_PAID = 'Paiement reçu : les inscriptions réglées sont confirmées.';

/** What `categoryFor` says of a kumite without a weight: the only refusal that a weight can lift. */
const WEIGHT_NEEDED = (() => {
  const choice = categoryFor(
    [
      {
        id: 0,
        label: '',
        discipline: 'kumite',
        sex: 'X',
        birthYearMin: null,
        birthYearMax: null,
        weightMinKg: null,
        weightMaxKg: null,
        minGrade: null,
      },
    ],
    'kumite',
    { birthDate: '2000-01-01', sex: 'F', grade: 'Sans grade', weightKg: null },
  );
  return choice.ok ? '' : choice.reason;
})();

/**
 * `competitions?evenement=&club=` (roles club, association): a club's licensees entered in a
 * competition. The competition and the club are chosen (a manager of one club sees it at once);
 * each licensee with a licence of the season may be ticked in kata and in kumite (with her weight),
 * her category computed as she is ticked, with the reason when she cannot be; then the club's
 * entries, their withdrawal before payment and their payment, by card (HelloAsso, which sends the
 * manager back here) or by transfer.
 */
export function ClubEntriesScreen() {
  useAdminTitle(TITLE);
  const id = useId();
  const person = useAdminPerson();
  const keepsEveryClub = person === null || holdsRole(person.roles, ACCESS.association);
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const competitions = useAdminData(() => api.listCompetitions(), 'competitions:club:list');
  const clubs = useAdminData(clubChoices, 'competitions:club:clubs');
  const [version, setVersion] = useState(0);
  // HelloAsso's answer about the payment the manager comes back from; then the panel loads again.
  const [cardNotice] = useCardReturn({ paid: CARD_PAID, onSettled: () => setVersion((value) => value + 1) });

  const failure =
    competitions.state.status === 'error' ? competitions.state : clubs.state.status === 'error' ? clubs.state : null;
  let content;
  if (failure) {
    content = (
      <Notice
        title="La page n’a pas pu être chargée"
        action={{
          label: 'Réessayer',
          onClick: () => {
            if (competitions.state.status === 'error') competitions.reload();
            if (clubs.state.status === 'error') clubs.reload();
          },
        }}
      >
        <p>{failure.message}</p>
      </Notice>
    );
  } else if (competitions.state.status !== 'ready' || clubs.state.status !== 'ready') {
    content = <Loading />;
  } else {
    const items = competitions.state.data.items;
    const clubList = clubs.state.data;
    const competition =
      items.find((item) => String(item.eventId) === filters.evenement) ??
      items.find((item) => item.acceptsEntries) ??
      items[0];
    const club = clubList.find((choice) => String(choice.id) === filters.club) ?? clubList[0];
    if (!competition) {
      content = (
        <FormMessage kind="info">
          Aucune compétition n’est ouverte aux inscriptions des clubs pour le moment. Elles apparaîtront ici dès que les
          organisateurs les ouvriront.
        </FormMessage>
      );
    } else if (!club) {
      content = (
        <FormMessage kind="info">
          {keepsEveryClub
            ? 'L’annuaire ne compte aucun club : ajoutez d’abord les clubs dans « Clubs ».'
            : 'Aucun club ne vous est confié : écrivez à l’association pour qu’elle vous confie le vôtre.'}
        </FormMessage>
      );
    } else {
      content = (
        <>
          {(items.length > 1 || clubList.length > 1) && (
            <div className={adminClasses.filterPanel}>
              {items.length > 1 && (
                <div className={adminClasses.field}>
                  <label htmlFor={`${id}-competition`}>Compétition</label>
                  <select
                    id={`${id}-competition`}
                    className={`${adminClasses.input} ${adminClasses.filterControl}`}
                    value={String(competition.eventId)}
                    onChange={(event) => setFilters({ evenement: event.target.value })}
                  >
                    {items.map((item) => (
                      <option key={item.eventId} value={String(item.eventId)}>
                        {item.title} ({formatDate(item.startDate)})
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {clubList.length > 1 && (
                <ClubSelect
                  id={`${id}-club`}
                  clubs={clubList}
                  value={club.id}
                  onChange={(value) => setFilters({ club: value })}
                />
              )}
            </div>
          )}
          <ClubCompetitionPanel
            key={`${competition.eventId}:${club.id}:${version}`}
            eventId={competition.eventId}
            clubId={club.id}
          />
        </>
      );
    }
  }

  return (
    <div className={adminClasses.screen}>
      <h1>{TITLE}</h1>
      <p className={adminClasses.lead}>
        Cochez les licenciés de votre club à inscrire en kata ou en kumite : leur catégorie s’affiche aussitôt, selon
        leur année de naissance, leur sexe, leur grade et, en kumite, leur poids. Seuls les licenciés dont la licence de
        la saison est délivrée peuvent être inscrits. Réglez ensuite les inscriptions par carte ou par virement.
      </p>
      <CardNotice notice={cardNotice} />
      {content}
    </div>
  );
}

function CardNotice({ notice }: { notice: ScreenNotice | null }) {
  return (
    <div aria-live="polite">
      {notice && (
        <div className={`${adminClasses.message} ${adminClasses[notice.kind]}`}>
          <p className={styles.flush}>{notice.text}</p>
          {notice.action && (
            <button type="button" className={adminClasses.secondary} onClick={notice.action.onClick}>
              {notice.action.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** What is ticked for one licensee. */
interface Ticks {
  kata: boolean;
  kumite: boolean;
  /** As typed (« 67,5 »). */
  weight: string;
}
const NO_TICKS: Ticks = { kata: false, kumite: false, weight: '' };

/** A typed weight in kilograms, or NaN when it is not one. */
function weightOf(text: string): number {
  const value = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

const refusalKey = (licenseeId: number, discipline: CompetitionDiscipline) => `${licenseeId}:${discipline}`;
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** The chosen competition for the chosen club: the candidates, the entries, the payment. */
function ClubCompetitionPanel({ eventId, clubId }: { eventId: number; clubId: number }) {
  const id = useId();
  const { state, reload, replace } = useAdminData(
    () => api.getClubCompetition(eventId, clubId),
    `competitions:club:${eventId}:${clubId}`,
  );
  const refresh = async () => {
    try {
      replace(await api.getClubCompetition(eventId, clubId));
    } catch {
      reload();
    }
  };

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return (
      <Notice
        title={state.httpStatus === 404 ? 'Compétition ou club introuvable' : 'La compétition n’a pas pu être chargée'}
        action={state.httpStatus === 404 ? undefined : { label: 'Réessayer', onClick: reload }}
      >
        <p>{state.message}</p>
      </Notice>
    );
  const data = state.data;
  const { competition } = data;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {competition.title} : {data.clubName}
      </h2>
      <p className={adminClasses.meta}>
        Compétition du {formatDate(competition.startDate)} · licences de la saison {competition.seasonLabel} ·{' '}
        {competition.feeCents === 0 ? 'inscription gratuite' : `${formatPrice(competition.feeCents)} par inscription`}
      </p>
      <p>
        <span
          className={`${recordClasses.badge} ${styles.state} ${competition.acceptsEntries ? styles.open : styles.closed}`}
        >
          {statusText(competition)}
        </span>
      </p>
      {competition.acceptsEntries ? (
        <Candidates data={data} onEntered={refresh} />
      ) : (
        <FormMessage kind="info">
          {competition.status === 'closed'
            ? 'Les organisateurs ont clos les inscriptions : vous ne pouvez plus inscrire personne.'
            : 'La date limite est passée : vous ne pouvez plus inscrire personne.'}{' '}
          Vos inscriptions restent ci-dessous, et celles qui ne sont pas réglées peuvent encore l’être.
        </FormMessage>
      )}
      <Entries data={data} onChanged={refresh} />
    </section>
  );
}

/** The licensees who may be entered, ticked in kata and in kumite, and the entry of those ticked. */
function Candidates({ data, onEntered }: { data: ClubCompetition; onEntered: () => Promise<void> }) {
  const id = useId();
  const { competition, candidates, entries } = data;
  const [ticks, setTicks] = useState<ReadonlyMap<number, Ticks>>(() => new Map());
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const entered = (licenseeId: number, discipline: CompetitionDiscipline) =>
    entries.find(
      (entry) => entry.licenseeId === licenseeId && entry.discipline === discipline && entry.status !== 'withdrawn',
    );
  const ticksOf = (licenseeId: number) => ticks.get(licenseeId) ?? NO_TICKS;
  const tick = (licenseeId: number, changes: Partial<Ticks>) => {
    setTicks((current) => new Map(current).set(licenseeId, { ...(current.get(licenseeId) ?? NO_TICKS), ...changes }));
    setDone(null);
  };
  const facts = (candidate: CompetitionCandidate, weightKg?: number) => ({
    birthDate: candidate.birthDate,
    sex: candidate.sex,
    grade: candidate.grade,
    weightKg,
  });
  const kumiteChoice = (candidate: CompetitionCandidate) => {
    const typed = ticksOf(candidate.licenseeId).weight;
    return categoryFor(
      competition.categories,
      'kumite',
      facts(candidate, typed.trim() === '' ? undefined : weightOf(typed)),
    );
  };

  const chosen: EntryRequest['entries'] = [];
  const problems: FormError[] = [];
  for (const candidate of candidates) {
    const { kata, kumite, weight } = ticksOf(candidate.licenseeId);
    const name = nameOf(candidate);
    if (kata && !entered(candidate.licenseeId, 'kata')) {
      const choice = categoryFor(competition.categories, 'kata', facts(candidate));
      if (choice.ok) chosen.push({ licenseeId: candidate.licenseeId, discipline: 'kata' });
      else problems.push({ field: `${id}-${candidate.licenseeId}-kata`, message: `${name} (kata) : ${choice.reason}` });
    }
    if (kumite && !entered(candidate.licenseeId, 'kumite')) {
      const weightKg = weightOf(weight);
      const field = `${id}-${candidate.licenseeId}-weight`;
      if (
        Number.isNaN(weightKg) ||
        weightKg < COMPETITION_LIMITS.weightKgMin ||
        weightKg > COMPETITION_LIMITS.weightKgMax
      ) {
        problems.push({
          field,
          message: `${name} (kumite) : indiquez son poids en kilos, entre ${COMPETITION_LIMITS.weightKgMin} et ${COMPETITION_LIMITS.weightKgMax}.`,
        });
      } else {
        const choice = kumiteChoice(candidate);
        if (choice.ok) chosen.push({ licenseeId: candidate.licenseeId, discipline: 'kumite', weightKg });
        else problems.push({ field, message: `${name} (kumite) : ${choice.reason}` });
      }
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setAttempt((value) => value + 1);
    if (chosen.length === 0 && problems.length === 0) {
      setErrors([{ message: 'Cochez d’abord les licenciés à inscrire, en kata ou en kumite.' }]);
      return;
    }
    setErrors(problems);
    if (problems.length > 0) return;
    setBusy(true);
    setRefusals(new Map());
    try {
      const result = await api.enterLicensees(competition.eventId, data.clubId, { entries: chosen });
      setTicks(new Map());
      setErrors([]);
      setDone(result.message);
      await onEntered();
    } catch (failure) {
      const body = failure instanceof ApiError ? (failure.body as EntryRefusal | undefined) : undefined;
      if (body?.refused && body.refused.length > 0) {
        setRefusals(
          new Map(body.refused.map((refusal) => [refusalKey(refusal.licenseeId, refusal.discipline), refusal.reason])),
        );
        setErrors([
          { message: body.message },
          ...body.refused.map((refusal) => ({
            field: `${id}-${refusal.licenseeId}-${refusal.discipline === 'kata' ? 'kata' : 'weight'}`,
            message: `${refusal.name} (${COMPETITION_DISCIPLINE_LABELS[refusal.discipline].toLowerCase()}) : ${refusal.reason}`,
          })),
        ]);
      } else {
        setErrors([{ message: errorMessage(failure) }]);
      }
      setAttempt((value) => value + 1);
    } finally {
      setBusy(false);
    }
  };

  if (candidates.length === 0) {
    return (
      <section aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Licenciés à inscrire</h3>
        <FormMessage kind="info">
          Aucun licencié de ce club n’a de licence délivrée pour la saison {competition.seasonLabel} : seuls ceux-là
          peuvent être inscrits. Les licences se demandent et se règlent dans la rubrique Association, « Licenciés ».
        </FormMessage>
      </section>
    );
  }

  /** The category a discipline gives, the reason it does not, or the server's refusal. */
  const outcome = (candidate: CompetitionCandidate, discipline: CompetitionDiscipline, shown: boolean) => {
    const refused = refusals.get(refusalKey(candidate.licenseeId, discipline));
    if (refused)
      return (
        <span className={styles.refused} id={`${id}-${candidate.licenseeId}-${discipline}-outcome`}>
          Refusé : {refused}
        </span>
      );
    if (!shown) return null;
    const choice =
      discipline === 'kata' ? categoryFor(competition.categories, 'kata', facts(candidate)) : kumiteChoice(candidate);
    return choice.ok ? (
      <span className={styles.category} id={`${id}-${candidate.licenseeId}-${discipline}-outcome`}>
        Catégorie : {choice.category.label}
      </span>
    ) : (
      <span className={styles.refused} id={`${id}-${candidate.licenseeId}-${discipline}-outcome`}>
        {choice.reason}
      </span>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Licenciés à inscrire</h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary errors={errors} attempt={attempt} title="Les inscriptions n’ont pas été envoyées" />
        <div aria-live="polite">{done && <FormMessage kind="success">{done}</FormMessage>}</div>
        <div
          className={collectionClasses.tableFrame}
          tabIndex={0}
          role="region"
          aria-label="Tableau des licenciés à inscrire"
        >
          <table className={collectionClasses.table}>
            <thead>
              <tr>
                <th scope="col">Licencié</th>
                <th scope="col">Kata</th>
                <th scope="col">Kumite</th>
              </tr>
            </thead>
            <tbody>
              {candidates.map((candidate) => {
                const name = nameOf(candidate);
                const current = ticksOf(candidate.licenseeId);
                const kataEntry = entered(candidate.licenseeId, 'kata');
                const kumiteEntry = entered(candidate.licenseeId, 'kumite');
                const kata = categoryFor(competition.categories, 'kata', facts(candidate));
                const kumiteBase = categoryFor(competition.categories, 'kumite', facts(candidate));
                const kumiteOpen = kumiteBase.ok || kumiteBase.reason === WEIGHT_NEEDED;
                const weightId = `${id}-${candidate.licenseeId}-weight`;
                const weightInvalid = errors.some((error) => error.field === weightId);
                return (
                  <tr key={candidate.licenseeId}>
                    <th scope="row">
                      {candidate.lastName} {candidate.firstName}
                      <span className={styles.facts}>
                        {candidate.sex === 'F' ? 'née' : 'né'} le {formatDate(candidate.birthDate)} · {candidate.grade}{' '}
                        · licence {candidate.licenceNumber}
                      </span>
                    </th>
                    <td data-label="Kata">
                      {kataEntry ? (
                        <span className={styles.category}>Inscrit : {kataEntry.categoryLabel}</span>
                      ) : (
                        <span className={styles.choice}>
                          <label className={styles.check}>
                            <input
                              id={`${id}-${candidate.licenseeId}-kata`}
                              type="checkbox"
                              checked={current.kata && kata.ok}
                              disabled={!kata.ok}
                              aria-describedby={`${id}-${candidate.licenseeId}-kata-outcome`}
                              onChange={(event) => tick(candidate.licenseeId, { kata: event.target.checked })}
                            />
                            Kata<span className={adminClasses.visuallyHidden}> : {name}</span>
                          </label>
                          {outcome(candidate, 'kata', current.kata || !kata.ok)}
                        </span>
                      )}
                    </td>
                    <td data-label="Kumite">
                      {kumiteEntry ? (
                        <span className={styles.category}>
                          Inscrit : {kumiteEntry.categoryLabel}
                          {kumiteEntry.weightKg !== null && ` (${formatWeight(kumiteEntry.weightKg)})`}
                        </span>
                      ) : (
                        <span className={styles.choice}>
                          <label className={styles.check}>
                            <input
                              id={`${id}-${candidate.licenseeId}-kumite`}
                              type="checkbox"
                              checked={current.kumite && kumiteOpen}
                              disabled={!kumiteOpen}
                              aria-describedby={`${id}-${candidate.licenseeId}-kumite-outcome`}
                              onChange={(event) => tick(candidate.licenseeId, { kumite: event.target.checked })}
                            />
                            Kumite<span className={adminClasses.visuallyHidden}> : {name}</span>
                          </label>
                          {current.kumite && kumiteOpen && (
                            <span className={styles.weight}>
                              <label htmlFor={weightId}>
                                Poids (kg)<span className={adminClasses.visuallyHidden}> de {name}</span>
                              </label>
                              <input
                                id={weightId}
                                className={`${adminClasses.input} ${styles.weightInput}`}
                                type="text"
                                inputMode="decimal"
                                autoComplete="off"
                                value={current.weight}
                                aria-invalid={weightInvalid ? true : undefined}
                                onChange={(event) => tick(candidate.licenseeId, { weight: event.target.value })}
                              />
                            </span>
                          )}
                          {kumiteOpen
                            ? outcome(candidate, 'kumite', current.kumite)
                            : outcome(candidate, 'kumite', true)}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className={styles.summary} role="status">
          {chosen.length === 0
            ? 'Aucune inscription cochée.'
            : `${formatCount(chosen.length, 'inscription cochée', 'inscriptions cochées')}${
                competition.feeCents > 0 ? ` : ${formatPrice(chosen.length * competition.feeCents)} à régler` : ''
              }.`}
        </p>
        <div className={adminClasses.actions}>
          <button type="submit" className={adminClasses.primary} disabled={busy}>
            {busy ? 'Un instant…' : 'Inscrire'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The club's entries, their withdrawal before payment, and their payment. */
function Entries({ data, onChanged }: { data: ClubCompetition; onChanged: () => Promise<void> }) {
  const id = useId();
  const { competition, entries } = data;
  const [asked, setAsked] = useState<CompetitionEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [paying, setPaying] = useState<SeasonPaymentMethod | null>(null);
  const options = useAdminData(() => api.paymentOptions(), 'competitions:payment-options');
  const card = options.state.status === 'ready' && options.state.data.card;

  const withdraw = async () => {
    if (!asked) return;
    setBusy(true);
    setWithdrawError(null);
    try {
      const { message } = await api.withdrawCompetitionEntry(competition.eventId, data.clubId, asked.id);
      setAsked(null);
      setNotice({ kind: 'success', text: message });
      await onChanged();
    } catch (failure) {
      setWithdrawError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const pay = async (method: SeasonPaymentMethod) => {
    setPaying(method);
    try {
      const started = await api.payCompetitionEntries(competition.eventId, data.clubId, method);
      if (started.redirectUrl) {
        setNotice({ kind: 'info', text: started.message });
        // The browser leaves for HelloAsso: the buttons stay disabled meanwhile.
        goToPaymentPage(started.redirectUrl);
        return;
      }
      // A transfer: its details stay shown (they hold the reference to quote).
      setNotice({ kind: 'success', text: started.message });
      setPaying(null);
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure) });
      setPaying(null);
    }
  };

  const due = formatPrice(data.dueCents);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Inscriptions du club</h3>
      <div aria-live="polite">
        {notice && (
          <FormMessage kind={notice.kind}>
            <p className={styles.flush}>{notice.text}</p>
          </FormMessage>
        )}
      </div>
      {entries.length === 0 ? (
        <p className={recordClasses.count}>Aucune inscription pour le moment.</p>
      ) : (
        <div
          className={collectionClasses.tableFrame}
          tabIndex={0}
          role="region"
          aria-label="Tableau des inscriptions du club"
        >
          <table className={collectionClasses.table}>
            <thead>
              <tr>
                <th scope="col">Licencié</th>
                <th scope="col">Discipline</th>
                <th scope="col">Catégorie</th>
                <th scope="col">État</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    {entry.lastName} {entry.firstName}
                  </th>
                  <td data-label="Discipline">
                    {COMPETITION_DISCIPLINE_LABELS[entry.discipline]}
                    {entry.weightKg !== null && ` (${formatWeight(entry.weightKg)})`}
                  </td>
                  <td data-label="Catégorie">
                    {entry.categoryLabel}
                    {entry.moves.map((move) => (
                      <span key={move.at} className={styles.move}>
                        Déplacé par les organisateurs depuis « {move.from} » : {move.reason}
                      </span>
                    ))}
                  </td>
                  <td data-label="État">
                    <span className={`${recordClasses.badge} ${styles[entry.status]}`}>
                      {ENTRY_STATUS_LABELS[entry.status]}
                    </span>
                  </td>
                  <td data-label="Action">
                    {entry.status === 'pending' ? (
                      <button
                        type="button"
                        className={adminClasses.danger}
                        aria-label={`Retirer ${nameOf(entry)} (${COMPETITION_DISCIPLINE_LABELS[entry.discipline].toLowerCase()})`}
                        onClick={() => {
                          setWithdrawError(null);
                          setAsked(entry);
                        }}
                      >
                        Retirer
                      </button>
                    ) : (
                      <span aria-hidden="true">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {asked && (
        <ConfirmDialog
          title={`Retirer l’inscription de ${nameOf(asked)} en ${COMPETITION_DISCIPLINE_LABELS[asked.discipline].toLowerCase()} ?`}
          confirmLabel="Retirer l’inscription"
          danger
          busy={busy}
          error={withdrawError}
          onConfirm={() => void withdraw()}
          onCancel={() => setAsked(null)}
        >
          <p>
            {nameOf(asked)} ne sera plus inscrit(e) en « {asked.categoryLabel} ». Vous pourrez l’inscrire de nouveau
            tant que les inscriptions sont ouvertes.
          </p>
        </ConfirmDialog>
      )}
      <h3 id={`${id}-payment`}>Paiement</h3>
      {data.dueCents === 0 ? (
        <p className={recordClasses.count}>
          {entries.some((entry) => entry.status === 'paid') ? 'Tout est réglé.' : 'Rien à régler pour le moment.'}
        </p>
      ) : (
        <>
          <p className={styles.total}>
            Montant à régler : <strong>{due}</strong>
          </p>
          <PaymentMethodButtons
            card={card}
            busy={paying}
            onPay={(method) => void pay(method)}
            aria-labelledby={`${id}-payment`}
          />
          <p className={adminClasses.meta}>
            Un paiement couvre toutes les inscriptions à régler ; un virement attendu est remplacé par un nouveau
            paiement. Les inscriptions sont confirmées dès que le paiement est reçu.
          </p>
        </>
      )}
    </section>
  );
}
