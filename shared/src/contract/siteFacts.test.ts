import { SITE_SETTINGS } from '../test/fixtures';
import {
  literalMarkdown,
  referencesForCopies,
  SITE_FACTS,
  strayFacts,
  unknownFactReferences,
  withSiteFacts,
} from './siteFacts';

const settings = SITE_SETTINGS;

describe('the settings’ facts named in a text', () => {
  it('shows each reference at the settings’ current value, and leaves an unknown one as written', () => {
    const text = 'IBAN : {{iban}} (BIC {{ bic }}), écrivez à {{email}} ou au {{telephone}}. {{ibna}}';
    expect(withSiteFacts(text, settings)).toBe(
      'IBAN : FR76 1234 5678 9012 3456 7890 104 (BIC WADOFRPPLYO), écrivez à [contact@wado-france.fr](mailto:contact@wado-france.fr) ou au 04 78 42 19 37. {{ibna}}',
    );
    const moved = {
      ...settings,
      iban: 'FR1420041010050500013M02606',
      addressLines: ['12 rue Neuve', '', '75011 Paris'],
    };
    expect(withSiteFacts('{{iban}} · {{adresse}}', moved)).toBe(
      'FR14 2004 1010 0505 0001 3M02 606 · 12 rue Neuve, 75011 Paris',
    );
    expect(unknownFactReferences(text)).toEqual(['{{ibna}}']);
  });

  it('names every fact the settings hold for a text, each with a French label', () => {
    expect(SITE_FACTS.map((fact) => fact.key)).toEqual([
      'nom',
      'nom-complet',
      'adresse',
      'email',
      'email-texte',
      'telephone',
      'editeur',
      'directeur-publication',
      'titulaire-compte',
      'iban',
      'bic',
      'ordre-cheque',
      'adresse-cheque',
    ]);
    for (const fact of SITE_FACTS) expect(fact.text(settings).length).toBeGreaterThan(0);
  });

  it('keeps a value’s Markdown characters as text: a setting makes no emphasis nor link', () => {
    expect(literalMarkdown('Club *Tsuki* [Lyon]_2')).toBe('Club \\*Tsuki\\* \\[Lyon\\]\\_2');
    expect(withSiteFacts('{{nom}}', { ...settings, name: '**Wado**' })).toBe('\\*\\*Wado\\*\\*');
  });

  it('turns copies of the settings’ values into references, and nothing else', () => {
    const typed = [
      'Virement : IBAN FR76 1234 5678 9012 3456 7890 104 ou FR7612345678901234567890104, BIC WADOFRPPLYO.',
      'Chèque à l’ordre de **Wado France**, adressé à Wado France – Boutique, Maison des associations, 18 rue Émile-Zola, 69002 Lyon.',
      'Écrivez à [contact@wado-france.fr](mailto:contact@wado-france.fr), à contact@wado-france.fr ou [au bureau](mailto:contact@wado-france.fr).',
      'Appelez le 04 78 42 19 37 ; le club : club@exemple.fr, 04 72 00 00 00.',
    ].join('\n\n');
    expect(referencesForCopies(typed, settings)).toBe(
      [
        'Virement : IBAN {{iban}} ou {{iban}}, BIC {{bic}}.',
        'Chèque à l’ordre de **{{ordre-cheque}}**, adressé à {{adresse-cheque}}.',
        'Écrivez à {{email}}, à {{email-texte}} ou [au bureau](mailto:contact@wado-france.fr).',
        'Appelez le {{telephone}} ; le club : club@exemple.fr, 04 72 00 00 00.',
      ].join('\n\n'),
    );
    // What was shown is what is shown (the IBAN in its printed form).
    expect(withSiteFacts(referencesForCopies(typed, settings), settings)).toBe(
      typed.replace('FR7612345678901234567890104', 'FR76 1234 5678 9012 3456 7890 104'),
    );
  });

  it('finds the IBANs, e-mails and phones that are not the settings’, once, and not those the text had before', () => {
    const text =
      'IBAN FR14 2004 1010 0505 0001 3M02 606 ; écrivez à ancien@wado-france.fr ou {{email}} ; appelez le 04 78 42 19 37 ou le 06 12 34 56 78, 06 12 34 56 78.';
    expect(strayFacts(text, settings)).toEqual([
      { kind: 'iban', found: 'FR14 2004 1010 0505 0001 3M02 606', settings: 'FR76 1234 5678 9012 3456 7890 104' },
      { kind: 'email', found: 'ancien@wado-france.fr', settings: 'contact@wado-france.fr' },
      { kind: 'telephone', found: '06 12 34 56 78', settings: '04 78 42 19 37' },
    ]);
    expect(strayFacts(text, settings, 'Le club : 06 12 34 56 78, ancien@wado-france.fr.')).toEqual([
      { kind: 'iban', found: 'FR14 2004 1010 0505 0001 3M02 606', settings: 'FR76 1234 5678 9012 3456 7890 104' },
    ]);
    expect(strayFacts('Appelez le +33 4 78 42 19 37.', settings)).toEqual([]);
  });
});
