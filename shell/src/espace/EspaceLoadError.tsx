import { Notice, TEXTS } from '@wado/shared';

/**
 * The space's code could not be downloaded (network down, a release being replaced): a French
 * message and a way to try again, inside the site's layout, instead of the router's error page.
 * In the page's main code (the route names it): its texts are its own, not the space's chunk's.
 */
export function EspaceLoadError() {
  return (
    <Notice
      title="Votre espace n’a pas pu être chargé"
      headingLevel={1}
      action={{ label: TEXTS.section.retry, onClick: () => window.location.reload() }}
    >
      <p>Vérifiez votre connexion, puis réessayez.</p>
    </Notice>
  );
}
