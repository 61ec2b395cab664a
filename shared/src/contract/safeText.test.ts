import { Value } from 'typebox/value';
import { Line, OptionalLine } from '../schemas/fields';
import { isSingleLineText, STRAY_TAG_CHARACTER } from './safeText';

const SCOTLAND = '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u061c', '\u2028', '\u2029', '\ufeff'];

describe('one-line fields', () => {
  it('take names as people write them: accents, apostrophes, hyphens, Japanese', () => {
    for (const name of ['Élodie N’Diaye-Lefèvre', "Dojo de l'Île", '前蹴り', 'Wadō-ryū', `Club ${SCOTLAND}`]) {
      expect(isSingleLineText(name)).toBe(true);
      expect(Value.Check(Line(100), name)).toBe(true);
    }
  });

  it('refuse line breaks, invisible marks and control characters, in the form rule and the schemas alike', () => {
    for (const mark of [...INVISIBLE, '\n', '\r', '\u001b', '\u202e']) {
      const name = `Jean${mark}Dupont`;
      expect(isSingleLineText(name)).toBe(false);
      if (mark !== '\u001b' && mark !== '\u202e') {
        // Control characters are refused by the server for every text (inputGuards), not by the schema.
        expect(Value.Check(Line(100), name)).toBe(false);
        expect(Value.Check(OptionalLine(100), name)).toBe(false);
      }
    }
  });

  it('refuse tag characters outside a flag, in every text', () => {
    for (const text of ['Jean\u{e0041}Dupont', '\u{e0001}', `Jean ${SCOTLAND.slice(2)}`]) {
      expect(STRAY_TAG_CHARACTER.test(text)).toBe(true);
      expect(isSingleLineText(text)).toBe(false);
    }
    expect(STRAY_TAG_CHARACTER.test(`Écosse ${SCOTLAND} !`)).toBe(false);
  });

  it('need something visible: blank or invisible-only is refused, an empty optional line is not', () => {
    for (const blank of ['', '   ', '\u200b', ' \ufeff ']) expect(Value.Check(Line(100), blank)).toBe(false);
    expect(Value.Check(OptionalLine(100), '')).toBe(true);
  });
});
