import { useCallback, useRef, useState } from 'react';
import { nearParameter } from '@wado/shared';

/** Where « autour de moi » stands. */
export type VisitorPosition =
  | { status: 'idle' }
  | { status: 'asking' }
  /** `near`: the position as the API takes it, rounded to about a kilometre. */
  | { status: 'located'; near: string }
  | { status: 'refused' }
  | { status: 'unavailable' }
  | { status: 'unsupported' };

/** `GeolocationPositionError.PERMISSION_DENIED` */
const PERMISSION_DENIED = 1;

/**
 * The visitor's position, asked of the browser only when `locate` is called (a click), kept in
 * this component's state only (never in the URL, never stored), rounded before it is kept at all.
 * `forget` drops it, and an answer that arrives after it is ignored.
 */
export function useVisitorPosition(): { position: VisitorPosition; locate: () => void; forget: () => void } {
  const [position, setPosition] = useState<VisitorPosition>({ status: 'idle' });
  const attempt = useRef(0);

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    attempt.current += 1;
    if (!geolocation) {
      setPosition({ status: 'unsupported' });
      return;
    }
    const current = attempt.current;
    setPosition({ status: 'asking' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (current === attempt.current) setPosition({ status: 'located', near: nearParameter(coords) });
      },
      (error) => {
        if (current === attempt.current)
          setPosition({ status: error.code === PERMISSION_DENIED ? 'refused' : 'unavailable' });
      },
      // A town's precision is enough: no GPS fix, a recent position will do.
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 600_000 },
    );
  }, []);

  const forget = useCallback(() => {
    attempt.current += 1;
    setPosition({ status: 'idle' });
  }, []);

  return { position, locate, forget };
}
