/**
 * A club's list from a spreadsheet: a preview that names every refused line and why, nothing
 * written; confirmed, every line written at once (a known licensee updated, not added twice), or
 * nothing while a line is refused. Another club's import is absent; other roles are refused.
 */
import type { FastifyInstance } from 'fastify';
import type { LicenseeImportResult, LicenseeRecord } from '@wado/shared/schemas';
import { ROLE_REQUIRED } from '../src/features/auth/guard';
import { countRows, expectApiError, startTestApp } from './helpers';
import { rolesOtherThan, signInAs } from './people';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let manager: Record<string, string>;
let own = 0;
let other = 0;

const HEADER = 'Nom;Prénom;Date de naissance;Sexe;Grade;Discipline;E-mail;Licence 2026-2027';
/** As French Excel writes it: a BOM, `;`, CRLF, a quoted cell. */
const GOOD = [
  HEADER,
  'Martin;Léa;05/03/2014;F;4e kyu;Karaté enfants;parent.martin@famille.test;',
  '"Da Silva; fils";Hugo;2009-11-30;Homme;1er kyu;wado;hugo@famille.test;',
];
const file = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

const writes = async () => ({ licensees: await countRows(app, 'licensees'), audit: await countRows(app, 'audit_log') });
const send = (csv: string, confirm: boolean, headers = manager, clubId = own) =>
  app.inject({ method: 'POST', url: '/api/admin/licensees/import', headers, payload: { clubId, csv, confirm } });

beforeAll(async () => {
  ({ app, cleanup } = await startTestApp());
  [own, other] = (await app.db.selectFrom('clubs').select('id').orderBy('id').limit(2).execute()).map(
    (club) => club.id,
  ) as [number, number];
  const signed = await signInAs(app, ['club'], 'secretaire@club-import.test');
  await app.db.insertInto('people_clubs').values({ person_id: signed.personId, club_id: own }).execute();
  manager = signed.headers;
});
afterAll(() => cleanup?.());

it('lists every refused line and why, writing nothing; the fixed file is written once confirmed', async () => {
  const bad = file([
    ...GOOD,
    'Durand;;31/02/2012;X;;judo;pas-une-adresse;',
    'Martin;Léa;05/03/2014;F;4e kyu;enfants;parent.martin@famille.test;',
  ]);
  const before = await writes();
  const preview = await send(bad, false);
  expect(preview.statusCode).toBe(200);
  const body = preview.json<LicenseeImportResult>();
  expect(body).toMatchObject({ added: 2, updated: 0, refused: 2, written: false });
  expect(body.message).toBe(
    '2 lignes refusées : corrigez-les dans votre tableur, puis envoyez le fichier à nouveau. Rien n’est enregistré.',
  );
  expect(body.lines[2]).toEqual({
    line: 4,
    name: 'Durand',
    status: 'refused',
    problems: [
      'Prénom manquant.',
      'Date de naissance « 31/02/2012 » : attendue comme 05/03/2014.',
      'Sexe « X » : F ou M.',
      'Grade manquant (par exemple 6e kyu, 1er dan).',
      expect.stringMatching(/^Discipline « judo » : l’une de Karaté Wado, /),
      'E-mail « pas-une-adresse » : une adresse complète, celle du licencié ou d’un parent.',
    ],
  });
  expect(body.lines[3]!.problems).toEqual(['Même licencié qu’à la ligne 2.']);
  // Confirmed with refused lines: nothing.
  expectApiError(
    await send(bad, true),
    400,
    '2 lignes sont refusées : rien n’est enregistré. Corrigez le fichier, puis recommencez.',
  );
  expect(await writes()).toEqual(before);

  const done = (await send(file(GOOD), true)).json<LicenseeImportResult>();
  expect(done).toMatchObject({ added: 2, updated: 0, refused: 0, written: true });
  const list = (await app.inject({ method: 'GET', url: `/api/admin/licensees?club=${own}`, headers: manager })).json<{
    items: LicenseeRecord[];
  }>().items;
  expect(list.map((item) => [item.lastName, item.firstName, item.birthDate, item.sex, item.discipline])).toEqual([
    ['Da Silva; fils', 'Hugo', '2009-11-30', 'M', 'wado'],
    ['Martin', 'Léa', '2014-03-05', 'F', 'enfants'],
  ]);
  const line = await app.db
    .selectFrom('audit_log')
    .select('after')
    .where('action', '=', 'import')
    .executeTakeFirstOrThrow();
  expect(JSON.parse(line.after!)).toMatchObject({ added: 2, updated: 0 });

  // The same file again, her grade changed: updated, not added twice.
  const again = (
    await send(file([HEADER, 'MARTIN;Léa;5/3/2014;f;3e kyu;Karaté enfants;parent.martin@famille.test;']), true)
  ).json<LicenseeImportResult>();
  expect(again).toMatchObject({ added: 0, updated: 1 });
  expect(await countRows(app, 'licensees')).toBe(before.licensees + 2);
});

it('refuses a file without the columns, an empty one, another club’s, and other roles, writing nothing', async () => {
  const before = await writes();
  expectApiError(
    await send(file(['Nom;Prénom;E-mail', 'Martin;Léa;a@b.fr']), false),
    400,
    'Il manque les colonnes « Date de naissance », « Sexe », « Grade », « Discipline » : la première ligne du fichier nomme les colonnes (Nom ; Prénom ; Date de naissance ; Sexe ; Grade ; Discipline ; E-mail), comme dans l’export de la liste.',
  );
  expectApiError(await send(file([HEADER]), false), 400, 'Ce fichier n’a aucune ligne après celle des colonnes.');
  expectApiError(await send(file(['a;"b', 'c']), false), 400);
  expectApiError(await send(file(GOOD), true, manager, other), 404, 'Ce club est introuvable.');
  for (const role of rolesOtherThan(['association', 'club'])) {
    const { headers } = await signInAs(app, [role]);
    expectApiError(await send(file(GOOD), true, headers), 403, ROLE_REQUIRED);
  }
  expect({ ...(await writes()) }).toEqual(before);
});
