import { TextPage, type RouteEntry } from '@wado/shared';

/** The shell's own text pages: terms of use, legal notice, privacy policy. */
export function ShellTextPage({ route }: { route: RouteEntry }) {
  if (!route.content) throw new Error(`${route.path} n'a pas de contenu`);
  return <TextPage source={route.content} />;
}
