import type { Db } from '../../db/connection';
import type { Inconsistency } from './inconsistency';
import type { PublishedText } from './published';

/**
 * A role the site's texts give to a named person, and which records hold it: the committee
 * (`committee_members.role`) or the national team's staff (`coaches.role`, the page `/coaches`).
 */
interface Role {
  /**
   * How a text writes it, masculine or feminine, capitalised or not: a case-sensitive regular
   * expression, since the name beside it is told apart by its capitals.
   */
  written: string;
  /** Whether a recorded role is this one. */
  holds: RegExp;
  /** Held by the national team's staff: the coaches list has it too. */
  staff?: true;
}

const NOT_IN_WORD_BEFORE = '(?<![\\p{L}-])';
const NOT_IN_WORD_AFTER = '(?![\\p{L}-])';

const ROLES: Role[] = [
  {
    // Not « présidente de la commission d'arbitrage », « président du club ».
    written: `[Pp]résidente?${NOT_IN_WORD_AFTER}(?!\\s+(?:de\\s+la\\s+commission|d['’]une?\\s+commission|du\\s+club|de\\s+club|d['’]honneur))`,
    holds: /^présidente?$/i,
  },
  { written: '[Vv]ice-présidente?', holds: /^vice-présidente?\b/i },
  { written: `[Ss]ecrétaire${NOT_IN_WORD_AFTER}(?!\\s+(?:adjointe?|générale?))`, holds: /^secrétaire$/i },
  { written: '[Ss]ecrétaire\\s+adjointe?', holds: /^secrétaire adjointe?$/i },
  { written: `[Tt]résori(?:er|ère)${NOT_IN_WORD_AFTER}(?!\\s+adjointe?)`, holds: /^trésori(?:er|ère)$/i },
  { written: '[Tt]résori(?:er|ère)\\s+adjointe?', holds: /^trésori(?:er|ère) adjointe?$/i },
  {
    written: `[Dd]irect(?:eur|rice)\\s+technique(?:\\s+nationale?)?${NOT_IN_WORD_AFTER}(?!\\s+adjointe?)`,
    holds: /^direct(?:eur|rice) technique nationale?$/i,
  },
  { written: '[Dd]irect(?:eur|rice)\\s+technique\\s+adjointe?', holds: /^direct(?:eur|rice) technique adjointe?$/i },
  {
    written: `[Ee]ntraîneu(?:r|se|re)\\s+nationale?${NOT_IN_WORD_AFTER}(?!\\s+(?:kata|kumite|adjointe?))`,
    holds: /^entraîneu(?:r|se|re) nationale?$/i,
    staff: true,
  },
  {
    written: '[Ee]ntraîneu(?:r|se|re)\\s+nationale?\\s+kata',
    holds: /^entraîneu(?:r|se|re) nationale? kata$/i,
    staff: true,
  },
  {
    written: '[Ee]ntraîneu(?:r|se|re)\\s+nationale?\\s+kumite',
    holds: /^entraîneu(?:r|se|re) nationale? kumite$/i,
    staff: true,
  },
  { written: '[Pp]réparat(?:eur|rice)\\s+physique', holds: /^préparat(?:eur|rice) physique$/i, staff: true },
  { written: '[Mm]édecin\\s+fédérale?', holds: /^médecin fédéral/i },
];

/** « Sophie Nakamura-Roux », « Yann Le Goff », in bold or not. */
const NAME = "(?:\\*\\*)?(\\p{Lu}[\\p{Ll}'’]+(?:[- ]\\p{Lu}[\\p{Ll}'’]+)+)(?:\\*\\*)?";
/** « Philippe Garnier, 7e dan, directeur technique », « Philippe Garnier, aujourd'hui directeur technique ». */
const BETWEEN_NAME_AND_ROLE = "\\s*,\\s*(?:\\d+e\\s+dan\\s*,\\s*)?(?:aujourd['’]hui\\s+)?(?:notre\\s+)?";

/** The people a text names with a role: « la présidente, Hélène Marchand », « Julien Lefèvre, secrétaire ». */
export function namedRoles(text: string): { name: string; role: Role; phrase: string }[] {
  const found: { name: string; role: Role; phrase: string }[] = [];
  for (const role of ROLES) {
    const roleFirst = new RegExp(`${NOT_IN_WORD_BEFORE}(?:${role.written})\\s*,?\\s+${NAME}`, 'gu');
    const nameFirst = new RegExp(`${NOT_IN_WORD_BEFORE}${NAME}${BETWEEN_NAME_AND_ROLE}(?:${role.written})`, 'gu');
    for (const pattern of [roleFirst, nameFirst]) {
      for (const match of text.matchAll(pattern)) {
        found.push({ name: match[1]!, role, phrase: match[0].replace(/\*\*/g, '').replace(/\s+/g, ' ') });
      }
    }
  }
  return found;
}

/**
 * The people the texts name with a role hold it in the records: the committee for the bureau and
 * the technical direction, the coaches list for the national team's staff; and a committee member
 * with a staff role is in the coaches list with it (the team's staff is that one list).
 */
export async function staffRoles(db: Db, texts: PublishedText[]): Promise<Inconsistency[]> {
  const [committee, coaches] = await Promise.all([
    db.selectFrom('committee_members').select(['name', 'role']).orderBy('position').execute(),
    db.selectFrom('coaches').select(['name', 'role']).orderBy('position').orderBy('id').execute(),
  ]);
  const people = [...committee, ...coaches];
  const holders = (role: Role) => [
    ...new Set(people.filter((person) => role.holds.test(person.role)).map((p) => p.name)),
  ];
  const problems: Inconsistency[] = [];

  for (const text of texts) {
    for (const { name, role, phrase } of namedRoles(text.text)) {
      const holding = holders(role);
      if (holding.includes(name)) continue;
      problems.push({
        rule: 'encadrement',
        where: text.where,
        message:
          holding.length === 0
            ? `« ${phrase} » dans ${text.label}, mais ni le comité directeur ni la liste des entraîneurs n'ont personne dans ce rôle.`
            : `« ${phrase} » dans ${text.label}, mais d'après le comité directeur et la liste des entraîneurs, ce rôle est celui de ${holding.join(' et ')}.`,
      });
    }
  }
  for (const member of committee) {
    const role = ROLES.find((candidate) => candidate.staff && candidate.holds.test(member.role));
    if (!role || coaches.some((coach) => coach.name === member.name && role.holds.test(coach.role))) continue;
    problems.push({
      rule: 'encadrement',
      where: '/coaches',
      message: `${member.name} est « ${member.role} » au comité directeur, mais n'a pas ce rôle dans la liste des entraîneurs de la sélection.`,
    });
  }
  return problems;
}
