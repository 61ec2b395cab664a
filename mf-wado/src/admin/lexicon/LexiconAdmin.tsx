import { LEXICON_CATEGORIES, lexiconCategoryLabel, type LexiconTerm, type LexiconTermInput } from '@wado/shared';
import {
  CollectionEditor,
  CollectionList,
  collectionApi,
  LEXICON_TERM_INPUT_RULES,
  schemaForm,
  SelectField,
  TextField,
  useRecordId,
  type RecordNames,
} from '@wado/shared/admin';

/** Where the lexicon's screens live in the back office. */
export const LEXICON_ADMIN_PATH = '/admin/mf-wado/lexique';

export const lexiconAdmin = collectionApi<LexiconTermInput, LexiconTerm>('lexicon');

const NAMES: RecordNames = {
  one: 'terme',
  many: 'termes',
  title: 'Lexique',
  newLabel: 'Nouveau terme',
  none: 'Aucun terme',
  the: 'le terme',
};

const EMPTY: LexiconTermInput = { term: '', kana: null, meaning: '', category: 'techniques' };

const toInput = ({ term, kana, meaning, category }: LexiconTerm): LexiconTermInput => ({
  term,
  kana,
  meaning,
  category,
});

/** A term's fields, their labels and the rules of the API's `LexiconTermInput` (which also refuses a duplicate). */
export const LEXICON_FORM = schemaForm(LEXICON_TERM_INPUT_RULES, {
  term: 'Terme',
  kana: 'Lecture en japonais',
  meaning: 'Traduction',
  category: 'Catégorie',
});

/** The lexicon's list: every term, its reading, its translation and its category. */
export function LexiconListScreen() {
  return (
    <CollectionList
      client={lexiconAdmin}
      names={NAMES}
      basePath={LEXICON_ADMIN_PATH}
      title={(term) => term.term}
      titleLabel="Terme"
      searchText={(term) => `${term.term} ${term.kana ?? ''} ${term.meaning}`}
      columns={[
        { label: 'Lecture', value: (term) => term.kana ?? '—' },
        { label: 'Traduction', value: (term) => term.meaning },
        { label: 'Catégorie', value: (term) => lexiconCategoryLabel(term.category) },
      ]}
      intro={<p>Les termes de la page « Lexique », par ordre alphabétique. Une modification y paraît aussitôt.</p>}
    />
  );
}

/** A term's form, new or saved. */
export function LexiconEditorScreen() {
  const id = useRecordId();
  return (
    <CollectionEditor
      client={lexiconAdmin}
      id={id}
      basePath={LEXICON_ADMIN_PATH}
      names={NAMES}
      title={(term) => term.term}
      empty={EMPTY}
      toInput={toInput}
      schema={LEXICON_FORM}
      fieldOfRefusal={(status, fieldId) => (status === 409 ? fieldId('term') : undefined)}
      publicPath={() => '/lexicon'}
    >
      {({ value, set, fields }) => (
        <>
          <TextField
            {...fields.text('term')}
            hint="En lettres latines, comme on l’écrit au dojo : « Mae geri », « Ōtsuka Hironori »."
            value={value.term}
            onChange={(term) => set('term', term)}
          />
          <TextField
            {...fields.text('kana')}
            hint="Kana ou kanji, si cela aide (facultatif)."
            value={value.kana ?? ''}
            onChange={(kana) => set('kana', kana.trim() === '' ? null : kana)}
          />
          <TextField
            {...fields.text('meaning')}
            rows={3}
            value={value.meaning}
            onChange={(meaning) => set('meaning', meaning)}
          />
          <SelectField
            {...fields.field('category')}
            value={value.category}
            options={LEXICON_CATEGORIES.map((category) => ({ value: category.id, label: category.label }))}
            onChange={(category) => set('category', category)}
          />
        </>
      )}
    </CollectionEditor>
  );
}
