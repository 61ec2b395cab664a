import {
  altFieldId,
  DateField,
  INTERVIEW_INPUT_RULES,
  ImageField,
  imageErrors,
  RecordEditor,
  RecordList,
  RecordPreview,
  recordClasses,
  requiredText,
  schemaForm,
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

/** The form's fields, their labels and the rules of the API's `InterviewInput`. */
const FORM = schemaForm(INTERVIEW_INPUT_RULES, {
  title: 'Titre',
  person: 'Personne interviewée',
  personRole: 'Qui elle est',
  date: 'Date',
  place: 'Lieu',
  interviewer: 'Propos recueillis par',
  summary: 'Présentation',
  portrait: 'Portrait',
  questions: 'Questions et réponses',
});

/** The interview's own checks beyond its schema's: the portrait's description, each question given. */
function validate(input: InterviewInput, fieldId: (name: string) => string): FormError[] {
  return [
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
      schema={FORM}
      validate={validate}
    >
      {({ value, set, fieldId, error, preview, fields }) => (
        <>
          <TextField {...fields.text('title')} value={value.title} onChange={(title) => set('title', title)} />
          <div className={recordClasses.row}>
            <TextField {...fields.text('person')} value={value.person} onChange={(person) => set('person', person)} />
            <TextField
              {...fields.text('personRole')}
              hint="« 7e dan, expert fédéral »"
              value={value.personRole}
              onChange={(personRole) => set('personRole', personRole)}
            />
          </div>
          <div className={recordClasses.row}>
            <DateField {...fields.field('date')} value={value.date} onChange={(date) => set('date', date)} />
            <TextField {...fields.text('place')} value={value.place} onChange={(place) => set('place', place)} />
          </div>
          <TextField
            {...fields.text('interviewer')}
            value={value.interviewer}
            onChange={(interviewer) => set('interviewer', interviewer)}
          />
          <TextField
            {...fields.text('summary')}
            hint="Quelques phrases, montrées dans la liste et en tête de l’interview."
            rows={3}
            value={value.summary}
            onChange={(summary) => set('summary', summary)}
          />
          <ImageField
            {...fields.field('portrait')}
            value={value.portrait}
            preview={preview?.portrait}
            altError={error(altFieldId(fieldId('portrait')))}
            onChange={(portrait) => set('portrait', portrait)}
          />
          <QuestionsField
            id={fieldId('questions')}
            rule={FORM.rules.questions}
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
