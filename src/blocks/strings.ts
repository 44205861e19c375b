// Texts of the content blocks in the UI's three languages (content gives titles and copy; these are
// the controls and messages around it). A table of its own beside ../ui/strings.ts, so that it is only
// in the chunks of the blocks that show them; `bt` covers both tables.
import { formatMessage } from '../contract/messageFormat'
import { t as uiText, type Language, type StringKey as UiKey, type StringParams } from '../ui/strings'

export type { Language } from '../ui/strings'

export const BLOCK_STRINGS = {
  'blocks.close': { en: 'Close', fr: 'Fermer', de: 'Schließen' },
  'blocks.closeNamed': { en: 'Close {name}', fr: 'Fermer {name}', de: '{name} schließen' },
  'blocks.previous': { en: 'Previous', fr: 'Précédent', de: 'Zurück' },
  'blocks.next': { en: 'Next', fr: 'Suivant', de: 'Weiter' },
  'blocks.pause': { en: 'Pause', fr: 'Pause', de: 'Pause' },
  'blocks.play': { en: 'Play', fr: 'Lecture', de: 'Abspielen' },
  'blocks.slide': { en: 'Slide {n} of {count}', fr: 'Diapositive {n} sur {count}', de: 'Folie {n} von {count}' },
  'blocks.slides': { en: 'Slides', fr: 'Diapositives', de: 'Folien' },
  'blocks.progress': { en: 'Position in the carousel', fr: 'Position dans le carrousel', de: 'Position im Karussell' },
  'blocks.info': { en: 'Details', fr: 'Détails', de: 'Details' },
  'promo.label': { en: 'Offers', fr: 'Offres', de: 'Angebote' },
  'promo.previous': { en: 'Previous offer', fr: 'Offre précédente', de: 'Vorheriges Angebot' },
  'promo.next': { en: 'Next offer', fr: 'Offre suivante', de: 'Nächstes Angebot' },
  'promo.closeBar': { en: 'Close offers', fr: 'Fermer les offres', de: 'Angebote schließen' },
  'promo.message': { en: 'Offer {n} of {count}', fr: 'Offre {n} sur {count}', de: 'Angebot {n} von {count}' },
  'benefit.close': { en: 'Close', fr: 'Fermer', de: 'Schließen' },
  'nav.more': { en: 'More in this section', fr: 'Plus dans cette rubrique', de: 'Mehr in diesem Bereich' },
  'menu.shopAll': { en: 'Shop all {name}', fr: 'Tout voir : {name}', de: 'Alle {name} ansehen' },
  'menu.open': { en: 'Open the menu', fr: 'Ouvrir le menu', de: 'Menü öffnen' },
  'menu.closeMenu': { en: 'Close the menu', fr: 'Fermer le menu', de: 'Menü schließen' },
  'menu.showSection': { en: '{name}', fr: '{name}', de: '{name}' },
  'menu.categories': { en: 'Categories', fr: 'Catégories', de: 'Kategorien' },
  'articles.loadMore': { en: 'Load more', fr: 'Afficher plus', de: 'Mehr laden' },
  'articles.clearAll': { en: 'Clear all', fr: 'Tout effacer', de: 'Alle löschen' },
  'articles.seeMore': { en: 'See more', fr: 'Voir plus', de: 'Mehr anzeigen' },
  'articles.seeLess': { en: 'See less', fr: 'Voir moins', de: 'Weniger anzeigen' },
  'articles.tags': { en: 'Topics', fr: 'Thèmes', de: 'Themen' },
  'articles.count': {
    en: '{count, plural, one {# article} other {# articles}}',
    fr: '{count, plural, one {# article} other {# articles}}',
    de: '{count, plural, one {# Artikel} other {# Artikel}}',
  },
  'articles.shown': { en: 'Showing {shown} of {count}', fr: '{shown} sur {count} affichés', de: '{shown} von {count} angezeigt' },
  'articles.none': { en: 'No articles on these topics yet.', fr: 'Aucun article sur ces thèmes pour le moment.', de: 'Noch keine Artikel zu diesen Themen.' },
  'articles.published': { en: 'Published {date}', fr: 'Publié le {date}', de: 'Veröffentlicht am {date}' },
  'newsletter.title': { en: 'Sign up for our newsletter', fr: 'Abonnez-vous à notre newsletter', de: 'Newsletter abonnieren' },
  'newsletter.email': { en: 'Email', fr: 'E-mail', de: 'E-Mail' },
  'newsletter.emailHint': { en: 'We send a few emails a month. Unsubscribe at any time.', fr: 'Quelques e-mails par mois. Désabonnement possible à tout moment.', de: 'Wenige E-Mails im Monat. Jederzeit abbestellbar.' },
  'newsletter.policy': { en: 'I agree to receive emails and accept the privacy policy.', fr: "J'accepte de recevoir des e-mails et la politique de confidentialité.", de: 'Ich möchte E-Mails erhalten und akzeptiere die Datenschutzerklärung.' },
  'newsletter.submit': { en: 'Sign up', fr: "S'abonner", de: 'Abonnieren' },
  'newsletter.sending': { en: 'Signing up…', fr: 'Inscription…', de: 'Wird angemeldet…' },
  'newsletter.success': { en: 'Thank you! You are signed up.', fr: 'Merci ! Votre inscription est confirmée.', de: 'Danke! Sie sind angemeldet.' },
  'newsletter.failed': { en: 'We could not sign you up: {message}', fr: "Votre inscription n'a pas abouti : {message}", de: 'Die Anmeldung ist fehlgeschlagen: {message}' },
  'sms.title': { en: 'Get offers by text message', fr: 'Recevez nos offres par SMS', de: 'Angebote per SMS erhalten' },
  'sms.phone': { en: 'Mobile number', fr: 'Numéro de mobile', de: 'Handynummer' },
  'sms.policy': { en: 'I agree to receive text messages. Message and data rates may apply.', fr: "J'accepte de recevoir des SMS. Des frais d'opérateur peuvent s'appliquer.", de: 'Ich möchte SMS erhalten. Es können Gebühren des Anbieters anfallen.' },
  'sms.submit': { en: 'Subscribe', fr: "S'inscrire", de: 'Anmelden' },
  'sms.success': { en: 'You are subscribed to text messages at {recipient}.', fr: 'Vous recevrez nos SMS au {recipient}.', de: 'Sie erhalten SMS unter {recipient}.' },
  'sms.failed': { en: 'We could not subscribe you: {message}', fr: "L'inscription n'a pas abouti : {message}", de: 'Die Anmeldung ist fehlgeschlagen: {message}' },
  'upsell.select': { en: 'Add {name}', fr: 'Ajouter {name}', de: '{name} hinzufügen' },
  'upsell.add': { en: 'Add selected to cart', fr: 'Ajouter la sélection au panier', de: 'Auswahl in den Warenkorb' },
  'upsell.adding': { en: 'Adding…', fr: 'Ajout…', de: 'Wird hinzugefügt…' },
  'upsell.done': { en: 'Added to your cart', fr: 'Ajouté au panier', de: 'Zum Warenkorb hinzugefügt' },
  'upsell.error': { en: 'Something went wrong', fr: 'Un problème est survenu', de: 'Etwas ist schiefgelaufen' },
  'quickShop.label': { en: 'Quick shop', fr: 'Achat rapide', de: 'Schnellkauf' },
  'price.omnibus': { en: 'Lowest price in the last 30 days: {price}', fr: 'Prix le plus bas des 30 derniers jours : {price}', de: 'Niedrigster Preis der letzten 30 Tage: {price}' },
  'quickShop.open': { en: 'Quick shop {name}', fr: 'Achat rapide : {name}', de: 'Schnellkauf: {name}' },
  'quickShop.add': { en: 'Add to cart', fr: 'Ajouter au panier', de: 'In den Warenkorb' },
  'quickShop.adding': { en: 'Adding…', fr: 'Ajout…', de: 'Wird hinzugefügt…' },
  'quickShop.added': { en: 'Added to your cart', fr: 'Ajouté au panier', de: 'Zum Warenkorb hinzugefügt' },
  'quickShop.chooseSize': { en: 'Please choose a size.', fr: 'Veuillez choisir une taille.', de: 'Bitte wählen Sie eine Größe.' },
  'quickShop.details': { en: 'View full details', fr: 'Voir tous les détails', de: 'Alle Details ansehen' },
  'gallery.title': { en: 'As seen on you', fr: 'Vu sur vous', de: 'So tragt ihr es' },
  'gallery.by': { en: 'Photo by @{user}', fr: 'Photo de @{user}', de: 'Foto von @{user}' },
  'gallery.shop': { en: 'Shop {name}', fr: 'Voir {name}', de: '{name} ansehen' },
  'video.unsupported': { en: 'Your browser cannot play this video.', fr: 'Votre navigateur ne peut pas lire cette vidéo.', de: 'Ihr Browser kann dieses Video nicht abspielen.' },
  'popup.open': { en: 'Open: {title}', fr: 'Ouvrir : {title}', de: 'Öffnen: {title}' },
  'popup.minimise': { en: 'Minimise', fr: 'Réduire', de: 'Minimieren' },
  'popup.dismiss': { en: 'Dismiss {title}', fr: 'Ignorer : {title}', de: 'Ausblenden: {title}' },
  'footer.locale': { en: '{country} · {language} · {currency}', fr: '{country} · {language} · {currency}', de: '{country} · {language} · {currency}' },
  'secondaryNav.toggle': { en: 'In this section', fr: 'Dans cette rubrique', de: 'In diesem Bereich' },
} as const satisfies Record<string, Record<Language, string>>

export type BlockStringKey = keyof typeof BLOCK_STRINGS

/** A text of the blocks (or of the UI's table), in the shopper's language. */
export const bt = (language: Language, key: BlockStringKey | UiKey, params?: StringParams): string => {
  if (!Object.hasOwn(BLOCK_STRINGS, key)) return uiText(language, key as UiKey, params)
  const message = BLOCK_STRINGS[key as BlockStringKey][language]
  return params ? formatMessage(message, language, params) : message
}
