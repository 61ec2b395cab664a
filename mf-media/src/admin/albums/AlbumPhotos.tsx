import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api, type AdminPhoto } from '@wado/shared';
import {
  altFieldId,
  PHOTO_INPUT_RULES,
  ConfirmDialog,
  recordClasses,
  recordErrorMessage,
  TextField,
  type RecordOf,
} from '@wado/shared/admin';
import styles from '../admin.module.css';
import { AddPhotos } from './AddPhotos';

type AlbumRecord = RecordOf<'albums'>;

/** The id of a photo's control (`photo-12-up`): the focus is put back on it after a move. */
const controlId = (photo: number, control: 'up' | 'down' | 'caption') => `photo-${photo}-${control}`;

/** A photo of the album: its texts (saved at once), its place, its removal after a confirmation. */
function PhotoItem({
  album,
  photo,
  index,
  count,
  replace,
  onMoved,
  onRemoved,
}: {
  album: number;
  photo: AdminPhoto;
  index: number;
  count: number;
  replace: (record: AlbumRecord) => void;
  onMoved: (photo: number, by: -1 | 1, index: number) => void;
  onRemoved: () => void;
}) {
  const [caption, setCaption] = useState(photo.caption);
  const [alt, setAlt] = useState(photo.alt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const number = index + 1;

  /** Calls the API; `done` runs before the album is replaced (where the focus goes next). */
  const call = async (action: () => Promise<AlbumRecord>, done?: () => void): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const record = await action();
      done?.();
      replace(record);
      return true;
    } catch (failure) {
      setError(recordErrorMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!alt.trim()) {
      setAltError('Le texte alternatif est obligatoire : décrivez la photo.');
      document.getElementById(altFieldId(`photo-${photo.id}`))?.focus();
      return;
    }
    setAltError(undefined);
    if (await call(() => api.updateAlbumPhoto(album, photo.id, { caption, alt, position: photo.position })))
      setSaved(true);
  };
  const move = async (by: -1 | 1) => {
    const position = index + by;
    await call(
      () => api.updateAlbumPhoto(album, photo.id, { caption: photo.caption, alt: photo.alt, position }),
      () => onMoved(photo.id, by, position),
    );
  };

  return (
    <li className={styles.photo}>
      <img className={styles.thumb} src={photo.url} alt={photo.alt} loading="lazy" />
      <form className={recordClasses.stack} noValidate onSubmit={(event) => void save(event)}>
        <h3 className={styles.photoTitle}>
          Photo {number} sur {count}
        </h3>
        <TextField
          id={controlId(photo.id, 'caption')}
          label={`Légende de la photo ${number}`}
          maxLength={PHOTO_INPUT_RULES.caption.maxLength}
          value={caption}
          onChange={setCaption}
        />
        <TextField
          id={altFieldId(`photo-${photo.id}`)}
          label={`Texte alternatif de la photo ${number}`}
          hint="Ce que montre la photo, pour les personnes qui ne la voient pas."
          required
          rows={2}
          maxLength={PHOTO_INPUT_RULES.alt.maxLength}
          value={alt}
          error={altError}
          onChange={setAlt}
        />
        <div aria-live="polite">{saved && <p className={recordClasses.notice}>Photo {number} enregistrée.</p>}</div>
        {error && (
          <p className={recordClasses.fieldError} role="alert">
            {error}
          </p>
        )}
        <div className={recordClasses.actions}>
          <button type="submit" className={recordClasses.primaryButton} disabled={busy}>
            Enregistrer<span className={recordClasses.visuallyHidden}> la photo {number}</span>
          </button>
          {index > 0 && (
            <button
              id={controlId(photo.id, 'up')}
              type="button"
              className={recordClasses.secondaryButton}
              disabled={busy}
              onClick={() => void move(-1)}
            >
              Avancer<span className={recordClasses.visuallyHidden}> la photo {number}</span>
            </button>
          )}
          {index < count - 1 && (
            <button
              id={controlId(photo.id, 'down')}
              type="button"
              className={recordClasses.secondaryButton}
              disabled={busy}
              onClick={() => void move(1)}
            >
              Reculer<span className={recordClasses.visuallyHidden}> la photo {number}</span>
            </button>
          )}
          <button
            type="button"
            className={recordClasses.dangerButton}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Retirer<span className={recordClasses.visuallyHidden}> la photo {number}</span>
          </button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title={`Retirer la photo ${number} ?`}
          confirmLabel="Retirer la photo"
          danger
          busy={busy}
          error={error}
          onConfirm={() => void call(() => api.deleteAlbumPhoto(album, photo.id), onRemoved)}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
        >
          <p>La photo « {photo.caption || photo.alt} » sera retirée de l’album. Cette action est définitive.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/**
 * The photos of an album, saved as soon as they are changed (not with the album's form): each
 * with its caption and alternative text, moved forward or back, removed after a confirmation,
 * and new ones added several at a time (`AddPhotos`).
 */
export function AlbumPhotos({ album, replace }: { album: AlbumRecord; replace: (record: AlbumRecord) => void }) {
  const id = useId();
  const photos = [...album.photos].sort((a, b) => a.position - b.position);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  // After a move, the focus stays on the photo moved: on the same button if it can still go
  // that way, else on the other one.
  const onMoved = (photo: number, by: -1 | 1, index: number) => {
    const canGoOn = index + by >= 0 && index + by < photos.length;
    focusNext.current = controlId(photo, canGoOn === (by === -1) ? 'up' : 'down');
  };

  return (
    <section className={recordClasses.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        Photos de l’album ({photos.length})
      </h2>
      <p className={recordClasses.hint}>
        Chaque changement de photo est enregistré aussitôt. Sans couverture choisie, la première photo en tient lieu.
      </p>
      {photos.length > 0 ? (
        <ol className={styles.photos}>
          {photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              album={album.id}
              photo={photo}
              index={index}
              count={photos.length}
              replace={replace}
              onMoved={onMoved}
              onRemoved={() => (focusNext.current = `${id}-title`)}
            />
          ))}
        </ol>
      ) : (
        <p>Cet album n’a pas encore de photo.</p>
      )}
      <AddPhotos album={album.id} replace={replace} />
    </section>
  );
}
