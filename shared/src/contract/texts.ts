/**
 * The French texts of the site. Those quoted from the spec are verbatim, character for character,
 * straight apostrophes included (`specTexts.test.ts` reads the spec and compares); every other
 * text uses typographic apostrophes. The spec's one English text, the invalid e-mail alert, too.
 */
export const TEXTS = {
  loading: 'Chargement...',
  termsBanner: {
    before: "En navigant sur ce site, vous acceptez l'ensemble des ",
    link: "Conditions Générales d'Utilisation (CGU)",
    after: '.',
    accept: "J'accepte",
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Recevez les actualités, les stages et les résultats de la sélection nationale.',
    label: 'Votre adresse e-mail',
    placeholder: 'prenom.nom@exemple.fr',
    submit: "S'inscrire",
    consent:
      'En vous inscrivant, vous acceptez de recevoir la newsletter de Wado France. Chaque envoi contient un lien de désinscription.',
    invalidEmail: "Your email didn't match any email expression",
    success: "Votre demande d'inscription a été envoyée. Vous devriez recevoir la prochaine newsletter.",
    /** Below the spec's sentence: nothing arrives until the address is confirmed (double opt-in). */
    confirmationSent: 'Un e-mail de confirmation vous a été envoyé. Cliquez sur son lien pour recevoir la newsletter.',
    error: (email: string) =>
      `Suite à une erreur, votre message n'a pas pu être envoyé. Veuillez réessayer ultérieurement. Si le problème persiste, envoyez directement votre message à l'adresse ${email}.`,
  },
  notFound: {
    title: '404 : Page introuvable',
    text: 'La page que vous recherchez est actuellement indisponible ou inexistante.',
    back: "Retourner à l'accueil",
  },
  section: {
    unavailableTitle: 'Cette rubrique est momentanément indisponible',
    unavailableText: 'Le reste du site fonctionne normalement. Vous pouvez réessayer dans quelques instants.',
    crashedTitle: "Cette page a rencontré un problème d'affichage",
    retry: 'Réessayer',
    incompatibleTitle: "Cette rubrique n'est pas à jour",
    incompatibleText:
      "Cette section a été construite pour une autre version du site : elle ne peut pas s'afficher tant que son équipe ne l'a pas mise à jour. Le reste du site fonctionne normalement.",
    pendingTitle: 'Rubrique en préparation',
    pendingText:
      "L'équipe de cette rubrique prépare son contenu : il sera publié ici prochainement. En attendant, les autres rubriques du site sont disponibles.",
  },
  textPage: {
    underConstruction: 'Page en construction : son contenu est en cours de rédaction et sera enrichi.',
    notFound: "Ce contenu n'existe pas ou n'est plus publié.",
    error: "Le contenu de cette page n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
    updated: 'Mis à jour le',
  },
  menu: {
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
    label: 'Menu principal',
  },
  skipLink: 'Aller au contenu principal',
} as const;

/** "<page title> – Wado France": every document title ends with the site's name. */
export function documentTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} – Wado France` : 'Wado France';
}
