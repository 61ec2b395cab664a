import {
  AGE_GROUP_LABELS,
  AGE_GROUPS,
  DISCIPLINE_LABELS,
  DISCIPLINES,
  type CompetitorInput,
  type CompetitorRecord,
} from '@wado/shared';
import {
  CollectionEditor,
  CollectionList,
  collectionApi,
  COMPETITOR_INPUT_RULES,
  imageErrors,
  LineListField,
  LoadedChoiceField,
  requiredText,
  schemaForm,
  SelectField,
  TextField,
  useRecordId,
  type FormError,
  type RecordNames,
  type SchemaForm,
} from '@wado/shared/admin';
import { PortraitAndOrderFields } from './PortraitAndOrderFields';
import { DIRECTORY_CLUBS, directoryClubs } from '../directory';

/** Where the competitors' screens live in the back office. */
export const COMPETITORS_ADMIN_PATH = '/admin/mf-selection/competiteurs';

export const competitorsAdmin = collectionApi<CompetitorInput, CompetitorRecord>('competitors');

const NAMES: RecordNames = {
  one: 'compétiteur',
  many: 'compétiteurs',
  title: 'Compétiteurs',
  newLabel: 'Nouveau compétiteur',
  none: 'Aucun compétiteur',
  the: 'le compétiteur',
};

const GENDER_OPTIONS = [
  { value: 'F', label: 'Femme' },
  { value: 'M', label: 'Homme' },
] as const;

const EMPTY: CompetitorInput = {
  name: '',
  gender: 'F',
  clubId: null,
  discipline: 'kata',
  ageGroup: 'seniors',
  weightClass: null,
  grade: '',
  achievements: [],
  portrait: null,
  position: null,
};

const toInput = (record: CompetitorRecord): CompetitorInput => ({
  name: record.name,
  gender: record.gender,
  clubId: record.clubId,
  discipline: record.discipline,
  ageGroup: record.ageGroup,
  weightClass: record.weightClass,
  grade: record.grade,
  achievements: record.achievements,
  portrait: record.portrait,
  position: record.position,
});

/** What is sent: blank lines of the achievements dropped, no weight class in kata. */
const cleaned = (input: CompetitorInput): CompetitorInput => ({
  ...input,
  weightClass: input.discipline === 'kata' ? null : input.weightClass,
  achievements: input.achievements.filter((line) => line.trim() !== ''),
});

/** The same calls, sending the cleaned input. */
const competitorsSaving: typeof competitorsAdmin = {
  ...competitorsAdmin,
  create: (input) => competitorsAdmin.create(cleaned(input)),
  update: (id, input) => competitorsAdmin.update(id, cleaned(input)),
};

/** A competitor's fields, their labels and the rules of the API's `CompetitorInput`. */
const RULES_FORM = schemaForm(COMPETITOR_INPUT_RULES, {
  name: 'Nom',
  gender: 'Genre',
  clubId: 'Club',
  discipline: 'Discipline',
  ageGroup: 'Catégorie d’âge',
  weightClass: 'Catégorie de poids',
  grade: 'Grade',
  achievements: 'Palmarès',
  portrait: 'Portrait',
  position: 'Ordre sur la page',
});

/** The same form, whose schema checks what is sent (blank lines dropped, no weight class in kata). */
const FORM: SchemaForm<CompetitorInput> = {
  ...RULES_FORM,
  errors: (input, fieldId) => RULES_FORM.errors(cleaned(input), fieldId),
};

/**
 * The competitor's own checks beyond the schema's: a club of the directory, a weight class in
 * kumite, the portrait's description.
 */
export function competitorErrors(input: CompetitorInput, fieldId: (name: string) => string): FormError[] {
  const kumite = input.discipline === 'kumite';
  return [
    ...(input.clubId === null ? [{ field: fieldId('clubId'), message: 'Club : choisissez-le dans l’annuaire.' }] : []),
    ...(kumite ? requiredText(fieldId('weightClass'), 'Catégorie de poids (en kumite)', input.weightClass) : []),
    ...imageErrors(fieldId('portrait'), 'Portrait', input.portrait),
  ];
}

/** The competitors, in the order of the « Compétiteurs » page. */
export function CompetitorsListScreen() {
  return (
    <CollectionList
      client={competitorsAdmin}
      names={NAMES}
      basePath={COMPETITORS_ADMIN_PATH}
      title={(competitor) => competitor.name}
      titleLabel="Nom"
      searchText={(competitor) => `${competitor.name} ${competitor.club} ${competitor.discipline}`}
      columns={[
        { label: 'Club', value: (competitor) => competitor.club },
        {
          label: 'Catégorie',
          value: (competitor) =>
            [
              DISCIPLINE_LABELS[competitor.discipline],
              AGE_GROUP_LABELS[competitor.ageGroup].replace(/ \(.*\)$/, ''),
              competitor.weightClass,
            ]
              .filter(Boolean)
              .join(' · '),
        },
        { label: 'Grade', value: (competitor) => competitor.grade },
      ]}
      intro={
        <p>
          Les athlètes de la sélection, dans l’ordre de la page « Compétiteurs ». Une modification y paraît aussitôt.
        </p>
      }
    />
  );
}

/** A competitor's form, new or saved. */
export function CompetitorEditorScreen() {
  const id = useRecordId();
  return (
    <CollectionEditor
      client={competitorsSaving}
      id={id}
      basePath={COMPETITORS_ADMIN_PATH}
      names={NAMES}
      title={(competitor) => competitor.name}
      empty={EMPTY}
      toInput={toInput}
      schema={FORM}
      validate={competitorErrors}
      publicPath={() => '/competitors'}
      deletion="Un compétiteur qui figure sur un podium ne peut pas être supprimé : retirez-le d’abord de ces résultats."
    >
      {({ value, set, fieldId, error, record, fields }) => (
        <>
          <TextField {...fields.text('name')} value={value.name} onChange={(name) => set('name', name)} />
          <SelectField
            {...fields.field('gender')}
            value={value.gender}
            options={GENDER_OPTIONS}
            onChange={(gender) => set('gender', gender)}
          />
          <LoadedChoiceField
            {...fields.field('clubId')}
            // The schema takes null until a club is chosen; the server refuses to save without one.
            required
            hint="Choisi dans l’annuaire des clubs affiliés."
            load={directoryClubs}
            cacheKey={DIRECTORY_CLUBS}
            value={value.clubId}
            onChange={(clubId) => set('clubId', clubId)}
          />
          <SelectField
            {...fields.field('discipline')}
            value={value.discipline}
            options={DISCIPLINES.map((discipline) => ({ value: discipline, label: DISCIPLINE_LABELS[discipline] }))}
            onChange={(discipline) => set('discipline', discipline)}
          />
          <SelectField
            {...fields.field('ageGroup')}
            value={value.ageGroup}
            options={AGE_GROUPS.map((group) => ({ value: group, label: AGE_GROUP_LABELS[group] }))}
            onChange={(ageGroup) => set('ageGroup', ageGroup)}
          />
          {value.discipline === 'kumite' && (
            <TextField
              {...fields.text('weightClass')}
              // Null in kata, so optional for the schema; required in kumite (`competitorErrors`).
              required
              hint="« -61 kg », « +84 kg »."
              value={value.weightClass ?? ''}
              onChange={(weightClass) => set('weightClass', weightClass.trim() === '' ? null : weightClass)}
            />
          )}
          <TextField
            {...fields.text('grade')}
            hint="« 2e dan », « 1er kyu »."
            value={value.grade}
            onChange={(grade) => set('grade', grade)}
          />
          <LineListField
            {...fields.lines('achievements')}
            itemLabel="Résultat"
            hint="Le plus récent d’abord : « Championne de France 2026 »."
            addLabel="Ajouter un résultat"
            value={value.achievements}
            onChange={(achievements) => set('achievements', achievements)}
          />
          <PortraitAndOrderFields
            fields={fields}
            fieldId={fieldId}
            error={error}
            portrait={value.portrait}
            shown={record?.portraitShown}
            position={value.position}
            positionHint="Les plus petits nombres d’abord ; vide pour un nouveau compétiteur : après les autres."
            onPortrait={(portrait) => set('portrait', portrait)}
            onPosition={(position) => set('position', position)}
          />
        </>
      )}
    </CollectionEditor>
  );
}
