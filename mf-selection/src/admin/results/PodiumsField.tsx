import {
  PLACES_PER_RANK,
  request,
  type PodiumCategoryInput,
  type PodiumEntryChoices,
  type PodiumPlaceInput,
} from '@wado/shared';
import {
  COMPETITION_INPUT_RULES,
  LoadedChoiceField,
  PODIUM_CATEGORY_INPUT_RULES,
  PODIUM_PLACE_INPUT_RULES,
  recordClasses,
  ruleProblem,
  schemaForm,
  SelectField,
  TextField,
  type FormError,
  type LoadedChoice,
} from '@wado/shared/admin';
import { DIRECTORY_CLUBS, directoryClubs } from '../directory';
import { competitorsAdmin } from '../team/CompetitorsAdmin';

type Rank = PodiumPlaceInput['rank'];

const RANK_OPTIONS = [
  { value: '1', label: 'Or (1re place)' },
  { value: '2', label: 'Argent (2e place)' },
  { value: '3', label: 'Bronze (3e place)' },
] as const;

const RANK_COUNT: Record<Rank, string> = {
  1: 'une médaille d’or',
  2: 'une médaille d’argent',
  3: 'deux médailles de bronze',
};

/** A new podium: gold, silver and two bronze medals, to be filled. */
const newPlace = (rank: Rank): PodiumPlaceInput => ({
  rank,
  competitorId: null,
  athlete: '',
  clubId: null,
  club: '',
  country: '',
});

/** The national team, as the podiums' select offers it: « Léa Kerbrat (Wado Kai Rennes) ». */
async function teamChoices(): Promise<LoadedChoice[]> {
  const { items } = await competitorsAdmin.list();
  return items.map((competitor) => ({ id: competitor.id, label: `${competitor.name} (${competitor.club})` }));
}

type PodiumEntry = PodiumEntryChoices['items'][number];
/** The entries loaded for the podiums' selects, by id: a place chosen among them takes their name and club. */
const entriesById = new Map<number, PodiumEntry>();

/**
 * The paid entries of the clubs at the event these results belong to (the event links them):
 * « Léa Martin (Wado Kai Rennes) – Kata minimes F ».
 */
async function entryChoices(resultsId: number): Promise<LoadedChoice[]> {
  const { items } = await request<PodiumEntryChoices>(`/api/admin/competition-entries/results/${resultsId}`, {
    credentials: 'same-origin',
  });
  for (const item of items) entriesById.set(item.id, item);
  return items.map((item) => ({ id: item.id, label: `${item.athlete} (${item.club}) – ${item.categoryLabel}` }));
}

/** A place taken by an entry: its name and club are the entry's (the server writes them again). */
function placeOfEntry(rank: Rank, entryId: number | null): PodiumPlaceInput {
  const entry = entryId === null ? undefined : entriesById.get(entryId);
  if (!entry) return newPlace(rank);
  return { ...newPlace(rank), entryId: entry.id, athlete: entry.athlete, clubId: entry.clubId, country: 'France' };
}

/** The ids of a place's fields: `competitions-c0-p1-athlete`. */
const placeId = (fieldId: (name: string) => string, category: number, place: number, name: string) =>
  fieldId(`c${category}-p${place}-${name}`);

/** A category's name field, with the rules of the API's `PodiumCategoryInput`. */
const CATEGORY_FORM = schemaForm(PODIUM_CATEGORY_INPUT_RULES, { name: 'Catégorie' });
/** The texts of another athlete's place (their rules: `PodiumPlaceInput`'s), as its problems name them. */
const PLACE_TEXTS = { athlete: 'athlète', country: 'pays', club: 'club' } as const;
/** The most categories of a competition, and places of a category (gold, silver and two bronze medals). */
const MAX_CATEGORIES = COMPETITION_INPUT_RULES.categories.maxItems;
const MAX_PLACES = PODIUM_CATEGORY_INPUT_RULES.places.maxItems;

/**
 * The problems of the podiums before they are sent (the server checks them again): each text under
 * its schema's rule, named by its category and place, then what the schema cannot say (a place of
 * another athlete needs their name, country and club; one gold, one silver, two bronze medals).
 */
export function podiumErrors(categories: PodiumCategoryInput[], fieldId: (name: string) => string): FormError[] {
  const problems: FormError[] = [];
  const check = (field: string, problem: string | null) => {
    if (problem) problems.push({ field, message: problem });
  };
  categories.forEach((category, index) => {
    const name = category.name.trim() || `Catégorie ${index + 1}`;
    check(
      fieldId(`c${index}-name`),
      ruleProblem(PODIUM_CATEGORY_INPUT_RULES.name, `Catégorie ${index + 1}`, category.name),
    );
    if (category.places.length === 0) {
      problems.push({ field: fieldId(`c${index}-name`), message: `${name} : ajoutez au moins une place.` });
    }
    for (const rank of [1, 2, 3] as const) {
      if (category.places.filter((place) => place.rank === rank).length > PLACES_PER_RANK[rank]) {
        problems.push({
          field: fieldId(`c${index}-name`),
          message: `${name} : un podium a au plus ${RANK_COUNT[rank]}.`,
        });
      }
    }
    category.places.forEach((place, at) => {
      if (place.competitorId !== null) return;
      const id = (field: string) => placeId(fieldId, index, at, field);
      for (const [field, text] of Object.entries(PLACE_TEXTS) as [keyof typeof PLACE_TEXTS, string][]) {
        check(
          id(field),
          ruleProblem(PODIUM_PLACE_INPUT_RULES[field], `${name}, place ${at + 1}, ${text}`, place[field]),
        );
      }
      if (!place.athlete.trim()) {
        problems.push({
          field: id('athlete'),
          message: `${name}, place ${at + 1} : choisissez un compétiteur ou saisissez l’athlète.`,
        });
      }
      if (!place.country.trim()) {
        problems.push({ field: id('country'), message: `${name}, place ${at + 1} : indiquez le pays.` });
      }
      if (place.clubId === null && !place.club.trim()) {
        problems.push({ field: id('club'), message: `${name}, place ${at + 1} : choisissez ou saisissez le club.` });
      }
    });
  });
  return problems;
}

/**
 * The podiums of a competition, category by category: each place is one of our competitors (chosen
 * in the list: their club follows, and the medal counts for the national team) or another athlete
 * typed with their country and club (chosen in the directory for a French club, else typed).
 */
export function PodiumsField({
  value,
  onChange,
  fieldId,
  error,
  resultsId = null,
}: {
  /** Saved results: their event's entries may take the places (a new record has no event yet). */
  resultsId?: number | null;
  value: PodiumCategoryInput[];
  onChange: (value: PodiumCategoryInput[]) => void;
  fieldId: (name: string) => string;
  error: (fieldId: string) => string | undefined;
}) {
  const setCategory = (index: number, category: PodiumCategoryInput) =>
    onChange(value.map((old, at) => (at === index ? category : old)));
  const setPlace = (index: number, at: number, place: PodiumPlaceInput) =>
    setCategory(index, { ...value[index]!, places: value[index]!.places.map((old, i) => (i === at ? place : old)) });

  return (
    <section aria-labelledby={fieldId('podiums')}>
      <h2 id={fieldId('podiums')}>Podiums</h2>
      {value.length === 0 && <p className={recordClasses.hint}>Aucun podium pour l’instant.</p>}
      {value.map((category, index) => (
        <fieldset key={index} className={recordClasses.fieldset}>
          <legend>{category.name.trim() || `Catégorie ${index + 1}`}</legend>
          <TextField
            {...CATEGORY_FORM.fields({ fieldId: (name) => fieldId(`c${index}-${name}`), error }).text('name')}
            hint="« Kata individuel féminin – seniors »."
            value={category.name}
            onChange={(name) => setCategory(index, { ...category, name })}
          />
          <ol>
            {category.places.map((place, at) => {
              const id = (field: string) => placeId(fieldId, index, at, field);
              const ours = place.competitorId !== null;
              const entered = !ours && (place.entryId ?? null) !== null;
              return (
                <li key={at}>
                  <div className={recordClasses.row}>
                    <SelectField
                      id={id('rank')}
                      label={`Médaille, place ${at + 1}`}
                      required
                      value={String(place.rank) as '1' | '2' | '3'}
                      options={RANK_OPTIONS}
                      onChange={(rank) => setPlace(index, at, { ...place, rank: Number(rank) as Rank })}
                    />
                    <LoadedChoiceField
                      id={id('competitor')}
                      label={`Compétiteur de la sélection, place ${at + 1}`}
                      load={teamChoices}
                      cacheKey="selection-team"
                      emptyLabel="Un autre athlète (à saisir)"
                      value={place.competitorId}
                      onChange={(competitorId) => setPlace(index, at, { ...newPlace(place.rank), competitorId })}
                    />
                    {resultsId !== null && !ours && (
                      <LoadedChoiceField
                        id={id('entry')}
                        label={`Inscrit de l’événement, place ${at + 1}`}
                        hint="Les inscrits payés des clubs : leur nom et leur club sont repris tels quels."
                        load={() => entryChoices(resultsId)}
                        cacheKey={`podium-entries-${resultsId}`}
                        emptyLabel="Aucun (saisir l’athlète)"
                        value={place.entryId ?? null}
                        onChange={(entryId) => setPlace(index, at, placeOfEntry(place.rank, entryId))}
                      />
                    )}
                  </div>
                  {entered && (
                    <p className={recordClasses.hint}>
                      {place.athlete}, {entriesById.get(place.entryId!)?.club ?? place.club}
                    </p>
                  )}
                  {!ours && !entered && (
                    <div className={recordClasses.row}>
                      <TextField
                        id={id('athlete')}
                        label={`Athlète, place ${at + 1}`}
                        required
                        value={place.athlete}
                        maxLength={PODIUM_PLACE_INPUT_RULES.athlete.maxLength}
                        error={error(id('athlete'))}
                        onChange={(athlete) => setPlace(index, at, { ...place, athlete })}
                      />
                      <TextField
                        id={id('country')}
                        label={`Pays, place ${at + 1}`}
                        required
                        value={place.country}
                        maxLength={PODIUM_PLACE_INPUT_RULES.country.maxLength}
                        error={error(id('country'))}
                        onChange={(country) => setPlace(index, at, { ...place, country })}
                      />
                      <LoadedChoiceField
                        id={id('clubId')}
                        label={`Club de l’annuaire, place ${at + 1}`}
                        load={directoryClubs}
                        cacheKey={DIRECTORY_CLUBS}
                        emptyLabel="Un club étranger ou hors annuaire"
                        value={place.clubId}
                        onChange={(clubId) => setPlace(index, at, { ...place, clubId, club: '' })}
                      />
                      {place.clubId === null && (
                        <TextField
                          id={id('club')}
                          label={`Club, place ${at + 1}`}
                          required
                          value={place.club}
                          maxLength={PODIUM_PLACE_INPUT_RULES.club.maxLength}
                          error={error(id('club'))}
                          onChange={(club) => setPlace(index, at, { ...place, club })}
                        />
                      )}
                    </div>
                  )}
                  <button
                    type="button"
                    className={recordClasses.linkButton}
                    onClick={() =>
                      setCategory(index, { ...category, places: category.places.filter((_p, i) => i !== at) })
                    }
                  >
                    Retirer la place {at + 1}
                  </button>
                </li>
              );
            })}
          </ol>
          <div className={recordClasses.actions}>
            <button
              type="button"
              className={recordClasses.secondaryButton}
              disabled={category.places.length >= (MAX_PLACES ?? Infinity)}
              onClick={() => {
                const next = ([1, 2, 3, 3] as const)[category.places.length] ?? 3;
                setCategory(index, { ...category, places: [...category.places, newPlace(next)] });
              }}
            >
              Ajouter une place
            </button>
            <button
              type="button"
              className={recordClasses.linkButton}
              onClick={() => onChange(value.filter((_c, at) => at !== index))}
            >
              Retirer la catégorie {category.name.trim() || index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className={recordClasses.secondaryButton}
        disabled={value.length >= (MAX_CATEGORIES ?? Infinity)}
        onClick={() => onChange([...value, { name: '', places: ([1, 2, 3, 3] as const).map(newPlace) }])}
      >
        Ajouter une catégorie
      </button>
    </section>
  );
}
