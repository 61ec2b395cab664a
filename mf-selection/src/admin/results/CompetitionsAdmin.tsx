import {
  COMPETITION_LEVEL_LABELS,
  COMPETITION_LEVELS,
  formatDate,
  seasonOf,
  type CompetitionInput,
  type CompetitionRecord,
  type MedalCount,
} from '@wado/shared';
import {
  CollectionEditor,
  CollectionList,
  collectionApi,
  COMPETITION_INPUT_RULES,
  DateField,
  MarkdownEditor,
  recordClasses,
  schemaForm,
  SelectField,
  TextField,
  useRecordId,
  type FormError,
  type RecordNames,
} from '@wado/shared/admin';
import { PodiumsField, podiumErrors } from './PodiumsField';

/** Where the results' screens live in the back office. */
export const COMPETITIONS_ADMIN_PATH = '/admin/mf-selection/resultats';

export const competitionsAdmin = collectionApi<CompetitionInput, CompetitionRecord>('competitions');

const NAMES: RecordNames = {
  one: 'compétition',
  many: 'compétitions',
  title: 'Résultats',
  newLabel: 'Nouvelle compétition',
  none: 'Aucune compétition',
  the: 'la compétition',
};

const EMPTY: CompetitionInput = {
  name: '',
  season: '',
  startDate: '',
  endDate: '',
  place: '',
  city: '',
  country: 'France',
  level: 'national',
  report: '',
  categories: [],
};

const toInput = (record: CompetitionRecord): CompetitionInput => ({
  name: record.name,
  season: record.season,
  startDate: record.startDate,
  endDate: record.endDate,
  place: record.place,
  city: record.city,
  country: record.country,
  level: record.level,
  report: record.report,
  categories: record.categories,
});

/** The national team's medals on a set of podiums: our competitors' places, as the results page counts them. */
export function medalsOfPodiums(categories: CompetitionInput['categories']): MedalCount {
  const ours = categories.flatMap((category) => category.places).filter((place) => place.competitorId !== null);
  return {
    gold: ours.filter((place) => place.rank === 1).length,
    silver: ours.filter((place) => place.rank === 2).length,
    bronze: ours.filter((place) => place.rank === 3).length,
  };
}

/** « 2 or, 1 argent, 3 bronze » */
export const medalText = ({ gold, silver, bronze }: MedalCount) => `${gold} or, ${silver} argent, ${bronze} bronze`;

/**
 * A competition's fields, their labels and the rules of the API's `CompetitionInput`; the season
 * follows the first day, and the podiums are checked place by place by `podiumErrors`.
 */
const FORM = schemaForm(COMPETITION_INPUT_RULES, {
  name: 'Nom',
  startDate: 'Premier jour',
  endDate: 'Dernier jour',
  place: 'Lieu',
  city: 'Ville',
  country: 'Pays',
  level: 'Niveau',
  report: 'Compte rendu',
});

/** The competition's own checks beyond the schema's: the last day after the first, the podiums. */
export function competitionErrors(input: CompetitionInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...(input.endDate && input.startDate && input.endDate < input.startDate
      ? [{ field: fieldId('endDate'), message: 'Dernier jour : il suit le premier jour (ou c’est le même).' }]
      : []),
    ...podiumErrors(input.categories, fieldId),
  ];
}

/** Every competition, most recent first as on the « Résultats » page, with its computed medals. */
export function CompetitionsListScreen() {
  return (
    <CollectionList
      client={competitionsAdmin}
      names={NAMES}
      basePath={COMPETITIONS_ADMIN_PATH}
      title={(competition) => competition.name}
      titleLabel="Compétition"
      searchText={(competition) => `${competition.name} ${competition.city} ${competition.season}`}
      columns={[
        { label: 'Date', value: (competition) => formatDate(competition.startDate) },
        { label: 'Lieu', value: (competition) => `${competition.city} (${competition.country})` },
        { label: 'Niveau', value: (competition) => COMPETITION_LEVEL_LABELS[competition.level] },
        { label: 'Médailles', value: (competition) => medalText(competition.medals) },
      ]}
      intro={
        <p>
          Les compétitions et leurs podiums, les plus récentes d’abord. Les médailles de l’équipe de France sont
          comptées d’après les podiums, jamais saisies.
        </p>
      }
    />
  );
}

/** A competition's form, new or saved, with its podiums. */
export function CompetitionEditorScreen() {
  const id = useRecordId();
  return (
    <CollectionEditor
      client={competitionsAdmin}
      id={id}
      basePath={COMPETITIONS_ADMIN_PATH}
      names={NAMES}
      title={(competition) => competition.name}
      empty={EMPTY}
      toInput={toInput}
      schema={FORM}
      validate={competitionErrors}
      publicPath={(competition) => `/result/${competition.slug}`}
      deletion="Des résultats liés à un événement ne peuvent pas être supprimés : retirez d’abord le lien dans l’événement."
    >
      {({ value, set, fieldId, error, fields }) => (
        <>
          <TextField
            {...fields.text('name')}
            hint="« Championnat de France Wado », « Open international de Wado de Paris »."
            value={value.name}
            onChange={(name) => set('name', name)}
          />
          <DateField
            {...fields.field('startDate')}
            hint={value.season ? `Saison ${value.season} (de septembre à août).` : 'La saison en découle.'}
            value={value.startDate}
            onChange={(startDate) => {
              set('startDate', startDate);
              set('season', /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? seasonOf(startDate) : '');
            }}
          />
          <DateField
            {...fields.field('endDate')}
            min={value.startDate || undefined}
            value={value.endDate}
            onChange={(endDate) => set('endDate', endDate)}
          />
          <TextField
            {...fields.text('place')}
            hint="La salle : « Halle Georges-Carpentier »."
            value={value.place}
            onChange={(place) => set('place', place)}
          />
          <TextField {...fields.text('city')} value={value.city} onChange={(city) => set('city', city)} />
          <TextField
            {...fields.text('country')}
            value={value.country}
            onChange={(country) => set('country', country)}
          />
          <SelectField
            {...fields.field('level')}
            value={value.level}
            options={COMPETITION_LEVELS.map((level) => ({ value: level, label: COMPETITION_LEVEL_LABELS[level] }))}
            onChange={(level) => set('level', level)}
          />
          <MarkdownEditor
            {...fields.text('report')}
            value={value.report}
            onChange={(report) => set('report', report)}
          />
          <p className={recordClasses.info} role="status">
            Médailles de l’équipe de France, comptées d’après les podiums :{' '}
            {medalText(medalsOfPodiums(value.categories))}.
          </p>
          <PodiumsField
            resultsId={id}
            fieldId={fieldId}
            error={error}
            value={value.categories}
            onChange={(categories) => set('categories', categories)}
          />
        </>
      )}
    </CollectionEditor>
  );
}
