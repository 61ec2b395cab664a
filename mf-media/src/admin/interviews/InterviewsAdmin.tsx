import {
  altFieldId,
  DateField,
  ImageField,
  imageErrors,
  RecordEditor,
  RecordList,
  RecordPreview,
  recordClasses,
  requiredDay,
  requiredText,
  TextField,
  useRecordId,
  type ComparedField,
  type FormError,
  type InputOf,
  type RecordNames,
  type RecordOf,
} from '@wado/shared/admin';
import { InterviewView } from '../../interviews/InterviewView';
import { describeImage } from '../describe';
import { adminPathOf } from '../paths';
import { questionFieldId, QuestionsField } from './QuestionsField';

const BASE = adminPathOf('interviews');

export const INTERVIEW_NAMES: RecordNames = {
  one: 'interview',
  many: 'interviews',
  title: 'Interviews',
  newLabel: 'Nouvelle interview',
  none: 'Aucune interview',
  the: 'l’interview',
};

type InterviewInput = InputOf<'interviews'>;

const EMPTY: InterviewInput = {
  title: '',
  person: '',
  personRole: '',
  date: '',
  summary: '',
  interviewer: '',
  place: '',
  portrait: null,
  questions: [],
  slug: '',
};

const toInput = (record: RecordOf<'interviews'>): InterviewInput => ({
  title: record.title,
  person: record.person,
  personRole: record.personRole,
  date: record.date,
  summary: record.summary,
  interviewer: record.interviewer,
  place: record.place,
  portrait: record.portrait,
  questions: record.questions.map(({ question, answer }) => ({ question, answer })),
  slug: record.slug,
});

/** The questions in the comparison of two versions: each numbered, with its answer. */
const describeQuestions = (value: unknown) =>
  (Array.isArray(value) ? (value as InterviewInput['questions']) : [])
    .map((qa, index) => `${index + 1}. ${qa.question}\n${qa.answer}`)
    .join('\n\n');

const COMPARED: ComparedField<InterviewInput>[] = [
  { key: 'title', label: 'Titre' },
  { key: 'person', label: 'Personne interviewée' },
  { key: 'personRole', label: 'Qui elle est' },
  { key: 'date', label: 'Date' },
  { key: 'summary', label: 'Présentation' },
  { key: 'interviewer', label: 'Propos recueillis par' },
  { key: 'place', label: 'Lieu' },
  { key: 'portrait', label: 'Portrait', format: describeImage },
  { key: 'questions', label: 'Questions et réponses', format: describeQuestions },
  { key: 'slug', label: 'Adresse de la page' },
];

function validate(input: InterviewInput, fieldId: (name: string) => string): FormError[] {
  return [
    ...requiredText(fieldId('title'), 'Titre', input.title),
    ...requiredText(fieldId('person'), 'Personne interviewée', input.person),
    ...requiredDay(fieldId('date'), 'Date', input.date),
    ...requiredText(fieldId('summary'), 'Présentation', input.summary),
    ...imageErrors(fieldId('portrait'), 'Portrait', input.portrait),
    ...input.questions.flatMap((qa, index) =>
      requiredText(questionFieldId(fieldId('questions'), index), `Question ${index + 1}`, qa.question),
    ),
  ];
}

/** `interviews`: the interviews, drafts included, with a search and a status filter. */
export function InterviewsListScreen() {
  return <RecordList kind="interviews" names={INTERVIEW_NAMES} basePath={BASE} />;
}

/** `interviews/nouveau` and `interviews/:id`: who, when, the questions and answers, the publication. */
export function InterviewEditorScreen() {
  const id = useRecordId();
  return (
    <RecordEditor
      kind="interviews"
      id={id}
      basePath={BASE}
      names={INTERVIEW_NAMES}
      empty={EMPTY}
      toInput={toInput}
      compared={COMPARED}
      publicPath={(slug) => `/interview/${slug}`}
      withPreview
      validate={validate}
    >
      {({ value, set, fieldId, error, preview }) => (
        <>
          <TextField
            id={fieldId('title')}
            label="Titre"
            required
            maxLength={200}
            value={value.title}
            error={error(fieldId('title'))}
            onChange={(title) => set('title', title)}
          />
          <div className={recordClasses.row}>
            <TextField
              id={fieldId('person')}
              label="Personne interviewée"
              required
              maxLength={120}
              value={value.person}
              error={error(fieldId('person'))}
              onChange={(person) => set('person', person)}
            />
            <TextField
              id={fieldId('personRole')}
              label="Qui elle est"
              hint="« 7e dan, expert fédéral »"
              maxLength={200}
              value={value.personRole}
              onChange={(personRole) => set('personRole', personRole)}
            />
          </div>
          <div className={recordClasses.row}>
            <DateField
              id={fieldId('date')}
              label="Date"
              required
              value={value.date}
              error={error(fieldId('date'))}
              onChange={(date) => set('date', date)}
            />
            <TextField
              id={fieldId('place')}
              label="Lieu"
              maxLength={200}
              value={value.place}
              onChange={(place) => set('place', place)}
            />
          </div>
          <TextField
            id={fieldId('interviewer')}
            label="Propos recueillis par"
            maxLength={120}
            value={value.interviewer}
            onChange={(interviewer) => set('interviewer', interviewer)}
          />
          <TextField
            id={fieldId('summary')}
            label="Présentation"
            hint="Quelques phrases, montrées dans la liste et en tête de l’interview."
            required
            rows={3}
            maxLength={1000}
            value={value.summary}
            error={error(fieldId('summary'))}
            onChange={(summary) => set('summary', summary)}
          />
          <ImageField
            id={fieldId('portrait')}
            label="Portrait"
            value={value.portrait}
            preview={preview?.portrait}
            error={error(fieldId('portrait'))}
            altError={error(altFieldId(fieldId('portrait')))}
            onChange={(portrait) => set('portrait', portrait)}
          />
          <QuestionsField
            id={fieldId('questions')}
            value={value.questions}
            error={error}
            onChange={(questions) => set('questions', questions)}
          />
        </>
      )}
    </RecordEditor>
  );
}

/** `interviews/:id/apercu`: the interview as a visitor will see it. */
export function InterviewPreviewScreen() {
  const id = useRecordId() ?? Number.NaN;
  return (
    <RecordPreview kind="interviews" id={id} basePath={BASE} names={INTERVIEW_NAMES}>
      {(interview) => <InterviewView interview={interview} />}
    </RecordPreview>
  );
}
