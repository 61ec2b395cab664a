import {
  DateField,
  MarkdownEditor,
  PRESS_INPUT_RULES,
  RecordEditor,
  RecordList,
  RecordPreview,
  recordClasses,
  schemaForm,
  TextField,
  useRecordId,
  webLink,
  type ComparedField,
  type InputOf,
  type RecordNames,
  type RecordOf,
} from '@wado/shared/admin';
import { PressArticleView } from '../../press/PressArticleView';
import { adminPathOf } from '../paths';

const BASE = adminPathOf('press');

export const PRESS_NAMES: RecordNames = {
  one: 'article de presse',
  many: 'articles de presse',
  title: 'Revue de presse',
  newLabel: 'Nouvel article de presse',
  none: 'Aucun article de presse',
  the: 'l’article de presse',
};

type PressInput = InputOf<'press'>;

const EMPTY: PressInput = {
  title: '',
  source: '',
  publishedAt: '',
  excerpt: '',
  author: '',
  body: '',
  url: null,
  slug: '',
};

const toInput = (record: RecordOf<'press'>): PressInput => ({
  title: record.title,
  source: record.source,
  publishedAt: record.publishedAt,
  excerpt: record.excerpt,
  author: record.author,
  body: record.body,
  url: record.url,
  slug: record.slug,
});

/** The form's fields, their labels and the rules of the API's `PressInput`. */
const FORM = schemaForm(PRESS_INPUT_RULES, {
  title: 'Titre',
  source: 'Journal, magazine ou site',
  publishedAt: 'Date de parution',
  author: 'Auteur',
  excerpt: 'Extrait',
  body: 'Texte intégral (seulement si nous avons le droit de le reproduire)',
  url: 'Article original',
});

const COMPARED: ComparedField<PressInput>[] = [
  { key: 'title', label: 'Titre' },
  { key: 'source', label: 'Journal, magazine ou site' },
  { key: 'publishedAt', label: 'Date de parution' },
  { key: 'excerpt', label: 'Extrait' },
  { key: 'author', label: 'Auteur' },
  { key: 'body', label: 'Texte intégral' },
  { key: 'url', label: 'Article original' },
  { key: 'slug', label: 'Adresse de la page' },
];

/** `presse`: the press review, drafts included, with a search and a status filter. */
export function PressListScreen() {
  return <RecordList kind="press" names={PRESS_NAMES} basePath={BASE} />;
}

/** `presse/nouveau` and `presse/:id`: an article about the association, its publication. */
export function PressEditorScreen() {
  const id = useRecordId();
  return (
    <RecordEditor
      kind="press"
      id={id}
      basePath={BASE}
      names={PRESS_NAMES}
      empty={EMPTY}
      toInput={toInput}
      compared={COMPARED}
      publicPath={(slug) => `/press/${slug}`}
      schema={FORM}
      validate={(input, fieldId) => webLink(fieldId('url'), 'Article original', input.url)}
    >
      {({ value, set, fields }) => (
        <>
          <TextField {...fields.text('title')} value={value.title} onChange={(title) => set('title', title)} />
          <div className={recordClasses.row}>
            <TextField {...fields.text('source')} value={value.source} onChange={(source) => set('source', source)} />
            <DateField
              {...fields.field('publishedAt')}
              value={value.publishedAt}
              onChange={(publishedAt) => set('publishedAt', publishedAt)}
            />
          </div>
          <TextField {...fields.text('author')} value={value.author} onChange={(author) => set('author', author)} />
          <TextField
            {...fields.text('excerpt')}
            hint="Le passage cité en tête de la page et dans la liste."
            rows={4}
            value={value.excerpt}
            onChange={(excerpt) => set('excerpt', excerpt)}
          />
          <MarkdownEditor {...fields.text('body')} value={value.body} onChange={(body) => set('body', body)} />
          <TextField
            {...fields.text('url')}
            hint="Son adresse complète (https://…), s’il est en ligne."
            type="url"
            value={value.url ?? ''}
            onChange={(url) => set('url', url.trim() ? url.trim() : null)}
          />
        </>
      )}
    </RecordEditor>
  );
}

/** `presse/:id/apercu`: the press article as a visitor will see it. */
export function PressPreviewScreen() {
  const id = useRecordId() ?? Number.NaN;
  return (
    <RecordPreview kind="press" id={id} basePath={BASE} names={PRESS_NAMES}>
      {(article) => <PressArticleView article={article} />}
    </RecordPreview>
  );
}
