import {
  DateField,
  MarkdownEditor,
  RecordEditor,
  RecordList,
  RecordPreview,
  recordClasses,
  requiredDay,
  requiredText,
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
      validate={(input, fieldId) => [
        ...requiredText(fieldId('title'), 'Titre', input.title),
        ...requiredText(fieldId('source'), 'Journal, magazine ou site', input.source),
        ...requiredDay(fieldId('publishedAt'), 'Date de parution', input.publishedAt),
        ...requiredText(fieldId('excerpt'), 'Extrait', input.excerpt),
        ...webLink(fieldId('url'), 'Article original', input.url),
      ]}
    >
      {({ value, set, fieldId, error }) => (
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
              id={fieldId('source')}
              label="Journal, magazine ou site"
              required
              maxLength={120}
              value={value.source}
              error={error(fieldId('source'))}
              onChange={(source) => set('source', source)}
            />
            <DateField
              id={fieldId('publishedAt')}
              label="Date de parution"
              required
              value={value.publishedAt}
              error={error(fieldId('publishedAt'))}
              onChange={(publishedAt) => set('publishedAt', publishedAt)}
            />
          </div>
          <TextField
            id={fieldId('author')}
            label="Auteur"
            maxLength={120}
            value={value.author}
            onChange={(author) => set('author', author)}
          />
          <TextField
            id={fieldId('excerpt')}
            label="Extrait"
            hint="Le passage cité en tête de la page et dans la liste."
            required
            rows={4}
            maxLength={2000}
            value={value.excerpt}
            error={error(fieldId('excerpt'))}
            onChange={(excerpt) => set('excerpt', excerpt)}
          />
          <MarkdownEditor
            id={fieldId('body')}
            label="Texte intégral (seulement si nous avons le droit de le reproduire)"
            value={value.body}
            onChange={(body) => set('body', body)}
          />
          <TextField
            id={fieldId('url')}
            label="Article original"
            hint="Son adresse complète (https://…), s’il est en ligne."
            type="url"
            maxLength={500}
            value={value.url ?? ''}
            error={error(fieldId('url'))}
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
