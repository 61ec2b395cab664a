import { SELECTION_LIMITS, type CoachInput, type CoachRecord } from '@wado/shared';
import {
  CollectionEditor,
  CollectionList,
  collectionApi,
  imageErrors,
  LoadedChoiceField,
  NumberField,
  requiredText,
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

/** The problems of a coach before it is sent (the server checks them again). */
export function coachErrors(input: CoachInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...requiredText(fieldId('name'), 'Nom', input.name),
    ...requiredText(fieldId('role'), 'Fonction', input.role),
    ...(Number.isInteger(input.dan) ? [] : [{ field: fieldId('dan'), message: 'Dan : indiquez un nombre de 1 à 10.' }]),
    ...(input.clubId === null ? [{ field: fieldId('club'), message: 'Club : choisissez-le dans l’annuaire.' }] : []),
    ...requiredText(fieldId('bio'), 'Présentation', input.bio),
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
      validate={coachErrors}
      publicPath={() => '/coaches'}
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
          <TextField
            id={fieldId('role')}
            label="Fonction"
            required
            hint="« Entraîneur national kata », « Préparatrice physique »…"
            value={value.role}
            maxLength={SELECTION_LIMITS.maxRoleLength}
            error={error(fieldId('role'))}
            onChange={(role) => set('role', role)}
          />
          <NumberField
            id={fieldId('dan')}
            label="Dan"
            required
            min={1}
            max={10}
            value={Number.isInteger(value.dan) ? value.dan : null}
            error={error(fieldId('dan'))}
            onChange={(dan) => set('dan', dan ?? NO_DAN)}
          />
          <LoadedChoiceField
            id={fieldId('club')}
            label="Club"
            required
            hint="Choisi dans l’annuaire des clubs affiliés : son nom et sa ville suivent."
            load={directoryClubs}
            cacheKey={DIRECTORY_CLUBS}
            value={value.clubId}
            error={error(fieldId('club'))}
            onChange={(clubId) => set('clubId', clubId)}
          />
          <TextField
            id={fieldId('bio')}
            label="Présentation"
            required
            rows={5}
            value={value.bio}
            maxLength={SELECTION_LIMITS.maxBioLength}
            error={error(fieldId('bio'))}
            onChange={(bio) => set('bio', bio)}
          />
          <PortraitAndOrderFields
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
