import { routesOwnedBy } from '../contract';
import type { SectionModule } from './types';

/**
 * What is wrong with a remote's routes module, measured against the route table: paths it does
 * not own, paths given twice, a wrong remote name. An empty list means the contract holds.
 */
export function sectionContractProblems(section: SectionModule): string[] {
  const owned = new Set(routesOwnedBy(section.remote).map((route) => route.path));
  const problems: string[] = [];
  if (owned.size === 0) problems.push(`${section.remote} ne possède aucune route`);
  const seen = new Set<string>();
  for (const route of section.routes) {
    if (!owned.has(route.path)) problems.push(`${route.path} n'appartient pas à ${section.remote}`);
    if (seen.has(route.path)) problems.push(`${route.path} est déclaré deux fois`);
    if (typeof route.Component !== 'function' && typeof route.Component !== 'object') {
      problems.push(`${route.path} n'a pas de composant`);
    }
    seen.add(route.path);
  }
  return problems;
}
