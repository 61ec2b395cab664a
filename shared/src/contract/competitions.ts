/**
 * Competition entries: an event of kind `competition` opens entries with its categories (kata or
 * kumite; sex; age group by birth year; weight class for kumite; minimum grade), a deadline and a
 * fee. A club manager enters her licensees who hold a valid licence of the competition's season;
 * each entry's category is computed here, the same way on the server (which decides) and in the
 * back office (which shows it before sending).
 */
import type { LicenseeSex } from './licensees';

export const COMPETITION_DISCIPLINES = ['kata', 'kumite'] as const;
export type CompetitionDiscipline = (typeof COMPETITION_DISCIPLINES)[number];
export const COMPETITION_DISCIPLINE_LABELS: Record<CompetitionDiscipline, string> = {
  kata: 'Kata',
  kumite: 'Kumite',
};

/** A category is for women, for men, or mixed (young children's kata). */
export const CATEGORY_SEXES = ['F', 'M', 'X'] as const;
export type CategorySex = (typeof CATEGORY_SEXES)[number];
export const CATEGORY_SEX_LABELS: Record<CategorySex, string> = { F: 'Féminin', M: 'Masculin', X: 'Mixte' };

/** Entries are open until the organizers close them (or the deadline passes). */
export const COMPETITION_STATUSES = ['open', 'closed'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** An entry: entered by the club (to pay), paid, or withdrawn by the club before paying. */
export const ENTRY_STATUSES = ['pending', 'paid', 'withdrawn'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  pending: 'À payer',
  paid: 'Payée',
  withdrawn: 'Retirée',
};

/** Lengths and bounds the API enforces. */
export const COMPETITION_LIMITS = {
  categories: 120,
  categoryLabel: 80,
  moveReason: 300,
  /** Entries sent in one action (a club's whole team). */
  entriesPerRequest: 300,
  feeCentsMax: 100_000,
  weightKgMin: 15,
  weightKgMax: 200,
} as const;

/**
 * The grades of Wado as clubs write them, from the lowest: « Sans grade », 6e kyu … 1er kyu,
 * 1er dan … 10e dan. The rank orders them (0 for « Sans grade »); a text that names no grade has
 * none, and a category with a minimum grade then refuses it.
 */
export const GRADE_CHOICES = [
  'Sans grade',
  '6e kyu',
  '5e kyu',
  '4e kyu',
  '3e kyu',
  '2e kyu',
  '1er kyu',
  '1er dan',
  '2e dan',
  '3e dan',
  '4e dan',
  '5e dan',
  '6e dan',
  '7e dan',
  '8e dan',
  '9e dan',
  '10e dan',
] as const;

export function gradeRank(grade: string): number | null {
  const text = grade.trim().toLowerCase();
  if (/^sans\s+grade$/.test(text)) return 0;
  const match = /^(\d{1,2})\s*(?:er|re|e|è|ème|eme)?\s+(kyu|dan)$/.exec(text);
  if (!match) return null;
  const level = Number(match[1]);
  if (match[2] === 'kyu') return level >= 1 && level <= 6 ? 7 - level : null;
  return level >= 1 && level <= 10 ? 6 + level : null;
}

/** A category as the organizers define it. Bounds are inclusive; null: no bound. */
export interface CategoryRule {
  id: number;
  label: string;
  discipline: CompetitionDiscipline;
  sex: CategorySex;
  birthYearMin: number | null;
  birthYearMax: number | null;
  /** Kumite only: the weight class, in kilograms (« -60 kg »: max 60; « +84 kg »: min 84.1). */
  weightMinKg: number | null;
  weightMaxKg: number | null;
  /** One of GRADE_CHOICES, or null for any grade. */
  minGrade: string | null;
}

/** What the category computation needs of a competitor. */
export interface EntrantFacts {
  birthDate: string;
  sex: LicenseeSex;
  grade: string;
  /** Kumite: weighed or declared by the club. */
  weightKg?: number | null;
}

export type CategoryChoice = { ok: true; category: CategoryRule } | { ok: false; reason: string };

function fitsAgeAndSex(category: CategoryRule, competitor: EntrantFacts): boolean {
  const year = Number(competitor.birthDate.slice(0, 4));
  return (
    (category.sex === 'X' || category.sex === competitor.sex) &&
    (category.birthYearMin === null || year >= category.birthYearMin) &&
    (category.birthYearMax === null || year <= category.birthYearMax)
  );
}

function fitsWeight(category: CategoryRule, weightKg: number): boolean {
  return (
    (category.weightMinKg === null || weightKg >= category.weightMinKg) &&
    (category.weightMaxKg === null || weightKg <= category.weightMaxKg)
  );
}

/**
 * The category of `competitor` in `discipline`: the first, in the organizers' order, that her sex,
 * birth year and (kumite) weight fit and whose minimum grade she reaches. The reason, in French,
 * when none does: what a club manager reads beside the licensee she could not enter.
 */
export function categoryFor(
  categories: readonly CategoryRule[],
  discipline: CompetitionDiscipline,
  competitor: EntrantFacts,
): CategoryChoice {
  const ofDiscipline = categories.filter((category) => category.discipline === discipline);
  const label = COMPETITION_DISCIPLINE_LABELS[discipline].toLowerCase();
  if (ofDiscipline.length === 0) return { ok: false, reason: `Pas de catégorie de ${label} à cette compétition.` };
  const byAge = ofDiscipline.filter((category) => fitsAgeAndSex(category, competitor));
  if (byAge.length === 0)
    return { ok: false, reason: `Aucune catégorie de ${label} pour son année de naissance et son sexe.` };
  let candidates = byAge;
  if (discipline === 'kumite') {
    const weight = competitor.weightKg;
    if (weight === null || weight === undefined) return { ok: false, reason: 'Indiquez son poids pour le kumite.' };
    candidates = byAge.filter((category) => fitsWeight(category, weight));
    if (candidates.length === 0)
      return { ok: false, reason: `Aucune catégorie de poids de kumite pour ${formatWeight(weight)}.` };
  }
  const rank = gradeRank(competitor.grade);
  const reaches = (category: CategoryRule) =>
    category.minGrade === null || (rank !== null && rank >= (gradeRank(category.minGrade) ?? 0));
  const category = candidates.find(reaches);
  if (category) return { ok: true, category };
  const first = candidates[0]!;
  return {
    ok: false,
    reason: `Grade insuffisant : ${first.label} demande au moins le ${first.minGrade}${
      rank === null ? ` (grade « ${competitor.grade} » non reconnu)` : ` (${competitor.grade})`
    }.`,
  };
}

/** « 67,5 kg » */
export function formatWeight(weightKg: number): string {
  return `${weightKg.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} kg`;
}

/** `CP` + 6 characters: the reference a club quotes on its transfer for its entries. */
export const COMPETITION_PAYMENT_PREFIX = 'CP';
