import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CLUB_DISCIPLINE_LABELS,
  CLUB_DISCIPLINES,
  formatCount,
  LICENSEE_IMPORT_COLUMNS,
  LICENSEE_IMPORT_MAX_BYTES,
  Loading,
  Notice,
  useUrlFilters,
  visuallyHiddenClass,
} from '@wado/shared';
import {
  adminClasses,
  collectionClasses,
  FormMessage,
  recordClasses,
  recordErrorMessage,
  useAdminData,
  useAdminTitle,
} from '@wado/shared/admin';
import type { LicenseeImportLine, LicenseeImportResult } from '@wado/shared/schemas';
import { clubChoices, clubLabel, LICENSEES_BASE, LICENSEES_TITLE, licenseesApi, type ClubChoice } from './licenseesApi';
import styles from './licensees.module.css';
import { useKeepsEveryClub } from '../access';

export const IMPORT_TITLE = 'Importer une liste de licenciés';

type Column = (typeof LICENSEE_IMPORT_COLUMNS)[number];

/** What each column holds, as the server reads it (`api/src/features/licensees/import.ts`). */
const COLUMN_HINTS: Record<Column, string> = {
  Nom: 'le nom de famille',
  Prénom: 'le prénom',
  'Date de naissance': 'comme 05/03/2014',
  Sexe: 'F ou M (ou Femme, Homme)',
  Grade: 'par exemple 6e kyu, 1er dan',
  Discipline: `l’une de : ${CLUB_DISCIPLINES.map((discipline) => CLUB_DISCIPLINE_LABELS[discipline]).join(', ')}`,
  'E-mail': 'celle du licencié, ou d’un parent pour un mineur',
};

const IMPORT_STATUS_LABELS: Record<LicenseeImportLine['status'], string> = {
  new: 'Ajouté',
  update: 'Mis à jour',
  refused: 'Refusé',
};
const STATUS_CLASSES: Record<LicenseeImportLine['status'], string | undefined> = {
  new: styles.importNew,
  update: styles.importUpdate,
  refused: styles.importRefused,
};

/** « 400 ko », « 1,2 Mo ». */
function fileSize(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} Mo`
    : `${Math.max(1, Math.round(bytes / 1000))} ko`;
}

/** A file the server would refuse anyway, said before anything is read or sent; null: send it. */
function importFileProblem(file: File): string | null {
  if (/\.(xlsx|xlsm|xls|ods|numbers)$/i.test(file.name)) {
    return `« ${file.name} » est un classeur, pas un fichier CSV : dans votre tableur, enregistrez-le au format « CSV (séparateur : point-virgule) », puis choisissez ce fichier-là.`;
  }
  if (file.size > LICENSEE_IMPORT_MAX_BYTES) {
    return `Ce fichier est trop lourd : ${fileSize(LICENSEE_IMPORT_MAX_BYTES)} au plus (environ 3 000 licenciés). Coupez la liste en plusieurs fichiers, puis importez-les l’un après l’autre.`;
  }
  if (file.size === 0) return 'Ce fichier est vide : choisissez la liste enregistrée depuis votre tableur.';
  return null;
}

/**
 * The file's text. Excel saves « CSV UTF-8 » as UTF-8, but its older « CSV (séparateur :
 * point-virgule) » (and LibreOffice set so) saves Windows-1252 (Latin-1 and a few more): read as
 * UTF-8, each accent becomes U+FFFD (the replacement character). Then the bytes are decoded again
 * as Windows-1252, where every byte is a character: « Prénom » comes back.
 */
async function readCsvFile(file: File): Promise<string> {
  const text = await file.text();
  if (!text.includes('\uFFFD')) return text;
  return new TextDecoder('windows-1252').decode(await file.arrayBuffer());
}

/** Refused lines first (what there is to correct), each group in the file's order. */
const byAttention = (lines: readonly LicenseeImportLine[]) =>
  [...lines].sort((a, b) => Number(b.status === 'refused') - Number(a.status === 'refused') || a.line - b.line);

/**
 * `licencies/importer?club=`: a club's list from a spreadsheet. What the file must hold, the file
 * chosen, read in the browser and sent for a preview (every line checked, nothing written), then,
 * when no line is refused, written at once; the list of the club then says how many were added and
 * updated. The club is the address's (the list's link carries it), chosen when the person keeps
 * several.
 */
export function LicenseeImportScreen() {
  useAdminTitle(IMPORT_TITLE);
  const keepsEveryClub = useKeepsEveryClub();
  const [filters, setFilters] = useUrlFilters(['club'] as const);
  const clubs = useAdminData(clubChoices, 'licensees:clubs');
  const clubList = clubs.state.status === 'ready' ? clubs.state.data : null;
  // The address's club, or the only one: with several, one must be chosen (no list imported into
  // the first club of the directory by mistake).
  const club =
    clubList?.find((choice) => String(choice.id) === filters.club) ??
    (clubList?.length === 1 ? clubList[0] : undefined);

  let content: ReactNode;
  if (clubs.state.status === 'error') {
    content = (
      <Notice title="Les clubs n’ont pas pu être chargés" action={{ label: 'Réessayer', onClick: clubs.reload }}>
        <p>{clubs.state.message}</p>
      </Notice>
    );
  } else if (clubList?.length === 0) {
    content = (
      <FormMessage kind="info">
        {keepsEveryClub
          ? 'L’annuaire ne compte aucun club : ajoutez d’abord les clubs dans « Clubs ».'
          : 'Aucun club ne vous est confié : écrivez à l’association pour qu’elle vous confie le vôtre.'}
      </FormMessage>
    );
  } else if (clubList) {
    content = (
      <ImportForm
        clubs={clubList}
        club={club}
        onClub={(clubId) => setFilters({ club: clubId === null ? '' : String(clubId) })}
      />
    );
  } else {
    content = <Loading />;
  }

  return (
    <div className={recordClasses.screen}>
      <Link className={recordClasses.back} to={club ? `${LICENSEES_BASE}?club=${club.id}` : LICENSEES_BASE}>
        ← {LICENSEES_TITLE}
      </Link>
      <div className={recordClasses.header}>
        <h1>{IMPORT_TITLE}</h1>
      </div>
      <Explanation club={club} />
      {content}
    </div>
  );
}

/** What the file must be, and what the import does (and does not do). */
function Explanation({ club }: { club: ClubChoice | undefined }) {
  const id = useId();
  return (
    <section className={styles.importHelp} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subheading}>
        Le fichier attendu
      </h2>
      <p>
        Enregistrez votre tableau au format CSV (séparateur point-virgule) : dans Excel ou LibreOffice, « Enregistrer
        sous », type « CSV (séparateur : point-virgule) ». Sa première ligne nomme les colonnes, dans n’importe quel
        ordre ; les autres colonnes sont ignorées :
      </p>
      <ul className={styles.columns}>
        {LICENSEE_IMPORT_COLUMNS.map((column) => (
          <li key={column}>
            <strong>{column}</strong> : {COLUMN_HINTS[column]}
          </li>
        ))}
      </ul>
      <p>
        Les dates s’écrivent comme 05/03/2014. Un licencié déjà dans la liste du club, avec le même nom, le même prénom
        et la même date de naissance, est mis à jour ; les autres sont ajoutés. Aucun licencié n’est retiré, et aucune
        licence n’est demandée : vous les demandez ensuite depuis la liste.
      </p>
      <p>
        L’export de la liste donne un fichier de la bonne forme : exportez-la, complétez-la dans votre tableur, puis
        importez-la.
        {club && (
          <>
            {' '}
            <a href={licenseesApi.exportPath(club.id, undefined)} download>
              Exporter la liste de {club.name} (CSV)
            </a>
          </>
        )}
      </p>
      <p>
        <strong>Rien n’est enregistré avant votre confirmation</strong> : le fichier est d’abord vérifié ligne par
        ligne, et vous voyez ce qui sera ajouté, mis à jour ou refusé.
      </p>
    </section>
  );
}

/** The preview of a file: which club, which file, what the server answered. */
interface Preview {
  clubId: number;
  fileName: string;
  csv: string;
  result: LicenseeImportResult;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'checking'; fileName: string }
  | { kind: 'previewed'; preview: Preview }
  | { kind: 'saving'; preview: Preview };

function ImportForm({
  clubs,
  club,
  onClub,
}: {
  clubs: readonly ClubChoice[];
  club: ClubChoice | undefined;
  onClub: (clubId: number | null) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  /** A refusal (the file, the server's 400): shown above the preview, and focused. */
  const [problem, setProblem] = useState<{ text: string; attempt: number } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  /** Each refusal is a new one (the same text again is announced again). */
  const failures = useRef(0);
  /** The file last read (its name and text), to check it again for another club. */
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  /** Each preview asked for: an answer to an older one (another file, another club) is dropped. */
  const asked = useRef(0);
  /** Each file chosen: one chosen again while the last is read replaces it. */
  const reads = useRef(0);

  // A refusal takes the focus: read at once, and seen on a phone. A moment later: a file refused as
  // soon as chosen is refused while the file dialog closes, which gives the focus back to the input.
  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => problemRef.current?.focus());
    return () => clearTimeout(timer);
  }, [problem]);

  const fail = (text: string) => {
    failures.current += 1;
    setProblem({ text, attempt: failures.current });
  };

  const preview = async (clubId: number, fileName: string, csv: string) => {
    const attempt = ++asked.current;
    setProblem(null);
    setStep({ kind: 'checking', fileName });
    try {
      const result = await licenseesApi.importList({ clubId, csv, confirm: false });
      if (attempt !== asked.current) return;
      setStep({ kind: 'previewed', preview: { clubId, fileName, csv, result } });
    } catch (failure) {
      if (attempt !== asked.current) return;
      setStep({ kind: 'idle' });
      fail(recordErrorMessage(failure));
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // Emptied: the same file can be chosen again once corrected (a browser sends no change for the
    // same file); its name stays shown below.
    input.value = '';
    if (!chosen) return;
    const read = ++reads.current;
    asked.current += 1;
    setStep({ kind: 'idle' });
    setProblem(null);
    setFile(null);
    const refusal = importFileProblem(chosen);
    if (refusal) return fail(refusal);
    let csv: string;
    try {
      csv = await readCsvFile(chosen);
    } catch {
      if (read === reads.current) fail(`« ${chosen.name} » n’a pas pu être lu : choisissez-le à nouveau.`);
      return;
    }
    if (read !== reads.current) return;
    if (csv.trim() === '') return fail('Ce fichier est vide : choisissez la liste enregistrée depuis votre tableur.');
    setFile({ name: chosen.name, csv });
    if (club) await preview(club.id, chosen.name, csv);
  };

  const changeClub = (value: string) => {
    const next = clubs.find((choice) => String(choice.id) === value);
    onClub(next?.id ?? null);
    asked.current += 1;
    setStep({ kind: 'idle' });
    setProblem(null);
    // The same file, checked against the other club's list (who is added, who updated).
    if (next && file) void preview(next.id, file.name, file.csv);
  };

  const save = async (shown: Preview) => {
    setProblem(null);
    setStep({ kind: 'saving', preview: shown });
    try {
      const result = await licenseesApi.importList({ clubId: shown.clubId, csv: shown.csv, confirm: true });
      if (!result.written) {
        setStep({ kind: 'previewed', preview: { ...shown, result } });
        fail(result.message);
        return;
      }
      void navigate(`${LICENSEES_BASE}?club=${shown.clubId}`, { state: { notice: result.message } });
    } catch (failure) {
      setStep({ kind: 'previewed', preview: shown });
      fail(recordErrorMessage(failure));
    }
  };

  const shown = step.kind === 'previewed' || step.kind === 'saving' ? step.preview : null;
  const hintId = `${id}-file-hint`;
  const chosenId = `${id}-file-chosen`;

  return (
    <>
      <div className={`${adminClasses.filterPanel} ${styles.importForm}`}>
        {clubs.length > 1 && (
          <div className={adminClasses.field}>
            <label htmlFor={`${id}-club`}>Club</label>
            <select
              id={`${id}-club`}
              className={`${adminClasses.input} ${adminClasses.filterControl}`}
              value={club ? String(club.id) : ''}
              disabled={step.kind === 'saving'}
              onChange={(event) => changeClub(event.target.value)}
            >
              {!club && <option value="">Choisissez le club</option>}
              {clubs.map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {clubLabel(choice)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={adminClasses.field}>
          <label htmlFor={`${id}-file`}>Fichier CSV</label>
          <p id={hintId} className={adminClasses.hint}>
            {fileSize(LICENSEE_IMPORT_MAX_BYTES)} au plus. Le fichier est vérifié dès que vous le choisissez.
          </p>
          <input
            id={`${id}-file`}
            className={styles.fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={file ? `${hintId} ${chosenId}` : hintId}
            disabled={step.kind === 'saving'}
            onChange={(event) => void choose(event)}
          />
          {file && (
            <p id={chosenId} className={adminClasses.hint}>
              Fichier choisi : {file.name}
            </p>
          )}
        </div>
      </div>
      {clubs.length > 1 && !club && (
        <p className={recordClasses.meta}>Choisissez le club dont vous importez la liste.</p>
      )}
      {problem && (
        <div ref={problemRef} key={problem.attempt} tabIndex={-1} className={styles.focusable}>
          <FormMessage kind="error">{problem.text}</FormMessage>
        </div>
      )}
      <div aria-live="polite">
        {step.kind === 'checking' && <p className={recordClasses.meta}>Vérification de « {step.fileName} »…</p>}
      </div>
      {shown && club && shown.clubId === club.id && (
        <PreviewPanel preview={shown} club={club} saving={step.kind === 'saving'} onSave={() => void save(shown)} />
      )}
    </>
  );
}

/** The server's verdict on every line, and the confirmation when none is refused. */
function PreviewPanel({
  preview,
  club,
  saving,
  onSave,
}: {
  preview: Preview;
  club: ClubChoice;
  saving: boolean;
  onSave: () => void;
}) {
  const id = useId();
  const { result } = preview;
  const toWrite = result.added + result.updated;
  const clean = result.refused === 0 && toWrite > 0;
  const lines = byAttention(result.lines);
  return (
    <section className={styles.preview} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subheading}>
        Aperçu de « {preview.fileName} » pour {club.name}
      </h2>
      <FormMessage kind={result.refused > 0 ? 'error' : 'info'}>{result.message}</FormMessage>
      <ul className={styles.importCounts} aria-label="Résultat de la vérification">
        <li>{formatCount(result.added, 'licencié ajouté', 'licenciés ajoutés')}</li>
        <li>{formatCount(result.updated, 'licencié mis à jour', 'licenciés mis à jour')}</li>
        <li className={result.refused > 0 ? styles.refusedCount : undefined}>
          {formatCount(result.refused, 'ligne refusée', 'lignes refusées')}
        </li>
      </ul>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={adminClasses.primary}
          disabled={!clean || saving}
          aria-describedby={clean ? undefined : `${id}-why`}
          onClick={onSave}
        >
          {saving
            ? 'Enregistrement…'
            : toWrite === 1
              ? 'Enregistrer le licencié'
              : `Enregistrer les ${toWrite} licenciés`}
        </button>
      </div>
      {!clean && (
        <p id={`${id}-why`} className={recordClasses.meta}>
          {result.refused > 0
            ? 'Corrigez d’abord les lignes refusées dans votre tableur, enregistrez le fichier, puis choisissez-le à nouveau.'
            : 'Ce fichier n’a aucun licencié à enregistrer.'}
        </p>
      )}
      <div
        className={collectionClasses.tableFrame}
        tabIndex={0}
        role="region"
        aria-label={`Lignes de « ${preview.fileName} »`}
      >
        <table className={collectionClasses.table}>
          <caption className={styles.caption}>
            {result.refused > 0
              ? 'Chaque ligne du fichier, les lignes refusées en premier.'
              : 'Chaque ligne du fichier.'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Ligne</th>
              <th scope="col">Nom</th>
              <th scope="col">État</th>
              <th scope="col">Problèmes</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.line} className={line.status === 'refused' ? styles.refusedLine : undefined}>
                <td data-label="Ligne" className={styles.amount}>
                  {line.line}
                </td>
                <th scope="row">{line.name}</th>
                <td data-label="État">
                  <span className={`${recordClasses.badge} ${STATUS_CLASSES[line.status] ?? ''}`}>
                    {IMPORT_STATUS_LABELS[line.status]}
                  </span>
                </td>
                <td data-label="Problèmes">
                  {line.problems.length === 0 ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className={visuallyHiddenClass}>Aucun</span>
                    </>
                  ) : (
                    <ul className={styles.problems}>
                      {line.problems.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
