// Texts of the cart page's lines and its order summary (also the checkout's and the order
// confirmation's summary), in the three languages of the UI: a table of its own in front of the
// shared one (../ui/strings.ts `extendTexts`), so only the pages that show a cart carry it.
import { extendTexts, t as uiText, type Language, type StringKey as UiKey } from '../ui/strings'

export const CART_STRINGS = {
  'cart.title': { en: 'Cart', fr: 'Panier', de: 'Warenkorb' },
  'cart.continue': { en: 'Continue shopping', fr: 'Continuer vos achats', de: 'Weiter einkaufen' },
  'cart.lines': { en: 'Items in your cart', fr: 'Articles de votre panier', de: 'Artikel in Ihrem Warenkorb' },
  'cart.summary': { en: 'Order summary', fr: 'Récapitulatif', de: 'Zusammenfassung' },
  'cart.discount': { en: 'You save', fr: 'Vous économisez', de: 'Sie sparen' },
  'cart.shipping': { en: 'Shipping', fr: 'Livraison', de: 'Versand' },
  'cart.free': { en: 'Free', fr: 'Gratuite', de: 'Kostenlos' },
  'cart.tax': { en: 'Tax', fr: 'TVA', de: 'MwSt.' },
  'cart.total': { en: 'Total', fr: 'Total', de: 'Gesamt' },
  'cart.totalsPending': { en: 'Totals update when the store confirms your changes.', fr: 'Les totaux seront mis à jour après confirmation.', de: 'Die Summen werden nach der Bestätigung aktualisiert.' },
  'cart.colour': { en: 'Colour', fr: 'Couleur', de: 'Farbe' },
  'cart.size': { en: 'Size', fr: 'Taille', de: 'Größe' },
  'cart.unitPrice': { en: 'Unit price', fr: 'Prix unitaire', de: 'Stückpreis' },
  'cart.decrease': { en: 'Decrease quantity of {name}', fr: 'Diminuer la quantité de {name}', de: 'Menge von {name} verringern' },
  'cart.increase': { en: 'Increase quantity of {name}', fr: 'Augmenter la quantité de {name}', de: 'Menge von {name} erhöhen' },
  'cart.quantityOf': { en: 'Quantity of {name}', fr: 'Quantité de {name}', de: 'Menge von {name}' },
  'cart.remove': { en: 'Remove', fr: 'Supprimer', de: 'Entfernen' },
  'cart.saveForLater': { en: 'Save for later', fr: 'Mettre de côté', de: 'Für später speichern' },
  'cart.markedDown': { en: 'Marked Down', fr: 'Prix barré', de: 'Reduziert' },
  'cart.freeGift': { en: 'Free Gift', fr: 'Cadeau offert', de: 'Gratisgeschenk' },
  // Offline banner, update prompt and offline page (src/pages, src/pwa).
} as const satisfies Record<string, Record<Language, string>>

export type CartKey = keyof typeof CART_STRINGS
export type StringKey = UiKey | CartKey

export const t = extendTexts(CART_STRINGS, uiText)
