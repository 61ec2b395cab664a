import {
  AGE_GROUP_LABELS,
  AGE_GROUPS,
  DISCIPLINE_LABELS,
  DISCIPLINES,
  SELECTION_LIMITS,
  type CompetitorInput,
  type CompetitorRecord,
} from '@wado/shared';
import {
  CollectionEditor,
  CollectionList,
  collectionApi,
  imageErrors,
  LineListField,
  LoadedChoiceField,
  requiredText,
  SelectField,
  TextField,
  useRecordId,
  type FormError,
  type RecordNames,
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

/** The problems of a competitor before it is sent (the server checks them again). */
export function competitorErrors(input: CompetitorInput, fieldId: (name: string) => string): FormError[] {
  const kumite = input.discipline === 'kumite';
  return [
    ...requiredText(fieldId('name'), 'Nom', input.name),
    ...(input.clubId === null ? [{ field: fieldId('club'), message: 'Club : choisissez-le dans l’annuaire.' }] : []),
    ...(kumite ? requiredText(fieldId('weightClass'), 'Catégorie de poids (en kumite)', input.weightClass) : []),
    ...requiredText(fieldId('grade'), 'Grade', input.grade),
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
      validate={competitorErrors}
      publicPath={() => '/competitors'}
      deletion="Un compétiteur qui figure sur un podium ne peut pas être supprimé : retirez-le d’abord de ces résultats."
    >
      {({ value, set, fieldId, error, record }) => (
        <>
          <TextField
            id={fieldId('name')}
            label="Nom"
            required
            value={value.name}
            maxLength={SELECTION_LIMITS.maxNameLength}
            error={error(fieldId('name'))}
            onChange={(name) => set('name', name)}
          />
          <SelectField
            id={fieldId('gender')}
            label="Genre"
            required
            value={value.gender}
            options={GENDER_OPTIONS}
            onChange={(gender) => set('gender', gender)}
          />
          <LoadedChoiceField
            id={fieldId('club')}
            label="Club"
            required
            hint="Choisi dans l’annuaire des clubs affiliés."
            load={directoryClubs}
            cacheKey={DIRECTORY_CLUBS}
            value={value.clubId}
            error={error(fieldId('club'))}
            onChange={(clubId) => set('clubId', clubId)}
          />
          <SelectField
            id={fieldId('discipline')}
            label="Discipline"
            required
            value={value.discipline}
            options={DISCIPLINES.map((discipline) => ({ value: discipline, label: DISCIPLINE_LABELS[discipline] }))}
            onChange={(discipline) => set('discipline', discipline)}
          />
          <SelectField
            id={fieldId('ageGroup')}
            label="Catégorie d’âge"
            required
            value={value.ageGroup}
            options={AGE_GROUPS.map((group) => ({ value: group, label: AGE_GROUP_LABELS[group] }))}
            onChange={(ageGroup) => set('ageGroup', ageGroup)}
          />
          {value.discipline === 'kumite' && (
            <TextField
              id={fieldId('weightClass')}
              label="Catégorie de poids"
              required
              hint="« -61 kg », « +84 kg »."
              value={value.weightClass ?? ''}
              maxLength={SELECTION_LIMITS.maxWeightClassLength}
              error={error(fieldId('weightClass'))}
              onChange={(weightClass) => set('weightClass', weightClass.trim() === '' ? null : weightClass)}
            />
          )}
          <TextField
            id={fieldId('grade')}
            label="Grade"
            required
            hint="« 2e dan », « 1er kyu »."
            value={value.grade}
            maxLength={SELECTION_LIMITS.maxGradeLength}
            error={error(fieldId('grade'))}
            onChange={(grade) => set('grade', grade)}
          />
          <LineListField
            id={fieldId('achievements')}
            label="Palmarès"
            itemLabel="Résultat"
            hint="Le plus récent d’abord : « Championne de France 2026 »."
            addLabel="Ajouter un résultat"
            value={value.achievements}
            maxItems={SELECTION_LIMITS.maxAchievements}
            maxLength={SELECTION_LIMITS.maxAchievementLength}
            onChange={(achievements) => set('achievements', achievements)}
          />
          <PortraitAndOrderFields
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
