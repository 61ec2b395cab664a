import { useState, type ChangeEvent } from 'react';
import { api, type ImageRef, type UploadedImage } from '@wado/shared';
import { formatFileSize } from '../../contract/documents';
import { IMAGE_MAX_BYTES } from '../../contract/media';
import { errorMessage } from './errors';
import { TextField } from './fields';
import styles from './records.module.css';

/** The image formats the server takes (SVG is refused: it can carry scripts). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * Why the server would refuse this file, said before it is sent (its type, its weight), or null.
 * The server checks again: its own limit (UPLOAD_MAX_BYTES) may be lower.
 */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return `« ${file.name} » n’est pas une image acceptée : choisissez un fichier JPEG, PNG, WebP ou AVIF (le SVG est refusé).`;
  if (file.size > IMAGE_MAX_BYTES)
    return `« ${file.name} » est trop lourde (${formatFileSize(file.size)}) : ${formatFileSize(IMAGE_MAX_BYTES)} au plus. Réduisez-la avant de l’envoyer.`;
  return null;
}

/** The size of an image as shown beside its field. */
export interface ImagePreview {
  url: string;
  width: number;
  height: number;
}

/** The id of the alternative text's field of an image field: the error summary links to it. */
export const altFieldId = (id: string) => `${id}-alt`;

/** The errors of an image field before saving: an image without its alternative text. */
export function imageErrors(id: string, label: string, value: ImageRef | null, required = false) {
  if (!value) return required ? [{ field: id, message: `${label} : choisissez une image.` }] : [];
  return value.alt.trim() === ''
    ? [{ field: altFieldId(id), message: `${label} : le texte alternatif est obligatoire (décrivez l’image).` }]
    : [];
}

/** « 2,4 Mo » */
function fileSize(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} Mo`
    : `${Math.max(1, Math.round(bytes / 1000))} ko`;
}

/**
 * An image of a record: choose a file, which is sent at once to `/api/admin/uploads` (progress and
 * French errors shown), then its alternative text (required), a preview, and a way to remove it.
 * The value is the record's `ImageRef` (`{uploadId, alt}`) or null.
 */
export function ImageField({
  id,
  label,
  value,
  onChange,
  preview,
  required = false,
  error,
  altError,
  hint,
}: {
  id: string;
  label: string;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
  /** The image the record had when loaded (its URL is not part of the record). */
  preview?: ImagePreview | null;
  required?: boolean;
  /** An error of the image itself (none chosen when required). */
  error?: string | undefined;
  /** An error of its alternative text. */
  altError?: string | undefined;
  hint?: string;
}) {
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [sending, setSending] = useState<{ name: string; size: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setUploadError(problem);
      input.value = '';
      return;
    }
    setSending({ name: file.name, size: file.size });
    try {
      const image = await api.uploadImage(file, file.name);
      setUploaded(image);
      onChange({ uploadId: image.id, alt: value?.alt ?? '' });
    } catch (failure) {
      setUploadError(`L’envoi de « ${file.name} » a échoué : ${errorMessage(failure)}`);
    } finally {
      setSending(null);
      input.value = '';
    }
  };

  const shown: ImagePreview | null | undefined =
    value && uploaded?.id === value.uploadId ? uploaded : value ? preview : null;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', uploadError ? `${id}-upload-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className={`${styles.fieldset} ${error ? styles.fieldInvalid : ''}`}>
      <legend>
        {label}
        {required && <span className={styles.required}> (obligatoire)</span>}
      </legend>
      <div className={styles.imageBox}>
        {value &&
          (shown ? (
            <img
              className={styles.preview}
              src={shown.url}
              width={shown.width}
              height={shown.height}
              alt={value.alt.trim() ? `Aperçu : ${value.alt}` : 'Aperçu de l’image choisie'}
            />
          ) : (
            <p className={styles.meta}>Image n° {value.uploadId} choisie.</p>
          ))}
        {hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id}>
            {value ? 'Remplacer l’image' : 'Choisir une image'}
          </label>
          <p className={styles.hint}>JPEG, PNG, WebP ou AVIF ; l’image est envoyée dès qu’elle est choisie.</p>
          <input
            id={id}
            className={styles.fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={sending !== null}
            aria-invalid={error || uploadError ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => void choose(event)}
          />
        </div>
        <div aria-live="polite">
          {sending && (
            <p className={styles.stack}>
              <span>
                Envoi de « {sending.name} » ({fileSize(sending.size)}) en cours…
              </span>
              <progress className={styles.progress} aria-label={`Envoi de « ${sending.name} »`} />
            </p>
          )}
        </div>
        {uploadError && (
          <p id={`${id}-upload-error`} className={styles.fieldError} role="alert">
            {uploadError}
          </p>
        )}
        {value && (
          <>
            <TextField
              id={altFieldId(id)}
              label="Texte alternatif"
              required
              rows={2}
              maxLength={300}
              hint="Décrivez ce que montre l’image pour les personnes qui ne la voient pas (lu par les lecteurs d’écran)."
              value={value.alt}
              error={altError}
              onChange={(alt) => onChange({ ...value, alt })}
            />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => {
                  onChange(null);
                  document.getElementById(id)?.focus();
                }}
              >
                Retirer l’image
              </button>
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
}
