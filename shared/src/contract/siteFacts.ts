import type { SiteSettings } from '../schemas/settings';
import { formatIban, normalizeIban } from './association';

/**
 * Facts the settings hold (bank details, cheques, contact, address, publisher) that text pages
 * name by reference, `{{iban}}`, instead of copying them: the page shows the current value, so
 * a treasurer who changes the IBAN in « Réglages » changes it on every page at once. The server
 * expands references wherever a text page is read (the page, its search entry, the sale
 * conditions of an order's e-mail); the editor offers them and previews them.
 */
export interface SiteFact {
  /** What is written between the braces: `{{iban}}`. */
  key: string;
  /** How the editor names it (French). */
  label: string;
  /** Its value, from the settings. */
  text(settings: SiteSettings): string;
  /** Shown as a link that writes to it (an e-mail address). */
  mailto?: true;
}

/** The settings' text, as Markdown shows it literally (no emphasis, link or code made of it). */
export const literalMarkdown = (text: string): string => text.replace(/[\\`*_[\]<>]/g, (character) => `\\${character}`);

/** A fact's Markdown in a text page. */
export function factMarkdown(fact: SiteFact, settings: SiteSettings): string {
  const text = fact.text(settings);
  return fact.mailto ? `[${literalMarkdown(text)}](mailto:${text})` : literalMarkdown(text);
}

/** The head office's postal address on one line. */
export const addressLine = (settings: Pick<SiteSettings, 'addressLines'>): string =>
  settings.addressLines.filter((line) => line.trim()).join(', ');

export const SITE_FACTS: readonly SiteFact[] = [
  { key: 'nom', label: 'Nom de l’association', text: (s) => s.name },
  { key: 'nom-complet', label: 'Nom complet de l’association', text: (s) => s.fullName },
  { key: 'adresse', label: 'Adresse du siège', text: addressLine },
  { key: 'email', label: 'Adresse e-mail de contact (un lien)', text: (s) => s.email, mailto: true },
  { key: 'email-texte', label: 'Adresse e-mail de contact (texte seul)', text: (s) => s.email },
  { key: 'telephone', label: 'Téléphone', text: (s) => s.phone },
  { key: 'editeur', label: 'Éditeur du site', text: (s) => s.publisher },
  { key: 'directeur-publication', label: 'Directeur de la publication', text: (s) => s.publicationDirector },
  { key: 'titulaire-compte', label: 'Titulaire du compte bancaire', text: (s) => s.accountHolder },
  { key: 'iban', label: 'IBAN', text: (s) => formatIban(s.iban) },
  { key: 'bic', label: 'BIC', text: (s) => s.bic },
  { key: 'ordre-cheque', label: 'Ordre des chèques', text: (s) => s.chequeOrder },
  { key: 'adresse-cheque', label: 'Adresse d’envoi des chèques', text: (s) => s.chequeAddress },
];

const FACTS_BY_KEY = new Map(SITE_FACTS.map((fact) => [fact.key, fact]));

/** `{{iban}}`: how a text names a fact. */
export const factReference = (key: string): string => `{{${key}}}`;

const REFERENCE = /\{\{\s*([^{}\s]{1,40})\s*\}\}/g;

/** `markdown` with each reference replaced by the fact's current value; an unknown one is left as written. */
export function withSiteFacts(markdown: string, settings: SiteSettings): string {
  if (!markdown.includes('{{')) return markdown;
  return markdown.replace(REFERENCE, (reference, key: string) => {
    const fact = FACTS_BY_KEY.get(key);
    return fact ? factMarkdown(fact, settings) : reference;
  });
}

/** The references of `markdown` that name no fact (`{{ibna}}`), each once. */
export function unknownFactReferences(markdown: string): string[] {
  const unknown = new Set<string>();
  for (const [reference, key] of markdown.matchAll(REFERENCE)) if (!FACTS_BY_KEY.has(key!)) unknown.add(reference);
  return [...unknown];
}

// ---------------------------------------------------------------------------------------------
// Copies of the facts typed into a text

/** What a copy looks like: an IBAN, an e-mail address, a French phone number. */
export type CopiedFactKind = 'iban' | 'email' | 'telephone';

export const COPIED_FACT_LABELS: Record<CopiedFactKind, string> = {
  iban: 'un IBAN',
  email: 'une adresse e-mail',
  telephone: 'un numéro de téléphone',
};

/** A fact typed in a text that is not the settings' one: the volunteer confirms it before it is saved. */
export interface StrayFact {
  kind: CopiedFactKind;
  /** As typed. */
  found: string;
  /** The settings' value it was checked against. */
  settings: string;
}

const IBAN_COPY = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;
const EMAIL_COPY = /(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const PHONE_COPY = /(?<![\d+])(?:\+33 ?|0)[1-9](?:[ .-]?\d{2}){4}(?!\d)/g;

const digitsOf = (phone: string) => phone.replace(/\D/g, '').replace(/^33/, '0');

const COPIES: readonly {
  kind: CopiedFactKind;
  pattern: RegExp;
  same(found: string, settings: SiteSettings): boolean;
  value(settings: SiteSettings): string;
}[] = [
  {
    kind: 'iban',
    pattern: IBAN_COPY,
    same: (found, s) => normalizeIban(found) === normalizeIban(s.iban),
    value: (s) => formatIban(s.iban),
  },
  {
    kind: 'email',
    pattern: EMAIL_COPY,
    same: (found, s) => found.toLowerCase() === s.email.toLowerCase(),
    value: (s) => s.email,
  },
  {
    kind: 'telephone',
    pattern: PHONE_COPY,
    same: (found, s) => digitsOf(found) === digitsOf(s.phone),
    value: (s) => s.phone,
  },
];

/**
 * The IBANs, e-mail addresses and phone numbers typed in `markdown` that are not the settings'
 * and were not in the text before (`previous`): what the volunteer is asked to confirm, once.
 */
export function strayFacts(markdown: string, settings: SiteSettings, previous = ''): StrayFact[] {
  const strays: StrayFact[] = [];
  for (const copy of COPIES) {
    const before = new Set([...previous.matchAll(copy.pattern)].map(([found]) => found));
    for (const [found] of markdown.matchAll(copy.pattern)) {
      if (copy.same(found, settings) || before.has(found) || strays.some((stray) => stray.found === found)) continue;
      strays.push({ kind: copy.kind, found, settings: copy.value(settings) });
    }
  }
  return strays;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` as typed in a text: its spaces may be any run of spaces. */
const typed = (text: string) => escapeRegExp(text.trim()).replace(/\s+/g, '\\s+');

/**
 * `markdown` with the copies of the settings' facts it holds turned into references: the head
 * office's and the cheques' address, the full name, the e-mail (as a link to itself, or alone as
 * text, never inside another link), the IBAN (grouped or not), the BIC, the phone, the cheques' payee
 * after « à l'ordre de ». What was typed differently (another address) is left as it is.
 */
export type CopiedSettings = Pick<
  SiteSettings,
  'chequeAddress' | 'fullName' | 'addressLines' | 'email' | 'iban' | 'bic' | 'phone' | 'chequeOrder'
>;

export function referencesForCopies(markdown: string, settings: CopiedSettings): string {
  const replacements: [RegExp, string][] = [];
  const add = (pattern: string | null, key: string, flags = 'g') => {
    if (pattern) replacements.push([new RegExp(pattern, flags), factReference(key)]);
  };
  const nonEmpty = (text: string) => (text.trim() ? typed(text) : null);
  add(nonEmpty(settings.chequeAddress), 'adresse-cheque');
  add(nonEmpty(settings.fullName), 'nom-complet');
  add(nonEmpty(addressLine(settings)), 'adresse');
  if (settings.email.trim()) {
    const email = escapeRegExp(settings.email.trim());
    add(`\\[${email}\\]\\(mailto:${email}\\)`, 'email', 'gi');
    add(`(?<![\\w.+:/-])${email}(?![\\w-]|\\.\\w|\\]\\()`, 'email-texte', 'gi');
  }
  if (settings.iban.trim()) {
    add(`\\b${typed(formatIban(settings.iban))}\\b`, 'iban');
    add(`\\b${escapeRegExp(normalizeIban(settings.iban))}\\b`, 'iban');
  }
  add(settings.bic.trim() ? `\\b${escapeRegExp(settings.bic.trim())}\\b` : null, 'bic');
  add(settings.phone.trim() ? `(?<![\\d+])${typed(settings.phone)}(?!\\d)` : null, 'telephone');
  let text = replacements.reduce((current, [pattern, reference]) => current.replace(pattern, reference), markdown);
  if (settings.chequeOrder.trim()) {
    const payee = new RegExp(`(l['’]ordre de (?:\\*\\*)?)${typed(settings.chequeOrder)}`, 'g');
    text = text.replace(payee, `$1${factReference('ordre-cheque')}`);
  }
  return text;
}
