import {
  ALBUM_INPUT_RULES,
  altFieldId,
  DateField,
  ImageField,
  imageErrors,
  RecordEditor,
  RecordList,
  RecordPreview,
  recordClasses,
  schemaForm,
  TextField,
  useRecordId,
  type ComparedField,
  type InputOf,
  type RecordNames,
  type RecordOf,
} from '@wado/shared/admin';
import page from '../../common/page.module.css';
import { AlbumView } from '../../gallery/AlbumView';
import { describeImage } from '../describe';
import { adminPathOf } from '../paths';
import { AlbumPhotos } from './AlbumPhotos';

const BASE = adminPathOf('albums');

export const ALBUM_NAMES: RecordNames = {
  one: 'album',
  many: 'albums',
  title: 'Albums photo',
  newLabel: 'Nouvel album',
  none: 'Aucun album',
  the: 'l’album',
};

type AlbumInput = InputOf<'albums'>;

const EMPTY: AlbumInput = { title: '', date: '', place: '', description: '', cover: null, slug: '' };

const toInput = (record: RecordOf<'albums'>): AlbumInput => ({
  title: record.title,
  date: record.date,
  place: record.place,
  description: record.description,
  cover: record.cover,
  slug: record.slug,
});

/** The form's fields, their labels and the rules of the API's `AlbumInput`. */
const FORM = schemaForm(ALBUM_INPUT_RULES, {
  title: 'Titre',
  date: 'Date',
  place: 'Lieu',
  description: 'Description',
  cover: 'Couverture',
});

const COMPARED: ComparedField<AlbumInput>[] = [
  { key: 'title', label: 'Titre' },
  { key: 'date', label: 'Date' },
  { key: 'place', label: 'Lieu' },
  { key: 'description', label: 'Description' },
  { key: 'cover', label: 'Couverture', format: describeImage },
  { key: 'slug', label: 'Adresse de la page' },
];

/** `albums`: the gallery's albums, drafts included, with a search and a status filter. */
export function AlbumsListScreen() {
  return <RecordList kind="albums" names={ALBUM_NAMES} basePath={BASE} />;
}

/** `albums/nouveau` and `albums/:id`: an album, its photos (once created), its publication. */
export function AlbumEditorScreen() {
  const id = useRecordId();
  return (
    <RecordEditor
      kind="albums"
      id={id}
      basePath={BASE}
      names={ALBUM_NAMES}
      empty={EMPTY}
      toInput={toInput}
      compared={COMPARED}
      publicPath={(slug) => `/gallery?album=${slug}`}
      withPreview
      schema={FORM}
      validate={(input, fieldId) => imageErrors(fieldId('cover'), 'Couverture', input.cover)}
      after={(album, replace) => <AlbumPhotos album={album} replace={replace} />}
    >
      {({ value, set, fieldId, error, preview, record, fields }) => (
        <>
          <TextField {...fields.text('title')} value={value.title} onChange={(title) => set('title', title)} />
          <div className={recordClasses.row}>
            <DateField
              {...fields.field('date')}
              hint="Le jour où les photos ont été prises."
              value={value.date}
              onChange={(date) => set('date', date)}
            />
            <TextField {...fields.text('place')} value={value.place} onChange={(place) => set('place', place)} />
          </div>
          <TextField
            {...fields.text('description')}
            rows={4}
            value={value.description}
            onChange={(description) => set('description', description)}
          />
          <ImageField
            {...fields.field('cover')}
            hint="Montrée dans la galerie et dans les aperçus de liens. Sans couverture, la première photo en tient lieu."
            value={value.cover}
            preview={preview?.cover}
            altError={error(altFieldId(fieldId('cover')))}
            onChange={(cover) => set('cover', cover)}
          />
          {!record && (
            <p className={recordClasses.hint}>Les photos s’ajoutent une fois le brouillon de l’album créé.</p>
          )}
        </>
      )}
    </RecordEditor>
  );
}

/** `albums/:id/apercu`: the album as a visitor will see it. */
export function AlbumPreviewScreen() {
  const id = useRecordId() ?? Number.NaN;
  return (
    <RecordPreview kind="albums" id={id} basePath={BASE} names={ALBUM_NAMES}>
      {(album) => (
        <div className={page.page}>
          <AlbumView album={album} />
        </div>
      )}
    </RecordPreview>
  );
}
