import type { ImageRef, MediaImage } from '@wado/shared';
import { altFieldId, ImageField, NumberField, type SchemaFields } from '@wado/shared/admin';

/** What a coach and a competitor share: a portrait and an order on the team's page. */
interface PortraitAndOrder {
  portrait: ImageRef | null;
  position: number | null;
}

/**
 * The last fields of a coach's and of a competitor's form: the portrait (an upload; without one,
 * the page keeps the portrait delivered with the site) and the order on the team's page. Their
 * props (label, error, range) come from the form's schema.
 */
export function PortraitAndOrderFields({
  fields,
  fieldId,
  error,
  portrait,
  shown,
  position,
  positionHint,
  onPortrait,
  onPosition,
}: {
  fields: SchemaFields<PortraitAndOrder>;
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
        {...fields.field('portrait')}
        hint="Sans portrait envoyé, la page garde celui d’origine."
        value={portrait}
        preview={shown}
        altError={error(altFieldId(fieldId('portrait')))}
        onChange={onPortrait}
      />
      <NumberField {...fields.number('position')} hint={positionHint} value={position} onChange={onPosition} />
    </>
  );
}
