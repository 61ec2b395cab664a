import {
  altFieldId,
  ChoiceField,
  ImageField,
  imageErrors,
  MarkdownEditor,
  NEWS_INPUT_RULES,
  RecordEditor,
  RecordList,
  RecordPreview,
  schemaForm,
  TextField,
  useRecordId,
  type ComparedField,
  type InputOf,
  type RecordNames,
  type RecordOf,
} from '@wado/shared/admin';
import { NewsArticleView } from '../../news/NewsArticleView';
import { describeImage, describeLink } from '../describe';
import { adminPathOf } from '../paths';

const BASE = adminPathOf('news');

export const NEWS_NAMES: RecordNames = {
  one: 'actualité',
  many: 'actualités',
  title: 'Actualités',
  newLabel: 'Nouvelle actualité',
  none: 'Aucune actualité',
  the: 'l’actualité',
};

type NewsInput = InputOf<'news'>;

const EMPTY: NewsInput = { title: '', summary: '', body: '', author: '', image: null, eventId: null, slug: '' };

const toInput = (record: RecordOf<'news'>): NewsInput => ({
  title: record.title,
  summary: record.summary,
  body: record.body,
  author: record.author,
  image: record.image,
  eventId: record.eventId,
  slug: record.slug,
});

/** The form's fields, their labels and the rules of the API's `NewsInput`. */
const FORM = schemaForm(NEWS_INPUT_RULES, {
  title: 'Titre',
  summary: 'Résumé',
  body: 'Texte',
  author: 'Auteur',
  image: 'Image',
  eventId: 'Événement lié',
});

const COMPARED: ComparedField<NewsInput>[] = [
  { key: 'title', label: 'Titre' },
  { key: 'summary', label: 'Résumé' },
  { key: 'body', label: 'Texte' },
  { key: 'author', label: 'Auteur' },
  { key: 'image', label: 'Image', format: describeImage },
  { key: 'eventId', label: 'Événement lié', format: describeLink },
  { key: 'slug', label: 'Adresse de la page' },
];

/** `actualites`: the news, drafts included, with a search and a status filter. */
export function NewsListScreen() {
  return <RecordList kind="news" names={NEWS_NAMES} basePath={BASE} />;
}

/** `actualites/nouveau` and `actualites/:id`: write a news item, publish it, go back to a version. */
export function NewsEditorScreen() {
  const id = useRecordId();
  return (
    <RecordEditor
      kind="news"
      id={id}
      basePath={BASE}
      names={NEWS_NAMES}
      empty={EMPTY}
      toInput={toInput}
      compared={COMPARED}
      publicPath={(slug) => `/news/${slug}`}
      withPreview
      schema={FORM}
      validate={(input, fieldId) => imageErrors(fieldId('image'), 'Image', input.image)}
    >
      {({ value, set, fieldId, error, preview, fields }) => (
        <>
          <TextField {...fields.text('title')} value={value.title} onChange={(title) => set('title', title)} />
          <TextField
            {...fields.text('summary')}
            hint="Une ou deux phrases, montrées dans les listes et les aperçus de liens."
            rows={3}
            value={value.summary}
            onChange={(summary) => set('summary', summary)}
          />
          <MarkdownEditor {...fields.text('body')} value={value.body} onChange={(body) => set('body', body)} />
          <TextField {...fields.text('author')} value={value.author} onChange={(author) => set('author', author)} />
          <ImageField
            {...fields.field('image')}
            hint="Montrée en tête de l’actualité, dans les listes et dans les aperçus de liens."
            value={value.image}
            preview={preview?.image}
            altError={error(altFieldId(fieldId('image')))}
            onChange={(image) => set('image', image)}
          />
          <ChoiceField
            {...fields.field('eventId')}
            hint="L’événement dont parle l’actualité : elle sera citée sur sa page."
            choices="events"
            value={value.eventId}
            onChange={(eventId) => set('eventId', eventId)}
          />
        </>
      )}
    </RecordEditor>
  );
}

/** `actualites/:id/apercu`: the news item as a visitor will see it. */
export function NewsPreviewScreen() {
  const id = useRecordId() ?? Number.NaN;
  return (
    <RecordPreview kind="news" id={id} basePath={BASE} names={NEWS_NAMES}>
      {(article) => <NewsArticleView article={article} />}
    </RecordPreview>
  );
}
