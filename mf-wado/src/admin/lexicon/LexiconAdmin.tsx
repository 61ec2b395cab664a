import {
  LEXICON_CATEGORIES,
  LEXICON_LIMITS,
  lexiconCategoryLabel,
  type LexiconTerm,
  type LexiconTermInput,
} from '@wado/shared';
import {
  CollectionEditor,
  CollectionList,
  collectionApi,
  requiredText,
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

/** The problems of a term before it is sent (the server checks the same, and refuses a duplicate). */
export function lexiconTermErrors(input: LexiconTermInput, fieldId: (name: string) => string) {
  return [
    ...requiredText(fieldId('term'), 'Terme', input.term),
    ...requiredText(fieldId('meaning'), 'Traduction', input.meaning),
  ];
}

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
      validate={lexiconTermErrors}
      fieldOfRefusal={(status, fieldId) => (status === 409 ? fieldId('term') : undefined)}
      publicPath={() => '/lexicon'}
    >
      {({ value, set, fieldId, error }) => (
        <>
          <TextField
            id={fieldId('term')}
            label="Terme"
            required
            hint="En lettres latines, comme on l’écrit au dojo : « Mae geri », « Ōtsuka Hironori »."
            value={value.term}
            maxLength={LEXICON_LIMITS.maxTermLength}
            error={error(fieldId('term'))}
            onChange={(term) => set('term', term)}
          />
          <TextField
            id={fieldId('kana')}
            label="Lecture en japonais"
            hint="Kana ou kanji, si cela aide (facultatif)."
            value={value.kana ?? ''}
            maxLength={LEXICON_LIMITS.maxKanaLength}
            error={error(fieldId('kana'))}
            onChange={(kana) => set('kana', kana.trim() === '' ? null : kana)}
          />
          <TextField
            id={fieldId('meaning')}
            label="Traduction"
            required
            rows={3}
            value={value.meaning}
            maxLength={LEXICON_LIMITS.maxMeaningLength}
            error={error(fieldId('meaning'))}
            onChange={(meaning) => set('meaning', meaning)}
          />
          <SelectField
            id={fieldId('category')}
            label="Catégorie"
            required
            value={value.category}
            options={LEXICON_CATEGORIES.map((category) => ({ value: category.id, label: category.label }))}
            error={error(fieldId('category'))}
            onChange={(category) => set('category', category)}
          />
        </>
      )}
    </CollectionEditor>
  );
}
