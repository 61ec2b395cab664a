import fc from 'fast-check';
import { splitTitle } from '../contract/content';
import {
  altTextProblem,
  imagesWithoutAlt,
  markdownBlocks,
  parseInline,
  parseMarkdown,
  readHeading,
  safeHref,
  safeImageSrc,
  type Block,
  type ParseMeter,
} from './parse';

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

  it('checks the scheme at the start of the target only', () => {
    // A scheme allowed later in the target does not make the target safe.
    expect(safeHref('javascript:alert(1)//https://exemple.fr')).toBeNull();
    expect(safeHref('data:text/html,mailto:x')).toBeNull();
    expect(safeHref('xhttps://exemple.fr')).toBeNull();
    expect(parseInline('[clic](javascript:alert(1)//https://exemple.fr)')).toEqual([
      { type: 'text', text: 'clic' },
      { type: 'text', text: '//https://exemple.fr)' },
    ]);
    expect(safeHref('HTTPS://exemple.fr/page')).toBe('HTTPS://exemple.fr/page');
    expect(safeHref('tel:+33102030405')).toBe('tel:+33102030405');
  });

  it('reads a heading by hand as the pattern did: closing # and spaces dropped, seven # is text', () => {
    expect(readHeading('## Titre ##  ')).toEqual({ hashes: 2, title: 'Titre' });
    expect(readHeading('# a # b #')).toEqual({ hashes: 1, title: 'a # b' });
    expect(readHeading('#\tonglet')).toEqual({ hashes: 1, title: 'onglet' });
    expect(readHeading('# ')).toEqual({ hashes: 1, title: '' });
    expect(readHeading('#titre')).toBeNull();
    expect(readHeading('####### sept')).toBeNull();
    expect(readHeading(' # retrait')).toBeNull();
  });

  it('keeps quotes nested four deep at most, the rest as text', () => {
    const depth = (blocks: readonly Block[]): number =>
      Math.max(0, ...blocks.map((block) => (block.type === 'quote' ? 1 + depth(block.children) : 0)));
    expect(depth(parseMarkdown('> > un'))).toBe(2);
    const deep = parseMarkdown(`${'>'.repeat(40_000)} fin`);
    expect(depth(deep)).toBe(4);
    expect(JSON.stringify(deep)).toContain(`${'>'.repeat(40_000 - 4)} fin`);
  });
});

describe('images', () => {
  it('reads an image on a line of its own as a block, its alt text kept as plain text', () => {
    expect(parseMarkdown('Avant.\n![Photo du **stage**](/media/uploads/abc-1920.jpg)\nAprès.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Avant.' }] },
      { type: 'image', src: '/media/uploads/abc-1920.jpg', alt: 'Photo du stage' },
      { type: 'paragraph', children: [{ type: 'text', text: 'Après.' }] },
    ]);
    expect(parseMarkdown('  ![Le dojo](https://exemple.fr/dojo.jpg)  ')).toEqual([
      { type: 'image', src: 'https://exemple.fr/dojo.jpg', alt: 'Le dojo' },
    ]);
    expect(parseMarkdown('> ![Cité](/media/a.jpg)')).toEqual([
      { type: 'quote', children: [{ type: 'image', src: '/media/a.jpg', alt: 'Cité' }] },
    ]);
  });

  it('keeps an image inside a sentence inline (renderers show a link to it), never a block', () => {
    expect(parseMarkdown('Voir ![le plan](/media/plan.jpg) avant de venir.')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Voir ' },
          { type: 'image', src: '/media/plan.jpg', alt: 'le plan' },
          { type: 'text', text: ' avant de venir.' },
        ],
      },
    ]);
    // Two images on one line are a sentence of images, not a picture.
    expect(parseMarkdown('![a](/a.jpg) ![b](/b.jpg)')[0]?.type).toBe('paragraph');
    // Escaped, it is the text and a link, as before.
    expect(parseInline('\\![x](/a.jpg)')).toEqual([
      { type: 'text', text: '!' },
      { type: 'link', href: '/a.jpg', children: [{ type: 'text', text: 'x' }] },
    ]);
  });

  it('shows an image from anywhere but the site or https: as its alt text, never as an image', () => {
    for (const src of [
      'javascript:alert`1`',
      'data:image/png;base64,AAAA',
      'http://exemple.fr/a.jpg',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'mailto:a@exemple.fr',
      '#ancre',
    ]) {
      expect(safeImageSrc(src)).toBeNull();
      expect(parseMarkdown(`![Photo](${src})`)).toEqual([
        { type: 'paragraph', children: [{ type: 'text', text: 'Photo' }] },
      ]);
      expect(parseInline(`Voir ![Photo](${src}).`)).toEqual([
        { type: 'text', text: 'Voir ' },
        { type: 'text', text: 'Photo' },
        { type: 'text', text: '.' },
      ]);
    }
    expect(safeImageSrc('/media/uploads/abc-640.jpg')).toBe('/media/uploads/abc-640.jpg');
    expect(safeImageSrc('HTTPS://exemple.fr/a.jpg')).toBe('HTTPS://exemple.fr/a.jpg');
  });

  it('flags the images without alt text, in blocks and in sentences, each once', () => {
    const body =
      '![](/media/uploads/a-960.jpg)\n\n![   ](/media/b.jpg)\n\n- un **![](/media/c.jpg)**\n\n> ![](/media/uploads/a-960.jpg)\n\n![Bien](/media/d.jpg)';
    expect(parseMarkdown(body)[0]).toEqual({ type: 'image', src: '/media/uploads/a-960.jpg', alt: '' });
    expect(imagesWithoutAlt(body)).toEqual(['/media/uploads/a-960.jpg', '/media/b.jpg', '/media/c.jpg']);
    expect(imagesWithoutAlt('![Bien](/media/d.jpg) et [un lien](/x)')).toEqual([]);
    // An unsafe image is no image: nothing to describe.
    expect(imagesWithoutAlt('![](javascript:alert(1))')).toEqual([]);
  });

  it('says in French which images lack alt text, or nothing', () => {
    expect(altTextProblem('![Bien](/media/d.jpg)')).toBeNull();
    expect(altTextProblem('![](/media/a.jpg)')).toBe(
      'L’image « /media/a.jpg » n’a pas de texte de remplacement : écrivez entre les crochets ce que montre chaque image, par exemple ![Photo du stage](/media/a.jpg). C’est ce que lisent les abonnés qui ne voient pas les images.',
    );
    expect(altTextProblem(['a', 'b', 'c', 'd', 'e'].map((name) => `![](/${name}.jpg)`).join('\n\n'))).toMatch(
      /^Les images « \/a\.jpg », « \/b\.jpg », « \/c\.jpg » et 2 autres n’ont pas de texte de remplacement : /,
    );
  });
});

describe('parseMarkdown on any input', () => {
  /** What an attacker repeats: unclosed delimiters, long runs of spaces, nesting, separators. */
  const UNITS = [
    '[',
    ']',
    '(',
    ')',
    '*',
    '**',
    '_',
    '__',
    '`',
    '\\',
    '#',
    '# ',
    '>',
    '> ',
    '- ',
    '1. ',
    ' ',
    '\t',
    '\n',
    '\u2028',
    'a',
    '[a](',
    '](',
    '[a]',
    '(/p',
    '**a',
    '_a',
    '*a ',
    ' #',
    '---',
    'http://',
    '!',
    '![',
    '![](',
    '![a](/p)',
  ];
  const adversarial = fc
    .tuple(fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 4_000 }))
    .chain(([unit, times]) =>
      fc
        .tuple(fc.constantFrom('', '# ', '- ', '> ', 'a '), fc.constantFrom('', 'x', ')', '\u2028x', ' #'))
        .map(([before, after]) => before + unit.join('').repeat(times) + after),
    );
  const cost = (source: string) => {
    const meter: ParseMeter = { steps: 0 };
    parseMarkdown(source, meter);
    return meter.steps;
  };

  // Work counted in characters looked at, not in milliseconds: the bound holds on any machine.
  it('does work in proportion to the length of the text, whatever it repeats', () => {
    fc.assert(
      fc.property(adversarial, (source) => {
        expect(cost(source)).toBeLessThanOrEqual(40 * (source.length + 1));
      }),
      { numRuns: 300 },
    );
  });

  it.each(['[', '![', '![](/a.jpg)\n'])('costs the same per character for 40,000 %j as for 4,000', (unit) => {
    const small = cost(unit.repeat(4_000));
    const large = cost(unit.repeat(40_000));
    expect(large / small).toBeLessThan(10.5);
  });

  it('reads random text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (source) => {
        expect(Array.isArray(parseMarkdown(source))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('markdownBlocks', () => {
  it('parses a body once: the same text gives the same frozen blocks, another text its own', () => {
    const body = `## Stage d’été\n\nInscriptions **ouvertes** ${Math.random()}.`;
    const first = markdownBlocks(body);
    expect(markdownBlocks(body)).toBe(first);
    expect(first).toEqual(parseMarkdown(body));
    expect(Object.isFrozen(first) && Object.isFrozen(first[1])).toBe(true);
    expect(markdownBlocks(`${body} Modifié.`)).not.toBe(first);
  });

  it('keeps a bounded number of bodies: the oldest is parsed again', () => {
    const oldest = markdownBlocks('Le plus ancien.');
    for (let n = 0; n < 100; n += 1) markdownBlocks(`Texte ${n}.`);
    expect(markdownBlocks('Le plus ancien.')).not.toBe(oldest);
  });
});

describe('splitTitle', () => {
  it('takes the first # line as the title', () => {
    expect(splitTitle('# Histoire\n\nTexte.')).toEqual({ title: 'Histoire', body: 'Texte.' });
    expect(splitTitle('Sans titre')).toEqual({ title: '', body: 'Sans titre' });
  });
});
