/**
 * What « Mon espace » shows of the clubs' licensees: the household of a mailbox (every licensee,
 * not anonymised, whose address is that mailbox's, a parent's for young licensees), their licences
 * season by season, the attestation and the licence card (PDF, with the QR code of the public
 * check), and that check: valid or not, name, club and season, nothing more.
 */
import { foldEmail, formatDate, LICENCE_CHECK_PATH, licenseeName } from '@wado/shared/contract';
import type { EspaceLicence, EspaceLicences, HouseholdMember, LicenceCheck } from '@wado/shared/schemas';
import type { PDFFont } from 'pdf-lib';
import type { Db } from '../../db/connection';
import { A4_PAGE, palette, PageWriter, printable } from '../../pdfLayout';
import { parisToday } from '../members';
import { readSiteSettings } from '../settings';

/** The licensees whose address reaches `mailbox` (`foldEmail`): one query by domain, then the exact mailbox. */
async function licenseesOf(db: Db, mailbox: string) {
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1);
  const rows = await db
    .selectFrom('licensees')
    .innerJoin('clubs', 'clubs.id', 'licensees.club_id')
    .select([
      'licensees.id',
      'licensees.first_name',
      'licensees.last_name',
      'licensees.birth_date',
      'licensees.grade',
      'licensees.email',
      'clubs.id as club_id',
      'clubs.name as club_name',
    ])
    .where('licensees.anonymised_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['licensees.email']), 'like', `%@${domain}`))
    .orderBy('licensees.birth_date')
    .orderBy('licensees.id')
    .execute();
  return rows.filter((row) => foldEmail(row.email) === mailbox);
}

export async function householdMembers(db: Db, mailbox: string): Promise<HouseholdMember[]> {
  return (await licenseesOf(db, mailbox)).map((row) => ({
    licenseeId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    grade: row.grade,
    club: { id: row.club_id, name: row.club_name },
  }));
}

/** The licences of these licensees (or of one licence), with their season and club. */
function licenceRows(db: Db) {
  return db
    .selectFrom('licences')
    .innerJoin('membership_seasons', 'membership_seasons.id', 'licences.season_id')
    .innerJoin('clubs', 'clubs.id', 'licences.club_id')
    .select([
      'licences.id',
      'licences.licensee_id',
      'licences.status',
      'licences.number',
      'licences.check_code',
      'membership_seasons.label as season_label',
      'membership_seasons.starts_on',
      'membership_seasons.ends_on',
      'clubs.id as club_id',
      'clubs.name as club_name',
    ]);
}
type LicenceRow = Awaited<ReturnType<ReturnType<typeof licenceRows>['execute']>>[number];

const isValid = (row: Pick<LicenceRow, 'status' | 'starts_on' | 'ends_on'>, today: string) =>
  row.status === 'issued' && row.starts_on <= today && today <= row.ends_on;

const checkUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, '')}${LICENCE_CHECK_PATH}/${code}`;

function espaceLicence(row: LicenceRow, today: string, publicUrl: string): EspaceLicence {
  const issued = row.status === 'issued' && row.number !== null;
  return {
    id: row.id,
    season: { label: row.season_label, startsOn: row.starts_on, endsOn: row.ends_on },
    club: { id: row.club_id, name: row.club_name },
    status: row.status as EspaceLicence['status'],
    number: row.number,
    valid: isValid(row, today),
    attestationUrl: issued ? `/api/espace/licences/${row.id}/attestation.pdf` : null,
    cardUrl: issued && row.check_code ? `/api/espace/licences/${row.id}/carte.pdf` : null,
    checkUrl: issued && row.check_code ? checkUrl(publicUrl, row.check_code) : null,
  };
}

/** Each member's licences, the newest season first. */
export async function householdLicences(
  db: Db,
  mailbox: string,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<EspaceLicences> {
  const members = await licenseesOf(db, mailbox);
  if (members.length === 0) return { members: [] };
  const rows = await licenceRows(db)
    .where(
      'licences.licensee_id',
      'in',
      members.map((member) => member.id),
    )
    .orderBy('membership_seasons.starts_on', 'desc')
    .orderBy('licences.id', 'desc')
    .execute();
  const today = parisToday(now);
  return {
    members: members.map((member) => ({
      licenseeId: member.id,
      firstName: member.first_name,
      lastName: member.last_name,
      licences: rows.filter((row) => row.licensee_id === member.id).map((row) => espaceLicence(row, today, publicUrl)),
    })),
  };
}

export type LicenceDocumentKind = 'attestation' | 'card';

/**
 * The attestation or the card of an issued licence of the household, as a PDF; null when the
 * licence is not the household's, or not issued (the same answer: nothing said of others').
 */
export async function householdLicenceDocument(
  db: Db,
  mailbox: string,
  licenceId: number,
  kind: LicenceDocumentKind,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<{ pdf: Buffer; filename: string } | null> {
  const members = await licenseesOf(db, mailbox);
  const row = await licenceRows(db)
    .select(['licences.issued_at'])
    .where('licences.id', '=', licenceId)
    .where('licences.status', '=', 'issued')
    .executeTakeFirst();
  const member = row && members.find((candidate) => candidate.id === row.licensee_id);
  if (!row || !member || row.number === null) return null;
  if (kind === 'card' && !row.check_code) return null;
  const settings = await readSiteSettings(db);
  const facts: LicenceFacts = {
    association: settings.fullName,
    name: licenseeName({ firstName: member.first_name, lastName: member.last_name }),
    birthDate: member.birth_date,
    grade: member.grade,
    club: row.club_name,
    season: row.season_label,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    number: row.number,
    issuedAt: row.issued_at ?? now.toISOString(),
    checkUrl: row.check_code ? checkUrl(publicUrl, row.check_code) : null,
  };
  const pdf = kind === 'attestation' ? await attestationPdf(facts) : await cardPdf(facts);
  return { pdf, filename: `${kind === 'attestation' ? 'attestation-licence' : 'carte-licence'}-${row.number}.pdf` };
}

/** What an attestation and a card print. */
interface LicenceFacts {
  association: string;
  /** « Boucher Inès » */
  name: string;
  birthDate: string;
  grade: string;
  club: string;
  season: string;
  startsOn: string;
  endsOn: string;
  number: string;
  issuedAt: string;
  checkUrl: string | null;
}

const day = (isoDay: string) => formatDate(new Date(`${isoDay}T12:00:00Z`));

async function newPdf(title: string, facts: LicenceFacts) {
  // Loaded here: most starts of the server draw no PDF.
  const lib = await import('pdf-lib');
  const pdf = await lib.PDFDocument.create({ updateMetadata: false });
  const at = new Date(facts.issuedAt);
  pdf.setTitle(title);
  pdf.setAuthor(facts.association);
  pdf.setCreator(facts.association);
  pdf.setProducer(facts.association);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  return {
    lib,
    pdf,
    fonts: [
      await pdf.embedFont(lib.StandardFonts.Helvetica),
      await pdf.embedFont(lib.StandardFonts.HelveticaBold),
    ] as const,
  };
}

/** The attestation: one A4 page that says who holds which licence, for which season and club. */
async function attestationPdf(facts: LicenceFacts): Promise<Buffer> {
  const { lib, pdf, fonts } = await newPdf(`Attestation de licence n° ${facts.number}`, facts);
  const colors = palette(lib.rgb);
  const out = new PageWriter(pdf.addPage([A4_PAGE.width, A4_PAGE.height]), fonts[0], fonts[1], colors);
  out.text(facts.association, { size: 11, bold: true, color: colors.rule, gap: 10 });
  out.text(`Attestation de licence – saison ${facts.season}`, { size: 16, bold: true, color: colors.rule, gap: 8 });
  out.text(
    `${facts.association} atteste que la personne ci-dessous est titulaire d’une licence pour la saison ${facts.season}.`,
  );
  out.section('Licencié');
  out.field('Nom et prénom', facts.name);
  out.field('Date de naissance', day(facts.birthDate));
  out.field('Grade', facts.grade);
  out.field('Club', facts.club);
  out.section('Licence');
  out.field('Numéro', facts.number);
  out.field('Saison', facts.season);
  out.field('Valable', `du ${day(facts.startsOn)} au ${day(facts.endsOn)}`);
  out.field('Délivrée le', formatDate(new Date(facts.issuedAt)));
  if (facts.checkUrl) {
    out.space(8);
    out.text(`Vérification : ${facts.checkUrl}`, { size: 9, color: colors.muted });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** `text` as it fits in `width` points: cut, with « … », when a club's name is too long for the card. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** The card: credit-card sized (85.6 × 54 mm), the QR code of the public check beside the facts. */
async function cardPdf(facts: LicenceFacts): Promise<Buffer> {
  const { lib, pdf, fonts } = await newPdf(`Carte de licence n° ${facts.number}`, facts);
  const colors = palette(lib.rgb);
  const mm = 72 / 25.4;
  const [width, height] = [85.6 * mm, 54 * mm];
  const page = pdf.addPage([width, height]);
  const [regular, bold] = fonts;
  page.drawRectangle({ x: 0, y: height - 9 * mm, width, height: 9 * mm, color: colors.rule });
  page.drawText(printable(bold, facts.association), {
    x: 3 * mm,
    y: height - 6 * mm,
    size: 7.5,
    font: bold,
    color: lib.rgb(1, 1, 1),
    maxWidth: width - 6 * mm,
  });
  const lines: [string, number, boolean][] = [
    [`Licence ${facts.season}`, 7, true],
    [facts.name, 9, true],
    [`Née ou né le ${day(facts.birthDate)}`, 6.5, false],
    [facts.club, 6.5, false],
    [`Grade : ${facts.grade}`, 6.5, false],
    [`N° ${facts.number}`, 8, true],
    [`Valable jusqu’au ${day(facts.endsOn)}`, 6.5, false],
  ];
  let y = height - 14 * mm;
  const textWidth = width - 30 * mm;
  for (const [text, size, strong] of lines) {
    const font = strong ? bold : regular;
    page.drawText(fitted(font, printable(font, text), size, textWidth), {
      x: 3 * mm,
      y,
      size,
      font,
      color: colors.ink,
    });
    y -= size + 2.5;
  }
  if (facts.checkUrl) {
    const QRCode = await import('qrcode');
    const { modules } = QRCode.create(facts.checkUrl, { errorCorrectionLevel: 'M' });
    const side = 24 * mm;
    const cell = side / modules.size;
    const [left, bottom] = [width - side - 3 * mm, 4 * mm];
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (!modules.get(row, column)) continue;
        page.drawRectangle({
          x: left + column * cell,
          y: bottom + (modules.size - 1 - row) * cell,
          width: cell,
          height: cell,
          color: colors.ink,
        });
      }
    }
    // Above the code, past its quiet zone (a reader needs about four blank modules around it).
    page.drawText('Vérifier', { x: left, y: bottom + side + 3.5 * mm, size: 6, font: regular, color: colors.muted });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The public check of a card's code: null when no issued licence has it. */
export async function licenceCheck(db: Db, code: string, now: Date): Promise<LicenceCheck | null> {
  const row = await licenceRows(db)
    .innerJoin('licensees', 'licensees.id', 'licences.licensee_id')
    .select(['licensees.first_name', 'licensees.last_name', 'licensees.anonymised_at'])
    .where('licences.check_code', '=', code)
    .where('licences.status', '=', 'issued')
    .executeTakeFirst();
  if (!row || row.number === null) return null;
  return {
    valid: isValid(row, parisToday(now)) && row.anonymised_at === null,
    name: row.anonymised_at === null ? `${row.first_name} ${row.last_name}` : 'Licencié',
    club: row.club_name,
    season: row.season_label,
    number: row.number,
    validUntil: row.ends_on,
  };
}
