import { formatSiret, phoneHref, postalAddress, useSiteSettings } from '@wado/shared';

/**
 * The legal notice's facts (LCEN, article 6): publisher, publication director, host, from the
 * site's settings; the page's editable text follows. Nothing while the settings load.
 */
export function LegalFacts() {
  const site = useSiteSettings();
  if (!site) return null;
  return (
    <>
      <p>
        Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l&apos;économie numérique, les
        informations suivantes sont portées à la connaissance des utilisateurs du site.
      </p>
      <h2>Éditeur du site</h2>
      <p>Le site est édité par :</p>
      <ul>
        <li>
          <strong>{site.publisher}</strong> ;
        </li>
        <li>SIRET : {formatSiret(site.siret)} ;</li>
        <li>siège : {postalAddress(site)} ;</li>
        <li>
          téléphone : <a href={phoneHref(site.phone)}>{site.phone}</a> ;
        </li>
        <li>
          courrier électronique : <a href={`mailto:${site.email}`}>{site.email}</a>
          {site.socialLinks.length > 0 ? ' ;' : '.'}
        </li>
        {site.socialLinks.map((link, index) => (
          <li key={link.url}>
            {link.label} : <a href={link.url}>{link.url.replace(/^https?:\/\//, '')}</a>
            {index === site.socialLinks.length - 1 ? '.' : ' ;'}
          </li>
        ))}
      </ul>
      <h2>Direction de la publication</h2>
      <p>
        La publication est dirigée par <strong>{site.publicationDirector}</strong>, joignable aux coordonnées de
        l&apos;association ci-dessus.
      </p>
      <h2>Hébergeur</h2>
      <p>
        Le site est hébergé par <strong>{site.hostName}</strong>, {site.hostAddress}.
      </p>
    </>
  );
}
