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
      validate={(input, fieldId) => [
        ...requiredText(fieldId('title'), 'Titre', input.title),
        ...requiredDay(fieldId('date'), 'Date', input.date),
        ...requiredText(fieldId('place'), 'Lieu', input.place),
        ...imageErrors(fieldId('cover'), 'Couverture', input.cover),
      ]}
      after={(album, replace) => <AlbumPhotos album={album} replace={replace} />}
    >
      {({ value, set, fieldId, error, preview, record }) => (
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
            <DateField
              id={fieldId('date')}
              label="Date"
              hint="Le jour où les photos ont été prises."
              required
              value={value.date}
              error={error(fieldId('date'))}
              onChange={(date) => set('date', date)}
            />
            <TextField
              id={fieldId('place')}
              label="Lieu"
              required
              maxLength={200}
              value={value.place}
              error={error(fieldId('place'))}
              onChange={(place) => set('place', place)}
            />
          </div>
          <TextField
            id={fieldId('description')}
            label="Description"
            rows={4}
            maxLength={2000}
            value={value.description}
            onChange={(description) => set('description', description)}
          />
          <ImageField
            id={fieldId('cover')}
            label="Couverture"
            hint="Montrée dans la galerie et dans les aperçus de liens. Sans couverture, la première photo en tient lieu."
            value={value.cover}
            preview={preview?.cover}
            error={error(fieldId('cover'))}
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
