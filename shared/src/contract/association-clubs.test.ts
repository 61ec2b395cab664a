import { presentationParagraphs, tidyPresentation } from './association-clubs';

describe('a club’s presentation', () => {
  it('is stored with plain line breaks, no trailing spaces, one blank line at most between paragraphs', () => {
    expect(tidyPresentation('  Un club familial.  \r\n\r\n\r\n\r\nCours le mardi.\r\nEt le jeudi.  ')).toBe(
      'Un club familial.\n\nCours le mardi.\nEt le jeudi.',
    );
  });

  it('is none when only spaces and blank lines are left', () => {
    expect(tidyPresentation(' \n \r\n ')).toBeNull();
    expect(tidyPresentation(null)).toBeNull();
  });

  it('is shown paragraph by paragraph', () => {
    expect(presentationParagraphs('Un.\n\n\n\nDeux,\nsuite.')).toEqual(['Un.', 'Deux,\nsuite.']);
    expect(presentationParagraphs(undefined)).toEqual([]);
  });
});
