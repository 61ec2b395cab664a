import { EVENTS_CALENDAR_PATH } from '@wado/shared';

/** Links to the calendar feed: `webcal://` subscribes in calendar apps, `https://` downloads the file. */
export function calendarLinks(location: { href: string }): { subscribe: string; download: string } {
  const download = new URL(EVENTS_CALENDAR_PATH, location.href).href;
  return { download, subscribe: download.replace(/^https?:/, 'webcal:') };
}
