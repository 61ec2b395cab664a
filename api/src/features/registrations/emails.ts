import type { Selectable } from 'kysely';
import {
  formatDateAndTime,
  formatDateRange,
  formatPrice,
  gradeLabel,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_CONFIRM_HOURS,
  registrationPagePath,
  waitingRankText,
  type RegistrationCategory,
  type RegistrationGrade,
  type SiteSettings,
} from '@wado/shared/contract';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../mail';
import { calendar } from '../media';

type EventRow = Selectable<Database['events']>;
type RegistrationRow = Selectable<Database['event_registrations']>;

/** What every registration e-mail needs besides the registration: its event, the site, its address. */
export interface MailContext {
  event: EventRow;
  settings: Pick<SiteSettings, 'name' | 'fullName' | 'email'>;
  publicUrl: string;
}

/** The events that make an e-mail to the registrant. */
export type RegistrationMailKind =
  | 'confirmed'
  | 'promoted_confirmed'
  | 'awaiting_payment'
  | 'promoted_to_pay'
  | 'waiting'
  | 'cancelled_by_registrant'
  | 'cancelled_by_organizer'
  | 'expired'
  | 'paid_too_late';

const linkOf = (registration: RegistrationRow, { event, publicUrl }: MailContext) =>
  `${publicUrl.replace(/\/+$/, '')}${registrationPagePath(event.slug, registration.token)}`;

/** « Stage national de Lyon, du 12 au 14 décembre 2026, Gymnase Gerland (Lyon) ». */
function eventLine({ event }: MailContext): string {
  const where = [event.place, event.city].filter(Boolean);
  const place = where.length === 2 ? `${where[0]} (${where[1]})` : (where[0] ?? '');
  return [`« ${event.title} »`, formatDateRange(event.start_date, event.end_date), place].filter(Boolean).join(', ');
}

/** What the registrant told us (the asked fields only). */
function details(registration: RegistrationRow): string[] {
  return [
    `Nom : ${registration.first_name} ${registration.last_name}`,
    registration.licence_number ? `Licence : ${registration.licence_number}` : '',
    registration.club ? `Club : ${registration.club}` : '',
    registration.grade ? `Grade : ${gradeLabel(registration.grade as RegistrationGrade)}` : '',
    registration.category
      ? `Catégorie : ${REGISTRATION_CATEGORY_LABELS[registration.category as RegistrationCategory]}`
      : '',
  ].filter(Boolean);
}

const price = (registration: RegistrationRow) =>
  registration.amount_cents === 0
    ? 'Inscription gratuite.'
    : `Montant : ${formatPrice(registration.amount_cents)}${registration.member_pricing ? ' (tarif licencié)' : ''}.`;

function refundSentence(registration: RegistrationRow, context: MailContext): string {
  return registration.paid_cents
    ? `Vous aviez payé ${formatPrice(registration.paid_cents)} : écrivez-nous à ${context.settings.email} en rappelant la référence ${registration.reference} pour son remboursement.`
    : '';
}

/** The event's `.ics`, attached to the e-mails of a confirmed registration. */
function eventCalendar(context: MailContext) {
  return {
    filename: `${context.event.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(calendar([context.event], context.publicUrl.replace(/\/+$/, ''), context.event.title), 'utf8'),
  };
}

/** One French e-mail to the registrant, queued in the transaction of what it announces. */
export function registrationEmail(
  kind: RegistrationMailKind,
  registration: RegistrationRow,
  context: MailContext,
  extra: { waitingRank?: number } = {},
): OutgoingMail {
  const link = linkOf(registration, context);
  const { title } = context.event;
  const holdUntil = registration.hold_until ? formatDateAndTime(registration.hold_until) : '';
  const see = `Votre inscription, à consulter ou annuler : ${link}`;
  const parts: Record<RegistrationMailKind, { subject: string; body: string[]; calendar?: boolean }> = {
    confirmed: {
      subject: `Inscription confirmée : ${title}`,
      body: [
        `Votre inscription à ${eventLine(context)} est confirmée.`,
        registration.paid_cents
          ? `Paiement reçu : ${formatPrice(registration.paid_cents)}. Merci !`
          : price(registration),
        'L’événement est joint à cet e-mail (fichier .ics) pour l’ajouter à votre agenda.',
        see,
      ],
      calendar: true,
    },
    promoted_confirmed: {
      subject: `Une place s’est libérée : inscription confirmée à ${title}`,
      body: [
        `Une place s’est libérée : votre inscription à ${eventLine(context)}, sur liste d’attente jusqu’ici, est confirmée.`,
        price(registration),
        'L’événement est joint à cet e-mail (fichier .ics) pour l’ajouter à votre agenda.',
        see,
      ],
      calendar: true,
    },
    awaiting_payment: {
      subject: `Inscription à payer : ${title}`,
      body: [
        `Nous avons bien reçu votre inscription à ${eventLine(context)}.`,
        `${price(registration)} Votre place vous est réservée jusqu’au ${holdUntil} : payez par carte (HelloAsso) depuis ce lien, qui permet aussi d’annuler :`,
        link,
        'Sans paiement à cette heure-là, l’inscription est annulée et la place libérée.',
      ],
    },
    promoted_to_pay: {
      subject: `Une place s’est libérée : ${title}`,
      body: [
        `Une place s’est libérée pour ${eventLine(context)} : elle vous est réservée, vous qui étiez sur la liste d’attente.`,
        `${price(registration)} Pour la garder, payez par carte (HelloAsso) avant le ${holdUntil} depuis ce lien, qui permet aussi d’annuler :`,
        link,
        'Sans paiement à cette heure-là, la place passe à la personne suivante de la liste.',
      ],
    },
    waiting: {
      subject: `Liste d’attente : ${title}`,
      body: [
        `${eventLine(context)} est complet : vous êtes inscrit(e) sur la liste d’attente, en ${waitingRankText(extra.waitingRank ?? 1)} position.`,
        'Dès qu’une place se libère, elle est donnée à la première personne de la liste, qui est prévenue par e-mail.',
        price(registration),
        `Pour quitter la liste d’attente : ${link}`,
      ],
    },
    cancelled_by_registrant: {
      subject: `Inscription annulée : ${title}`,
      body: [
        `Votre inscription ${registration.reference} à ${eventLine(context)} est annulée, comme vous l’avez demandé.`,
        refundSentence(registration, context),
      ],
    },
    cancelled_by_organizer: {
      subject: `Inscription annulée : ${title}`,
      body: [
        `Votre inscription ${registration.reference} à ${eventLine(context)} a été annulée par l’organisation.`,
        refundSentence(registration, context),
        `Pour toute question, écrivez-nous à ${context.settings.email}.`,
      ],
    },
    expired: {
      subject: `Inscription non confirmée : ${title}`,
      body: [
        `Nous n’avons pas reçu le paiement de votre inscription ${registration.reference} à ${eventLine(context)} dans le délai prévu : elle est annulée et la place a été libérée.`,
        'Vous pouvez vous inscrire à nouveau depuis la page de l’événement s’il reste des places.',
      ],
    },
    paid_too_late: {
      subject: `Paiement reçu hors délai : ${title}`,
      body: [
        `Votre paiement de ${formatPrice(registration.paid_cents ?? 0)} pour ${eventLine(context)} est arrivé après la fin du délai de réservation, et la place a été donnée entre-temps : l’inscription ${registration.reference} n’est pas confirmée.`,
        `Nous vous remboursons : écrivez-nous à ${context.settings.email} en rappelant cette référence si vous avez une question.`,
      ],
    },
  };
  const { subject, body, calendar: withCalendar } = parts[kind];
  const text = [
    `Bonjour ${registration.first_name} ${registration.last_name},`,
    '',
    ...body.filter(Boolean).flatMap((paragraph) => [paragraph, '']),
    `Référence : ${registration.reference}`,
    ...details(registration),
    '',
    context.settings.fullName,
    context.settings.email,
  ].join('\n');
  return {
    to: registration.email,
    subject: `${subject} – ${context.settings.name}`,
    text,
    topic: `registration:${registration.reference}`,
    ...(withCalendar ? { attachments: [eventCalendar(context)] } : {}),
  };
}

/**
 * The e-mail that asks the owner of the address to confirm a registration (`confirmUrl`, its
 * link): until then it holds no place. About the request, not the registration: its own topic.
 */
export function confirmationRequestEmail(
  registration: RegistrationRow,
  confirmUrl: string,
  context: MailContext,
): OutgoingMail {
  const paid = registration.amount_cents > 0;
  const text = [
    `Bonjour ${registration.first_name} ${registration.last_name},`,
    '',
    `Une inscription à ${eventLine(context)} a été demandée avec cette adresse sur notre site.`,
    '',
    'Pour la confirmer, ouvrez ce lien puis cliquez sur « Confirmer mon inscription » :',
    confirmUrl,
    '',
    `Tant qu’elle n’est pas confirmée${paid ? ' ou payée' : ''}, aucune place ne vous est réservée. Ce lien est valable ${REGISTRATION_CONFIRM_HOURS} heures.`,
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : elle sera effacée sans autre envoi.',
    '',
    `Référence : ${registration.reference}`,
    '',
    context.settings.fullName,
    context.settings.email,
  ].join('\n');
  return {
    to: registration.email,
    subject: `Confirmez votre inscription : ${context.event.title} – ${context.settings.name}`,
    text,
    topic: `registration-confirmation:${registration.reference}`,
  };
}
