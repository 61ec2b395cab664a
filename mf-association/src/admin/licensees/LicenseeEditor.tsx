import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CLUB_DISCIPLINE_LABELS,
  CLUB_DISCIPLINES,
  isValidEmail,
  LICENCE_STATUS_LABELS,
  LICENSEE_SEX_LABELS,
  LICENSEE_SEXES,
  licenseeName,
  Loading,
  Notice,
  todayInParis,
  type ClubDiscipline,
  type LicenseeSex,
} from '@wado/shared';
import {
  CollectionEditor,
  collectionClasses,
  DateField,
  LICENSEE_INPUT_RULES,
  recordClasses,
  schemaForm,
  SelectField,
  TextField,
  useAdminData,
  useRecordId,
  type CollectionApi,
  type FieldProps,
  type FormError,
  type RecordNames,
} from '@wado/shared/admin';
import type { LicenseeInput, LicenseeRecord } from '@wado/shared/schemas';
import {
  clubChoices,
  clubLabel,
  LICENSEES_BASE,
  LICENSEES_TITLE,
  licenseesAdmin,
  type ClubChoice,
} from './licenseesApi';
import styles from './licensees.module.css';

const NAMES: RecordNames = {
  one: 'licencié',
  many: 'licenciés',
  title: LICENSEES_TITLE,
  newLabel: 'Nouveau licencié',
  none: 'Aucun licencié',
  the: 'le licencié',
};

/** The form of a licensee: her club, sex and discipline are empty (null, '') until chosen. */
type LicenseeForm = Omit<LicenseeInput, 'clubId' | 'sex' | 'discipline'> & {
  clubId: number | null;
  sex: LicenseeSex | '';
  discipline: ClubDiscipline | '';
};

/**
 * The collection's client, for the form: the editor sends the form only once the schema's checks
 * have passed, which require the club, the sex and the discipline: it is then a `LicenseeInput`.
 */
const licenseeForms: CollectionApi<LicenseeForm, LicenseeRecord> = licenseesAdmin;

const EMPTY: LicenseeForm = {
  clubId: null,
  firstName: '',
  lastName: '',
  birthDate: '',
  sex: '',
  grade: '',
  discipline: '',
  email: '',
};

const toInput = (licensee: LicenseeRecord): LicenseeForm => ({
  clubId: licensee.clubId,
  firstName: licensee.firstName,
  lastName: licensee.lastName,
  birthDate: licensee.birthDate,
  sex: licensee.sex,
  grade: licensee.grade,
  discipline: licensee.discipline,
  email: licensee.email,
});

/** A licensee's fields, in the form's order, their labels and the rules of the API's `LicenseeInput`. */
const FORM = schemaForm<LicenseeForm>(LICENSEE_INPUT_RULES, {
  clubId: 'Club',
  firstName: 'Prénom',
  lastName: 'Nom',
  birthDate: 'Date de naissance',
  sex: 'Sexe',
  grade: 'Grade',
  discipline: 'Discipline',
  email: 'E-mail',
});

const SEX_OPTIONS = LICENSEE_SEXES.map((sex) => ({ value: sex, label: LICENSEE_SEX_LABELS[sex] }));
const DISCIPLINE_OPTIONS = CLUB_DISCIPLINES.map((discipline) => ({
  value: discipline,
  label: CLUB_DISCIPLINE_LABELS[discipline],
}));

/** The earliest birth day the server takes. */
const EARLIEST_BIRTH = '1900-01-01';

/** The licensee's own checks beyond her schema's, as the server makes them: a birth day past, an e-mail. */
export function licenseeErrors(input: LicenseeForm, fieldId: (name: string) => string): FormError[] {
  const email = input.email.trim();
  return [
    ...(input.birthDate && (input.birthDate < EARLIEST_BIRTH || input.birthDate > todayInParis())
      ? [{ field: fieldId('birthDate'), message: 'Date de naissance : une date passée, postérieure à 1900.' }]
      : []),
    ...(email && !isValidEmail(email.toLowerCase())
      ? [{ field: fieldId('email'), message: 'E-mail : saisissez une adresse complète, par exemple nom@exemple.fr.' }]
      : []),
  ];
}

/**
 * One option out of a few, as radio buttons in a group; the first button bears the field's id (where
 * the error summary's link goes).
 */
function RadioField<Value extends string>({
  id,
  label,
  required,
  hint,
  error,
  value,
  onChange,
  options,
}: FieldProps & {
  value: Value | '';
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`${recordClasses.fieldset} ${error ? recordClasses.fieldInvalid : ''}`}
      aria-describedby={describedBy || undefined}
    >
      <legend>
        {label}
        {required && <span className={recordClasses.required}> (obligatoire)</span>}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={recordClasses.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={recordClasses.fieldError}>
          {error}
        </p>
      )}
      <ul className={collectionClasses.checkboxes}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <li key={option.value}>
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A saved licensee's licences, latest season first: asked for from the list, issued once the season is paid. */
function LicencesPanel({ licensee }: { licensee: LicenseeRecord }) {
  const headingId = useId();
  return (
    <section className={recordClasses.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Licences</h2>
      {licensee.licences.length === 0 ? (
        <p className={recordClasses.meta}>Aucune licence demandée pour l’instant.</p>
      ) : (
        <table className={`${collectionClasses.table} ${styles.licences}`}>
          <thead>
            <tr>
              <th scope="col">Saison</th>
              <th scope="col">Statut</th>
              <th scope="col">Numéro</th>
            </tr>
          </thead>
          <tbody>
            {licensee.licences.map((licence) => (
              <tr key={licence.seasonId}>
                <th scope="row">{licence.seasonLabel}</th>
                <td data-label="Statut">{LICENCE_STATUS_LABELS[licence.status]}</td>
                <td data-label="Numéro">{licence.number ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={recordClasses.meta}>
        Le club demande les licences depuis{' '}
        <Link to={`${LICENSEES_BASE}?club=${licensee.clubId}`}>la liste de ses licenciés</Link> ; chacune est délivrée,
        avec son numéro, une fois la saison payée.
      </p>
    </section>
  );
}

/**
 * A licensee's form, new or saved. The club is chosen among those the person keeps (a club
 * manager's own, every club for the association): the one of the address (`?club=`) for a new
 * licensee, or the only one. A saved licensee shows her licences, read only.
 */
export function LicenseeEditorScreen() {
  const id = useRecordId();
  const [params] = useSearchParams();
  const { state, reload } = useAdminData(clubChoices, 'licensees:clubs');
  if (state.status === 'loading') {
    return (
      <div className={recordClasses.screen}>
        <Loading />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={recordClasses.screen}>
        <Notice
          title="Les clubs n’ont pas pu être chargés"
          headingLevel={1}
          action={{ label: 'Réessayer', onClick: reload }}
        >
          <p>{state.message}</p>
        </Notice>
      </div>
    );
  }
  const clubs = state.data;
  const asked = clubs.find((club) => String(club.id) === params.get('club'));
  const only = clubs.length === 1 ? clubs[0] : undefined;
  return <LicenseeEditor id={id} clubs={clubs} preselected={(asked ?? only)?.id ?? null} />;
}

function LicenseeEditor({
  id,
  clubs,
  preselected,
}: {
  id: number | null;
  clubs: readonly ClubChoice[];
  preselected: number | null;
}) {
  return (
    <CollectionEditor
      client={licenseeForms}
      id={id}
      basePath={LICENSEES_BASE}
      names={NAMES}
      title={licenseeName}
      empty={{ ...EMPTY, clubId: preselected }}
      toInput={toInput}
      schema={FORM}
      validate={licenseeErrors}
      // Personal data: never on the site.
      onTheSite={false}
      deletion="Le licencié disparaît de la liste du club, avec ses licences demandées. Un licencié dont une licence a été délivrée reste dans la liste, pour les comptes de l’association."
    >
      {({ value, set, record, fields }) => {
        const clubOptions = clubs.map((club) => ({ value: String(club.id), label: clubLabel(club) }));
        // Her club, even if the list does not have it (the directory changed since).
        if (record && !clubs.some((club) => club.id === record.clubId)) {
          clubOptions.push({ value: String(record.clubId), label: record.clubName });
        }
        return (
          <>
            <SelectField
              {...fields.field('clubId')}
              hint={clubs.length === 0 ? 'Aucun club ne vous est confié : écrivez à l’association.' : undefined}
              value={value.clubId === null ? '' : String(value.clubId)}
              options={clubOptions}
              onChange={(club) => set('clubId', Number(club))}
            />
            <TextField
              {...fields.text('firstName')}
              value={value.firstName}
              onChange={(firstName) => set('firstName', firstName)}
            />
            <TextField
              {...fields.text('lastName')}
              value={value.lastName}
              onChange={(lastName) => set('lastName', lastName)}
            />
            <DateField
              {...fields.field('birthDate')}
              min={EARLIEST_BIRTH}
              max={todayInParis()}
              value={value.birthDate}
              onChange={(birthDate) => set('birthDate', birthDate)}
            />
            <RadioField
              {...fields.field('sex')}
              hint="Comme sur les formulaires de la fédération : les catégories de compétition en dépendent."
              value={value.sex}
              options={SEX_OPTIONS}
              onChange={(sex) => set('sex', sex)}
            />
            <TextField
              {...fields.text('grade')}
              hint="Par exemple : 6e kyu, 1er dan…"
              value={value.grade}
              onChange={(grade) => set('grade', grade)}
            />
            <SelectField
              {...fields.field('discipline')}
              value={value.discipline}
              options={DISCIPLINE_OPTIONS}
              onChange={(discipline) => set('discipline', discipline)}
            />
            <TextField
              {...fields.text('email')}
              type="email"
              hint="Celle du licencié, ou d’un parent pour un mineur."
              value={value.email}
              onChange={(email) => set('email', email)}
            />
            {record && <LicencesPanel licensee={record} />}
          </>
        );
      }}
    </CollectionEditor>
  );
}
