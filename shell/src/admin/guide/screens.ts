// The screenshots the browser test takes (e2e/tests/guide.spec.ts writes them here), as webpack
// gives them: one hashed URL each. A topic's screenshot without its line here is not shown, and
// GuidePage.test.tsx fails.
import newsForm from './screens/publier-une-actualite-1.png';
import newsPreview from './screens/publier-une-actualite-2.png';
import registrations from './screens/ouvrir-les-inscriptions-1.png';
import competition from './screens/organiser-une-competition-1.png';
import albumPhotos from './screens/construire-un-album-1.png';
import newsletter from './screens/envoyer-la-newsletter-1.png';
import shopSizes from './screens/mettre-un-article-en-vente-1.png';
import orderPaid from './screens/enregistrer-un-paiement-1.png';
import money from './screens/enregistrer-un-paiement-2.png';
import bin from './screens/corbeille-1.png';
import facts from './screens/coordonnees-des-reglages-1.png';
import forgottenPassword from './screens/mot-de-passe-oublie-1.png';

/** Each screenshot's URL, by its name (`<topic>-<n>`, topics.ts's `screenshotNames`). */
export const SCREENSHOT_URLS: Readonly<Record<string, string>> = {
  'publier-une-actualite-1': newsForm,
  'publier-une-actualite-2': newsPreview,
  'ouvrir-les-inscriptions-1': registrations,
  'organiser-une-competition-1': competition,
  'construire-un-album-1': albumPhotos,
  'envoyer-la-newsletter-1': newsletter,
  'mettre-un-article-en-vente-1': shopSizes,
  'enregistrer-un-paiement-1': orderPaid,
  'enregistrer-un-paiement-2': money,
  'corbeille-1': bin,
  'coordonnees-des-reglages-1': facts,
  'mot-de-passe-oublie-1': forgottenPassword,
};
