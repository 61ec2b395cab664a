import { SELECTION_LIMITS, type ImageRef, type MediaImage } from '@wado/shared';
import { altFieldId, ImageField, NumberField } from '@wado/shared/admin';

/**
 * The last fields of a coach's and of a competitor's form: the portrait (an upload; without one,
 * the page keeps the portrait delivered with the site) and the order on the team's page.
 */
export function PortraitAndOrderFields({
  fieldId,
  error,
  portrait,
  shown,
  position,
  positionHint,
  onPortrait,
  onPosition,
}: {
  fieldId: (name: string) => string;
  error: (fieldId: string) => string | undefined;
  portrait: ImageRef | null;
  /** The portrait the page shows today (null for a new record). */
  shown: MediaImage | undefined;
  position: number | null;
  /** « … vide pour un nouvel entraîneur : après les autres. » */
  positionHint: string;
  onPortrait: (portrait: ImageRef | null) => void;
  onPosition: (position: number | null) => void;
}) {
  return (
    <>
      <ImageField
        id={fieldId('portrait')}
        label="Portrait"
        hint="Sans portrait envoyé, la page garde celui d’origine."
        value={portrait}
        preview={shown}
        error={error(fieldId('portrait'))}
        altError={error(altFieldId(fieldId('portrait')))}
        onChange={onPortrait}
      />
      <NumberField
        id={fieldId('position')}
        label="Ordre sur la page"
        hint={positionHint}
        min={0}
        max={SELECTION_LIMITS.maxPosition}
        value={position}
        error={error(fieldId('position'))}
        onChange={onPosition}
      />
    </>
  );
}
