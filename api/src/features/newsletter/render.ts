/**
 * An issue's e-mail, from its Markdown: a plain text version (what every mail client shows) and an
 * HTML alternative, both from the site's own parser (`parseMarkdown`), so the e-mail says what the
 * back office's preview showed. The parser never lets raw HTML through; every text and link is
 * escaped here. Links to the site become absolute (an e-mail has no page to be relative to).
 */
import { markdownBlocks, type Block, type Inline } from '@wado/shared/contract';
import { escapeMarkup } from '../markup';

export interface IssueEmail {
  text: string;
  html: string;
}

const absolute = (href: string, publicUrl: string) =>
  href.startsWith('/') ? `${publicUrl.replace(/\/+$/, '')}${href}` : href;

function inlineText(nodes: Inline[], publicUrl: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
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

function inlineHtml(nodes: Inline[], publicUrl: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeMarkup(node.text);
        case 'code':
          return `<code>${escapeMarkup(node.text)}</code>`;
        case 'strong':
          return `<strong>${inlineHtml(node.children, publicUrl)}</strong>`;
        case 'em':
          return `<em>${inlineHtml(node.children, publicUrl)}</em>`;
        case 'break':
          return '<br>';
        case 'link':
          return `<a href="${escapeMarkup(absolute(node.href, publicUrl))}" style="color:#1d2a5c">${inlineHtml(node.children, publicUrl)}</a>`;
      }
    })
    .join('');
}

function blockHtml(block: Block, publicUrl: string): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level} style="color:#1d2a5c;line-height:1.25">${inlineHtml(block.children, publicUrl)}</h${block.level}>`;
    case 'paragraph':
      return `<p>${inlineHtml(block.children, publicUrl)}</p>`;
    case 'rule':
      return '<hr>';
    case 'quote':
      return `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #c9cde0">${block.children.map((child) => blockHtml(child, publicUrl)).join('')}</blockquote>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
      return `<${tag}${start}>${block.items.map((item) => `<li>${inlineHtml(item, publicUrl)}</li>`).join('')}</${tag}>`;
    }
  }
}

/** Why the reader gets it, and how to stop: the last lines of every issue. */
const FOOTER = 'Vous recevez cette lettre parce que votre adresse est inscrite à la newsletter de notre site.';

export function renderIssueEmail(
  issue: { subject: string; body: string },
  { publicUrl, unsubscribeUrl }: { publicUrl: string; unsubscribeUrl: string },
): IssueEmail {
  // Parsed once for the issue, not once per recipient.
  const blocks = markdownBlocks(issue.body);
  const text = [
    ...blocks.map((block) => blockText(block, publicUrl)),
    '──',
    `${FOOTER}\nPour vous désinscrire : ${unsubscribeUrl}`,
  ].join('\n\n');
  const html =
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeMarkup(issue.subject)}</title></head>` +
    '<body style="margin:0;padding:0;background:#ffffff">' +
    '<div style="max-width:36rem;margin:0 auto;padding:1rem;font-family:system-ui,sans-serif;line-height:1.6;color:#1b1c21">' +
    blocks.map((block) => blockHtml(block, publicUrl)).join('') +
    `<hr><p style="font-size:0.875rem;color:#4a4d57">${escapeMarkup(FOOTER)} ` +
    `<a href="${escapeMarkup(unsubscribeUrl)}" style="color:#1d2a5c">Se désinscrire</a></p>` +
    '</div></body></html>';
  return { text, html };
}
