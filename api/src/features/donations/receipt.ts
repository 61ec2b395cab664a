import { formatDate, formatPrice, postalAddress, type SiteSettingsRecord } from '@wado/shared/contract';
import { A4_PAGE, palette, PageWriter } from '../../pdfLayout';
import { amountInWords } from './words';

/**
 * The association's facts printed on a receipt, as they were when it was issued: stored with the
 * donation, so that the PDF downloaded again later is the same, whatever the settings became.
 */
export interface ReceiptIssuer {
  name: string;
  address: string;
  object: string;
  quality: string;
  signatory: string;
  signatoryRole: string;
  /** Where the receipt is made (« Fait à Lyon »): the town of the head office. */
  place: string;
}

/** Everything a receipt says (the « Cerfa n° 11580 » model's fields). */
export interface ReceiptFacts {
  number: string;
  issuer: ReceiptIssuer;
  donor: { firstName: string; lastName: string; address: string; postcode: string; city: string };
  amountCents: number;
  /** When HelloAsso confirmed the payment (ISO 8601): the date of the gift and of the receipt. */
  paidAt: string;
}

/** The town of the head office: the address line that starts with a postcode, without it. */
export function townOf(addressLines: string[]): string {
  for (const line of [...addressLines].reverse()) {
    const match = /^\s*[0-9]{5}\s+(.+)$/.exec(line);
    if (match) return match[1]!.trim();
  }
  return addressLines[addressLines.length - 1] ?? '';
}

export function receiptIssuerOf(settings: SiteSettingsRecord): ReceiptIssuer {
  return {
    name: settings.fullName,
    address: postalAddress(settings),
    object: settings.taxReceiptObject,
    quality: settings.taxReceiptQuality,
    signatory: settings.taxReceiptSignatory,
    signatoryRole: settings.taxReceiptSignatoryRole,
    place: townOf(settings.addressLines),
  };
}

export const receiptFilename = (number: string) => `recu-fiscal-${number}.pdf`;

/** The lines of the certification: individuals' gifts give the reduction of article 200 du CGI. */
export const RECEIPT_TITLE = 'Reçu au titre des dons à certains organismes d’intérêt général';
export const RECEIPT_CERTIFICATION =
  'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue à l’article 200 du code général des impôts (dons des particuliers).';

/**
 * The receipt as a PDF: the same bytes for the same facts (its dates are the payment's, never
 * the moment it is drawn), so that a receipt downloaded again is the one sent.
 */
export async function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  // Loaded here: most starts of the server draw no receipt, and loading it takes a quarter of a second.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const colors = palette(rgb);
  const issuedAt = new Date(facts.paidAt);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Reçu fiscal n° ${facts.number}`);
  pdf.setAuthor(facts.issuer.name);
  pdf.setSubject(RECEIPT_TITLE);
  pdf.setCreator(facts.issuer.name);
  pdf.setProducer(facts.issuer.name);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const page = pdf.addPage([A4_PAGE.width, A4_PAGE.height]);
  const out = new PageWriter(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
    colors,
  );
  const { issuer, donor } = facts;
  const day = formatDate(issuedAt);

  out.text(RECEIPT_TITLE, { size: 15, bold: true, color: colors.rule, gap: 6 });
  out.text('Articles 200, 238 bis et 978 du code général des impôts – modèle Cerfa n° 11580', {
    size: 9,
    color: colors.muted,
  });
  out.space(6);
  out.field('Numéro d’ordre du reçu', facts.number);

  out.section('Bénéficiaire des versements');
  out.field('Nom ou dénomination', issuer.name);
  out.field('Adresse', issuer.address);
  out.field('Objet', issuer.object);
  out.field('Qualité', issuer.quality);

  out.section('Donateur');
  out.field('Nom', donor.lastName);
  out.field('Prénoms', donor.firstName);
  out.field('Adresse', `${donor.address}, ${donor.postcode} ${donor.city}`);

  out.section('Don');
  out.text(
    'Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d’impôt la somme de :',
  );
  out.space(2);
  out.field('Montant', formatPrice(facts.amountCents));
  out.field('Somme en toutes lettres', amountInWords(facts.amountCents));
  out.field('Date du versement', day);
  out.space(4);
  out.text(RECEIPT_CERTIFICATION);
  out.space(4);
  out.field('Forme du don', 'Déclaration de don manuel');
  out.field('Nature du don', 'Numéraire');
  out.field('Mode de versement', 'Carte bancaire');

  out.section('Signature');
  out.text(`Fait à ${issuer.place}, le ${day}.`);
  out.space(2);
  out.field('Signataire', `${issuer.signatory}, ${issuer.signatoryRole}`);
  out.space(6);
  out.text(
    'Reçu établi électroniquement à la confirmation du paiement par carte. À conserver : il justifie la réduction d’impôt auprès de l’administration fiscale.',
    { size: 8.5, color: colors.muted },
  );

  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
