/**
 * iCalendar (RFC 5545) for all-day events: CRLF line ends, lines folded at 75 octets (never inside
 * a UTF-8 character), text values escaped (`\\`, `;`, `,`, new lines).
 */
import type { Selectable } from 'kysely';
import { EVENT_KIND_LABELS, type EventKind } from '@wado/shared/contract';
import type { MediaTables } from '../tables';

/** The columns of an event row that its calendar entry shows. */
export type CalendarEvent = Pick<
  Selectable<MediaTables['events']>,
  | 'slug'
  | 'title'
  | 'kind'
  | 'start_date'
  | 'end_date'
  | 'place'
  | 'city'
  | 'address'
  | 'summary'
  | 'description'
  | 'registration_url'
  | 'updated_at'
>;

/** Control characters a TEXT value may not hold (RFC 5545 §3.3.11); line breaks are handled apart. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function escapeText(value: string): string {
  // Every line break (CRLF, LF, or a lone CR, which some readers take as a line end) becomes `\n`:
  // stored text can never start a new line, hence never a new property.
  return value
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line: at most 75 octets per physical line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuation lines 74 plus their leading space.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** Markdown to plain text for calendar descriptions: `[label](url)` → `label (url)`, no emphasis marks. */
export function plainText(markdown: string, origin: string): string {
  return markdown
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)\)/g,
      (_match, label: string, href: string) => `${label} (${href.startsWith('/') ? origin + href : href})`,
    )
    .replace(/\*\*|__/g, '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_]/g, '$1$2')
    .replace(/^#+\s*/gm, '')
    .trim();
}

const compactDate = (day: string) => day.replace(/-/g, '');
const compactStamp = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The day after `YYYY-MM-DD`: DTEND of an all-day event is exclusive. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function vevent(event: CalendarEvent, origin: string): string[] {
  const page = `${origin}/event/${event.slug}`;
  const description = [
    event.summary,
    plainText(event.description, origin),
    event.registration_url ? `Inscription : ${event.registration_url}` : '',
    `Détails : ${page}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    'BEGIN:VEVENT',
    `UID:${event.slug}@wado-france.fr`,
    `DTSTAMP:${compactStamp(event.updated_at)}`,
    `LAST-MODIFIED:${compactStamp(event.updated_at)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.start_date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(event.end_date))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText([event.place, event.address].filter(Boolean).join(', '))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `CATEGORIES:${escapeText(EVENT_KIND_LABELS[event.kind as EventKind] ?? event.kind)}`,
    `URL:${page}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR (one event for a `.ics` file, every event for the subscribable feed). */
export function calendar(events: CalendarEvent[], origin: string, name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wado France//Calendrier des evenements//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-PUBLISHED-TTL:PT12H',
    ...events.flatMap((event) => vevent(event, origin)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
