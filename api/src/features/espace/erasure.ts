/**
 * « Mon espace »: the right to erasure (RGPD, article 17) asked by the household itself. What no
 * rule obliges the site to keep is erased at once; what the accounts or the law must keep is kept,
 * and the person is told what, why and until when (on the screen, then by e-mail). One transaction:
 * the erasure, its lines in the audit log and both e-mails (to the person, to the association) are
 * written together or not at all.
 *
 * Erased at once:
 * - the newsletter subscription of the mailbox (consent withdrawn: nothing to prove any longer);
 * - the space's own sign-in links, sessions (this one too) and pending changes of address;
 * - registrations with no payment whose event is over, or that were cancelled or expired;
 * - donations never paid (expired): no receipt, no money, nothing to account for;
 * - licensees without any licence (`licensees/retention.ts` deletes them after two years: nothing
 *   else keeps them), deleted;
 * - licensees whose licences are all of seasons already over: anonymised now exactly as
 *   `applyLicenseeRetention` would two seasons later (name, birth day but the year, grade and
 *   address erased; the licences, their numbers and payments stay for the accounts).
 *
 * Kept:
 * - orders: the sale's proof and accounting documents, ten years (article L123-22 of the Code de
 *   commerce; article L213-1 of the Code de la consommation for an order of 120 € or more);
 * - donations paid, with their tax receipts: accounting documents, ten years (the tax office may
 *   check a receipt for six, article L102 B of the Livre des procédures fiscales);
 * - donations whose payment is under way: a payment may still arrive, and would need its receipt;
 * - registrations paid (the payment is an accounting document), and the ones of an event still to
 *   come (cancel them first: the organiser counts on them);
 * - a licensee with a licence of the current or next season, and her licences: the club and the
 *   association need them while the licence is valid (insurance, the card's check); she is
 *   anonymised two seasons after that season, as every licensee is.
 */
import { foldEmail, formatDate, type EspaceErasure, type EspaceErasureItem } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { recordAudit } from '../auth';
import { householdMembers } from '../licensees';
import { enqueueMail } from '../mail';
import { parisDay } from '../paging';
import { readSiteSettings } from '../settings';
import { espaceActor } from './emailChange';

const ACCOUNTS = 'pièces comptables, conservées dix ans (article L123-22 du Code de commerce)';

/** « jusqu’au 31 décembre 2036 »: ten years after the end of the year of the latest of `isoDates`. */
const tenYearsAfter = (isoDates: readonly string[]) =>
  `jusqu’au 31 décembre ${Math.max(...isoDates.map((iso) => Number(iso.slice(0, 4)))) + 10}`;

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** « de Zoé », « d’Inès »: French elides « de » before a vowel. */
const of = (name: string) => (/^[aeiouyàâäéèêëîïôöûü]/i.test(name) ? `d’${name}` : `de ${name}`);

const longDay = (isoDay: string) => formatDate(new Date(`${isoDay}T12:00:00Z`));

/** What an erasure does, and the rows it touches. */
interface Plan {
  erased: EspaceErasureItem[];
  kept: EspaceErasureItem[];
  registrationIds: number[];
  donationIds: number[];
  deleteLicensees: { id: number; name: string }[];
  anonymiseLicensees: { id: number; name: string; birthDate: string }[];
}

/** What erasing `mailbox` now would erase and keep (reads only). */
async function erasurePlan(db: Db, mailbox: string, now: Date): Promise<Plan> {
  const today = parisDay(now);
  const erased: EspaceErasureItem[] = [];
  const kept: EspaceErasureItem[] = [];
  const erase = (id: string, what: string) => erased.push({ id, what, why: null, until: null });
  const keep = (id: string, what: string, why: string, until: string) => kept.push({ id, what, why, until });

  const newsletter = await db
    .selectFrom('newsletter_subscriptions')
    .select('id')
    .where('email_key', '=', mailbox)
    .execute();
  if (newsletter.length > 0) erase('newsletter', 'Votre inscription à la lettre d’information');

  const members = await householdMembers(db, mailbox);
  const licences = members.length
    ? await db
        .selectFrom('licences')
        .innerJoin('membership_seasons', 'membership_seasons.id', 'licences.season_id')
        .select(['licences.licensee_id', 'membership_seasons.label', 'membership_seasons.ends_on'])
        .where(
          'licences.licensee_id',
          'in',
          members.map((member) => member.licenseeId),
        )
        .execute()
    : [];
  const deleteLicensees: Plan['deleteLicensees'] = [];
  const anonymiseLicensees: Plan['anonymiseLicensees'] = [];
  for (const member of members) {
    const name = `${member.firstName} ${member.lastName}`;
    const own = licences.filter((licence) => licence.licensee_id === member.licenseeId);
    const current = own.filter((licence) => licence.ends_on >= today).sort((a, b) => (a.ends_on < b.ends_on ? 1 : -1));
    if (own.length === 0) {
      deleteLicensees.push({ id: member.licenseeId, name });
      erase(`licensee-${member.licenseeId}`, `La fiche ${of(name)} (aucune licence)`);
    } else if (current.length === 0) {
      anonymiseLicensees.push({ id: member.licenseeId, name, birthDate: member.birthDate });
      erase(
        `licensee-${member.licenseeId}`,
        `Le nom, la date de naissance (l’année reste), le grade et l’adresse ${of(name)}`,
      );
      keep(
        `licences-${member.licenseeId}`,
        `Les licences passées ${of(name)} (${own.map((licence) => licence.label).join(', ')}), sans son nom`,
        `numéros de licence et paiements des clubs, ${ACCOUNTS}`,
        tenYearsAfter(own.map((licence) => licence.ends_on)),
      );
    } else {
      const latest = current[0]!;
      const anonymisedOn = `${Number(latest.ends_on.slice(0, 4)) + 2}${latest.ends_on.slice(4)}`;
      keep(
        `licensee-${member.licenseeId}`,
        `La fiche et la licence ${latest.label} ${of(name)}`,
        'une licence en cours : le club et l’association en ont besoin tant qu’elle vaut (assurance, vérification de la carte)',
        `jusqu’au ${longDay(anonymisedOn)}, deux saisons après la fin de la saison ${latest.label} ; ensuite seuls l’année de naissance et les numéros de licence restent, dix ans pour la comptabilité`,
      );
    }
  }

  // Entries to competitions are the clubs' (they entered and paid them) and the results' facts.
  const entries = members.length
    ? await db
        .selectFrom('competition_entries')
        .innerJoin('events', 'events.id', 'competition_entries.event_id')
        .select(['events.title', 'events.start_date'])
        .where(
          'competition_entries.licensee_id',
          'in',
          members.map((member) => member.licenseeId),
        )
        .where('competition_entries.status', '<>', 'withdrawn')
        .execute()
    : [];
  if (entries.length > 0)
    keep(
      'competition-entries',
      `${count(entries.length, 'inscription', 'inscriptions')} à des compétitions par les clubs (${[...new Set(entries.map((entry) => entry.title))].join(', ')})`,
      `inscriptions faites et payées par les clubs : listes, podiums et ${ACCOUNTS} ; le nom suit la fiche du licencié`,
      tenYearsAfter(entries.map((entry) => entry.start_date)),
    );

  const orders = await db
    .selectFrom('orders')
    .select(['reference', 'created_at'])
    .where('email_key', '=', mailbox)
    .execute();
  if (orders.length > 0)
    keep(
      'orders',
      `${count(orders.length, 'commande', 'commandes')} de la boutique (${orders.map((order) => order.reference).join(', ')})`,
      `preuves de la vente et ${ACCOUNTS}`,
      tenYearsAfter(orders.map((order) => order.created_at)),
    );

  const domain = `%@${mailbox.slice(mailbox.lastIndexOf('@') + 1)}`;
  const donations = (
    await db
      .selectFrom('donations')
      .select(['id', 'reference', 'status', 'email', 'created_at', 'paid_at'])
      .where((eb) => eb(eb.fn('lower', ['email']), 'like', domain))
      .execute()
  ).filter((donation) => foldEmail(donation.email) === mailbox);
  const paid = donations.filter((donation) => donation.status === 'paid');
  const pending = donations.filter((donation) => donation.status === 'pending_payment');
  const unpaid = donations.filter((donation) => donation.status === 'expired');
  if (unpaid.length > 0) erase('donations', `${count(unpaid.length, 'don non payé', 'dons non payés')}`);
  if (paid.length > 0)
    keep(
      'donations',
      `${count(paid.length, 'don', 'dons')} et ${paid.length > 1 ? 'leurs reçus fiscaux' : 'son reçu fiscal'} (${paid.map((donation) => donation.reference).join(', ')})`,
      `reçus fiscaux (l’administration fiscale peut les contrôler pendant six ans) et ${ACCOUNTS}`,
      tenYearsAfter(paid.map((donation) => donation.paid_at ?? donation.created_at)),
    );
  if (pending.length > 0)
    keep(
      'donations-pending',
      `${count(pending.length, 'don', 'dons')} dont le paiement est en cours (${pending.map((donation) => donation.reference).join(', ')})`,
      'un paiement peut encore arriver, et il lui faudrait son reçu fiscal',
      'jusqu’à son paiement (puis comme un don payé) ; s’il n’aboutit pas, une nouvelle demande l’effacera',
    );

  const registrations = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .select([
      'event_registrations.id',
      'event_registrations.reference',
      'event_registrations.status',
      'event_registrations.paid_cents',
      'event_registrations.paid_at',
      'event_registrations.created_at',
      'events.end_date',
    ])
    .where('event_registrations.email_key', '=', mailbox)
    .execute();
  const isPaid = (row: (typeof registrations)[number]) => (row.paid_cents ?? 0) > 0;
  const over = (row: (typeof registrations)[number]) =>
    row.end_date < today || row.status === 'cancelled' || row.status === 'expired';
  const gone = registrations.filter((row) => !isPaid(row) && over(row));
  const paidRegistrations = registrations.filter(isPaid);
  const coming = registrations.filter((row) => !isPaid(row) && !over(row));
  if (gone.length > 0)
    erase(
      'registrations',
      `${count(gone.length, 'inscription', 'inscriptions')} à des événements passés ou annulés, sans paiement`,
    );
  if (paidRegistrations.length > 0)
    keep(
      'registrations-paid',
      `${count(paidRegistrations.length, 'inscription payée', 'inscriptions payées')} (${paidRegistrations.map((row) => row.reference).join(', ')})`,
      `leur paiement est une des ${ACCOUNTS}`,
      tenYearsAfter(paidRegistrations.map((row) => row.paid_at ?? row.created_at)),
    );
  if (coming.length > 0)
    keep(
      'registrations-coming',
      `${count(coming.length, 'inscription', 'inscriptions')} à un événement à venir (${coming.map((row) => row.reference).join(', ')})`,
      'l’organisateur compte sur vous : annulez-la d’abord dans « Inscriptions » si vous ne venez plus',
      'jusqu’à la fin de l’événement ; une nouvelle demande l’effacera ensuite',
    );

  erase(
    'espace',
    'Vos connexions à « Mon espace » (liens de connexion, sessions ouvertes, changements d’adresse en cours)',
  );

  return {
    erased,
    kept,
    registrationIds: gone.map((row) => row.id),
    donationIds: unpaid.map((donation) => donation.id),
    deleteLicensees,
    anonymiseLicensees,
  };
}

/** `GET /api/espace/erasure`: what an erasure would do now. */
export async function previewErasure(db: Db, mailbox: string, now: Date): Promise<EspaceErasure> {
  const { erased, kept } = await erasurePlan(db, mailbox, now);
  return { done: false, erased, kept };
}

const listed = (items: readonly EspaceErasureItem[]) =>
  items.map((item) => `- ${item.what}${item.why ? ` : ${item.why}, ${item.until}.` : ''}`);

/**
 * Erases the household of `mailbox` (the plan above), writes it to the audit log and e-mails the
 * person and the association: one transaction.
 */
export async function eraseHousehold(db: Db, mailbox: string, now: Date): Promise<EspaceErasure> {
  const at = now.toISOString();
  const settings = await readSiteSettings(db);
  return db.transaction().execute(async (trx) => {
    const plan = await erasurePlan(trx, mailbox, now);
    const actor = espaceActor(mailbox);
    await trx.deleteFrom('newsletter_subscriptions').where('email_key', '=', mailbox).execute();
    await trx.deleteFrom('espace_sessions').where('mailbox', '=', mailbox).execute();
    await trx.deleteFrom('espace_links').where('mailbox', '=', mailbox).execute();
    await trx.deleteFrom('espace_email_changes').where('mailbox', '=', mailbox).execute();
    if (plan.registrationIds.length > 0)
      await trx.deleteFrom('event_registrations').where('id', 'in', plan.registrationIds).execute();
    if (plan.donationIds.length > 0) await trx.deleteFrom('donations').where('id', 'in', plan.donationIds).execute();
    for (const { id, name } of plan.deleteLicensees) {
      await trx.deleteFrom('licensees').where('id', '=', id).execute();
      await recordAudit(trx, actor, { action: 'delete', kind: 'licensee', recordId: id, before: { name } }, now);
    }
    // The same fields as `applyLicenseeRetention` (licensees/retention.ts).
    for (const { id, name, birthDate } of plan.anonymiseLicensees) {
      await trx
        .updateTable('licensees')
        .set({
          first_name: 'Anonyme',
          last_name: `Licencié n° ${id}`,
          birth_date: `${birthDate.slice(0, 4)}-01-01`,
          grade: '',
          email: '',
          anonymised_at: at,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, actor, { action: 'anonymise', kind: 'licensee', recordId: id, before: { name } }, now);
    }
    const report: EspaceErasure = { done: true, erased: plan.erased, kept: plan.kept };
    await recordAudit(
      trx,
      actor,
      { action: 'erase', kind: 'espace', recordId: mailbox, after: { email: mailbox, ...report } },
      now,
    );
    const kept =
      plan.kept.length > 0 ? ['', 'Ce qui est conservé, pourquoi et jusqu’à quand :', ...listed(plan.kept)] : [];
    await enqueueMail(
      trx,
      {
        to: mailbox,
        subject: `Vos données ont été effacées – ${settings.name}`,
        text: [
          'Bonjour,',
          '',
          `Comme vous l’avez demandé depuis « Mon espace » le ${formatDate(now)}, ${settings.name} a effacé :`,
          ...listed(plan.erased),
          ...kept,
          '',
          `Pour toute question, ou pour faire effacer ce que la loi ne nous oblige plus à garder, écrivez-nous à ${settings.email}.`,
          '',
          `${settings.fullName} – ${settings.email}`,
        ].join('\n'),
        topic: 'espace:effacement',
      },
      now,
    );
    await enqueueMail(
      trx,
      {
        to: settings.email,
        subject: `Demande d’effacement reçue de ${mailbox} (« Mon espace »)`,
        text: [
          `${mailbox} a demandé l’effacement de ses données depuis « Mon espace » le ${formatDate(now)}. Le site a effacé :`,
          ...listed(plan.erased),
          ...kept,
          '',
          'Effacez aussi ce que l’association garderait ailleurs (fichiers, tableurs, courriers) sans obligation de le conserver. Le détail est dans le journal de l’espace d’administration.',
        ].join('\n'),
        topic: 'espace:effacement-association',
      },
      now,
    );
    return report;
  });
}
