import sharp from 'sharp';
import { escapeXml, shareCardSvg, wrapText } from './cardSvg';

describe('the drawing of a link-preview card', () => {
  it('wraps a title on word boundaries, cuts a word longer than a line', () => {
    expect(wrapText('Stage national de Lyon', 12, 3)).toEqual(['Stage', 'national de', 'Lyon']);
    expect(wrapText('  un   titre\n court ', 30, 3)).toEqual(['un titre court']);
    expect(wrapText('Anticonstitutionnellement', 10, 3)).toEqual(['Anticonsti', 'tutionnell', 'ement']);
    expect(wrapText('', 10, 3)).toEqual([]);
  });

  it('keeps three lines at most, the last one ending with an ellipsis', () => {
    const lines = wrapText('un deux trois quatre cinq six sept huit neuf dix onze douze', 11, 3);
    expect(lines).toEqual(['un deux', 'trois', 'quatre…']);
    // A full last line: cut to make room for the ellipsis.
    expect(wrapText('aaaa bbbb cccc dddd eeee', 9, 2)).toEqual(['aaaa bbbb', 'cccc…']);
    expect(wrapText('aaaaaaaaaaaaaaaaaaaaaaaaa', 10, 2)).toEqual(['aaaaaaaaaa', 'aaaaaaaaa…']);
    for (const line of wrapText('mot '.repeat(80), 26, 3)) expect(line.length).toBeLessThanOrEqual(26);
  });

  it('escapes the text for XML', () => {
    expect(escapeXml('« <script> & "quotes" »')).toBe('« &lt;script&gt; &amp; &quot;quotes&quot; »');
    expect(escapeXml("l'été\u0000\u001f")).toBe('l&apos;été');
    const svg = shareCardSvg({
      label: 'Événement <b>',
      title: '« <script>alert(1)</script> & "quotes" »',
      details: 'Gymnase <Gerland> & co',
    });
    expect(svg).not.toMatch(/<script|<b>|<Gerland>/);
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('&amp; &quot;quotes&quot; »');
    expect(svg).toContain('Gymnase &lt;Gerland&gt; &amp; co');
    expect(svg).toContain('font-family="DejaVu Sans, sans-serif"');
  });

  it('measures the title as the font draws it: capitals take more room than lower case', () => {
    const firstLine = (title: string) =>
      /<tspan x="80" y="\d+">([^<]*)<\/tspan>/.exec(shareCardSvg({ label: '', title, details: '' }))![1]!;
    const lower = firstLine('majuscules partout dans un titre assez long');
    const upper = firstLine('MAJUSCULES PARTOUT DANS UN TITRE ASSEZ LONG');
    expect(upper.length).toBeLessThan(lower.length);
  });

  it('is an SVG sharp reads, hostile text included', async () => {
    const svg = shareCardSvg({ label: 'Actualité', title: '« <script> & "quotes" »', details: '' });
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ format: 'svg', width: 1200, height: 630 });
  });

  it('draws a long title on three lines, the last one with an ellipsis', () => {
    const title = 'Stage national technique et d’arbitrage de la ligue Auvergne-Rhône-Alpes, ouvert à tous les grades';
    const svg = shareCardSvg({
      label: 'Événement',
      title,
      details: 'Du 12 au 13 décembre 2026 · Gymnase Gerland, Lyon',
    });
    const lines = [...svg.matchAll(/<tspan x="80" y="\d+">([^<]*)<\/tspan>/g)].map((match) => match[1]!);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    expect(title.startsWith(lines.join(' ').slice(0, -1))).toBe(true);
  });
});
