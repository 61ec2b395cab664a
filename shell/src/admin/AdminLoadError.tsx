import { Notice } from '@wado/shared';

/**
 * The back office's code could not be downloaded (network down, a release being replaced): a
 * French message and a way to try again, instead of the router's default error page.
 */
export function AdminLoadError() {
  return (
    <main>
      <Notice
        title="L’espace d’administration n’a pas pu être chargé"
        headingLevel={1}
        action={{ label: 'Réessayer', onClick: () => window.location.reload() }}
      >
        <p>Vérifiez votre connexion, puis réessayez.</p>
      </Notice>
    </main>
  );
}
