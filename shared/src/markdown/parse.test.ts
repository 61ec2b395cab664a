import { splitTitle } from '../contract/content';
import { parseInline, parseMarkdown, safeHref } from './parse';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, quotes and rules', () => {
    const blocks = parseMarkdown(
      '## Titre\n\nUn paragraphe\nsur deux lignes.\n\n- un\n- deux\n\n10. dix\n11. onze\n\n> cité\n\n---',
    );
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'rule']);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Un paragraphe sur deux lignes.' }],
    });
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true, start: 10 });
  });

  it('never makes a page title: # becomes a level-2 heading', () => {
    expect(parseMarkdown('# Haut')[0]).toMatchObject({ type: 'heading', level: 2 });
  });

  it('reads emphasis, code and links, keeping snake_case words intact', () => {
    expect(parseInline('**gras** et *italique* et `code` et kihon_kata')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'gras' }] },
      { type: 'text', text: ' et ' },
      { type: 'em', children: [{ type: 'text', text: 'italique' }] },
      { type: 'text', text: ' et ' },
      { type: 'code', text: 'code' },
      { type: 'text', text: ' et kihon_kata' },
    ]);
  });

  it('keeps underscores inside words as text, even when a pair could make emphasis', () => {
    expect(parseInline('dossier_kihon_kata et _vrai_')).toEqual([
      { type: 'text', text: 'dossier_kihon_kata et ' },
      { type: 'em', children: [{ type: 'text', text: 'vrai' }] },
    ]);
  });

  it('drops dangerous link targets but keeps their text', () => {
    expect(parseInline('[clic](javascript:alert`1`)')).toEqual([{ type: 'text', text: 'clic' }]);
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    // Browsers read a backslash as a slash, and drop tabs and line breaks: all of these leave the site.
    expect(safeHref('/\\evil.example/p')).toBeNull();
    expect(safeHref('\\\\evil.example')).toBeNull();
    expect(safeHref('/\t/evil.example')).toBeNull();
    expect(safeHref('/\n/evil.example')).toBeNull();
    expect(parseInline('[x](/\\evil.example/p)')).toEqual([{ type: 'text', text: 'x' }]);
    for (const href of ['/\\evil.example/p', '/\t/evil.example'])
      expect(new URL(href, 'https://www.wado-france.fr').host).toBe('evil.example');
    expect(safeHref('/news/a\\b')).toBe('/news/a\\b');
    expect(safeHref('#contact')).toBe('#contact');
    expect(safeHref('/history')).toBe('/history');
    expect(safeHref('mailto:contact@wado-france.fr')).toBe('mailto:contact@wado-france.fr');
  });
});

describe('splitTitle', () => {
  it('takes the first # line as the title', () => {
    expect(splitTitle('# Histoire\n\nTexte.')).toEqual({ title: 'Histoire', body: 'Texte.' });
    expect(splitTitle('Sans titre')).toEqual({ title: '', body: 'Sans titre' });
  });
});
