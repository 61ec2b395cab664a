import type { CompetitionSummary } from '@wado/shared';

/** Competitions grouped by season, in the order received (most recent first). */
export function groupBySeason(items: CompetitionSummary[]): { season: string; items: CompetitionSummary[] }[] {
  const groups: { season: string; items: CompetitionSummary[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.season === item.season) last.items.push(item);
    else groups.push({ season: item.season, items: [item] });
  }
  return groups;
}

/** « 2026-2027 » → « Saison 2026-2027 » */
export const seasonLabel = (season: string) => `Saison ${season}`;
