/**
 * An issue's e-mail, from its Markdown: a plain text version (what every mail client shows) and an
 * HTML alternative, both from the site's own parser (`parseMarkdown`), so the e-mail says what the
 * back office's preview showed. The parser never lets raw HTML through; every text and link is
 * escaped here. Links and images of the site become absolute (an e-mail has no page to be
 * relative to); an uploaded image is sent in a width that suits a phone and a 600 px column.
 * The frame around the issue (header, footer) is `template.ts`.
 */
import { frenchTypography, markdownBlocks, type Block, type Inline } from '@wado/shared/contract';
import { escapeMarkup } from '../markup';
import { uploadedJpegNear } from '../uploads';
import { EMAIL_COLOURS, EMAIL_CONTENT_WIDTH, emailDocument } from './template';

export interface IssueEmail {
  text: string;
  html: string;
}

const absolute = (href: string, publicUrl: string) =>
  href.startsWith('/') ? `${publicUrl.replace(/\/+$/, '')}${href}` : href;

/**
 * The width of file an uploaded image is sent in: sharp on a phone (twice a ~400 px screen) and
 * in the column, without the weight of the widest file.
 */
const EMAIL_IMAGE_WIDTH = 800;

/** An image as the e-mail shows it, its own block: its address made absolute, never wider than the column. */
function imageHtml(image: { src: string; alt: string }, publicUrl: string): string {
  const uploaded = uploadedJpegNear(image.src, EMAIL_IMAGE_WIDTH);
  // Another image's size is unknown: the column's width, which max-width brings down on a phone.
  const width = Math.min(uploaded?.width ?? EMAIL_CONTENT_WIDTH, EMAIL_CONTENT_WIDTH);
  const src = absolute(uploaded?.url ?? image.src, publicUrl);
  return `<img src="${escapeMarkup(src)}" alt="${escapeMarkup(image.alt)}" width="${width}" style="max-width:100%;height:auto">`;
}

/** What the text part says of an image. */
const imageText = (alt: string) => `[Image : ${alt}]`;

function inlineText(nodes: Inline[], publicUrl: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return frenchTypography(node.text);
        case 'code':
          return node.text;
        case 'strong':
        case 'em':
          return inlineText(node.children, publicUrl);
        case 'break':
          return '\n';
        case 'link': {
          const label = inlineText(node.children, publicUrl);
          const href = absolute(node.href, publicUrl).replace(/^mailto:/, '');
          return label === href ? href : `${label} (${href})`;
        }
        case 'image':
          return imageText(node.alt);
      }
    })
    .join('');
}

function blockText(block: Block, publicUrl: string): string {
  switch (block.type) {
    case 'heading': {
      const title = inlineText(block.children, publicUrl);
      return block.level === 2 ? `${title.toUpperCase()}` : title;
    }
    case 'paragraph':
      return inlineText(block.children, publicUrl);
    case 'image':
      return imageText(block.alt);
    case 'rule':
      return '────────';
    case 'quote':
      return block.children
        .map((child) => blockText(child, publicUrl))
        .join('\n\n')
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'list':
      return block.items
        .map((item, index) => `${block.ordered ? `${block.start + index}.` : '-'} ${inlineText(item, publicUrl)}`)
        .join('\n');
  }
}

const link = (href: string, label: string, publicUrl: string) =>
  `<a href="${escapeMarkup(absolute(href, publicUrl))}" style="color:${EMAIL_COLOURS.link}">${label}</a>`;

function inlineHtml(nodes: Inline[], publicUrl: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeMarkup(frenchTypography(node.text));
        case 'code':
          return `<code>${escapeMarkup(node.text)}</code>`;
        case 'strong':
          return `<strong>${inlineHtml(node.children, publicUrl)}</strong>`;
        case 'em':
          return `<em>${inlineHtml(node.children, publicUrl)}</em>`;
        case 'break':
          return '<br>';
        case 'link':
          return link(node.href, inlineHtml(node.children, publicUrl), publicUrl);
        case 'image':
          // Inside a sentence, as on the site: a link to the picture, named by its alt text.
          return link(node.src, escapeMarkup(node.alt || node.src), publicUrl);
      }
    })
    .join('');
}

/** Between blocks: mail clients' own margins differ. */
const MARGIN = 'margin:0 0 16px';

function blockHtml(block: Block, publicUrl: string): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level} style="margin:24px 0 12px;color:${EMAIL_COLOURS.primary};line-height:1.25">${inlineHtml(block.children, publicUrl)}</h${block.level}>`;
    case 'paragraph':
      return `<p style="${MARGIN}">${inlineHtml(block.children, publicUrl)}</p>`;
    case 'image':
      return `<p style="${MARGIN}">${imageHtml(block, publicUrl)}</p>`;
    case 'rule':
      return `<hr style="border:0;border-top:1px solid ${EMAIL_COLOURS.border};margin:24px 0">`;
    case 'quote':
      return `<blockquote style="${MARGIN};padding-left:1em;border-left:3px solid ${EMAIL_COLOURS.quote}">${block.children.map((child) => blockHtml(child, publicUrl)).join('')}</blockquote>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
      return `<${tag}${start}>${block.items.map((item) => `<li>${inlineHtml(item, publicUrl)}</li>`).join('')}</${tag}>`;
    }
  }
}

/** Why the reader gets it, and how to stop: the last lines of every issue. */
const FOOTER = 'Vous recevez cette lettre parce que votre adresse est inscrite à la newsletter de notre site.';

/** The hidden preview is the first paragraph's text, cut at a word near this length. */
const PREVIEW_LENGTH = 140;

/** The first words of the letter, for the line mail clients show under its subject. */
function previewOf(blocks: readonly Block[], publicUrl: string): string {
  const first = blocks.find((block) => block.type === 'paragraph');
  const text = first ? blockText(first, publicUrl).replace(/\s+/g, ' ').trim() : '';
  if (text.length <= PREVIEW_LENGTH) return text;
  const cut = text.slice(0, PREVIEW_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : PREVIEW_LENGTH)}…`;
}

export function renderIssueEmail(
  issue: { subject: string; body: string },
  { publicUrl, unsubscribeUrl, siteName }: { publicUrl: string; unsubscribeUrl: string; siteName: string },
): IssueEmail {
  // Parsed once for the issue, not once per recipient.
  const blocks = markdownBlocks(issue.body);
  const text = [
    ...blocks.map((block) => blockText(block, publicUrl)),
    '──',
    `${FOOTER}\nPour vous désinscrire : ${unsubscribeUrl}`,
  ].join('\n\n');
  const html = emailDocument({
    subject: issue.subject,
    preview: previewOf(blocks, publicUrl),
    siteName,
    siteUrl: absolute('/', publicUrl),
    body: blocks.map((block) => blockHtml(block, publicUrl)).join(''),
    footer: FOOTER,
    unsubscribeUrl,
  });
  return { text, html };
}
