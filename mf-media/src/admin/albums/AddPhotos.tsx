import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { api, formatFileSize, IMAGE_MAX_BYTES, type UploadProgress } from '@wado/shared';
import {
  ErrorSummary,
  IMAGE_TYPES,
  imageFileProblem,
  PHOTO_INPUT_RULES,
  recordClasses,
  recordErrorMessage,
  TextField,
  useLeaveWarning,
  type FormError,
  type RecordOf,
} from '@wado/shared/admin';
import styles from '../admin.module.css';
import { concurrencyLimit } from './limit';

type AlbumRecord = RecordOf<'albums'>;

/** Images sent at once: as many as the server processes at once (its PROCESSING_SLOTS). */
const CONCURRENT_UPLOADS = 2;

/** Refused before sending (type, weight), waiting its turn, on its way, stored, or refused by the server. */
type Stage = 'refused' | 'waiting' | 'sending' | 'sent' | 'failed';

/** A chosen file, until it is added to the album. */
interface Pending {
  key: number;
  file: File;
  /** Its object URL (the thumbnail), revoked when the row goes. */
  preview: string | null;
  stage: Stage;
  progress: UploadProgress | null;
  /** Why it was refused (before sending, by the server, or when added to the album). */
  error: string | null;
  uploadId: number | null;
  alt: string;
  caption: string;
}

/** The plural's « s » (French: 0 and 1 are singular). */
const plural = (count: number) => (count > 1 ? 's' : '');

const ALT_REQUIRED = 'Le texte alternatif est obligatoire : décrivez la photo.';

function stageText(row: Pending): string {
  switch (row.stage) {
    case 'waiting':
      return 'En attente';
    case 'sending':
      return row.progress && row.progress.total > 0
        ? `${Math.round((100 * row.progress.sent) / row.progress.total)} %`
        : 'Envoi en cours';
    case 'sent':
      return 'Envoyée';
    default:
      return 'Non envoyée';
  }
}

/** Whether a drag carries files (not a text or a link of the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** One chosen file: its thumbnail, its progress, its error, its texts, its retry and removal. */
function PendingRow({
  row,
  rowId,
  number,
  altError,
  busy,
  onChange,
  onRetry,
  onRemove,
}: {
  row: Pending;
  rowId: string;
  number: number;
  altError: string | undefined;
  busy: boolean;
  onChange: (change: Partial<Pending>) => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const name = row.file.name;
  const errorId = `${rowId}-error`;
  const progressId = `${rowId}-progress`;
  const { progress } = row;
  return (
    <li className={styles.photo} aria-labelledby={`${rowId}-name`}>
      {row.preview ? <img className={styles.thumb} src={row.preview} alt="" /> : <span aria-hidden="true" />}
      <div className={recordClasses.stack}>
        <h4 id={`${rowId}-name`} className={styles.photoTitle}>
          <span className={recordClasses.visuallyHidden}>Nouvelle photo {number} : </span>
          <span className={styles.fileName}>{name}</span> ({formatFileSize(row.file.size)})
        </h4>
        {row.stage !== 'refused' && (
          <div className={styles.progressLine}>
            <label htmlFor={progressId}>Envoi de « {name} »</label>
            {/* Without a value (waiting, or no size known yet): an indeterminate bar. */}
            <progress
              id={progressId}
              className={recordClasses.progress}
              max={1}
              value={
                row.stage === 'sent' ? 1 : progress && progress.total > 0 ? progress.sent / progress.total : undefined
              }
              aria-describedby={row.error ? errorId : undefined}
            />
            <span className={recordClasses.hint}>{stageText(row)}</span>
          </div>
        )}
        {row.error && (
          <p id={errorId} className={recordClasses.fieldError} role="alert">
            {row.error}
          </p>
        )}
        {row.stage !== 'refused' && (
          <>
            <TextField
              id={`${rowId}-alt`}
              label={`Texte alternatif de « ${name} »`}
              hint="Ce que montre la photo, pour les personnes qui ne la voient pas."
              required
              rows={2}
              maxLength={PHOTO_INPUT_RULES.alt.maxLength}
              value={row.alt}
              error={altError}
              onChange={(alt) => onChange({ alt })}
            />
            <TextField
              id={`${rowId}-caption`}
              label={`Légende de « ${name} »`}
              maxLength={PHOTO_INPUT_RULES.caption.maxLength}
              value={row.caption}
              onChange={(caption) => onChange({ caption })}
            />
          </>
        )}
        <div className={recordClasses.actions}>
          {row.stage === 'failed' && (
            <button
              type="button"
              className={recordClasses.secondaryButton}
              disabled={busy}
              aria-describedby={errorId}
              onClick={onRetry}
            >
              Réessayer<span className={recordClasses.visuallyHidden}> l’envoi de « {name} »</span>
            </button>
          )}
          <button type="button" className={recordClasses.dangerButton} disabled={busy} onClick={onRemove}>
            Retirer<span className={recordClasses.visuallyHidden}> « {name} » de la liste</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * New photos, several at once: files dropped on the zone or chosen together, each sent at once
 * (two at a time) with its own progress and error, then described (alternative text required,
 * caption) and added to the end of the album together, once every photo sent has its text.
 */
export function AddPhotos({ album, replace }: { album: number; replace: (record: AlbumRecord) => void }) {
  const id = useId();
  const inputId = `${id}-files`;
  const rowId = (key: number) => `${id}-photo-${key}`;
  const [rows, setRows] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  // Alternative texts are said missing once an addition was asked, not while the volunteer types.
  const [checked, setChecked] = useState(false);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [limit] = useState(() => concurrencyLimit(CONCURRENT_UPLOADS));
  const nextKey = useRef(0);
  // The rows removed while waiting their turn: their upload is not started.
  const removed = useRef(new Set<number>());
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const alive = previews.current;
    return () => alive.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  useLeaveWarning(rows.some((row) => row.stage !== 'refused'));

  const update = (key: number, change: Partial<Pending>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const send = (row: Pending) => {
    update(row.key, { stage: 'waiting', error: null, progress: null });
    void limit(async () => {
      if (removed.current.has(row.key)) return;
      update(row.key, { stage: 'sending' });
      try {
        const image = await api.uploadImage(row.file, row.file.name, (progress) => update(row.key, { progress }));
        update(row.key, { stage: 'sent', uploadId: image.id });
      } catch (failure) {
        update(row.key, {
          stage: 'failed',
          error: `L’envoi de « ${row.file.name} » a échoué : ${recordErrorMessage(failure)}`,
        });
      }
    });
  };

  const choose = (files: readonly File[]) => {
    const chosen = files.map((file): Pending => {
      const problem = imageFileProblem(file);
      const preview = problem ? null : URL.createObjectURL(file);
      if (preview) previews.current.add(preview);
      nextKey.current += 1;
      return {
        key: nextKey.current,
        file,
        preview,
        stage: problem ? 'refused' : 'waiting',
        progress: null,
        error: problem,
        uploadId: null,
        alt: '',
        caption: '',
      };
    });
    setRows((current) => [...current, ...chosen]);
    setAdded(0);
    chosen.filter((row) => row.stage === 'waiting').forEach(send);
  };

  /** The row goes (its thumbnail's URL with it); its upload, if on its way, ends unused. */
  const forget = (row: Pending) => {
    removed.current.add(row.key);
    if (row.preview) {
      URL.revokeObjectURL(row.preview);
      previews.current.delete(row.preview);
    }
    setRows((current) => current.filter((other) => other.key !== row.key));
  };

  const ready = rows.filter((row) => row.stage === 'sent');
  const altMissing = (row: Pending) => row.stage === 'sent' && row.alt.trim() === '';

  const addAll = async () => {
    setChecked(true);
    const missing = ready.filter(altMissing);
    if (missing.length > 0) {
      setErrors(
        missing.map((row) => ({
          field: `${rowId(row.key)}-alt`,
          message: `« ${row.file.name} » : le texte alternatif est obligatoire (décrivez la photo).`,
        })),
      );
      setAttempt((count) => count + 1);
      return;
    }
    setAdding(true);
    setErrors([]);
    let count = 0;
    // One after the other: each photo goes at the end, in the order they were chosen.
    for (const row of ready) {
      try {
        replace(
          await api.addAlbumPhoto(album, { uploadId: row.uploadId!, caption: row.caption.trim(), alt: row.alt.trim() }),
        );
      } catch (failure) {
        const message = `« ${row.file.name} » n’a pas été ajoutée : ${recordErrorMessage(failure)}`;
        update(row.key, { error: message });
        setErrors([{ field: `${rowId(row.key)}-alt`, message }]);
        setAttempt((attempts) => attempts + 1);
        break;
      }
      forget(row);
      count += 1;
    }
    setAdded(count);
    setChecked(false);
    setAdding(false);
  };

  const toSend = rows.filter((row) => row.stage !== 'refused').length;
  const hintId = `${id}-hint`;
  return (
    <section className={recordClasses.stack} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Ajouter des photos</h3>
      <ErrorSummary errors={errors} attempt={attempt} title="Les photos n’ont pas été ajoutées" />
      <div
        className={`${styles.dropZone} ${dragging ? styles.dropping : ''}`}
        onDragEnter={(event) => {
          if (carriesFiles(event)) setDragging(true);
        }}
        onDragOver={(event) => {
          // Accepting the drop: without this, the browser opens the file instead.
          if (carriesFiles(event)) event.preventDefault();
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          choose(Array.from(event.dataTransfer.files));
        }}
      >
        <label htmlFor={inputId} className={styles.dropLabel}>
          Choisir des photos
        </label>
        <p id={hintId} className={recordClasses.hint}>
          Glissez-déposez les photos ici, ou choisissez-en plusieurs à la fois. JPEG, PNG, WebP ou AVIF,{' '}
          {formatFileSize(IMAGE_MAX_BYTES)} au plus chacune ; elles sont envoyées dès qu’elles sont choisies.
        </p>
        <input
          id={inputId}
          className={recordClasses.fileInput}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={hintId}
          onChange={(event) => {
            choose(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
      </div>
      <p role="status" className={recordClasses.hint}>
        {[
          added > 0 ? `${added} photo${plural(added)} ajoutée${plural(added)} à la fin de l’album.` : '',
          toSend > 0
            ? `${ready.length} photo${plural(ready.length)} sur ${toSend} envoyée${plural(ready.length)}.`
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      {rows.length > 0 && (
        <>
          <ol className={styles.photos}>
            {rows.map((row, index) => (
              <PendingRow
                key={row.key}
                row={row}
                rowId={rowId(row.key)}
                number={index + 1}
                altError={checked && altMissing(row) ? ALT_REQUIRED : undefined}
                busy={adding}
                onChange={(change) => update(row.key, change)}
                onRetry={() => send(row)}
                onRemove={() => {
                  forget(row);
                  setErrors([]);
                  document.getElementById(inputId)?.focus();
                }}
              />
            ))}
          </ol>
          <div className={recordClasses.actions}>
            <button
              type="button"
              className={recordClasses.primaryButton}
              disabled={adding || ready.length === 0}
              onClick={() => void addAll()}
            >
              {adding ? 'Ajout…' : `Ajouter ${ready.length} photo${plural(ready.length)} à l’album`}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
