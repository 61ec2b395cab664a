import { TextPage, type RouteEntry } from '@wado/shared';
import { LegalFacts } from './LegalFacts';

/** The shell's own text pages: terms of use, legal notice (its facts from the settings first), privacy policy. */
export function ShellTextPage({ route }: { route: RouteEntry }) {
  if (!route.content) throw new Error(`${route.path} n'a pas de contenu`);
  return <TextPage source={route.content} lead={route.path === '/mentions_legales' ? <LegalFacts /> : undefined} />;
}
