import { useId, useState, type FormEvent } from 'react';
import {
  api,
  CATEGORY_SEX_LABELS,
  COMPETITION_DISCIPLINE_LABELS,
  ENTRY_STATUS_LABELS,
  formatCount,
  formatDate,
  formatPrice,
  formatWeight,
  Loading,
  Notice,
  useUrlFilters,
  visuallyHiddenClass,
  type Competition,
  type CompetitionCategory,
  type CompetitionEntriesByCategory,
  type CompetitionEntry,
  type CompetitionList,
} from '@wado/shared';
import {
  adminClasses,
  collectionClasses,
  COMPETITION_SETTINGS_INPUT_RULES,
  ConfirmDialog,
  DateField,
  ENTRY_MOVE_REQUEST_RULES,
  ErrorSummary,
  errorMessage,
  EuroField,
  euroErrors,
  FormMessage,
  recordClasses,
  SelectField,
  TextField,
  useAdminData,
  useAdminTitle,
  type FormError,
} from '@wado/shared/admin';
import { CategoriesEditor, checkCategories, draftOf, emptyDraft, type CategoryDraft } from './CategoriesEditor';
import styles from './competitions.module.css';
import { statusText } from './status';

const TITLE = 'Compétitions : inscriptions';
const FILTERS = ['evenement'] as const;
const REASON_MAX = ENTRY_MOVE_REQUEST_RULES.reason.maxLength;

/** An event the organizers may choose: a competition whose entries are set, or one still to open. */
interface Choice {
  eventId: number;
  title: string;
  startDate: string;
  /** Its entries, when they are set. */
  competition: Competition | null;
}

function choicesOf(list: CompetitionList): Choice[] {
  return [
    ...list.items.map((competition) => ({
      eventId: competition.eventId,
      title: competition.title,
      startDate: competition.startDate,
      competition,
    })),
    ...list.events.map((event) => ({
      eventId: event.id,
      title: event.title,
      startDate: event.startDate,
      competition: null,
    })),
  ];
}

/**
 * `competitions-organisation` (roles media, selection): a competition chosen among the events of
 * kind « Compétition », its entries opened with their season, deadline, fee and categories; then
 * the entries by category, moved with a reason, closed or reopened, and exported.
 */
export function CompetitionOrganizerScreen() {
  useAdminTitle(TITLE);
  const id = useId();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { state, reload, replace } = useAdminData(() => api.listCompetitions(), 'competitions:organizer:list');
  /** Said once a competition's entries are opened (its form then gives way to its entries). */
  const [opened, setOpened] = useState<string | null>(null);

  /** The list again (an event opened moves among the competitions), the screen as it is meanwhile. */
  const refreshList = async () => {
    try {
      replace(await api.listCompetitions());
    } catch {
      reload();
    }
  };

  let content;
  if (state.status === 'loading') content = <Loading />;
  else if (state.status === 'error')
    content = (
      <Notice title="Les compétitions n’ont pas pu être chargées" action={{ label: 'Réessayer', onClick: reload }}>
        <p>{state.message}</p>
      </Notice>
    );
  else {
    const choices = choicesOf(state.data);
    const chosen = choices.find((choice) => String(choice.eventId) === filters.evenement) ?? choices[0];
    if (!chosen) {
      content = (
        <FormMessage kind="info">
          Aucune compétition à venir : créez d’abord l’événement, de type « Compétition », dans « Événements ».
        </FormMessage>
      );
    } else {
      const withEntries = choices.filter((choice) => choice.competition);
      const toOpen = choices.filter((choice) => !choice.competition);
      content = (
        <>
          <div className={adminClasses.filterPanel}>
            <div className={adminClasses.field}>
              <label htmlFor={`${id}-event`}>Compétition</label>
              <select
                id={`${id}-event`}
                className={`${adminClasses.input} ${adminClasses.filterControl}`}
                value={String(chosen.eventId)}
                onChange={(event) => {
                  setOpened(null);
                  setFilters({ evenement: event.target.value });
                }}
              >
                {withEntries.length > 0 && (
                  <optgroup label="Inscriptions ouvertes ou closes">
                    {withEntries.map((choice) => (
                      <option key={choice.eventId} value={String(choice.eventId)}>
                        {choice.title} ({formatDate(choice.startDate)})
                      </option>
                    ))}
                  </optgroup>
                )}
                {toOpen.length > 0 && (
                  <optgroup label="Inscriptions à ouvrir">
                    {toOpen.map((choice) => (
                      <option key={choice.eventId} value={String(choice.eventId)}>
                        {choice.title} ({formatDate(choice.startDate)})
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
            </div>
          </div>
          {chosen.competition ? (
            <OpenedCompetition
              key={chosen.eventId}
              eventId={chosen.eventId}
              seasons={state.data.seasons}
              onChanged={refreshList}
            />
          ) : (
            <section className={`${adminClasses.card} ${styles.card}`} aria-labelledby={`${id}-open`}>
              <h2 id={`${id}-open`}>Ouvrir les inscriptions : {chosen.title}</h2>
              <p className={adminClasses.meta}>Compétition du {formatDate(chosen.startDate)}.</p>
              <SettingsForm
                key={chosen.eventId}
                choice={chosen}
                seasons={state.data.seasons}
                onSaved={(competition) => {
                  setOpened(`Les inscriptions à « ${competition.title} » sont ouvertes aux clubs.`);
                  void refreshList();
                }}
              />
            </section>
          )}
        </>
      );
    }
  }

  return (
    <div className={adminClasses.screen}>
      <h1>{TITLE}</h1>
      <p className={adminClasses.lead}>
        Ouvrez les inscriptions d’une compétition aux clubs (saison des licences, date limite, prix par inscription et
        catégories), suivez les inscrits par catégorie, déplacez un compétiteur en disant pourquoi, puis exportez les
        listes.
      </p>
      <div aria-live="polite">{opened && <FormMessage kind="success">{opened}</FormMessage>}</div>
      {content}
    </div>
  );
}

type Seasons = CompetitionList['seasons'];

/** The day `days` before `day` (`YYYY-MM-DD`). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The season of the event's first day, or the latest one. */
function seasonFor(seasons: Seasons, day: string): number | '' {
  return seasons.find((season) => season.startsOn <= day && day <= season.endsOn)?.id ?? seasons[0]?.id ?? '';
}

/** The settings: season, deadline, fee and categories; opening the entries or changing them. */
function SettingsForm({
  choice,
  seasons,
  onSaved,
}: {
  choice: Choice;
  seasons: Seasons;
  onSaved: (competition: Competition) => void;
}) {
  const id = useId();
  const { competition } = choice;
  const [seasonId, setSeasonId] = useState<number | ''>(() =>
    competition ? competition.seasonId : seasonFor(seasons, choice.startDate),
  );
  const [deadline, setDeadline] = useState(() => competition?.deadline ?? daysBefore(choice.startDate, 14));
  const [feeCents, setFeeCents] = useState(() => competition?.feeCents ?? 0);
  const [categories, setCategories] = useState<CategoryDraft[]>(() =>
    competition ? competition.categories.map(draftOf) : [emptyDraft()],
  );
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;

  const save = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: FormError[] = [];
    if (seasonId === '')
      found.push({ field: fieldId('season'), message: 'Saison : choisissez la saison des licences demandées.' });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline))
      found.push({ field: fieldId('deadline'), message: 'Date limite : choisissez une date.' });
    found.push(
      ...euroErrors(fieldId('fee'), 'Prix par inscription', feeCents, COMPETITION_SETTINGS_INPUT_RULES.feeCents),
    );
    const checked = checkCategories(id, categories);
    found.push(...checked.errors);
    setErrors(found);
    setSaved(null);
    setAttempt((n) => n + 1);
    if (found.length > 0 || seasonId === '') return;
    setBusy(true);
    try {
      const result = await api.saveCompetition(choice.eventId, {
        seasonId,
        deadline,
        feeCents,
        categories: checked.input,
      });
      setCategories(result.categories.map(draftOf));
      // Opened: the screen says so above, as the entries take the form's place.
      if (competition) setSaved('Les modifications sont enregistrées.');
      onSaved(result);
    } catch (failure) {
      setErrors([{ message: errorMessage(failure) }]);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const invalid = new Set(errors.flatMap((error) => (error.field ? [error.field] : [])));
  return (
    <form
      className={`${adminClasses.form} ${adminClasses.wide} ${styles.settingsForm}`}
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <ErrorSummary errors={errors} attempt={attempt} />
      <div aria-live="polite">{saved && <FormMessage kind="success">{saved}</FormMessage>}</div>
      {seasons.length === 0 ? (
        <FormMessage kind="error">
          Aucune saison n’existe encore : l’association la crée dans « Saisons » (rubrique Association) avant que les
          inscriptions puissent s’ouvrir.
        </FormMessage>
      ) : null}
      <div className={styles.settings}>
        <SelectField
          id={fieldId('season')}
          label="Saison des licences"
          required
          hint="Seuls les licenciés dont la licence de cette saison est délivrée peuvent être inscrits."
          value={seasonId === '' ? '' : String(seasonId)}
          options={seasons.map((season) => ({ value: String(season.id), label: season.label }))}
          error={errorOf(fieldId('season'))}
          onChange={(value) => setSeasonId(Number(value))}
        />
        <DateField
          id={fieldId('deadline')}
          label="Date limite d’inscription"
          required
          hint="Les clubs peuvent inscrire jusqu’à ce jour inclus."
          value={deadline}
          max={choice.startDate}
          error={errorOf(fieldId('deadline'))}
          onChange={setDeadline}
        />
        <EuroField
          id={fieldId('fee')}
          label="Prix par inscription"
          hint="Par licencié et par discipline ; 0 : gratuit."
          value={feeCents}
          error={errorOf(fieldId('fee'))}
          onChange={setFeeCents}
        />
      </div>
      <CategoriesEditor prefix={id} categories={categories} invalid={invalid} onChange={setCategories} />
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.primary} disabled={busy}>
          {busy ? 'Un instant…' : competition ? 'Enregistrer les modifications' : 'Ouvrir les inscriptions'}
        </button>
      </div>
    </form>
  );
}

/** What a category holds: « Kata · Féminin · nées de 2012 à 2013 · au moins 4e kyu ». */
function categoryText(category: CompetitionCategory): string {
  const { birthYearMin: from, birthYearMax: to, weightMinKg: light, weightMaxKg: heavy } = category;
  const years =
    from !== null && to !== null
      ? `nés de ${from} à ${to}`
      : from !== null
        ? `nés en ${from} ou après`
        : to !== null
          ? `nés en ${to} ou avant`
          : 'tous âges';
  const weight =
    category.discipline !== 'kumite'
      ? ''
      : light !== null && heavy !== null
        ? `de ${formatWeight(light)} à ${formatWeight(heavy)}`
        : heavy !== null
          ? `jusqu’à ${formatWeight(heavy)}`
          : light !== null
            ? `à partir de ${formatWeight(light)}`
            : 'tous poids';
  return [
    COMPETITION_DISCIPLINE_LABELS[category.discipline],
    CATEGORY_SEX_LABELS[category.sex],
    years,
    weight,
    category.minGrade ? `au moins ${category.minGrade}` : 'tous grades',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A competition whose entries are set: its settings, its state, its entries by category. */
function OpenedCompetition({
  eventId,
  seasons,
  onChanged,
}: {
  eventId: number;
  seasons: Seasons;
  onChanged: () => Promise<void>;
}) {
  const id = useId();
  const { state, reload, replace } = useAdminData(
    () => api.getCompetitionEntries(eventId),
    `competitions:organizer:${eventId}`,
  );
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);

  /** The entries again, the screen as it is meanwhile. */
  const refresh = async () => {
    try {
      replace(await api.getCompetitionEntries(eventId));
    } catch {
      reload();
    }
  };

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return (
      <Notice title="Les inscriptions n’ont pas pu être chargées" action={{ label: 'Réessayer', onClick: reload }}>
        <p>{state.message}</p>
      </Notice>
    );
  const data = state.data;
  const { competition } = data;
  const total = data.categories.reduce((sum, group) => sum + group.entries.length, 0);

  const setStatus = async (action: 'close' | 'open') => {
    setBusy(true);
    setCloseError(null);
    try {
      await (action === 'close' ? api.closeCompetition(eventId) : api.reopenCompetition(eventId));
      setNotice({
        kind: 'success',
        text:
          action === 'close'
            ? 'Les inscriptions sont closes : les clubs ne peuvent plus inscrire personne.'
            : 'Les inscriptions sont rouvertes aux clubs.',
      });
      setClosing(false);
      await Promise.all([refresh(), onChanged()]);
    } catch (failure) {
      if (action === 'close') setCloseError(errorMessage(failure));
      else setNotice({ kind: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className={`${adminClasses.card} ${styles.card}`} aria-labelledby={`${id}-state`}>
        <h2 id={`${id}-state`}>{competition.title}</h2>
        <p className={adminClasses.meta}>
          Compétition du {formatDate(competition.startDate)} · saison {competition.seasonLabel} ·{' '}
          {competition.feeCents === 0 ? 'inscription gratuite' : `${formatPrice(competition.feeCents)} par inscription`}
        </p>
        <p>
          <span
            className={`${recordClasses.badge} ${styles.state} ${competition.acceptsEntries ? styles.open : styles.closed}`}
            data-testid="competition-status"
          >
            {statusText(competition)}
          </span>
        </p>
        <div aria-live="polite">{notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}</div>
        <div className={adminClasses.actions}>
          {competition.status === 'open' ? (
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
          ) : (
            <button
              type="button"
              className={adminClasses.secondary}
              disabled={busy}
              onClick={() => void setStatus('open')}
            >
              Rouvrir les inscriptions
            </button>
          )}
          <a className={adminClasses.secondary} href={api.competitionEntriesCsvPath(eventId)} download>
            Exporter (CSV)
          </a>
        </div>
      </section>
      {closing && (
        <ConfirmDialog
          title="Clore les inscriptions ?"
          confirmLabel="Clore les inscriptions"
          danger
          busy={busy}
          error={closeError}
          onConfirm={() => void setStatus('close')}
          onCancel={() => setClosing(false)}
        >
          <p>
            Les clubs ne pourront plus inscrire personne. Les inscriptions faites restent, et les clubs peuvent encore
            les régler ; vous pourrez rouvrir les inscriptions ensuite.
          </p>
        </ConfirmDialog>
      )}
      <details className={`${adminClasses.card} ${styles.settingsCard}`}>
        <summary>Réglages : saison, date limite, prix et catégories</summary>
        <SettingsForm
          key={`${competition.seasonId}:${competition.deadline}:${competition.feeCents}:${competition.categories.length}`}
          choice={{ eventId, title: competition.title, startDate: competition.startDate, competition }}
          seasons={seasons}
          onSaved={() => void Promise.all([refresh(), onChanged()])}
        />
      </details>
      <EntriesByCategory data={data} total={total} onMoved={refresh} />
    </>
  );
}

/** The entries, one section per category, each with its count, its list to print and the moves. */
function EntriesByCategory({
  data,
  total,
  onMoved,
}: {
  data: CompetitionEntriesByCategory;
  total: number;
  onMoved: () => Promise<void>;
}) {
  const id = useId();
  const [moving, setMoving] = useState<CompetitionEntry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { competition } = data;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Inscrits par catégorie</h2>
      <p className={recordClasses.count} role="status">
        {total === 0
          ? 'Aucun inscrit pour le moment : les clubs inscrivent leurs licenciés depuis « Inscrire mes licenciés ».'
          : `${formatCount(total, 'inscription', 'inscriptions')} dans ${formatCount(data.categories.length, 'catégorie', 'catégories')}.`}
      </p>
      <div aria-live="polite">{done && <FormMessage kind="success">{done}</FormMessage>}</div>
      {data.categories.map(({ category, entries }) => {
        const headingId = `${id}-category-${category.id}`;
        const others = competition.categories.filter(
          (other) => other.discipline === category.discipline && other.id !== category.id,
        );
        return (
          <section key={category.id} className={styles.categorySection} aria-labelledby={headingId}>
            <div className={styles.categoryHeader}>
              <div>
                <h3 id={headingId} className={styles.categoryTitle}>
                  {category.label}{' '}
                  <span className={styles.categoryCount}>({formatCount(entries.length, 'inscrit', 'inscrits')})</span>
                </h3>
                <p className={adminClasses.meta}>{categoryText(category)}</p>
              </div>
              <a
                className={adminClasses.secondary}
                href={api.competitionCategoryPdfPath(competition.eventId, category.id)}
                download
              >
                Liste (PDF)<span className={visuallyHiddenClass}> : {category.label}</span>
              </a>
            </div>
            {entries.length === 0 ? (
              <p className={adminClasses.meta}>Personne dans cette catégorie.</p>
            ) : (
              <div
                className={collectionClasses.tableFrame}
                tabIndex={0}
                role="region"
                aria-label={`Inscrits en ${category.label}`}
              >
                <table className={collectionClasses.table}>
                  <thead>
                    <tr>
                      <th scope="col">Licencié</th>
                      <th scope="col">Club</th>
                      <th scope="col">Naissance</th>
                      <th scope="col">Grade</th>
                      {category.discipline === 'kumite' && <th scope="col">Poids</th>}
                      <th scope="col">État</th>
                      <th scope="col">Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.id}>
                        <th scope="row">
                          {entry.lastName} {entry.firstName}
                          {entry.moves.map((move) => (
                            <span key={move.at} className={styles.move}>
                              Déplacé de « {move.from} » : {move.reason}
                            </span>
                          ))}
                        </th>
                        <td data-label="Club">{entry.clubName}</td>
                        <td data-label="Naissance">
                          <time dateTime={entry.birthDate}>{formatDate(entry.birthDate)}</time>
                        </td>
                        <td data-label="Grade">{entry.grade}</td>
                        {category.discipline === 'kumite' && (
                          <td data-label="Poids">{entry.weightKg === null ? '—' : formatWeight(entry.weightKg)}</td>
                        )}
                        <td data-label="État">
                          <span className={`${recordClasses.badge} ${styles[entry.status]}`}>
                            {ENTRY_STATUS_LABELS[entry.status]}
                          </span>
                        </td>
                        <td data-label="Action">
                          {others.length > 0 ? (
                            <button
                              type="button"
                              className={adminClasses.secondary}
                              aria-label={`Déplacer ${entry.firstName} ${entry.lastName}`}
                              aria-expanded={moving?.id === entry.id}
                              onClick={() => {
                                setDone(null);
                                setMoving(moving?.id === entry.id ? null : entry);
                              }}
                            >
                              Déplacer
                            </button>
                          ) : (
                            <span className={adminClasses.meta}>aucune autre catégorie de {category.discipline}</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {moving && moving.categoryId === category.id && (
              <MoveForm
                key={moving.id}
                entry={moving}
                categories={others}
                onCancel={() => setMoving(null)}
                onMoved={async (message) => {
                  setMoving(null);
                  setDone(message);
                  await onMoved();
                }}
              />
            )}
          </section>
        );
      })}
    </section>
  );
}

/** Moving an entry to another category of its discipline: the category and the reason, both required. */
function MoveForm({
  entry,
  categories,
  onCancel,
  onMoved,
}: {
  entry: CompetitionEntry;
  categories: readonly CompetitionCategory[];
  onCancel: () => void;
  onMoved: (message: string) => Promise<void>;
}) {
  const id = useId();
  const [categoryId, setCategoryId] = useState(String(categories[0]?.id ?? ''));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const name = `${entry.firstName} ${entry.lastName}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FormError[] = [];
    if (!reason.trim())
      found.push({ field: `${id}-reason`, message: 'Raison : dites pourquoi ce compétiteur change de catégorie.' });
    else if (REASON_MAX !== undefined && reason.trim().length > REASON_MAX)
      found.push({ field: `${id}-reason`, message: `Raison : ${REASON_MAX} caractères au plus.` });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const { message } = await api.moveCompetitionEntry(entry.id, {
        categoryId: Number(categoryId),
        reason: reason.trim(),
      });
      await onMoved(message);
    } catch (failure) {
      setErrors([{ message: errorMessage(failure) }]);
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  };

  return (
    <form
      className={`${adminClasses.form} ${styles.moveForm}`}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h4 id={`${id}-title`} className={styles.subheading}>
        Déplacer {name} ({entry.categoryLabel})
      </h4>
      <ErrorSummary errors={errors} attempt={attempt} title="Le déplacement n’a pas abouti" />
      <SelectField
        id={`${id}-category`}
        label="Nouvelle catégorie"
        required
        value={categoryId}
        options={categories.map((category) => ({ value: String(category.id), label: category.label }))}
        onChange={setCategoryId}
      />
      <TextField
        id={`${id}-reason`}
        label="Raison du déplacement"
        required
        hint="Gardée avec l’inscription et écrite dans l’export : « pesée du matin : 76,2 kg »…"
        maxLength={REASON_MAX}
        value={reason}
        error={errors.find((error) => error.field === `${id}-reason`)?.message}
        onChange={setReason}
      />
      <div className={adminClasses.actions}>
        <button type="submit" className={adminClasses.primary} disabled={busy}>
          {busy ? 'Un instant…' : 'Déplacer'}
        </button>
        <button type="button" className={adminClasses.secondary} disabled={busy} onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
