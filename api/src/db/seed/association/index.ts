import type { Transaction } from 'kysely';
import { lexiconTermKey } from '@wado/shared/contract';
import type { Db } from '../../connection';
import type { Database } from '../../schema';
import { fillClubCoordinates } from '../../../features/clubs/coordinates';
import { CLUBS } from './clubs';
import { COMMITTEE } from './committee';
import { LEXICON } from './lexicon';
import { CATEGORY_BIRTH_YEARS, CLUB_STEPS, DOCUMENTS, LICENCE_CATEGORIES, MEMBER_STEPS, SEASON } from './membership';

type Trx = Transaction<Database>;

/**
 * The association's and the lexicon's data, written on first start only: each list is filled
 * when its table is empty, so a second start adds nothing, an edit is never overwritten and a
 * row the volunteers deleted (a club that left, a former officer) never comes back.
 */
export async function seedAssociationAndWado(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'committee_bodies')) await seedCommittee(trx);
    if (await isEmpty(trx, 'clubs')) await seedClubs(trx);
    if (await isEmpty(trx, 'membership_seasons')) await seedMembership(trx);
    if (await isEmpty(trx, 'lexicon_terms')) await seedLexicon(trx);
  });
}

async function isEmpty(
  trx: Trx,
  table: 'committee_bodies' | 'clubs' | 'membership_seasons' | 'lexicon_terms',
): Promise<boolean> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/** « de Marc », « d’Hélène »: French elision before a vowel or a mute h. */
function ofName(name: string): string {
  return /^[AEIOUÉÈÊÂH]/i.test(name) ? `d’${name}` : `de ${name}`;
}

async function seedCommittee(trx: Trx): Promise<void> {
  for (const [bodyIndex, body] of COMMITTEE.entries()) {
    await trx
      .insertInto('committee_bodies')
      .values({ slug: body.slug, name: body.name, description: body.description, position: bodyIndex })
      .execute();
    await trx
      .insertInto('committee_members')
      .values(
        body.members.map((member, position) => ({
          body_slug: body.slug,
          name: member.name,
          role: member.role,
          bio: member.bio,
          portrait: `/media/committee/${member.portrait}`,
          portrait_alt: `Portrait illustré ${ofName(member.name)}, ${member.role.charAt(0).toLowerCase()}${member.role.slice(1)}`,
          position,
        })),
      )
      .execute();
  }
}

async function seedClubs(trx: Trx): Promise<void> {
  await trx
    .insertInto('clubs')
    .values(
      CLUBS.map((club) => ({
        name: club.name,
        city: club.city,
        postal_code: club.postalCode,
        department: club.department,
        department_name: club.departmentName,
        region: club.region,
        address: club.address,
        training_times: JSON.stringify(club.trainingTimes),
        email: club.email,
        phone: club.phone,
        website: club.website,
      })),
    )
    .execute();
  await fillClubCoordinates(trx);
}

async function seedMembership(trx: Trx): Promise<void> {
  const { id: seasonId } = await trx
    .insertInto('membership_seasons')
    .values({
      label: SEASON.label,
      starts_on: SEASON.startsOn,
      ends_on: SEASON.endsOn,
      affiliation_fee_cents: SEASON.affiliationFeeCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('licence_categories')
    .values(
      LICENCE_CATEGORIES.map((category, position) => ({
        season_id: seasonId,
        name: category.name,
        audience: category.audience,
        description: category.description,
        fee_cents: category.feeCents,
        position,
        birth_year_min: CATEGORY_BIRTH_YEARS[category.name]?.[0] ?? null,
        birth_year_max: CATEGORY_BIRTH_YEARS[category.name]?.[1] ?? null,
      })),
    )
    .execute();
  const steps = [
    ...MEMBER_STEPS.map((step, index) => ({ ...step, kind: 'member', position: index + 1 })),
    ...CLUB_STEPS.map((step, index) => ({ ...step, kind: 'club', position: index + 1 })),
  ];
  await trx
    .insertInto('membership_steps')
    .values(
      steps.map((step) => ({
        season_id: seasonId,
        kind: step.kind,
        position: step.position,
        title: step.title,
        body: step.body,
      })),
    )
    .execute();
  await trx
    .insertInto('membership_documents')
    .values(
      DOCUMENTS.map((document, position) => ({
        season_id: seasonId,
        title: document.title,
        applies_to: document.appliesTo,
        body: document.body,
        position,
      })),
    )
    .execute();
}

async function seedLexicon(trx: Trx): Promise<void> {
  await trx
    .insertInto('lexicon_terms')
    .values(
      LEXICON.map((entry) => ({
        term: entry.term,
        term_key: lexiconTermKey(entry.term),
        kana: entry.kana,
        meaning: entry.meaning,
        category: entry.category,
      })),
    )
    .execute();
}
