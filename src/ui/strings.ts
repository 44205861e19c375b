// UI texts in English, French and German, as ICU messages (formatted by ./messageFormat) so plurals
// and numbers follow each language's rules. Keys are a closed union: a missing translation fails the build.
// This table is in every page's first scripts: texts of one page or family of pages live in that
// page's own table (`extendTexts` below: the cart's, the catalogue's, the small site pages').
// To add texts, add keys to STRINGS under a prefix naming their area ('cart.', 'checkout.'...);
// `StringKey` and `t` pick them up, and a key used but not defined is a type error.
import { formatMessage } from '../contract/messageFormat'

export type Language = 'en' | 'fr' | 'de'

export const STRINGS = {
  'header.skip': { en: 'Skip to content', fr: 'Aller au contenu', de: 'Zum Inhalt springen' },
  'header.menu': { en: 'Menu', fr: 'Menu', de: 'Menü' },
  'header.search': { en: 'Search', fr: 'Rechercher', de: 'Suchen' },
  'header.searchLabel': { en: 'Search products and articles', fr: 'Rechercher des produits et des articles', de: 'Produkte und Artikel suchen' },
  'header.searchPlaceholder': { en: 'Search', fr: 'Rechercher', de: 'Suchen' },
  'footer.changeLocation': { en: 'Change country or language', fr: 'Changer de pays ou de langue', de: 'Land oder Sprache ändern' },
  'location.title': { en: 'Choose your country and language', fr: 'Choisissez votre pays et votre langue', de: 'Wählen Sie Ihr Land und Ihre Sprache' },
  'footer.stores': { en: 'Find a store', fr: 'Trouver un magasin', de: 'Filiale finden' },
  'route.checkout': { en: 'Checkout', fr: 'Paiement', de: 'Kasse' },
  'route.signIn': { en: 'Sign in', fr: 'Connexion', de: 'Anmelden' },
  'route.associateLogin': { en: 'Associate sign-in', fr: 'Connexion vendeur', de: 'Anmeldung für Mitarbeitende' },
  'route.resetPassword': { en: 'New password', fr: 'Nouveau mot de passe', de: 'Neues Passwort' },
  'route.account': { en: 'Your account', fr: 'Votre compte', de: 'Ihr Konto' },
  'route.searchFor': { en: 'Search: {query}', fr: 'Recherche : {query}', de: 'Suche: {query}' },
  'route.orders': { en: 'Your orders', fr: 'Vos commandes', de: 'Ihre Bestellungen' },
  'route.order': { en: 'Order {number}', fr: 'Commande {number}', de: 'Bestellung {number}' },
  'route.trackOrder': { en: 'Track your order', fr: 'Suivre votre commande', de: 'Bestellung verfolgen' },
  'route.favourites': { en: 'Favourites', fr: 'Favoris', de: 'Favoriten' },
  'route.sharedFavourites': { en: 'Shared favourites', fr: 'Favoris partagés', de: 'Geteilte Favoriten' },
  'header.favourites': { en: 'Favourites', fr: 'Favoris', de: 'Favoriten' },
  'header.signIn': { en: 'Sign in', fr: 'Connexion', de: 'Anmelden' },
  'header.account': { en: 'Account', fr: 'Compte', de: 'Konto' },
  'route.orderConfirmation': { en: 'Thank you for your order', fr: 'Merci pour votre commande', de: 'Vielen Dank für Ihre Bestellung' },
  'price.original': { en: 'Original price', fr: 'Prix initial', de: 'Ursprünglicher Preis' },
  'price.now': { en: 'Now', fr: 'Maintenant', de: 'Jetzt' },
  'price.from': { en: 'From {price}', fr: 'À partir de {price}', de: 'Ab {price}' },
  'rating.label': {
    en: 'Rated {score} out of 5, {count, plural, one {# review} other {# reviews}}',
    fr: 'Noté {score} sur 5, {count, plural, one {# avis} other {# avis}}',
    de: 'Bewertet mit {score} von 5, {count, plural, one {# Bewertung} other {# Bewertungen}}',
  },
  'swatches.more': { en: '{count} more colours', fr: '{count} autres couleurs', de: '{count} weitere Farben' },
  'swatches.colours': { en: '{count, plural, one {# colour} other {# colours}}', fr: '{count, plural, one {# couleur} other {# couleurs}}', de: '{count, plural, one {# Farbe} other {# Farben}}' },
  'toast.dismiss': { en: 'Dismiss', fr: 'Fermer', de: 'Schließen' },
  'carousel.previous': { en: 'Previous', fr: 'Précédent', de: 'Zurück' },
  'carousel.next': { en: 'Next', fr: 'Suivant', de: 'Weiter' },
  'rating.scoreOnly': { en: 'Rated {score} out of 5', fr: 'Noté {score} sur 5', de: 'Bewertet mit {score} von 5' },
  'status.loading': { en: 'Loading…', fr: 'Chargement…', de: 'Wird geladen…' },
  'product.colour': { en: 'Colour', fr: 'Couleur', de: 'Farbe' },
  'product.size': { en: 'Size', fr: 'Taille', de: 'Größe' },
  'product.soldOut': { en: 'Sold out', fr: 'Épuisé', de: 'Ausverkauft' },
  'product.chooseSize': { en: 'Please choose a size.', fr: 'Veuillez choisir une taille.', de: 'Bitte wählen Sie eine Größe.' },
  'product.lowStock': { en: 'Only {count} left', fr: 'Plus que {count} en stock', de: 'Nur noch {count} verfügbar' },
  'product.quantity': { en: 'Quantity', fr: 'Quantité', de: 'Menge' },
  'product.addToCart': { en: 'Add to cart', fr: 'Ajouter au panier', de: 'In den Warenkorb' },
  'product.adding': { en: 'Adding…', fr: 'Ajout…', de: 'Wird hinzugefügt…' },
  'product.details': { en: 'Details', fr: 'Détails', de: 'Details' },
  'miniCart.label': {
    en: 'Cart, {count, plural, one {# item} other {# items}}',
    fr: 'Panier, {count, plural, one {# article} other {# articles}}',
    de: 'Warenkorb, {count, plural, one {# Artikel} other {# Artikel}}',
  },
  'miniCart.title': { en: 'Your cart', fr: 'Votre panier', de: 'Ihr Warenkorb' },
  'miniCart.viewCart': { en: 'View cart', fr: 'Voir le panier', de: 'Warenkorb ansehen' },
  'cart.empty': { en: 'Your cart is empty.', fr: 'Votre panier est vide.', de: 'Ihr Warenkorb ist leer.' },
  'cart.subtotal': { en: 'Subtotal', fr: 'Sous-total', de: 'Zwischensumme' },
  'cart.pending': { en: 'Waiting for confirmation…', fr: 'En attente de confirmation…', de: 'Wartet auf Bestätigung…' },
  'cart.qtyShort': { en: 'Qty {qty}', fr: 'Qté {qty}', de: 'Menge {qty}' },
  'offline.banner': {
    en: 'You are offline. Pages you have seen and your cart still work; changes are sent when you are back online.',
    fr: 'Vous êtes hors ligne. Les pages déjà vues et votre panier restent disponibles ; vos modifications seront envoyées au retour de la connexion.',
    de: 'Sie sind offline. Bereits besuchte Seiten und Ihr Warenkorb funktionieren weiter; Änderungen werden gesendet, sobald Sie wieder online sind.',
  },
  'offline.back': { en: 'You are back online.', fr: 'Vous êtes de nouveau en ligne.', de: 'Sie sind wieder online.' },
  'update.label': { en: 'Update available', fr: 'Mise à jour disponible', de: 'Update verfügbar' },
  'update.text': { en: 'A new version is available.', fr: 'Une nouvelle version est disponible.', de: 'Eine neue Version ist verfügbar.' },
  'update.reload': { en: 'Reload', fr: 'Recharger', de: 'Neu laden' },
  'offlinePage.title': { en: 'You are offline', fr: 'Vous êtes hors ligne', de: 'Sie sind offline' },
} as const satisfies Record<string, Record<Language, string>>

export type StringKey = keyof typeof STRINGS
export type StringParams = Record<string, string | number>

export const t = (language: Language, key: StringKey, params?: StringParams): string => {
  const message = STRINGS[key][language]
  if (!params) return message
  return formatMessage(message, language, params)
}

/**
 * A part's own table of texts in front of the table it extends: the `t` it returns reads the part's
 * keys from its table and passes every other key on. So each page's chunk carries its own texts, and
 * the texts every page needs stay here (../commerce/strings.ts, ../pages/listing/strings.ts).
 */
export const extendTexts =
  <K extends string, B extends string>(table: Readonly<Record<K, Readonly<Record<Language, string>>>>, base: (language: Language, key: B, params?: StringParams) => string) =>
  (language: Language, key: K | B, params?: StringParams): string => {
    if (!Object.hasOwn(table, key)) return base(language, key as B, params)
    const message = table[key as K][language]
    return params ? formatMessage(message, language, params) : message
  }
