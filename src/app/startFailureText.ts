/** The few sentences of the start-failure screen. */
export interface StartFailureText {
  title: string;
  body: string;
  retry: string;
  retrying: string;
  stillFailing: string;
}

/**
 * Shipped with the page, not fetched from the content store: they are needed exactly when the store cannot be
 * reached. By language, so a new locale of a known language (de-AT) is covered; English otherwise.
 */
const byLanguage: Record<string, StartFailureText> = {
  en: {
    title: 'Sorry, this page cannot be shown right now',
    body: 'We could not load the page. Anything you have already entered is kept. Please try again in a moment.',
    retry: 'Try again',
    retrying: 'Trying again…',
    stillFailing: 'That did not work either. Please try again in a few minutes.',
  },
  de: {
    title: 'Diese Seite kann gerade nicht angezeigt werden',
    body: 'Die Seite konnte nicht geladen werden. Ihre bisherigen Eingaben bleiben erhalten. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    retrying: 'Neuer Versuch läuft …',
    stillFailing: 'Das hat leider wieder nicht geklappt. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  },
  fr: {
    title: 'Cette page ne peut pas s’afficher pour le moment',
    body: 'Nous n’avons pas pu charger la page. Les informations déjà saisies sont conservées. Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
    retrying: 'Nouvel essai en cours…',
    stillFailing: 'Cela n’a toujours pas fonctionné. Veuillez réessayer dans quelques minutes.',
  },
};

export function startFailureText(locale: string): StartFailureText {
  return byLanguage[locale.split('-')[0].toLowerCase()] ?? byLanguage.en;
}
