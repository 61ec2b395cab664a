/**
 * The frame of a newsletter e-mail: a header with the site's name on its colours, the issue, then
 * a footer with the unsubscribe link. Built as mail clients read HTML: nested tables, every style
 * inline (no style sheet, no web font, no class), a 600 px column that narrows on a phone.
 */
import { escapeMarkup } from '../markup';

/**
 * The site's colours, as `shell/src/styles/global.css` declares them (`--color-primary`,
 * `--color-accent`…): an e-mail reads no style sheet, so they are written here, once.
 */
export const EMAIL_COLOURS = {
  primary: '#1d2a5c',
  accent: '#c8372d',
  text: '#1b1c21',
  muted: '#545866',
  surface: '#f6f5f1',
  border: '#d9dbe3',
  link: '#1f4fa3',
  quote: '#c9cde0',
} as const;

/** The site's fonts (`--font-body`) without any to download. */
export const EMAIL_FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** Width of the column, and of its content between the paddings: the widest an image is shown. */
const COLUMN_WIDTH = 600;
const PADDING = 24;
export const EMAIL_CONTENT_WIDTH = COLUMN_WIDTH - 2 * PADDING;

/** A table that only lays out (screen readers skip it). */
const table = (attributes: string, rows: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" ${attributes}>${rows}</table>`;

export interface EmailFrame {
  subject: string;
  /** What mail clients show after the subject in the list of messages: hidden in the e-mail. */
  preview: string;
  siteName: string;
  siteUrl: string;
  /** HTML of the issue, already escaped. */
  body: string;
  /** Text of the footer, and where « Se désinscrire » goes. */
  footer: string;
  unsubscribeUrl: string;
}

export function emailDocument(frame: EmailFrame): string {
  const font = `font-family:${EMAIL_FONT}`;
  const preview = frame.preview
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeMarkup(frame.preview)}</div>`
    : '';
  const header =
    `<tr><td style="background:${EMAIL_COLOURS.primary};border-bottom:4px solid ${EMAIL_COLOURS.accent};padding:20px ${PADDING}px;${font};font-size:22px;line-height:1.3;font-weight:700">` +
    `<a href="${escapeMarkup(frame.siteUrl)}" style="color:#ffffff;text-decoration:none">${escapeMarkup(frame.siteName)}</a>` +
    '</td></tr>';
  const body = `<tr><td style="padding:${PADDING}px;${font};font-size:16px;line-height:1.6;color:${EMAIL_COLOURS.text}">${frame.body}</td></tr>`;
  const footer =
    `<tr><td style="padding:16px ${PADDING}px;border-top:1px solid ${EMAIL_COLOURS.border};${font};font-size:14px;line-height:1.5;color:${EMAIL_COLOURS.muted}">` +
    `${escapeMarkup(frame.footer)} <a href="${escapeMarkup(frame.unsubscribeUrl)}" style="color:${EMAIL_COLOURS.primary}">Se désinscrire</a>` +
    '</td></tr>';
  const column = table(
    `width="${COLUMN_WIDTH}" style="width:100%;max-width:${COLUMN_WIDTH}px;background:#ffffff;border:1px solid ${EMAIL_COLOURS.border}"`,
    header + body + footer,
  );
  return (
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">' +
    `<title>${escapeMarkup(frame.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${EMAIL_COLOURS.surface}">${preview}` +
    table(
      `width="100%" style="background:${EMAIL_COLOURS.surface}"`,
      `<tr><td align="center" style="padding:16px 8px">${column}</td></tr>`,
    ) +
    '</body></html>'
  );
}
