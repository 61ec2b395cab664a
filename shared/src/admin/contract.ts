import { adminSectionOf, isRole, REMOTE_NAMES, type AdminModule, type RemoteName } from '@wado/shared';

/**
 * What is wrong with a remote's `./admin` module: a wrong remote name, no screen in its menu,
 * paths that are absolute or given twice, screens without roles, or for roles that cannot even
 * open the section (ADMIN_SECTIONS). An empty list means the contract holds.
 */
export function adminModuleProblems(module: AdminModule): string[] {
  const problems: string[] = [];
  if (!(REMOTE_NAMES as readonly string[]).includes(module.remote)) {
    return [`${String(module.remote)} n'est pas un remote du site`];
  }
  const section = adminSectionOf(module.remote as RemoteName);
  if (!section) problems.push(`${module.remote} n'a pas de rubrique dans ADMIN_SECTIONS`);
  if (!module.screens.some((screen) => screen.label)) problems.push(`${module.remote} n'a aucun écran dans son menu`);
  const seen = new Set<string>();
  for (const screen of module.screens) {
    if (screen.path.startsWith('/') || screen.path === '') {
      problems.push(`${screen.path || '(vide)'} : un chemin relatif à la rubrique est attendu`);
    }
    if (seen.has(screen.path)) problems.push(`${screen.path} est déclaré deux fois`);
    seen.add(screen.path);
    if (screen.roles.length === 0) problems.push(`${screen.path} n'est ouvert à aucun rôle`);
    for (const role of screen.roles) {
      if (!isRole(role)) problems.push(`${screen.path} : rôle inconnu ${String(role)}`);
      else if (section && !section.roles.includes(role)) {
        problems.push(`${screen.path} : le rôle ${role} n'ouvre pas la rubrique ${section.label}`);
      }
    }
    if (typeof screen.Component !== 'function' && typeof screen.Component !== 'object') {
      problems.push(`${screen.path} n'a pas de composant`);
    }
  }
  return problems;
}
