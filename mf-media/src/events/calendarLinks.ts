import { EVENTS_CALENDAR_PATH } from '@wado/shared';

/** Links to the calendar feed: `webcal://` subscribes in calendar apps, `https://` downloads the file. */
export function calendarLinks(location: { href: string }): { subscribe: string; download: string } {
  const download = new URL(EVENTS_CALENDAR_PATH, location.href).href;
  return { download, subscribe: download.replace(/^https?:/, 'webcal:') };
}

const dayPart = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', timeZone: 'UTC' });
const monthPart = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });

/** « 12 » and « déc. » for the date block of an event card. */
export function dateBlock(day: string): { day: string; month: string } {
  const date = new Date(`${day}T00:00:00Z`);
  return { day: dayPart.format(date), month: monthPart.format(date).replace('.', '') };
}
