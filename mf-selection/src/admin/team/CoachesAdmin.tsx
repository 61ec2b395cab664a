import type { CoachInput, CoachRecord } from '@wado/shared';
import {
  COACH_INPUT_RULES,
  CollectionEditor,
  CollectionList,
  collectionApi,
  imageErrors,
  LoadedChoiceField,
  NumberField,
  schemaForm,
  TextField,
  useRecordId,
  type FormError,
  type RecordNames,
} from '@wado/shared/admin';
import { PortraitAndOrderFields } from './PortraitAndOrderFields';
import { DIRECTORY_CLUBS, directoryClubs } from '../directory';

/** Where the coaches' screens live in the back office. */
export const COACHES_ADMIN_PATH = '/admin/mf-selection/entraineurs';

export const coachesAdmin = collectionApi<CoachInput, CoachRecord>('coaches');

const NAMES: RecordNames = {
  one: 'entraîneur',
  many: 'entraîneurs',
  title: 'Entraîneurs',
  newLabel: 'Nouvel entraîneur',
  none: 'Aucun entraîneur',
  the: 'l’entraîneur',
};

/** A dan not given yet is not a number (NaN): the form names the field before anything is sent. */
const NO_DAN = Number.NaN;

const EMPTY: CoachInput = { name: '', role: '', dan: NO_DAN, clubId: null, bio: '', portrait: null, position: null };

const toInput = ({ name, role, dan, clubId, bio, portrait, position }: CoachRecord): CoachInput => ({
  name,
  role,
  dan,
  clubId,
  bio,
  portrait,
  position,
});

/** A coach's fields, their labels and the rules of the API's `CoachInput`. */
const FORM = schemaForm(COACH_INPUT_RULES, {
  name: 'Nom',
  role: 'Fonction',
  dan: 'Dan',
  clubId: 'Club',
  bio: 'Présentation',
  portrait: 'Portrait',
  position: 'Ordre sur la page',
});

/** The coach's own checks beyond the schema's: a club of the directory, the portrait's description. */
export function coachErrors(input: CoachInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...(input.clubId === null ? [{ field: fieldId('clubId'), message: 'Club : choisissez-le dans l’annuaire.' }] : []),
    ...imageErrors(fieldId('portrait'), 'Portrait', input.portrait),
  ];
}

/** The national team's staff, in the order of the « Entraîneurs » page. */
export function CoachesListScreen() {
  return (
    <CollectionList
      client={coachesAdmin}
      names={NAMES}
      basePath={COACHES_ADMIN_PATH}
      title={(coach) => coach.name}
      titleLabel="Nom"
      searchText={(coach) => `${coach.name} ${coach.role} ${coach.club} ${coach.city}`}
      columns={[
        { label: 'Fonction', value: (coach) => coach.role },
        { label: 'Dan', value: (coach) => `${coach.dan}e dan` },
        { label: 'Club', value: (coach) => `${coach.club}${coach.city ? ` (${coach.city})` : ''}` },
      ]}
      intro={
        <p>
          L’encadrement de la sélection, dans l’ordre de la page « Entraîneurs ». Une modification y paraît aussitôt.
        </p>
      }
    />
  );
}

/** A coach's form, new or saved. */
export function CoachEditorScreen() {
  const id = useRecordId();
  return (
    <CollectionEditor
      client={coachesAdmin}
      id={id}
      basePath={COACHES_ADMIN_PATH}
      names={NAMES}
      title={(coach) => coach.name}
      empty={EMPTY}
      toInput={toInput}
      schema={FORM}
      validate={coachErrors}
      publicPath={() => '/coaches'}
    >
      {({ value, set, fieldId, error, record, fields }) => (
        <>
          <TextField {...fields.text('name')} value={value.name} onChange={(name) => set('name', name)} />
          <TextField
            {...fields.text('role')}
            hint="« Entraîneur national kata », « Préparatrice physique »…"
            value={value.role}
            onChange={(role) => set('role', role)}
          />
          <NumberField
            {...fields.number('dan')}
            value={Number.isInteger(value.dan) ? value.dan : null}
            onChange={(dan) => set('dan', dan ?? NO_DAN)}
          />
          <LoadedChoiceField
            {...fields.field('clubId')}
            // The schema takes null until a club is chosen; the server refuses to save without one.
            required
            hint="Choisi dans l’annuaire des clubs affiliés : son nom et sa ville suivent."
            load={directoryClubs}
            cacheKey={DIRECTORY_CLUBS}
            value={value.clubId}
            onChange={(clubId) => set('clubId', clubId)}
          />
          <TextField {...fields.text('bio')} rows={5} value={value.bio} onChange={(bio) => set('bio', bio)} />
          <PortraitAndOrderFields
            fields={fields}
            fieldId={fieldId}
            error={error}
            portrait={value.portrait}
            shown={record?.portraitShown}
            position={value.position}
            positionHint="Les plus petits nombres d’abord ; vide pour un nouvel entraîneur : après les autres."
            onPortrait={(portrait) => set('portrait', portrait)}
            onPosition={(position) => set('position', position)}
          />
        </>
      )}
    </CollectionEditor>
  );
}
