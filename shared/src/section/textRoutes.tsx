import { routesOwnedBy, type RemoteName } from '../contract';
import { TextPage } from '../ui/TextPage';
import type { SectionRoute } from './types';

/**
 * The text pages a remote owns, straight from the route table: each renders the shared TextPage
 * with the content key (or dedicated endpoint) the table names.
 */
export function textPageRoutes(remote: RemoteName): SectionRoute[] {
  return routesOwnedBy(remote)
    .filter((route) => route.kind === 'text' && route.content)
    .map((route) => {
      const source = route.content!;
      const underConstruction = route.underConstruction ?? false;
      const Component = () => <TextPage source={source} underConstruction={underConstruction} />;
      Component.displayName = `TextPage(${route.path})`;
      return { path: route.path, Component };
    });
}
