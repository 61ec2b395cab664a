import {
  CLUB_DISCIPLINE_LABELS,
  CLUB_DISCIPLINES,
  CLUB_EDIT_LIMITS,
  isValidEmail,
  type ClubInput,
  type ClubRecord,
} from '@wado/shared';
import {
  CheckboxesField,
  CollectionEditor,
  CollectionList,
  collectionApi,
  LineListField,
  recordClasses,
  requiredText,
  TextField,
  useRecordId,
  webLink,
  type FormError,
  type RecordNames,
} from '@wado/shared/admin';
import { adminPath } from '../paths';

export const clubsAdmin = collectionApi<ClubInput, ClubRecord>('clubs');

const BASE = adminPath('clubs');

const NAMES: RecordNames = {
  one: 'club',
  many: 'clubs',
  title: 'Annuaire des clubs',
  newLabel: 'Nouveau club',
  none: 'Aucun club',
  the: 'le club',
};

const EMPTY: ClubInput = {
  name: '',
  address: '',
  postalCode: '',
  city: '',
  trainingTimes: [],
  email: null,
  phone: null,
  website: null,
  disciplines: [],
};

const toInput = (club: ClubRecord): ClubInput => ({
  name: club.name,
  address: club.address,
  postalCode: club.postalCode,
  city: club.city,
  trainingTimes: club.trainingTimes,
  email: club.email,
  phone: club.phone,
  website: club.website,
  disciplines: club.disciplines,
});

const DISCIPLINE_OPTIONS = CLUB_DISCIPLINES.map((discipline) => ({
  value: discipline,
  label: CLUB_DISCIPLINE_LABELS[discipline],
}));

/** An optional text: null when only spaces. */
const optional = (text: string) => (text.trim() === '' ? null : text);

/** The problems of a club before it is sent; the server also checks that the commune exists. */
export function clubErrors(input: ClubInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...requiredText(fieldId('name'), 'Nom du club', input.name),
    ...requiredText(fieldId('address'), 'Adresse', input.address),
    ...(/^\d{5}$/.test(input.postalCode.trim())
      ? []
      : [{ field: fieldId('postalCode'), message: 'Code postal : cinq chiffres, par exemple 21000.' }]),
    ...requiredText(fieldId('city'), 'Commune', input.city),
    ...(input.trainingTimes.some((line) => line.trim() === '')
      ? [{ field: fieldId('trainingTimes'), message: 'Horaires : une ligne est vide, remplissez-la ou retirez-la.' }]
      : []),
    ...(input.email && !isValidEmail(input.email.trim())
      ? [{ field: fieldId('email'), message: 'E-mail : saisissez une adresse complète, par exemple contact@club.fr.' }]
      : []),
    ...(input.phone && !/^\+?[0-9][0-9 .()-]{5,}$/.test(input.phone.trim())
      ? [{ field: fieldId('phone'), message: 'Téléphone : des chiffres, par exemple 03 80 12 34 56.' }]
      : []),
    ...webLink(fieldId('website'), 'Site web', input.website),
  ];
}

/** The directory: every club with its commune, department and region. */
export function ClubsListScreen() {
  return (
    <CollectionList
      client={clubsAdmin}
      names={NAMES}
      basePath={BASE}
      title={(club) => club.name}
      titleLabel="Club"
      searchText={(club) => `${club.name} ${club.city} ${club.postalCode} ${club.departmentName} ${club.region}`}
      columns={[
        { label: 'Commune', value: (club) => `${club.city} (${club.postalCode})` },
        { label: 'Département', value: (club) => `${club.departmentName} (${club.department})` },
        { label: 'Région', value: (club) => club.region },
      ]}
      intro={
        <p>
          Les clubs de la page « Trouver un club », par département. Le département, la région et la position sur la
          carte viennent de la commune.
        </p>
      }
    />
  );
}

/** A club's form, new or saved. */
export function ClubEditorScreen() {
  const id = useRecordId();
  return (
    <CollectionEditor
      client={clubsAdmin}
      id={id}
      basePath={BASE}
      names={NAMES}
      title={(club) => club.name}
      empty={EMPTY}
      toInput={toInput}
      validate={clubErrors}
      // The server's 400 that the form cannot foresee: a commune it does not know.
      fieldOfRefusal={(status, fieldId) => (status === 400 ? fieldId('city') : undefined)}
      publicPath={(club) => `/affiliated_clubs?q=${encodeURIComponent(club.name)}`}
      deletion="Le club disparaît de l’annuaire. Un club cité par la sélection nationale (entraîneur, compétiteur, podium) ne peut pas être supprimé."
    >
      {({ value, set, fieldId, error, record }) => (
        <>
          <TextField
            id={fieldId('name')}
            label="Nom du club"
            required
            value={value.name}
            maxLength={CLUB_EDIT_LIMITS.name}
            error={error(fieldId('name'))}
            onChange={(name) => set('name', name)}
          />
          <TextField
            id={fieldId('address')}
            label="Adresse du dojo"
            required
            hint="Le lieu et la rue, sans le code postal ni la commune : « Gymnase Berlioz, 15 rue de l’Égalité »."
            value={value.address}
            maxLength={CLUB_EDIT_LIMITS.address}
            error={error(fieldId('address'))}
            onChange={(address) => set('address', address)}
          />
          <TextField
            id={fieldId('postalCode')}
            label="Code postal"
            required
            value={value.postalCode}
            maxLength={5}
            autoComplete="postal-code"
            error={error(fieldId('postalCode'))}
            onChange={(postalCode) => set('postalCode', postalCode)}
          />
          <TextField
            id={fieldId('city')}
            label="Commune"
            required
            hint="Une commune française de ce code postal : le département, la région et la position sur la carte en viennent."
            value={value.city}
            maxLength={CLUB_EDIT_LIMITS.city}
            error={error(fieldId('city'))}
            onChange={(city) => set('city', city)}
          />
          {record && (
            <p className={recordClasses.meta}>
              Département : {record.departmentName} ({record.department}) · région {record.region}
            </p>
          )}
          <LineListField
            id={fieldId('trainingTimes')}
            label="Horaires des cours"
            itemLabel="Horaire"
            hint="Une ligne par cours : « Lundi 18 h 00 – 19 h 00 : enfants 6-11 ans »."
            value={value.trainingTimes}
            maxItems={CLUB_EDIT_LIMITS.trainingTimes}
            maxLength={CLUB_EDIT_LIMITS.trainingTime}
            addLabel="Ajouter un horaire"
            onChange={(lines) => set('trainingTimes', lines)}
          />
          <CheckboxesField
            id={fieldId('disciplines')}
            label="Disciplines"
            hint="Ce que le club propose, affiché sur sa fiche."
            value={value.disciplines}
            options={DISCIPLINE_OPTIONS}
            error={error(fieldId('disciplines'))}
            onChange={(disciplines) => set('disciplines', disciplines)}
          />
          <TextField
            id={fieldId('email')}
            label="E-mail"
            type="email"
            value={value.email ?? ''}
            error={error(fieldId('email'))}
            onChange={(email) => set('email', optional(email))}
          />
          <TextField
            id={fieldId('phone')}
            label="Téléphone"
            value={value.phone ?? ''}
            maxLength={CLUB_EDIT_LIMITS.phone}
            error={error(fieldId('phone'))}
            onChange={(phone) => set('phone', optional(phone))}
          />
          <TextField
            id={fieldId('website')}
            label="Site web"
            type="url"
            hint="L’adresse complète : https://…"
            value={value.website ?? ''}
            error={error(fieldId('website'))}
            onChange={(website) => set('website', optional(website))}
          />
        </>
      )}
    </CollectionEditor>
  );
}
