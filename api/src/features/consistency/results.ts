import type { Db } from '../../db/connection';
import { isPublic } from '../media';
import type { Inconsistency } from './inconsistency';
import type { PublishedText } from './published';
import { countStatements, medalStatements, numbersAfter, type CountStatement, type MedalKind } from './texts';

interface Place {
  competition_id: number;
  athlete: string;
  rank: number;
  country: string;
  team_member: number;
}

interface Competition {
  id: number;
  slug: string;
  name: string;
  level: string;
  city: string;
  start_date: string;
  report: string;
  places: Place[];
}

async function competitionsWithPlaces(db: Db): Promise<Competition[]> {
  const [competitions, places] = await Promise.all([
    db
      .selectFrom('competitions')
      .select(['id', 'slug', 'name', 'level', 'city', 'start_date', 'report'])
      .orderBy('start_date')
      .execute(),
    db
      .selectFrom('podium_places')
      .select(['competition_id', 'athlete', 'rank', 'country', 'team_member'])
      .orderBy('id')
      .execute(),
  ]);
  return competitions.map((competition) => ({
    ...competition,
    places: places.filter((place) => place.competition_id === competition.id),
  }));
}

/** The published texts about each competition: its report, and the news and album of its event. */
async function textsAbout(db: Db, now: Date, competitions: Competition[]): Promise<Map<number, PublishedText[]>> {
  const events = await db
    .selectFrom('events')
    .select(['id', 'competition_id', 'album_id'])
    .where('competition_id', 'is not', null)
    .where(isPublic('events', now))
    .execute();
  const eventIds = events.map((event) => event.id);
  const albumIds = events.flatMap((event) => (event.album_id === null ? [] : [event.album_id]));
  const [news, albums] = await Promise.all([
    eventIds.length === 0
      ? []
      : db
          .selectFrom('news')
          .select(['slug', 'title', 'summary', 'body', 'event_id'])
          .where('event_id', 'in', eventIds)
          .where(isPublic('news', now))
          .orderBy('published_at')
          .execute(),
    albumIds.length === 0
      ? []
      : db
          .selectFrom('albums')
          .select(['id', 'slug', 'title', 'description'])
          .where('id', 'in', albumIds)
          .where(isPublic('albums', now))
          .execute(),
  ]);
  const texts = new Map<number, PublishedText[]>();
  for (const competition of competitions) {
    const about: PublishedText[] = [
      { where: `/result/${competition.slug}`, label: `le compte rendu des résultats`, text: competition.report },
    ];
    for (const event of events.filter((candidate) => candidate.competition_id === competition.id)) {
      for (const article of news.filter((candidate) => candidate.event_id === event.id)) {
        about.push({
          where: `/news/${article.slug}`,
          label: `l'actualité « ${article.title} »`,
          text: [article.title, article.summary, article.body].join('\n\n'),
        });
      }
      const album = albums.find((candidate) => candidate.id === event.album_id);
      if (album) {
        about.push({
          where: `/gallery?album=${album.slug}`,
          label: `l'album « ${album.title} »`,
          text: [album.title, album.description].join('\n\n'),
        });
      }
    }
    texts.set(competition.id, about);
  }
  return texts;
}

const MEDAL_NAMES: Record<MedalKind, string> = {
  total: 'médailles',
  gold: "médailles d'or",
  silver: "médailles d'argent",
  bronze: 'médailles de bronze',
};

/** Whether a stated count agrees with the actual one (« plus de 300 », « environ 300 » are not exact). */
function agrees(statement: CountStatement, actual: number): boolean {
  if (statement.moreThan) return actual > statement.value;
  if (statement.about) return Math.abs(actual - statement.value) <= Math.max(1, statement.value * 0.1);
  return actual === statement.value;
}

/**
 * What the prose about a competition (its report, the news and album of its event) says of it
 * agrees with its podiums: the national team's medals (« neuf médailles, dont trois en or »), at
 * least as many nations as the podiums show, and one number of competitors.
 */
export async function resultFigures(db: Db, now: Date): Promise<Inconsistency[]> {
  const competitions = await competitionsWithPlaces(db);
  const texts = await textsAbout(db, now, competitions);
  const problems: Inconsistency[] = [];
  for (const competition of competitions) {
    const ours = competition.places.filter((place) => place.team_member === 1);
    const medals: Record<MedalKind, number> = {
      gold: ours.filter((place) => place.rank === 1).length,
      silver: ours.filter((place) => place.rank === 2).length,
      bronze: ours.filter((place) => place.rank === 3).length,
      total: ours.length,
    };
    const computed = `${medals.total} (${medals.gold} en or, ${medals.silver} en argent, ${medals.bronze} en bronze)`;
    const nations = new Set(competition.places.map((place) => place.country)).size;
    const competitorCounts: { statement: CountStatement; text: PublishedText }[] = [];

    for (const text of texts.get(competition.id) ?? []) {
      for (const statement of medalStatements(text.text)) {
        if (statement.value === medals[statement.kind]) continue;
        problems.push({
          rule: 'médailles',
          where: text.where,
          message: `« ${statement.phrase} » dans ${text.label} : les podiums de « ${competition.name} » donnent ${medals[statement.kind]} ${MEDAL_NAMES[statement.kind]} à l'équipe de France, ${computed}.`,
        });
      }
      const statedNations = [
        ...countStatements(text.text, '(?:pays|nations?)'),
        ...numbersAfter(text.text, 'nations?\\s+sur').map(({ value, phrase }) => ({
          value,
          phrase,
          moreThan: false,
          about: false,
        })),
      ];
      for (const statement of statedNations) {
        if (statement.value >= nations || statement.moreThan) continue;
        problems.push({
          rule: 'chiffres',
          where: text.where,
          message: `« ${statement.phrase} » dans ${text.label}, mais les podiums de « ${competition.name} » comptent déjà ${nations} pays.`,
        });
      }
      for (const statement of countStatements(text.text, 'compétit(?:eurs|rices)')) {
        competitorCounts.push({ statement, text });
      }
    }
    const reference = competitorCounts.find(({ statement }) => !statement.moreThan && !statement.about);
    for (const { statement, text } of competitorCounts) {
      if (!reference || agrees(statement, reference.statement.value)) continue;
      problems.push({
        rule: 'chiffres',
        where: text.where,
        message: `« ${statement.phrase} » dans ${text.label}, mais « ${reference.statement.phrase} » dans ${reference.text.label} (${competition.name}).`,
      });
    }
  }
  return problems;
}

/** How an achievement names a competition, and the rank it claims there. */
interface Claim {
  matches: (competition: Competition) => boolean;
  /** 1 to 3, or a place off the podium (« Coupe du monde 2025 : 5e »). */
  rank: number;
  years: string[];
}

/** The competition and rank an achievement claims (« Championne de France 2025 et 2026 »), or null. */
export function claimOf(achievement: string): Claim | null {
  const text = achievement.replace(/’/g, "'");
  const years = [...text.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((match) => match[0]);
  if (years.length === 0) return null;
  const place = /:\s*(\d+)e\b/.exec(text);
  let rank: number | null = null;
  if (/^vice-champion/i.test(text)) rank = 2;
  else if (/^champion/i.test(text)) rank = 1;
  else if (/médaille d'or/i.test(text)) rank = 1;
  else if (/médaille d'argent/i.test(text)) rank = 2;
  else if (/médaille de bronze/i.test(text)) rank = 3;
  else if (place) rank = Number(place[1]);
  if (rank === null) return null;

  const open = /\bOpen (?:international )?de ([\p{Lu}][\p{L}-]+)/u.exec(text);
  let matches: Claim['matches'];
  if (/\bde France\b/.test(text) && !/Coupe de France/.test(text)) {
    matches = (competition) => competition.name.startsWith('Championnat de France');
  } else if (/Coupe de France/.test(text)) {
    matches = (competition) => competition.name.startsWith('Coupe de France');
  } else if (/d'Europe\b/.test(text)) {
    matches = (competition) => competition.level === 'europeen';
  } else if (/\bdu monde\b/i.test(text)) {
    matches = (competition) => competition.level === 'mondial';
  } else if (open) {
    const city = open[1]!;
    matches = (competition) => competition.level === 'international' && competition.city === city;
  } else {
    return null;
  }
  return { matches, rank, years };
}

/**
 * A competitor's achievements agree with the results the site publishes: « Championne de France
 * 2026 » is gold at the 2026 French championship, « Médaille d'argent au championnat d'Europe
 * 2026 » silver there, « Coupe du monde 2025 : 5e » off the podium. Competitions the results do
 * not have are not judged.
 */
export async function achievementsAgainstResults(db: Db): Promise<Inconsistency[]> {
  const [competitors, competitions] = await Promise.all([
    db.selectFrom('competitors').select(['name', 'achievements']).orderBy('position').orderBy('id').execute(),
    competitionsWithPlaces(db),
  ]);
  const problems: Inconsistency[] = [];
  for (const competitor of competitors) {
    for (const achievement of JSON.parse(competitor.achievements) as string[]) {
      const claim = claimOf(achievement);
      if (!claim) continue;
      for (const year of claim.years) {
        for (const competition of competitions) {
          if (!competition.start_date.startsWith(year) || !claim.matches(competition)) continue;
          const ranks = competition.places
            .filter((place) => place.team_member === 1 && place.athlete === competitor.name)
            .map((place) => place.rank);
          const claimed = claim.rank <= 3 ? ranks.includes(claim.rank) : ranks.length === 0;
          if (claimed) continue;
          const actual =
            ranks.length === 0
              ? "ne l'y placent pas sur le podium"
              : `l'y placent ${ranks.map((rank) => (rank === 1 ? '1re' : `${rank}e`)).join(' et ')}`;
          problems.push({
            rule: 'palmarès',
            where: '/competitors',
            message: `Le palmarès de ${competitor.name} dit « ${achievement} », mais les résultats « ${competition.name} » (${year}) ${actual}.`,
          });
        }
      }
    }
  }
  return problems;
}
