/**
 * « Vos données » as a PDF for a person to read: the same content as the JSON export
 * (`householdExport`), section by section, each field with its French label, dates and amounts
 * written the French way. A4 pages written by `PageWriter` (`pdfLayout.ts`), as the licence
 * attestation is; a new page starts whenever the current one is full.
 */
import {
  CLUB_DISCIPLINE_LABELS,
  COMPETITION_DISCIPLINE_LABELS,
  DELIVERY_METHODS,
  DONATION_STATUS_LABELS,
  ENTRY_STATUS_LABELS,
  formatDate,
  formatDateAndTime,
  formatPrice,
  formatWeight,
  LICENCE_STATUS_LABELS,
  LICENSEE_SEX_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  REGISTRATION_STATUS_LABELS,
} from '@wado/shared/contract';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { A4_PAGE, palette, PageWriter } from '../../pdfLayout';
import type { HouseholdExport } from './export';

/** The room a field needs at the bottom of a page before it goes to the next one. */
const BOTTOM = A4_PAGE.margin + 24;

const label = (labels: Record<string, string>, code: string | null) => (code === null ? '—' : (labels[code] ?? code));
const day = (value: string | null) => {
  if (!value) return '—';
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(new Date(`${value}T12:00:00Z`)) : formatDateAndTime(value);
  } catch {
    return value;
  }
};
const method = (methods: readonly { id: string; label: string }[], id: string) =>
  methods.find((candidate) => candidate.id === id)?.label ?? id;
const money = (cents: number | null) => (cents === null ? '—' : formatPrice(cents));
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A document of pages written one after the other. */
class Pages {
  out: PageWriter;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: readonly [PDFFont, PDFFont],
    private readonly colors: ReturnType<typeof palette>,
  ) {
    this.out = this.newPage();
  }

  private newPage() {
    return new PageWriter(this.pdf.addPage([A4_PAGE.width, A4_PAGE.height]), this.fonts[0], this.fonts[1], this.colors);
  }

  /** A new page if less than `points` are left on this one. */
  room(points = 0) {
    if (this.out.y - points < BOTTOM) this.out = this.newPage();
  }

  section(title: string) {
    this.room(60);
    this.out.section(title);
  }

  heading(title: string) {
    this.room(40);
    this.out.space(6);
    this.out.text(title, { size: 11, bold: true, gap: 4 });
  }

  field(name: string, value: string) {
    this.room(14);
    this.out.field(name, value);
  }

  line(value: string, options: Parameters<PageWriter['text']>[1] = {}) {
    this.room(14);
    this.out.text(value, options);
  }

  none(what: string) {
    this.line(what, { color: this.colors.muted });
  }
}

export async function householdExportPdf(data: HouseholdExport, association: string): Promise<Buffer> {
  // Loaded here: most starts of the server draw no PDF.
  const lib = await import('pdf-lib');
  const pdf = await lib.PDFDocument.create({ updateMetadata: false });
  const at = new Date(data.exportedAt);
  pdf.setTitle(`Vos données – ${data.email}`);
  pdf.setAuthor(association);
  pdf.setCreator(association);
  pdf.setProducer(association);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const fonts = [
    await pdf.embedFont(lib.StandardFonts.Helvetica),
    await pdf.embedFont(lib.StandardFonts.HelveticaBold),
  ] as const;
  const colors = palette(lib.rgb);
  const doc = new Pages(pdf, fonts, colors);

  doc.line(association, { size: 11, bold: true, color: colors.rule, gap: 10 });
  doc.line('Vos données', { size: 16, bold: true, color: colors.rule, gap: 8 });
  doc.line(
    `Tout ce que le site de ${association} garde sur l’adresse ${data.email}, le ${formatDateAndTime(at)}. Le même contenu existe en JSON, pour un autre logiciel.`,
  );

  doc.section('Licenciés du foyer');
  if (data.licensees.length === 0) doc.none('Aucun licencié n’est rattaché à cette adresse.');
  for (const licensee of data.licensees) {
    doc.heading(`${licensee.first_name} ${licensee.last_name}`);
    doc.field('Date de naissance', day(licensee.birth_date));
    doc.field('Sexe', label(LICENSEE_SEX_LABELS, licensee.sex));
    doc.field('Grade', text(licensee.grade));
    doc.field('Discipline', label(CLUB_DISCIPLINE_LABELS, licensee.discipline));
    doc.field('Club', licensee.club);
    doc.field('Adresse e-mail', licensee.email);
    doc.field('Fiche créée le', day(licensee.created_at));
    doc.field('Modifiée le', day(licensee.updated_at));
    if (licensee.licences.length === 0) doc.field('Licences', 'aucune');
    for (const licence of licensee.licences) {
      doc.field(
        `Licence ${licence.season}`,
        [
          label(LICENCE_STATUS_LABELS, licence.status),
          licence.number ? `n° ${licence.number}` : null,
          licence.club,
          `demandée le ${day(licence.requested_at)}`,
          licence.issued_at ? `délivrée le ${day(licence.issued_at)}` : null,
        ]
          .filter(Boolean)
          .join(', '),
      );
    }
  }

  doc.section('Commandes de la boutique');
  if (data.orders.length === 0) doc.none('Aucune commande passée avec cette adresse.');
  for (const order of data.orders) {
    doc.heading(`Commande ${order.reference} du ${day(order.created_at)}`);
    doc.field('État', label(ORDER_STATUS_LABELS, order.status));
    doc.field('Nom', `${order.first_name} ${order.last_name}`);
    doc.field('Adresse e-mail', order.email);
    doc.field('Téléphone', text(order.phone));
    doc.field(
      'Adresse',
      [order.address, order.address_more, `${order.postcode} ${order.city}`].filter(Boolean).join(', '),
    );
    doc.field('Livraison', method(DELIVERY_METHODS, order.delivery));
    doc.field('Paiement', method(PAYMENT_METHODS, order.payment_method));
    if (order.licence_number) doc.field('Numéro de licence', order.licence_number);
    for (const line of order.lines) {
      doc.field(
        'Article',
        `${line.quantity} × ${line.item_name}${line.variant_label ? ` (${line.variant_label})` : ''}, ${money(line.unit_price_cents)} l’unité : ${money(line.line_total_cents)}`,
      );
    }
    doc.field('Sous-total', money(order.subtotal_cents));
    doc.field('Port', money(order.shipping_cents));
    doc.field('Total', money(order.total_cents));
    for (const step of order.history) {
      doc.field(day(step.at), `${label(ORDER_STATUS_LABELS, step.status)}${step.note ? ` (${step.note})` : ''}`);
    }
  }

  doc.section('Inscriptions aux événements');
  if (data.registrations.length === 0) doc.none('Aucune inscription faite avec cette adresse.');
  for (const registration of data.registrations) {
    doc.heading(`${registration.event} – inscription ${registration.reference}`);
    doc.field('État', label(REGISTRATION_STATUS_LABELS, registration.status));
    doc.field('Nom', `${registration.first_name} ${registration.last_name}`);
    doc.field('Adresse e-mail', registration.email);
    doc.field('Club', text(registration.club));
    if (registration.licence_number) doc.field('Numéro de licence', registration.licence_number);
    if (registration.grade) doc.field('Grade', registration.grade);
    if (registration.category) doc.field('Catégorie', registration.category);
    doc.field('Montant', money(registration.amount_cents));
    if (registration.paid_cents) doc.field('Payé', `${money(registration.paid_cents)} le ${day(registration.paid_at)}`);
    if (registration.note) doc.field('Remarque', registration.note);
    doc.field('Faite le', day(registration.created_at));
  }

  doc.section('Inscriptions aux compétitions (par les clubs)');
  if (data.competitionEntries.length === 0) doc.none('Aucune inscription à une compétition.');
  for (const entry of data.competitionEntries) {
    doc.heading(`${entry.event.title} – ${entry.name}`);
    doc.field('Date', day(entry.event.startDate));
    doc.field('Club', entry.club);
    doc.field('Catégorie', `${COMPETITION_DISCIPLINE_LABELS[entry.discipline]} : ${entry.categoryLabel}`);
    if (entry.weightKg !== null) doc.field('Poids déclaré', formatWeight(entry.weightKg));
    doc.field('État', ENTRY_STATUS_LABELS[entry.status]);
    for (const move of entry.moves) doc.field('Changement de catégorie', `${move.from} → ${move.to} : ${move.reason}`);
  }

  doc.section('Dons');
  if (data.donations.length === 0) doc.none('Aucun don fait avec cette adresse.');
  for (const donation of data.donations) {
    doc.heading(`Don ${donation.reference} du ${day(donation.created_at)}`);
    doc.field('État', label(DONATION_STATUS_LABELS, donation.status));
    doc.field('Montant', money(donation.amount_cents));
    doc.field('Nom', `${donation.first_name} ${donation.last_name}`);
    doc.field('Adresse e-mail', donation.email);
    doc.field('Adresse', `${donation.address}, ${donation.postcode} ${donation.city}`);
    if (donation.paid_at) doc.field('Payé le', day(donation.paid_at));
    if (donation.receipt_number) doc.field('Reçu fiscal', `n° ${donation.receipt_number}`);
  }

  doc.section('Lettre d’information');
  if (data.newsletter.length === 0) doc.none('Cette adresse n’est pas inscrite à la lettre d’information.');
  for (const subscription of data.newsletter) {
    doc.field('Adresse e-mail', subscription.email);
    doc.field('Consentement donné le', day(subscription.consented_at));
    doc.field('Confirmé le', subscription.confirmed_at ? day(subscription.confirmed_at) : 'pas encore confirmé');
    doc.field('Depuis la page', text(subscription.source_page));
    doc.field('Version du formulaire', subscription.form_version);
  }

  doc.section('Connexions à « Mon espace »');
  if (data.espaceSignIns.length === 0) doc.none('Aucune connexion ouverte.');
  for (const signIn of data.espaceSignIns) {
    doc.field('Ouverte le', `${day(signIn.created_at)}, dernière visite le ${day(signIn.last_seen_at)}`);
  }

  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
