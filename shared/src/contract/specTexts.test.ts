/**
 * Every text the spec quotes is used verbatim, character for character. The spec is read, not
 * copied into the test: a quote added to it, or a text changed in the code, fails here.
 *
 * The spec lives beside the repository (`../shared/spec.md`); `shared/spec/spec.md` is the copy the
 * repository carries for machines that only have the repository. When both are there they must be
 * identical, so the copy never goes stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MENU } from './routes';
import { TEXTS } from './texts';

const repoRoot = path.resolve(__dirname, '../../..');
const besideRepo = path.resolve(repoRoot, '../shared/spec.md');
const carried = path.resolve(repoRoot, 'shared/spec/spec.md');
const spec = fs.readFileSync(carried, 'utf8');

/** The quoted texts of the spec: "double" or 'single' quotes (an apostrophe inside a word is no quote). */
export function quotedTexts(markdown: string): string[] {
  const quotes = new Set<string>();
  for (const match of markdown.matchAll(/"([^"\n]+)"/g)) quotes.add(match[1]!);
  for (const match of markdown.matchAll(/(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu)) quotes.add(match[1]!);
  // Paths ('/') and symbols ('@' in the e-mail rule) are not texts anyone reads.
  return [...quotes].filter((quote) => !quote.startsWith('/') && /\p{L}/u.test(quote));
}

/** The rows of the spec's main-menu table: the group label of each. */
function menuLabels(markdown: string): string[] {
  const table = markdown.split('### Main menu')[1]!.split('\n\n')[0]!;
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Group') && !line.startsWith('|---'))
    .map((line) => line.split('|')[1]!.trim());
}

/** Each quote of the spec and the text of the site that must equal it. */
const SITE_TEXT_OF_QUOTE: Record<string, string> = {
  'Chargement...': TEXTS.loading,
  '404 : Page introuvable': TEXTS.notFound.title,
  'La page que vous recherchez est actuellement indisponible ou inexistante.': TEXTS.notFound.text,
  "Retourner à l'accueil": TEXTS.notFound.back,
  "Suite à une erreur, votre message n'a pas pu être envoyé. Veuillez réessayer ultérieurement. Si le problème persiste, envoyez directement votre message à l'adresse {email}.":
    TEXTS.newsletter.error('{email}'),
  "Votre demande d'inscription a été envoyée. Vous devriez recevoir la prochaine newsletter.": TEXTS.newsletter.success,
  "Your email didn't match any email expression": TEXTS.newsletter.invalidEmail,
  "En navigant sur ce site, vous acceptez l'ensemble des Conditions Générales d'Utilisation (CGU).":
    TEXTS.termsBanner.before + TEXTS.termsBanner.link + TEXTS.termsBanner.after,
  "J'accepte": TEXTS.termsBanner.accept,
};

describe('the texts the spec quotes', () => {
  it('reads the spec beside the repository when it is there, and carries an identical copy', () => {
    if (fs.existsSync(besideRepo)) expect(spec).toBe(fs.readFileSync(besideRepo, 'utf8'));
    expect(spec).toContain('## 8. Error catalogue');
  });

  it('has a site text for every quote of the spec, and no other', () => {
    expect(quotedTexts(spec).sort()).toEqual(Object.keys(SITE_TEXT_OF_QUOTE).sort());
  });

  it.each(Object.entries(SITE_TEXT_OF_QUOTE))('uses « %s » character for character', (quote, siteText) => {
    expect(siteText).toBe(quote);
  });

  it('keeps straight apostrophes in the terms banner, as the spec writes them', () => {
    expect(TEXTS.termsBanner.before + TEXTS.termsBanner.link).not.toMatch(/\u2019/);
  });

  it('names the menu groups as the spec’s table does, in its order', () => {
    expect(MENU.map((group) => group.label)).toEqual(menuLabels(spec));
  });

  it('finds quotes the way a reader does', () => {
    expect(quotedTexts(`a 'Chargement...' b "J'accepte" L'ASSOCIATION '/'`).sort()).toEqual([
      'Chargement...',
      "J'accepte",
    ]);
  });
});
