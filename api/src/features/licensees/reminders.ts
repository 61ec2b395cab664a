/**
 * Renewal reminders: 30 and 7 days before a season ends, and on the first day of the next one, each
 * club's managers get an e-mail with the licensees of the season still to renew for the next, and a
 * link straight to them. A season that ends with no season after it cannot be renewed: the
 * association is asked, 30 and 7 days before, to open the next one (the clubs' reminders follow as
 * soon as it exists). Once per club, season and moment, whichever server sends it.
 */
import { licenseeName, ROLE_LABELS } from '@wado/shared/contract';
import type { Db } from '../../db/connection';
import { enqueueMail, type OutgoingMail } from '../mail';
import { readSiteSettings } from '../settings';

export type ReminderKind = 'before-30' | 'before-7' | 'first-day';

const DAY_MS = 86_400_000;
/** Names listed in an e-mail; the others are counted. */
const LISTED = 40;
/** The first day's reminder is sent in the season's first week (a server down that day sends it later). */
const FIRST_DAYS = 7;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The licensees of `previous` with no licence (asked for or issued) in `next`, club by club. */
async function leftToRenew(db: Db, previousId: number, nextId: number) {
  return db
    .selectFrom('licences')
    .innerJoin('licensees', 'licensees.id', 'licences.licensee_id')
    .select(['licensees.club_id', 'licensees.first_name', 'licensees.last_name'])
    .where('licences.season_id', '=', previousId)
    .where('licensees.anonymised_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('licences as renewed')
            .select('renewed.id')
            .whereRef('renewed.licensee_id', '=', 'licensees.id')
            .where('renewed.season_id', '=', nextId),
        ),
      ),
    )
    .orderBy('licensees.last_name')
    .orderBy('licensees.first_name')
    .execute();
}

function reminderMail(
  to: string,
  {
    club,
    next,
    names,
    kind,
    link,
    signature,
  }: {
    club: { id: number; name: string };
    next: { label: string };
    names: string[];
    kind: ReminderKind;
    link: string;
    signature: string;
  },
): OutgoingMail {
  const when =
    kind === 'first-day'
      ? `La saison ${next.label} commence aujourd’hui.`
      : `La saison s’achève dans ${kind === 'before-30' ? '30' : '7'} jours ; la saison ${next.label} suit.`;
  const count = names.length === 1 ? '1 licencié' : `${names.length} licenciés`;
  const listed = names.slice(0, LISTED).map((name) => `- ${name}`);
  if (names.length > LISTED) listed.push(`- et ${names.length - LISTED} autres`);
  return {
    to,
    subject: `Licences ${next.label} : ${count} à renouveler pour ${club.name}`,
    text: [
      'Bonjour,',
      '',
      when,
      `${count} de ${club.name} ${names.length === 1 ? 'n’a' : 'n’ont'} pas encore de licence pour ${next.label} :`,
      ...listed,
      '',
      'Pour les renouveler en une fois, puis payer la saison :',
      link,
      '',
      'Vous recevez ce message parce que vous êtes responsable de ce club sur le site.',
      '',
      signature,
    ].join('\n'),
    topic: `licences:rappel:${club.id}`,
  };
}

/**
 * Sends the reminders due today (`now`): returns what was sent, as `club:season:kind`. Safe to
 * run on several servers: each reminder is claimed by its row before its e-mails are written.
 */
export async function sendSeasonReminders(db: Db, now: Date, publicUrl: string): Promise<string[]> {
  const today = dayOf(now);
  const seasons = await db
    .selectFrom('membership_seasons')
    .select(['id', 'label', 'starts_on', 'ends_on'])
    .orderBy('starts_on')
    .execute();
  const due: { kind: ReminderKind; previous: (typeof seasons)[number]; next: (typeof seasons)[number] }[] = [];
  seasons.forEach((season, index) => {
    const next = seasons[index + 1];
    if (!next) return;
    const left = daysBetween(today, season.ends_on);
    if (left >= 8 && left <= 30) due.push({ kind: 'before-30', previous: season, next });
    else if (left >= 0 && left <= 7) due.push({ kind: 'before-7', previous: season, next });
    const started = daysBetween(next.starts_on, today);
    if (started >= 0 && started < FIRST_DAYS) due.push({ kind: 'first-day', previous: season, next });
  });
  const last = seasons.at(-1);
  const opening: { kind: ReminderKind; season: (typeof seasons)[number] }[] = [];
  if (last) {
    const left = daysBetween(today, last.ends_on);
    if (left >= 8 && left <= 30) opening.push({ kind: 'before-30', season: last });
    else if (left >= 0 && left <= 7) opening.push({ kind: 'before-7', season: last });
  }
  if (due.length === 0 && opening.length === 0) return [];
  const settings = await readSiteSettings(db);
  const signature = `${settings.fullName} – ${settings.email}`;
  const sent: string[] = [];
  for (const { kind, previous, next } of due) {
    const rows = await leftToRenew(db, previous.id, next.id);
    const clubIds = [...new Set(rows.map((row) => row.club_id))];
    for (const clubId of clubIds) {
      const managers = await db
        .selectFrom('people_clubs')
        .innerJoin('people', 'people.id', 'people_clubs.person_id')
        .select('people.email')
        .where('people_clubs.club_id', '=', clubId)
        .where('people.status', '=', 'active')
        .execute();
      if (managers.length === 0) continue;
      const club = await db
        .selectFrom('clubs')
        .select(['id', 'name'])
        .where('id', '=', clubId)
        .executeTakeFirstOrThrow();
      const names = rows
        .filter((row) => row.club_id === clubId)
        .map((row) => licenseeName({ firstName: row.first_name, lastName: row.last_name }));
      const link = `${publicUrl.replace(/\/+$/, '')}/admin/mf-association/licencies?club=${clubId}&saison=${next.id}`;
      const claimed = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('season_reminders')
          .values({ club_id: clubId, season_id: next.id, kind, sent_at: now.toISOString() })
          .onConflict((conflict) => conflict.columns(['club_id', 'season_id', 'kind']).doNothing())
          .returning('club_id')
          .executeTakeFirst();
        if (!row) return false;
        for (const { email } of managers) {
          await enqueueMail(trx, reminderMail(email, { club, next, names, kind, link, signature }), now);
        }
        return true;
      });
      if (claimed) sent.push(`${clubId}:${next.id}:${kind}`);
    }
  }
  for (const { kind, season } of opening) {
    if (await openingReminderSent(db, { kind, season, now, publicUrl, signature })) {
      sent.push(`association:${season.id}:${kind}`);
    }
  }
  return sent;
}

/**
 * The association's active people are asked to open the season after `season`, which ends in 30 or
 * 7 days with none after it; claimed by its row, so sent once. False when already sent, or when
 * nobody holds the role (the host's log says nothing: the association names its people).
 */
async function openingReminderSent(
  db: Db,
  {
    kind,
    season,
    now,
    publicUrl,
    signature,
  }: {
    kind: ReminderKind;
    season: { id: number; label: string; ends_on: string };
    now: Date;
    publicUrl: string;
    signature: string;
  },
): Promise<boolean> {
  const recipients = (
    await db.selectFrom('people').select(['email', 'roles']).where('status', '=', 'active').orderBy('email').execute()
  ).filter((person) => (JSON.parse(person.roles) as string[]).includes('association'));
  if (recipients.length === 0) return false;
  const link = `${publicUrl.replace(/\/+$/, '')}/admin/mf-association/saisons`;
  const endsOn = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${season.ends_on}T00:00:00Z`),
  );
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('season_opening_reminders')
      .values({ season_id: season.id, kind, sent_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['season_id', 'kind']).doNothing())
      .returning('season_id')
      .executeTakeFirst();
    if (!row) return false;
    for (const { email } of recipients) {
      await enqueueMail(
        trx,
        {
          to: email,
          subject: `Saison ${season.label} : la saison suivante n’est pas encore ouverte`,
          text: [
            'Bonjour,',
            '',
            `La saison ${season.label} s’achève le ${endsOn}, dans ${kind === 'before-30' ? '30' : '7'} jours, et aucune saison ne la suit encore sur le site.`,
            'Tant qu’elle n’est pas créée, les clubs ne peuvent pas demander les licences de la saison suivante, et ne reçoivent pas leur rappel de renouvellement.',
            '',
            'Pour la créer (une nouvelle saison reprend les catégories, les tarifs, les étapes et les documents de la précédente, à ajuster) :',
            link,
            '',
            `Vous recevez ce message parce que vous avez le rôle « ${ROLE_LABELS.association} » sur le site.`,
            '',
            signature,
          ].join('\n'),
          topic: `licences:ouverture:${season.id}`,
        },
        now,
      );
    }
    return true;
  });
}
