import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LICENSEE_IMPORT_COLUMNS, LICENSEE_IMPORT_MAX_BYTES } from '@wado/shared';
import type {
  LicenceSeasons,
  LicenseeImportRequest,
  LicenseeImportResult,
  LicenseeRecord,
  SeasonAccount,
} from '@wado/shared/schemas';
import { axeViolations, currentPathUnder, mockApi, renderAdminScreens } from '@wado/shared/testing/admin-screens';
import { screens } from '../index';
import { BEAUNE, DIJON } from './testClubs';

const ROOT = '/admin/mf-association';
const currentPath = () => currentPathUnder(ROOT);

// jsdom (26) has neither `Blob.text()` nor `Blob.arrayBuffer()`, which every browser has: they are
// read here through jsdom's FileReader (its text as UTF-8, an invalid byte as U+FFFD, as browsers do).
function readBlob<T>(blob: Blob, read: (reader: FileReader) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(reader.result as T));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('illisible')));
    read(reader);
  });
}
beforeAll(() => {
  if (!('text' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'text', {
      configurable: true,
      value(this: Blob) {
        return readBlob<string>(this, (reader) => reader.readAsText(this));
      },
    });
  }
  if (!('arrayBuffer' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'arrayBuffer', {
      configurable: true,
      value(this: Blob) {
        return readBlob<ArrayBuffer>(this, (reader) => reader.readAsArrayBuffer(this));
      },
    });
  }
});

const HEADER = LICENSEE_IMPORT_COLUMNS.join(';');
const CSV = [
  HEADER,
  'Martin;Léa;05/03/2014;F;3e kyu;Karaté enfants;famille@exemple.fr',
  'Durand;Noah;01/06/2018;M;6e kyu;Karaté enfants;durand@exemple.fr',
].join('\r\n');
const LEA: LicenseeRecord = {
  id: 11,
  clubId: 4,
  clubName: 'Wado Karaté Dijon',
  firstName: 'Léa',
  lastName: 'Martin',
  birthDate: '2014-03-05',
  sex: 'F',
  grade: '3e kyu',
  discipline: 'enfants',
  email: 'famille@exemple.fr',
  licences: [],
};
const csvFile = (text: string, name = 'liste.csv') => new File([text], name, { type: 'text/csv' });

/** Two lines refused (the third and fourth of the file), Léa updated, Noah added. */
const REFUSED: LicenseeImportResult = {
  lines: [
    { line: 2, name: 'Martin Léa', status: 'update', problems: [] },
    { line: 3, name: 'Durand Noah', status: 'new', problems: [] },
    {
      line: 4,
      name: 'Petit',
      status: 'refused',
      problems: ['Prénom manquant.', 'Date de naissance « 31/02/2014 » : attendue comme 05/03/2014.'],
    },
    {
      line: 5,
      name: 'Roux Jade',
      status: 'refused',
      problems: ['E-mail « jade@ » : une adresse complète, celle du licencié ou d’un parent.'],
    },
  ],
  added: 1,
  updated: 1,
  refused: 2,
  written: false,
  message:
    '2 lignes refusées : corrigez-les dans votre tableur, puis envoyez le fichier à nouveau. Rien n’est enregistré.',
};
const CLEAN_PREVIEW: LicenseeImportResult = {
  lines: REFUSED.lines.slice(0, 2),
  added: 1,
  updated: 1,
  refused: 0,
  written: false,
  message: 'Aperçu : 1 à ajouter, 1 à mettre à jour. Rien n’est enregistré avant votre confirmation.',
};
const WRITTEN: LicenseeImportResult = {
  ...CLEAN_PREVIEW,
  written: true,
  message: 'Liste importée : 1 licencié ajouté, 1 mis à jour.',
};

const SEASONS: LicenceSeasons = {
  open: [{ id: 3, label: '2026-2027', startsOn: '2026-09-01', endsOn: '2027-08-31' }],
  previous: null,
};
const SETTLED: SeasonAccount = {
  club: { id: 4, name: 'Wado Karaté Dijon' },
  season: { id: 3, label: '2026-2027' },
  affiliated: true,
  affiliationDueCents: 0,
  licences: [],
  totalDueCents: 0,
  payments: [],
};
/** What the list of the club asks when the import lands on it. */
const LIST_ROUTES = {
  'GET /api/admin/licensees/seasons': { body: SEASONS },
  'GET /api/admin/licensees?club=4': { body: { items: [] } },
  'GET /api/admin/licensees/account?club=4&season=3': { body: SETTLED },
  'GET /api/payments/options': { body: { card: true } },
};

const fileInput = () => screen.getByLabelText('Fichier CSV');
const importCalls = (api: ReturnType<typeof mockApi>) =>
  api.writes().filter((call) => call.url === '/api/admin/licensees/import');

describe('importing a club’s list from a spreadsheet', () => {
  it('is reached from the list of the club, beside its export, and keeps the club', async () => {
    mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON, BEAUNE] } },
      ...LIST_ROUTES,
      'GET /api/admin/licensees?club=4': { body: { items: [LEA] } },
    });
    renderAdminScreens(screens, ROOT, 'licencies?club=4');
    const exported = await screen.findByRole('link', { name: 'Exporter la liste (CSV)' });
    const imported = screen.getByRole('link', { name: 'Importer une liste (CSV)' });
    expect(imported).toHaveAttribute('href', `${ROOT}/licencies/importer?club=4`);
    expect(imported.parentElement).toBe(exported.parentElement);
    await userEvent.click(imported);
    expect(await screen.findByRole('heading', { level: 1, name: 'Importer une liste de licenciés' })).toBeVisible();
    expect(currentPath()).toBe('licencies/importer?club=4');
    expect(await screen.findByRole('combobox', { name: 'Club' })).toHaveDisplayValue('Wado Karaté Dijon (Dijon)');
  });

  it('explains the file, previews it, shows the refused lines first with their problems, and confirms nothing', async () => {
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'POST /api/admin/licensees/import': { body: REFUSED },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies/importer?club=4');
    const input = await screen.findByLabelText('Fichier CSV');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    // What the file must be: its columns, its format, its dates, the update, nothing before confirming.
    const help = screen.getByRole('region', { name: 'Le fichier attendu' });
    for (const column of LICENSEE_IMPORT_COLUMNS) expect(within(help).getByText(column)).toBeInTheDocument();
    expect(help).toHaveTextContent(/enregistrez votre tableau au format CSV \(séparateur point-virgule\)/i);
    expect(help).toHaveTextContent('05/03/2014');
    expect(help).toHaveTextContent('avec le même nom, le même prénom et la même date de naissance, est mis à jour');
    expect(help).toHaveTextContent('Rien n’est enregistré avant votre confirmation');
    expect(within(help).getByRole('link', { name: 'Exporter la liste de Wado Karaté Dijon (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/licensees/export.csv?club=4',
    );

    await userEvent.upload(input, csvFile(CSV));
    const preview = await screen.findByRole('region', { name: 'Aperçu de « liste.csv » pour Wado Karaté Dijon' });
    expect(within(preview).getByRole('alert')).toHaveTextContent(REFUSED.message);
    expect(within(preview).getByText('1 licencié ajouté')).toBeInTheDocument();
    expect(within(preview).getByText('1 licencié mis à jour')).toBeInTheDocument();
    expect(within(preview).getByText('2 lignes refusées')).toBeInTheDocument();

    // Every line, the refused ones first (in the file's order), each with its problems.
    const rows = within(within(preview).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Petit',
      'Roux Jade',
      'Martin Léa',
      'Durand Noah',
    ]);
    const [petit, roux, martin, durand] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(petit).getAllByRole('cell')[0]).toHaveTextContent('4');
    expect(within(petit).getByText('Refusé')).toBeInTheDocument();
    expect(
      within(petit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(REFUSED.lines[2]!.problems);
    expect(within(roux).getByRole('listitem')).toHaveTextContent('E-mail « jade@ »');
    expect(within(martin).getByText('Mis à jour')).toBeInTheDocument();
    expect(within(durand).getByText('Ajouté')).toBeInTheDocument();
    expect(within(durand).queryByRole('listitem')).toBeNull();

    const save = within(preview).getByRole('button', { name: 'Enregistrer les 2 licenciés' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/Corrigez d’abord les lignes refusées/);
    expect(importCalls(api)).toEqual([
      { method: 'POST', url: '/api/admin/licensees/import', body: { clubId: 4, csv: CSV, confirm: false } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is offered by the list of a club without any licensee', async () => {
    mockApi({ 'GET /api/admin/clubs': { body: { items: [DIJON] } }, ...LIST_ROUTES });
    renderAdminScreens(screens, ROOT, 'licencies');
    expect(await screen.findByText('Aucun licencié pour ce club.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Importer une liste (CSV)' })).toHaveAttribute(
      'href',
      `${ROOT}/licencies/importer?club=4`,
    );
  });

  it('previews a clean file, then writes the same file and lands on the club’s list with the server’s message', async () => {
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON, BEAUNE] } },
      'POST /api/admin/licensees/import': ({ body }) => ({
        body: (body as LicenseeImportRequest).confirm ? WRITTEN : CLEAN_PREVIEW,
      }),
      ...LIST_ROUTES,
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies/importer?club=4');
    await userEvent.upload(await screen.findByLabelText('Fichier CSV'), csvFile(CSV));
    const save = await screen.findByRole('button', { name: 'Enregistrer les 2 licenciés' });
    expect(save).toBeEnabled();
    expect(screen.getByText(CLEAN_PREVIEW.message)).toBeInTheDocument();
    expect(screen.getByText('Fichier choisi : liste.csv')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(save);
    expect(await screen.findByText(WRITTEN.message)).toBeInTheDocument();
    expect(currentPath()).toBe('licencies?club=4');
    expect(screen.getByRole('heading', { level: 1, name: 'Licenciés' })).toBeInTheDocument();
    expect(importCalls(api).map((call) => call.body)).toEqual([
      { clubId: 4, csv: CSV, confirm: false },
      { clubId: 4, csv: CSV, confirm: true },
    ]);
  });

  it('refuses a file too big before sending it', async () => {
    const api = mockApi({ 'GET /api/admin/clubs': { body: { items: [DIJON] } } });
    renderAdminScreens(screens, ROOT, 'licencies/importer?club=4');
    const big = csvFile('x'.repeat(LICENSEE_IMPORT_MAX_BYTES + 1));
    await userEvent.upload(await screen.findByLabelText('Fichier CSV'), big);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Ce fichier est trop lourd : 400 ko au plus .* Coupez la liste en plusieurs fichiers/,
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(api.writes()).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Enregistrer/ })).toBeNull();
  });

  it('shows the server’s refusal of a file without the needed columns, and takes the focus to it', async () => {
    const message =
      'Il manque les colonnes « Sexe », « E-mail » : la première ligne du fichier nomme les colonnes (Nom ; Prénom ; Date de naissance ; Sexe ; Grade ; Discipline ; E-mail), comme dans l’export de la liste.';
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'POST /api/admin/licensees/import': { status: 400, body: { error: 'Bad Request', message } },
    });
    const { container } = renderAdminScreens(screens, ROOT, 'licencies/importer?club=4');
    await userEvent.upload(await screen.findByLabelText('Fichier CSV'), csvFile('Nom;Prénom\r\nMartin;Léa'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Enregistrer/ })).toBeNull();
    expect(importCalls(api)).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stays on the preview when the server refuses the confirmation, and says why', async () => {
    const message = '1 ligne est refusée : rien n’est enregistré. Corrigez le fichier, puis recommencez.';
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'POST /api/admin/licensees/import': ({ body }) =>
        (body as LicenseeImportRequest).confirm
          ? { status: 400, body: { error: 'Bad Request', message } }
          : { body: CLEAN_PREVIEW },
    });
    renderAdminScreens(screens, ROOT, 'licencies/importer?club=4');
    await userEvent.upload(await screen.findByLabelText('Fichier CSV'), csvFile(CSV));
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer les 2 licenciés' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(currentPath()).toBe('licencies/importer?club=4');
    expect(screen.getByRole('button', { name: 'Enregistrer les 2 licenciés' })).toBeEnabled();
    expect(importCalls(api)).toHaveLength(2);
  });

  it('reads a file saved as Windows-1252 (older Excel) with its accents', async () => {
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON] } },
      'POST /api/admin/licensees/import': { body: CLEAN_PREVIEW },
    });
    renderAdminScreens(screens, ROOT, 'licencies/importer?club=4');
    // « é » is one byte (0xE9) in Windows-1252: not UTF-8.
    const latin1 = new File([Uint8Array.from(CSV, (character) => character.charCodeAt(0))], 'liste.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(await screen.findByLabelText('Fichier CSV'), latin1);
    await screen.findByRole('button', { name: 'Enregistrer les 2 licenciés' });
    expect(importCalls(api).map((call) => (call.body as LicenseeImportRequest).csv)).toEqual([CSV]);
  });

  it('asks a person with several clubs for the club when the address has none, then checks the file for it', async () => {
    const api = mockApi({
      'GET /api/admin/clubs': { body: { items: [DIJON, BEAUNE] } },
      'POST /api/admin/licensees/import': { body: CLEAN_PREVIEW },
    });
    renderAdminScreens(screens, ROOT, 'licencies/importer');
    const club = await screen.findByRole('combobox', { name: 'Club' });
    expect(club).toHaveDisplayValue('Choisissez le club');
    await userEvent.upload(fileInput(), csvFile(CSV));
    expect(await screen.findByText('Fichier choisi : liste.csv')).toBeInTheDocument();
    expect(importCalls(api)).toEqual([]);

    await userEvent.selectOptions(club, 'Karaté Club Beaune (Beaune)');
    expect(
      await screen.findByRole('region', { name: 'Aperçu de « liste.csv » pour Karaté Club Beaune' }),
    ).toBeVisible();
    expect(currentPath()).toBe('licencies/importer?club=5');
    expect(importCalls(api).map((call) => call.body)).toEqual([{ clubId: 5, csv: CSV, confirm: false }]);
  });
});
