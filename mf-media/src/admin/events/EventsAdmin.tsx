import { Link } from 'react-router';
import { ACCESS, EVENT_KIND_LABELS, EVENT_KINDS, holdsRole } from '@wado/shared';
import {
  altFieldId,
  ChoiceField,
  DateField,
  EVENT_INPUT_RULES,
  formatDateTime,
  ImageField,
  imageErrors,
  MarkdownEditor,
  RecordEditor,
  RecordList,
  RecordPreview,
  recordClasses,
  schemaForm,
  SelectField,
  TextField,
  useAdminPerson,
  useRecordId,
  webLink,
  type ComparedField,
  type FormError,
  type InputOf,
  type RecordNames,
  type RecordOf,
} from '@wado/shared/admin';
import { EventView } from '../../events/EventView';
import { describeImage, describeLink } from '../describe';
import { adminPathOf } from '../paths';

const BASE = adminPathOf('events');

export const EVENT_NAMES: RecordNames = {
  one: 'événement',
  many: 'événements',
  title: 'Événements',
  newLabel: 'Nouvel événement',
  none: 'Aucun événement',
  the: 'l’événement',
};

type EventInput = InputOf<'events'>;

const EMPTY: EventInput = {
  title: '',
  kind: 'stage',
  startDate: '',
  endDate: '',
  place: '',
  city: '',
  address: '',
  summary: '',
  description: '',
  registration: '',
  registrationUrl: null,
  registrationDeadline: null,
  image: null,
  albumId: null,
  competitionId: null,
  slug: '',
};

const toInput = (record: RecordOf<'events'>): EventInput => ({
  title: record.title,
  kind: record.kind,
  startDate: record.startDate,
  endDate: record.endDate,
  place: record.place,
  city: record.city,
  address: record.address,
  summary: record.summary,
  description: record.description,
  registration: record.registration,
  registrationUrl: record.registrationUrl,
  registrationDeadline: record.registrationDeadline,
  image: record.image,
  albumId: record.albumId,
  competitionId: record.competitionId,
  slug: record.slug,
});

const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }));

const COMPARED: ComparedField<EventInput>[] = [
  { key: 'title', label: 'Titre' },
  { key: 'kind', label: 'Type', format: (kind) => EVENT_KIND_LABELS[kind as EventInput['kind']] ?? String(kind) },
  { key: 'startDate', label: 'Premier jour' },
  { key: 'endDate', label: 'Dernier jour' },
  { key: 'place', label: 'Lieu' },
  { key: 'city', label: 'Ville' },
  { key: 'address', label: 'Adresse' },
  { key: 'summary', label: 'Résumé' },
  { key: 'description', label: 'Description' },
  { key: 'registration', label: 'Comment s’inscrire' },
  { key: 'registrationUrl', label: 'Formulaire d’inscription en ligne' },
  { key: 'registrationDeadline', label: 'Date limite d’inscription' },
  { key: 'image', label: 'Image', format: describeImage },
  { key: 'albumId', label: 'Album photo', format: describeLink },
  { key: 'competitionId', label: 'Résultats', format: describeLink },
  { key: 'slug', label: 'Adresse de la page' },
];

/** The form's fields, their labels and the rules of the API's `EventInput`. */
const FORM = schemaForm(EVENT_INPUT_RULES, {
  title: 'Titre',
  kind: 'Type',
  startDate: 'Premier jour',
  endDate: 'Dernier jour',
  place: 'Lieu',
  city: 'Ville',
  address: 'Adresse',
  summary: 'Résumé',
  description: 'Description',
  registration: 'Comment s’inscrire',
  registrationUrl: 'Formulaire d’inscription en ligne',
  registrationDeadline: 'Date limite d’inscription',
  image: 'Image',
  albumId: 'Album photo',
  competitionId: 'Résultats',
});

/** The event's own checks beyond its schema's: links, image, days in order. */
function validate(input: EventInput, fieldId: (name: string) => string): FormError[] {
  const problems = [
    ...webLink(fieldId('registrationUrl'), 'Formulaire d’inscription en ligne', input.registrationUrl),
    ...imageErrors(fieldId('image'), 'Image', input.image),
  ];
  if (input.startDate && input.endDate && input.endDate < input.startDate)
    problems.push({ field: fieldId('endDate'), message: 'Dernier jour : il ne peut précéder le premier jour.' });
  if (input.registrationDeadline && input.endDate && input.registrationDeadline > input.endDate)
    problems.push({
      field: fieldId('registrationDeadline'),
      message: 'Date limite d’inscription : elle ne peut suivre le dernier jour de l’événement.',
    });
  return problems;
}

/**
 * An event with online registrations has one deadline, theirs: the form says when it is and where
 * it is changed, instead of offering a second one.
 */
function OnlineRegistrationDeadline({ eventId, deadline }: { eventId: number; deadline: string }) {
  return (
    <div className={recordClasses.field}>
      <p className={recordClasses.label}>Date limite d’inscription</p>
      <p>
        {formatDateTime(deadline)}, celle des inscriptions en ligne.{' '}
        <Link to={`${adminPathOf('registrations')}/${eventId}`}>La changer dans « Inscriptions »</Link>
      </p>
    </div>
  );
}

/** `evenements`: the calendar's events, drafts included, with a search and a status filter. */
export function EventsListScreen() {
  return <RecordList kind="events" names={EVENT_NAMES} basePath={BASE} />;
}

/**
 * What kinds of event the signed-in person may give: all of them for the media team; the national
 * team edits its competitions' events only (the server refuses any other), so its form offers
 * that kind alone, and a new event starts as one.
 */
function useEventKinds(): { options: typeof KIND_OPTIONS; empty: EventInput } {
  const person = useAdminPerson();
  if (person === null || holdsRole(person.roles, ACCESS.media)) return { options: KIND_OPTIONS, empty: EMPTY };
  return {
    options: KIND_OPTIONS.filter((option) => option.value === 'competition'),
    empty: { ...EMPTY, kind: 'competition' },
  };
}

/** `evenements/nouveau` and `evenements/:id`: an event of the calendar, its links, its publication. */
export function EventEditorScreen() {
  const id = useRecordId();
  const kinds = useEventKinds();
  return (
    <RecordEditor
      kind="events"
      id={id}
      basePath={BASE}
      names={EVENT_NAMES}
      empty={kinds.empty}
      toInput={toInput}
      compared={COMPARED}
      publicPath={(slug) => `/event/${slug}`}
      withPreview
      schema={FORM}
      validate={validate}
    >
      {({ value, set, fieldId, error, preview, record, fields }) => (
        <>
          <TextField {...fields.text('title')} value={value.title} onChange={(title) => set('title', title)} />
          <SelectField
            {...fields.field('kind')}
            options={kinds.options}
            value={value.kind}
            onChange={(kind) => set('kind', kind)}
          />
          <div className={recordClasses.row}>
            <DateField
              {...fields.field('startDate')}
              value={value.startDate}
              onChange={(startDate) => set('startDate', startDate)}
            />
            <DateField
              {...fields.field('endDate')}
              hint="Le même jour pour un événement d’une journée."
              min={value.startDate || undefined}
              value={value.endDate}
              onChange={(endDate) => set('endDate', endDate)}
            />
          </div>
          <div className={recordClasses.row}>
            <TextField
              {...fields.text('place')}
              hint="Le gymnase, le dojo, la salle…"
              value={value.place}
              onChange={(place) => set('place', place)}
            />
            <TextField {...fields.text('city')} value={value.city} onChange={(city) => set('city', city)} />
          </div>
          <TextField
            {...fields.text('address')}
            value={value.address}
            onChange={(address) => set('address', address)}
          />
          <TextField
            {...fields.text('summary')}
            hint="Une ou deux phrases, montrées dans le calendrier et les aperçus de liens."
            rows={3}
            value={value.summary}
            onChange={(summary) => set('summary', summary)}
          />
          <MarkdownEditor
            {...fields.text('description')}
            value={value.description}
            onChange={(description) => set('description', description)}
          />
          <MarkdownEditor
            {...fields.text('registration')}
            value={value.registration}
            onChange={(registration) => set('registration', registration)}
          />
          <div className={recordClasses.row}>
            <TextField
              {...fields.text('registrationUrl')}
              hint="Adresse complète (https://…), s’il y en a un."
              type="url"
              value={value.registrationUrl ?? ''}
              onChange={(url) => set('registrationUrl', url.trim() ? url.trim() : null)}
            />
            {record?.onlineRegistrationDeadline ? (
              <OnlineRegistrationDeadline eventId={record.id} deadline={record.onlineRegistrationDeadline} />
            ) : (
              <DateField
                {...fields.field('registrationDeadline')}
                hint="Laissez vide s’il n’y en a pas. Si vous ouvrez les inscriptions en ligne, c’est leur date limite qui comptera."
                max={value.endDate || undefined}
                value={value.registrationDeadline ?? ''}
                onChange={(deadline) => set('registrationDeadline', deadline || null)}
              />
            )}
          </div>
          <ImageField
            {...fields.field('image')}
            hint="Montrée sur la page de l’événement et dans les aperçus de liens."
            value={value.image}
            preview={preview?.image}
            altError={error(altFieldId(fieldId('image')))}
            onChange={(image) => set('image', image)}
          />
          <ChoiceField
            {...fields.field('albumId')}
            hint="Ses photos, une fois l’album publié."
            choices="albums"
            value={value.albumId}
            onChange={(albumId) => set('albumId', albumId)}
          />
          <ChoiceField
            {...fields.field('competitionId')}
            hint="La compétition dont les résultats sont publiés par la sélection."
            emptyLabel="Aucune"
            choices="competitions"
            value={value.competitionId}
            onChange={(competitionId) => set('competitionId', competitionId)}
          />
        </>
      )}
    </RecordEditor>
  );
}

/** `evenements/:id/apercu`: the event as a visitor will see it. */
export function EventPreviewScreen() {
  const id = useRecordId() ?? Number.NaN;
  return (
    <RecordPreview kind="events" id={id} basePath={BASE} names={EVENT_NAMES}>
      {(event) => <EventView event={event} />}
    </RecordPreview>
  );
}
