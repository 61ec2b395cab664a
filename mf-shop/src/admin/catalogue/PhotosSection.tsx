import { useId, useState } from 'react';
import { api, type ImageRef, type ShopAdminItem } from '@wado/shared';
import { adminClasses, altFieldId, ConfirmButton, ImageField, imageErrors } from '@wado/shared/admin';
import type { Act } from './SizesSection';
import styles from './catalogue.module.css';

/**
 * The photos of an article, in order (the first one is the catalogue's): send an image (processed
 * by the server in AVIF, WebP and JPEG), describe it, add it; move one first, remove one.
 */
export function PhotosSection({ item, act }: { item: ShopAdminItem; act: Act }) {
  const id = useId();
  const fieldId = `${id}-photo`;
  const [chosen, setChosen] = useState<ImageRef | null>(null);
  const [altError, setAltError] = useState<string | undefined>(undefined);
  // A new field after each addition: it forgets the preview of the photo just added.
  const [round, setRound] = useState(0);

  const add = async () => {
    const problems = imageErrors(fieldId, 'Photo', chosen, true);
    const problem = problems.find((entry) => entry.field === altFieldId(fieldId)) ?? problems[0];
    setAltError(problem?.message);
    if (!chosen || problem) return;
    try {
      await act(
        () => api.addShopImage(item.id, { uploadId: chosen.uploadId, alt: chosen.alt.trim() }),
        'La photo a été ajoutée.',
      );
      setChosen(null);
      setRound((value) => value + 1);
    } catch {
      // The message is shown above.
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Photos</h2>
      {item.images.length === 0 ? (
        <p>Aucune photo : ajoutez-en au moins une avant de mettre l’article en vente.</p>
      ) : (
        <ol className={styles.photos}>
          {item.images.map((image, index) => (
            <li key={image.id} className={styles.photo}>
              <img src={image.url} alt={image.alt} width={image.width ?? 400} height={image.height ?? 400} />
              <p>{index === 0 ? 'Photo principale' : `Vue ${index + 1}`}</p>
              <div className={styles.rowActions}>
                {index > 0 && (
                  <button
                    type="button"
                    className={adminClasses.secondary}
                    onClick={() =>
                      void act(
                        () => api.updateShopImage(item.id, image.id, { alt: image.alt, position: 0 }),
                        'La photo est désormais la principale.',
                      ).catch(() => {})
                    }
                  >
                    Mettre en premier<span className={adminClasses.visuallyHidden}> : {image.alt}</span>
                  </button>
                )}
                <ConfirmButton
                  label={`Retirer la photo ${index + 1}`}
                  question="Retirer cette photo de l’article ?"
                  confirmLabel="Retirer"
                  onConfirm={() =>
                    act(() => api.deleteShopImage(item.id, image.id), 'La photo a été retirée.').catch(() => {})
                  }
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <ImageField
        key={round}
        id={fieldId}
        label="Ajouter une photo"
        value={chosen}
        altError={altError}
        onChange={setChosen}
        hint="Une photo carrée d’au moins 800 pixels de côté rend le mieux."
      />
      {chosen && (
        <div className={adminClasses.actions}>
          <button type="button" className={adminClasses.primary} onClick={() => void add()}>
            Ajouter la photo à l’article
          </button>
        </div>
      )}
    </section>
  );
}
