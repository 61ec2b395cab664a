import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { markdownBlocks, type Block, type Inline } from './parse';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
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
          <a key={index} href={node.href} {...(/^https?:/.test(node.href) ? { rel: 'noopener noreferrer' } : {})}>
            {renderInline(node.children)}
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
