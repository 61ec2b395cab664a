import { MembershipResponse } from '@wado/shared/schemas';
import type { Db } from '../../db/connection';
import type { Api } from '../contract';
import { HttpError } from '../errors';

/** The season shown: the one that contains today, else the latest one that has started, else the next. */
export async function currentSeason(db: Db, today: string) {
  const containing = await db
    .selectFrom('membership_seasons')
    .selectAll()
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .orderBy('starts_on', 'desc')
    .executeTakeFirst();
  if (containing) return containing;
  const started = await db
    .selectFrom('membership_seasons')
    .selectAll()
    .where('starts_on', '<=', today)
    .orderBy('starts_on', 'desc')
    .executeTakeFirst();
  return started ?? db.selectFrom('membership_seasons').selectAll().orderBy('starts_on').executeTakeFirst();
}

/** `GET /api/membership`: the season, the licence categories and fees, the steps and the documents. */
export async function membershipRoutes(app: Api, { db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  app.get('/api/membership', { schema: { response: { 200: MembershipResponse } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    const season = await currentSeason(db, now().toISOString().slice(0, 10));
    if (!season) throw new HttpError(404, "Les conditions d'adhésion de la saison ne sont pas encore publiées.");
    const [categories, steps, documents] = await Promise.all([
      db
        .selectFrom('licence_categories')
        .selectAll()
        .where('season_id', '=', season.id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db.selectFrom('membership_steps').selectAll().where('season_id', '=', season.id).orderBy('position').execute(),
      db
        .selectFrom('membership_documents')
        .selectAll()
        .where('season_id', '=', season.id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    ]);
    const toStep = (step: (typeof steps)[number]) => ({ position: step.position, title: step.title, body: step.body });
    return {
      season: {
        label: season.label,
        startsOn: season.starts_on,
        endsOn: season.ends_on,
        affiliationFeeCents: season.affiliation_fee_cents,
      },
      categories: categories.map((category) => ({
        id: category.id,
        name: category.name,
        audience: category.audience,
        description: category.description,
        feeCents: category.fee_cents,
      })),
      steps: steps.filter((step) => step.kind === 'member').map(toStep),
      clubSteps: steps.filter((step) => step.kind === 'club').map(toStep),
      documents: documents.map((document) => ({
        id: document.id,
        title: document.title,
        appliesTo: document.applies_to,
        body: document.body,
      })),
    };
  });
}
