import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { frenchTypography } from '../format/typography';
import { markdownBlocks, type Block, type Inline } from './parse';
import styles from './Markdown.module.css';

/** Only external addresses get `rel`: the site's own need nothing. */
const external = (href: string) => (/^https?:/.test(href) ? { rel: 'noopener noreferrer' } : {});

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        // No line starts with « : » nor ends with « « »: the spaces French puts there do not break.
        return <Fragment key={index}>{frenchTypography(node.text)}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'break':
        return <br key={index} />;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href} {...external(node.href)}>
            {renderInline(node.children)}
          </a>
        );
      case 'image':
        // Inside a sentence, a link to the picture (a plain `<a>`: a file, not a route of the site).
        return (
          <a key={index} href={node.src} {...external(node.src)}>
            {node.alt || node.src}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return <Tag key={index}>{renderInline(block.children)}</Tag>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'rule':
      return <hr key={index} />;
    case 'image':
      // Its size is not known here (the text holds only its address): the page makes room when it loads.
      return (
        <p key={index}>
          <img className={styles.image} src={block.src} alt={block.alt} loading="lazy" decoding="async" />
        </p>
      );
    case 'quote':
      return <blockquote key={index}>{block.children.map(renderBlock)}</blockquote>;
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={index} {...(block.ordered && block.start !== 1 ? { start: block.start } : {})}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </Tag>
      );
    }
  }
}

/** Renders Markdown as React elements: text is always escaped, raw HTML is never interpreted. */
export function Markdown({ source }: { source: string }) {
  return <>{markdownBlocks(source).map(renderBlock)}</>;
}
