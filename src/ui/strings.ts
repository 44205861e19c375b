// UI texts in English, French and German, as ICU messages (formatted by ./messageFormat) so plurals
// and numbers follow each language's rules. Keys are a closed union: a missing translation fails the build.
// To add texts, add keys to STRINGS under a prefix naming their area ('cart.', 'checkout.'...);
// `StringKey` and `t` pick them up, and a key used but not defined is a type error.
import { formatMessage } from './messageFormat'

export type Language = 'en' | 'fr' | 'de'

export const STRINGS = {
  'header.skip': { en: 'Skip to content', fr: 'Aller au contenu', de: 'Zum Inhalt springen' },
  'header.menu': { en: 'Menu', fr: 'Menu', de: 'Menü' },
  'footer.regions': { en: 'Country and language', fr: 'Pays et langue', de: 'Land und Sprache' },
  'route.checkout': { en: 'Checkout', fr: 'Paiement', de: 'Kasse' },
  'route.orderConfirmation': { en: 'Thank you for your order', fr: 'Merci pour votre commande', de: 'Vielen Dank für Ihre Bestellung' },
  'notFound.title': { en: 'Page not found', fr: 'Page introuvable', de: 'Seite nicht gefunden' },
  'notFound.home': { en: 'Back to the home page', fr: "Retour à la page d'accueil", de: 'Zurück zur Startseite' },
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
  'promo.label': { en: 'Offers', fr: 'Offres', de: 'Angebote' },
  'promo.previous': { en: 'Previous offer', fr: 'Offre précédente', de: 'Vorheriges Angebot' },
  'promo.next': { en: 'Next offer', fr: 'Offre suivante', de: 'Nächstes Angebot' },
  'status.loading': { en: 'Loading…', fr: 'Chargement…', de: 'Wird geladen…' },
  'catalog.count': { en: '{count, plural, one {# product} other {# products}}', fr: '{count, plural, one {# produit} other {# produits}}', de: '{count, plural, one {# Produkt} other {# Produkte}}' },
  'catalog.subcategories': { en: 'Subcategories', fr: 'Sous-catégories', de: 'Unterkategorien' },
  'catalog.results': { en: 'Products', fr: 'Produits', de: 'Produkte' },
  'catalog.empty': { en: 'No products match these filters.', fr: 'Aucun produit ne correspond à ces filtres.', de: 'Keine Produkte entsprechen diesen Filtern.' },
  'catalog.filters': { en: 'Sort and filter', fr: 'Trier et filtrer', de: 'Sortieren und filtern' },
  'catalog.sort': { en: 'Sort by', fr: 'Trier par', de: 'Sortieren nach' },
  'catalog.sort.featured': { en: 'Featured', fr: 'Sélection', de: 'Empfohlen' },
  'catalog.sort.price-asc': { en: 'Price: low to high', fr: 'Prix croissant', de: 'Preis aufsteigend' },
  'catalog.sort.price-desc': { en: 'Price: high to low', fr: 'Prix décroissant', de: 'Preis absteigend' },
  'catalog.sort.rating': { en: 'Top rated', fr: 'Mieux notés', de: 'Beste Bewertung' },
  'catalog.sort.newest': { en: 'Newest', fr: 'Nouveautés', de: 'Neueste' },
  'catalog.size': { en: 'Size', fr: 'Taille', de: 'Größe' },
  'catalog.colour': { en: 'Colour', fr: 'Couleur', de: 'Farbe' },
  'catalog.price': { en: 'Price', fr: 'Prix', de: 'Preis' },
  'catalog.priceMin': { en: 'Min', fr: 'Min', de: 'Min' },
  'catalog.priceMax': { en: 'Max', fr: 'Max', de: 'Max' },
  'catalog.apply': { en: 'Apply filters', fr: 'Appliquer les filtres', de: 'Filter anwenden' },
  'catalog.pagination': { en: 'Pages', fr: 'Pages', de: 'Seiten' },
  'catalog.previous': { en: 'Previous', fr: 'Précédent', de: 'Zurück' },
  'catalog.next': { en: 'Next', fr: 'Suivant', de: 'Weiter' },
  'product.colour': { en: 'Colour', fr: 'Couleur', de: 'Farbe' },
  'product.size': { en: 'Size', fr: 'Taille', de: 'Größe' },
  'product.soldOut': { en: 'Sold out', fr: 'Épuisé', de: 'Ausverkauft' },
  'product.chooseSize': { en: 'Please choose a size.', fr: 'Veuillez choisir une taille.', de: 'Bitte wählen Sie eine Größe.' },
  'product.lowStock': { en: 'Only {count} left', fr: 'Plus que {count} en stock', de: 'Nur noch {count} verfügbar' },
  'product.quantity': { en: 'Quantity', fr: 'Quantité', de: 'Menge' },
  'product.addToCart': { en: 'Add to cart', fr: 'Ajouter au panier', de: 'In den Warenkorb' },
  'product.adding': { en: 'Adding…', fr: 'Ajout…', de: 'Wird hinzugefügt…' },
  'product.added': { en: 'Successfully added to cart', fr: 'Ajouté au panier', de: 'Zum Warenkorb hinzugefügt' },
  'product.addedOffline': {
    en: 'Added to your cart — it will be sent when you are back online',
    fr: 'Ajouté au panier — il sera envoyé dès le retour de la connexion',
    de: 'Zum Warenkorb hinzugefügt — wird gesendet, sobald Sie wieder online sind',
  },
  'product.details': { en: 'Details', fr: 'Détails', de: 'Details' },
  'miniCart.label': {
    en: 'Cart, {count, plural, one {# item} other {# items}}',
    fr: 'Panier, {count, plural, one {# article} other {# articles}}',
    de: 'Warenkorb, {count, plural, one {# Artikel} other {# Artikel}}',
  },
  'miniCart.title': { en: 'Your cart', fr: 'Votre panier', de: 'Ihr Warenkorb' },
  'miniCart.viewCart': { en: 'View cart', fr: 'Voir le panier', de: 'Warenkorb ansehen' },
  'cart.title': { en: 'Cart', fr: 'Panier', de: 'Warenkorb' },
  'cart.empty': { en: 'Your cart is empty.', fr: 'Votre panier est vide.', de: 'Ihr Warenkorb ist leer.' },
  'cart.continue': { en: 'Continue shopping', fr: 'Continuer vos achats', de: 'Weiter einkaufen' },
  'cart.lines': { en: 'Items in your cart', fr: 'Articles de votre panier', de: 'Artikel in Ihrem Warenkorb' },
  'cart.summary': { en: 'Order summary', fr: 'Récapitulatif', de: 'Zusammenfassung' },
  'cart.subtotal': { en: 'Subtotal', fr: 'Sous-total', de: 'Zwischensumme' },
  'cart.discount': { en: 'You save', fr: 'Vous économisez', de: 'Sie sparen' },
  'cart.shipping': { en: 'Shipping', fr: 'Livraison', de: 'Versand' },
  'cart.free': { en: 'Free', fr: 'Gratuite', de: 'Kostenlos' },
  'cart.tax': { en: 'Tax', fr: 'TVA', de: 'MwSt.' },
  'cart.total': { en: 'Total', fr: 'Total', de: 'Gesamt' },
  'cart.pending': { en: 'Waiting for confirmation…', fr: 'En attente de confirmation…', de: 'Wartet auf Bestätigung…' },
  'cart.totalsPending': { en: 'Totals update when the store confirms your changes.', fr: 'Les totaux seront mis à jour après confirmation.', de: 'Die Summen werden nach der Bestätigung aktualisiert.' },
  'cart.colour': { en: 'Colour', fr: 'Couleur', de: 'Farbe' },
  'cart.size': { en: 'Size', fr: 'Taille', de: 'Größe' },
  'cart.unitPrice': { en: 'Unit price', fr: 'Prix unitaire', de: 'Stückpreis' },
  'cart.qtyShort': { en: 'Qty {qty}', fr: 'Qté {qty}', de: 'Menge {qty}' },
  'cart.decrease': { en: 'Decrease quantity of {name}', fr: 'Diminuer la quantité de {name}', de: 'Menge von {name} verringern' },
  'cart.increase': { en: 'Increase quantity of {name}', fr: 'Augmenter la quantité de {name}', de: 'Menge von {name} erhöhen' },
  'cart.quantityOf': { en: 'Quantity of {name}', fr: 'Quantité de {name}', de: 'Menge von {name}' },
  'cart.remove': { en: 'Remove', fr: 'Supprimer', de: 'Entfernen' },
  // Offline banner, update prompt and offline page (src/shell, src/pwa).
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
  'offlinePage.intro': {
    en: 'This page has not been saved on this device yet. It will open as soon as you are back online.',
    fr: "Cette page n'a pas encore été enregistrée sur cet appareil. Elle s'ouvrira dès le retour de la connexion.",
    de: 'Diese Seite ist auf diesem Gerät noch nicht gespeichert. Sie öffnet sich, sobald Sie wieder online sind.',
  },
  'offlinePage.retry': { en: 'Try again', fr: 'Réessayer', de: 'Erneut versuchen' },
  'offlinePage.canDo': { en: 'What you can still do', fr: 'Ce que vous pouvez encore faire', de: 'Was Sie weiterhin tun können' },
  'offlinePage.cart': { en: 'Open your cart', fr: 'Ouvrir votre panier', de: 'Warenkorb öffnen' },
  'offlinePage.cartHint': {
    en: 'Add, change or remove items; they are sent when you are back online.',
    fr: 'Ajoutez, modifiez ou retirez des articles ; ils seront envoyés au retour de la connexion.',
    de: 'Artikel hinzufügen, ändern oder entfernen; sie werden gesendet, sobald Sie wieder online sind.',
  },
  'offlinePage.seen': { en: 'Pages you have seen', fr: 'Pages déjà vues', de: 'Bereits besuchte Seiten' },
  'offlinePage.none': {
    en: 'No pages are saved on this device yet.',
    fr: "Aucune page n'est encore enregistrée sur cet appareil.",
    de: 'Auf diesem Gerät sind noch keine Seiten gespeichert.',
  },
  'offlinePage.home': { en: 'Home page', fr: "Page d'accueil", de: 'Startseite' },
} as const satisfies Record<string, Record<Language, string>>

export type StringKey = keyof typeof STRINGS
export type StringParams = Record<string, string | number>

export const t = (language: Language, key: StringKey, params?: StringParams): string => {
  const message = STRINGS[key][language]
  if (!params) return message
  return formatMessage(message, language, params)
}
