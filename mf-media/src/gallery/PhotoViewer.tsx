import { MediaImg } from '@wado/shared';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Photo } from '@wado/shared';
import styles from './gallery.module.css';

/** A horizontal move longer than this (in CSS pixels) is a swipe to the next or previous photo. */
export const SWIPE_DISTANCE = 50;

/**
 * The photo viewer: a modal dialog that shows one photo large. ←/→ and the buttons move between
 * photos, a horizontal swipe too; Escape and the close button close it, and the focus goes back
 * to the thumbnail that opened it. Tab stays inside the dialog while it is open.
 */
export function PhotoViewer({
  photos,
  index,
  albumTitle,
  onIndexChange,
  onClose,
}: {
  photos: Photo[];
  index: number;
  albumTitle: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  const photo = photos[index]!;
  const count = photos.length;
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);

  // Focus in on open, back to where it was on close; the page behind does not scroll.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'Tab' && dialog.current) {
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_DISTANCE) next();
    else if (distance >= SWIPE_DISTANCE) previous();
  };

  return (
    <div
      ref={dialog}
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={`${albumTitle} : photo ${index + 1} sur ${count}`}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
    >
      <div className={styles.viewerBar}>
        <span className={styles.counter} aria-live="polite">
          Photo {index + 1} sur {count}
        </span>
        <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
          Fermer <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className={styles.stage}>
        <button
          type="button"
          className={`${styles.control} ${styles.prev}`}
          onClick={previous}
          aria-label="Photo précédente"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <figure className={styles.figure}>
          <MediaImg image={photo.image} className={styles.large} draggable={false} />
          <figcaption>{photo.caption}</figcaption>
        </figure>
        <button type="button" className={`${styles.control} ${styles.next}`} onClick={next} aria-label="Photo suivante">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
