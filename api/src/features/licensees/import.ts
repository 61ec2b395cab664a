/**
 * A club's list of licensees from a spreadsheet: a CSV as French Excel exports it (`;`, dates
 * « 05/03/2014 », a BOM), or with `,`; the export's columns, in any order, others ignored. First a
 * preview, every line checked (refused ones say why), nothing written; then, confirmed, every line
 * written at once, or nothing if any is refused. A licensee of the club with the same name and
 * birth day is updated, not added twice.
 */
import { parse } from 'csv-parse/sync';
import {
  CLUB_DISCIPLINE_LABELS,
  CLUB_DISCIPLINES,
  foldAccents,
  isSingleLineText,
  isValidEmail,
  LICENSEE_IMPORT_COLUMNS,
  LICENSEE_LIMITS,
  licenseeName,
  type ClubDiscipline,
  type LicenseeSex,
} from '@wado/shared/contract';
import type { LicenseeImportLine, LicenseeImportResult } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import { recordAudit, type SignedInPerson } from '../auth';
import { HttpError } from '../errors';

/** At most this many lines in one file. */
const MAX_LINES = 3000;

const fold = (text: string) =>
  foldAccents(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

type Column = (typeof LICENSEE_IMPORT_COLUMNS)[number];

const SEXES: Record<string, LicenseeSex> = {
  f: 'F',
  femme: 'F',
  feminin: 'F',
  m: 'M',
  h: 'M',
  homme: 'M',
  masculin: 'M',
};
const DISCIPLINES = new Map<string, ClubDiscipline>(
  CLUB_DISCIPLINES.flatMap((discipline) => [
    [fold(discipline), discipline],
    [fold(CLUB_DISCIPLINE_LABELS[discipline]), discipline],
  ]),
);

/** « 05/03/2014 », « 5/3/2014 » or « 2014-03-05 » as YYYY-MM-DD, if the calendar has it. */
function dayOf(text: string): string | null {
  const french = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = french ? [french[3], french[2], french[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

interface Checked {
  line: LicenseeImportLine;
  input: {
    first_name: string;
    last_name: string;
    birth_date: string;
    sex: LicenseeSex;
    grade: string;
    discipline: ClubDiscipline;
    email: string;
  } | null;
  existingId: number | null;
}

/** The file's rows (the header first); 400 in French when it cannot be read as a list. */
function rowsOf(csv: string): string[][] {
  const text = csv.replace(/^\uFEFF/, '');
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].reduce((best, candidate) =>
    header.split(candidate).length > header.split(best).length ? candidate : best,
  );
  try {
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new HttpError(
      400,
      `Ce fichier n’est pas une liste lisible${line ? ` (ligne ${line})` : ''} : enregistrez-la depuis votre tableur au format « CSV (séparateur : point-virgule) ».`,
    );
  }
}

export async function importLicensees(
  db: Db,
  {
    club,
    csv,
    confirm,
    person,
    now,
  }: { club: { id: number; name: string }; csv: string; confirm: boolean; person: SignedInPerson; now: Date },
): Promise<LicenseeImportResult> {
  const [header = [], ...rows] = rowsOf(csv);
  const positions = new Map<Column, number>();
  for (const column of LICENSEE_IMPORT_COLUMNS) {
    const at = header.findIndex((cell) => fold(cell) === fold(column));
    if (at >= 0) positions.set(column, at);
  }
  const missing = LICENSEE_IMPORT_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw new HttpError(
      400,
      `Il manque ${missing.length === 1 ? 'la colonne' : 'les colonnes'} ${missing.map((column) => `« ${column} »`).join(', ')} : la première ligne du fichier nomme les colonnes (${LICENSEE_IMPORT_COLUMNS.join(' ; ')}), comme dans l’export de la liste.`,
    );
  }
  if (rows.length === 0) throw new HttpError(400, 'Ce fichier n’a aucune ligne après celle des colonnes.');
  if (rows.length > MAX_LINES) {
    throw new HttpError(
      400,
      `Ce fichier a ${rows.length} lignes : ${MAX_LINES} au plus à la fois. Coupez-le en plusieurs.`,
    );
  }

  const existing = await db
    .selectFrom('licensees')
    .select(['id', 'first_name', 'last_name', 'birth_date'])
    .where('club_id', '=', club.id)
    .where('anonymised_at', 'is', null)
    .execute();
  const keyOf = (first: string, last: string, birth: string) => `${fold(last)}|${fold(first)}|${birth}`;
  const known = new Map(existing.map((row) => [keyOf(row.first_name, row.last_name, row.birth_date), row.id]));
  const seen = new Map<string, number>();
  const today = now.toISOString().slice(0, 10);

  const checked: Checked[] = rows.map((row, index) => {
    const line = index + 2;
    const cell = (column: Column) => (row[positions.get(column)!] ?? '').trim();
    const problems: string[] = [];
    const name = (column: 'Nom' | 'Prénom') => {
      const value = cell(column);
      if (!value) problems.push(`${column} manquant.`);
      else if (value.length > LICENSEE_LIMITS.name || !isSingleLineText(value)) {
        problems.push(`${column} : ${LICENSEE_LIMITS.name} caractères au plus, sur une ligne.`);
      }
      return value;
    };
    const lastName = name('Nom');
    const firstName = name('Prénom');
    const birth = dayOf(cell('Date de naissance'));
    if (!birth) problems.push(`Date de naissance « ${cell('Date de naissance')} » : attendue comme 05/03/2014.`);
    else if (birth > today || birth < '1900-01-01') problems.push('Date de naissance : passée, et après 1900.');
    const sex = SEXES[fold(cell('Sexe'))];
    if (!sex) problems.push(`Sexe « ${cell('Sexe')} » : F ou M.`);
    const grade = cell('Grade');
    if (!grade) problems.push('Grade manquant (par exemple 6e kyu, 1er dan).');
    else if (grade.length > LICENSEE_LIMITS.grade || !isSingleLineText(grade)) {
      problems.push(`Grade : ${LICENSEE_LIMITS.grade} caractères au plus.`);
    }
    const discipline = DISCIPLINES.get(fold(cell('Discipline')));
    if (!discipline) {
      problems.push(
        `Discipline « ${cell('Discipline')} » : l’une de ${CLUB_DISCIPLINES.map((code) => CLUB_DISCIPLINE_LABELS[code]).join(', ')}.`,
      );
    }
    const email = cell('E-mail').toLowerCase();
    if (!isValidEmail(email))
      problems.push(`E-mail « ${cell('E-mail')} » : une adresse complète, celle du licencié ou d’un parent.`);
    const shown = lastName || firstName ? licenseeName({ firstName, lastName }).trim() : `ligne ${line}`;
    if (birth && lastName && firstName) {
      const key = keyOf(firstName, lastName, birth);
      const twin = seen.get(key);
      if (twin !== undefined) problems.push(`Même licencié qu’à la ligne ${twin}.`);
      else seen.set(key, line);
    }
    const existingId = birth && lastName && firstName ? (known.get(keyOf(firstName, lastName, birth)) ?? null) : null;
    if (problems.length > 0)
      return { line: { line, name: shown, status: 'refused', problems }, input: null, existingId };
    return {
      line: { line, name: shown, status: existingId === null ? 'new' : 'update', problems },
      input: {
        first_name: firstName,
        last_name: lastName,
        birth_date: birth!,
        sex: sex!,
        grade,
        discipline: discipline!,
        email,
      },
      existingId,
    };
  });

  const count = (status: LicenseeImportLine['status']) => checked.filter((item) => item.line.status === status).length;
  const [added, updated, refused] = [count('new'), count('update'), count('refused')];
  const result = { lines: checked.map((item) => item.line), added, updated, refused };
  if (!confirm) {
    return {
      ...result,
      written: false,
      message:
        refused > 0
          ? `${refused === 1 ? '1 ligne refusée' : `${refused} lignes refusées`} : corrigez-les dans votre tableur, puis envoyez le fichier à nouveau. Rien n’est enregistré.`
          : `Aperçu : ${added} à ajouter, ${updated} à mettre à jour. Rien n’est enregistré avant votre confirmation.`,
    };
  }
  if (refused > 0) {
    throw new HttpError(
      400,
      `${refused === 1 ? '1 ligne est refusée' : `${refused} lignes sont refusées`} : rien n’est enregistré. Corrigez le fichier, puis recommencez.`,
    );
  }
  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    for (const item of checked) {
      if (item.existingId !== null) {
        await trx
          .updateTable('licensees')
          .set({ ...item.input!, updated_at: at })
          .where('id', '=', item.existingId)
          .execute();
      } else {
        await trx
          .insertInto('licensees')
          .values({ ...item.input!, club_id: club.id, created_at: at, updated_at: at })
          .execute();
      }
    }
    await recordAudit(
      trx,
      person,
      {
        action: 'import',
        kind: 'club-licensees',
        recordId: String(club.id),
        before: null,
        after: { name: club.name, added, updated },
      },
      now,
    );
  });
  return {
    ...result,
    written: true,
    message: `Liste importée : ${added} ${added === 1 ? 'licencié ajouté' : 'licenciés ajoutés'}, ${updated} mis à jour.`,
  };
}
