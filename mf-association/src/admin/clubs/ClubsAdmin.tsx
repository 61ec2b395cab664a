import { CLUB_DISCIPLINE_LABELS, CLUB_DISCIPLINES, isValidEmail, type ClubInput, type ClubRecord } from '@wado/shared';
import {
  CheckboxesField,
  CLUB_INPUT_RULES,
  CollectionEditor,
  CollectionList,
  collectionApi,
  altFieldId,
  ImageField,
  imageErrors,
  LineListField,
  recordClasses,
  schemaForm,
  TextField,
  useRecordId,
  webLink,
  type FormError,
  type RecordNames,
} from '@wado/shared/admin';
import { adminPath } from '../paths';
import { useKeepsEveryClub } from '../access';

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
  presentation: null,
  photo: null,
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
  presentation: club.presentation,
  photo: club.photo,
});

const DISCIPLINE_OPTIONS = CLUB_DISCIPLINES.map((discipline) => ({
  value: discipline,
  label: CLUB_DISCIPLINE_LABELS[discipline],
}));

/** An optional text: null when only spaces. */
const optional = (text: string) => (text.trim() === '' ? null : text);

/** A club's fields, their labels and the rules of the API's `ClubInput`. */
const FORM = schemaForm(CLUB_INPUT_RULES, {
  name: 'Nom du club',
  address: 'Adresse du dojo',
  postalCode: 'Code postal',
  city: 'Commune',
  trainingTimes: 'Horaires des cours',
  disciplines: 'Disciplines',
  email: 'E-mail',
  phone: 'Téléphone',
  website: 'Site web',
  presentation: 'Présentation du club',
  photo: 'Photo du club',
});

/**
 * The club's own checks beyond its schema's: the forms of its postal code, e-mail, phone and web
 * address. The server also checks that the commune exists.
 */
export function clubErrors(input: ClubInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...(/^\d{5}$/.test(input.postalCode.trim())
      ? []
      : [{ field: fieldId('postalCode'), message: 'Code postal : cinq chiffres, par exemple 21000.' }]),
    ...(input.email && !isValidEmail(input.email.trim())
      ? [{ field: fieldId('email'), message: 'E-mail : saisissez une adresse complète, par exemple contact@club.fr.' }]
      : []),
    ...(input.phone && !/^\+?[0-9][0-9 .()-]{5,}$/.test(input.phone.trim())
      ? [{ field: fieldId('phone'), message: 'Téléphone : des chiffres, par exemple 03 80 12 34 56.' }]
      : []),
    ...webLink(fieldId('website'), 'Site web', input.website),
  ];
}

/** A club manager's words: her clubs, not the directory. */
const MANAGER_NAMES: RecordNames = { ...NAMES, title: 'Vos clubs', none: 'Aucun club ne vous est confié' };

/** The directory: every club with its commune, department and region; a club manager's own clubs. */
export function ClubsListScreen() {
  const keepsEveryClub = useKeepsEveryClub();
  return (
    <CollectionList
      client={clubsAdmin}
      names={keepsEveryClub ? NAMES : MANAGER_NAMES}
      canCreate={keepsEveryClub}
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
        keepsEveryClub ? (
          <p>
            Les clubs de la page « Trouver un club », par département. Le département, la région et la position sur la
            carte viennent de la commune.
          </p>
        ) : (
          <p>
            La fiche des clubs dont vous êtes responsable, telle que les visiteurs la voient sur « Trouver un club ».
            Une modification s’y voit dès l’enregistrement. Pour un autre club, ou pour ajouter ou retirer un club,
            écrivez à l’association.
          </p>
        )
      }
    />
  );
}

/** A club's form, new or saved. */
export function ClubEditorScreen() {
  const id = useRecordId();
  const keepsEveryClub = useKeepsEveryClub();
  return (
    <CollectionEditor
      client={clubsAdmin}
      id={id}
      basePath={BASE}
      names={keepsEveryClub ? NAMES : MANAGER_NAMES}
      canDelete={keepsEveryClub}
      title={(club) => club.name}
      empty={EMPTY}
      toInput={toInput}
      schema={FORM}
      validate={(input, fieldId) => [
        ...clubErrors(input, fieldId),
        ...imageErrors(fieldId('photo'), 'Photo du club', input.photo ?? null),
      ]}
      // The server's 400 that the form cannot foresee: a commune it does not know.
      fieldOfRefusal={(status, fieldId) => (status === 400 ? fieldId('city') : undefined)}
      publicPath={(club) => `/club/${club.id}`}
      deletion="Le club disparaît de l’annuaire. Un club cité par la sélection nationale (entraîneur, compétiteur, podium) ne peut pas être supprimé."
    >
      {({ value, set, record, fields, error, fieldId }) => (
        <>
          <TextField {...fields.text('name')} value={value.name} onChange={(name) => set('name', name)} />
          <TextField
            {...fields.text('address')}
            hint="Le lieu et la rue, sans le code postal ni la commune : « Gymnase Berlioz, 15 rue de l’Égalité »."
            value={value.address}
            onChange={(address) => set('address', address)}
          />
          <TextField
            {...fields.field('postalCode')}
            value={value.postalCode}
            // eslint-disable-next-line no-restricted-syntax -- five digits: the schema's pattern, not a rule
            maxLength={5}
            autoComplete="postal-code"
            onChange={(postalCode) => set('postalCode', postalCode)}
          />
          <TextField
            {...fields.text('city')}
            hint="Une commune française de ce code postal : le département, la région et la position sur la carte en viennent."
            value={value.city}
            onChange={(city) => set('city', city)}
          />
          {record && (
            <p className={recordClasses.meta}>
              Département : {record.departmentName} ({record.department}) · région {record.region}
            </p>
          )}
          <LineListField
            {...fields.lines('trainingTimes')}
            itemLabel="Horaire"
            hint="Une ligne par cours : « Lundi 18 h 00 – 19 h 00 : enfants 6-11 ans »."
            value={value.trainingTimes}
            addLabel="Ajouter un horaire"
            onChange={(lines) => set('trainingTimes', lines)}
          />
          <CheckboxesField
            {...fields.field('disciplines')}
            hint="Ce que le club propose, affiché sur sa fiche."
            value={value.disciplines}
            options={DISCIPLINE_OPTIONS}
            onChange={(disciplines) => set('disciplines', disciplines)}
          />
          <TextField
            {...fields.text('presentation')}
            rows={6}
            hint="Quelques phrases sur sa page : l’esprit du club, son dojo, à qui s’adressent les cours. Une ligne vide entre deux paragraphes."
            value={value.presentation ?? ''}
            onChange={(presentation) => set('presentation', optional(presentation))}
          />
          <ImageField
            {...fields.field('photo')}
            hint="Facultatif : le dojo, un cours, avec l’accord des personnes qu’on y reconnaît. Elle s’affiche sur la page du club."
            value={value.photo ?? null}
            preview={record?.photo ? record.shownPhoto : null}
            altError={error(altFieldId(fieldId('photo')))}
            onChange={(photo) => set('photo', photo)}
          />
          <TextField
            {...fields.text('email')}
            type="email"
            value={value.email ?? ''}
            onChange={(email) => set('email', optional(email))}
          />
          <TextField
            {...fields.text('phone')}
            value={value.phone ?? ''}
            onChange={(phone) => set('phone', optional(phone))}
          />
          <TextField
            {...fields.text('website')}
            type="url"
            hint="L’adresse complète : https://…"
            value={value.website ?? ''}
            onChange={(website) => set('website', optional(website))}
          />
        </>
      )}
    </CollectionEditor>
  );
}
