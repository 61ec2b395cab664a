import fc from 'fast-check';
import { frenchTypography } from './typography';

const NB = '\u00a0';

describe('French typography', () => {
  it('makes the space before « : ; ! ? » a no-break one', () => {
    expect(frenchTypography('Horaires : le mardi ; le jeudi ! Venez ?')).toBe(
      `Horaires${NB}: le mardi${NB}; le jeudi${NB}! Venez${NB}?`,
    );
    // Several spaces, a tab or a line end (a soft break of Markdown) would still let a line start with « : ».
    expect(frenchTypography('Attention  :\tvraiment\n?')).toBe(`Attention${NB}:\tvraiment${NB}?`);
    expect(frenchTypography('Quoi ?!')).toBe(`Quoi${NB}?!`);
  });

  it('puts a no-break space inside guillemets, even where the author typed none', () => {
    expect(frenchTypography('La page « Histoire » et le «Dojo»')).toBe(
      `La page «${NB}Histoire${NB}» et le «${NB}Dojo${NB}»`,
    );
    expect(frenchTypography('«  deux espaces  »')).toBe(`«${NB}deux espaces${NB}»`);
    // A text node cut by emphasis: « **gras** » gives « «␣ », « gras », « ␣» ».
    expect(frenchTypography('« ')).toBe(`«${NB}`);
    expect(frenchTypography(' »')).toBe(`${NB}»`);
  });

  it('leaves times, addresses and punctuation without a space as they are', () => {
    for (const text of [
      'Rendez-vous à 10:30 au dojo',
      'Voir https://wado-france.fr/stages?annee=2026#mimizan',
      'mailto:contact@wado-france.fr',
      'Bonjour!',
      'Ratio 3:2',
      '',
      'Aucune ponctuation ici',
    ]) {
      expect(frenchTypography(text)).toBe(text);
    }
    expect(frenchTypography('Lien : https://wado-france.fr/?q=kata')).toBe(`Lien${NB}: https://wado-france.fr/?q=kata`);
  });

  it('keeps text already written with no-break spaces, the narrow one included', () => {
    for (const text of [`Horaires${NB}: mardi`, 'Vraiment\u202f?', `«${NB}Histoire${NB}»`, '«\u202fmot\u202f»']) {
      expect(frenchTypography(text)).toBe(text);
    }
    // A plain space next to a no-break one is still a place to break: one no-break space remains.
    expect(frenchTypography(`Horaires ${NB}: mardi`)).toBe(`Horaires${NB}: mardi`);
  });

  it('changes nothing on a second pass and never lets a line start with « : ; ! ? » or « » »', () => {
    const pieces = fc.constantFrom(
      ' ',
      '  ',
      '\t',
      '\n',
      NB,
      ':',
      ';',
      '!',
      '?',
      '«',
      '»',
      'mot',
      '10',
      'https://a.fr/?b=c',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const once = frenchTypography(parts.join(''));
        expect(frenchTypography(once)).toBe(once);
        expect(once).not.toMatch(/[ \t\r\n][:;!?»]/);
        expect(once).not.toMatch(/«[ \t\r\n]/);
        // Only spaces change: the letters and the punctuation are the author's.
        expect(once.replace(/[\s\u00a0]/g, '')).toBe(parts.join('').replace(/[\s\u00a0]/g, ''));
      }),
      { numRuns: 2000 },
    );
  });
});
