// Texts of the small site pages (the location selector, the offline page, the page not found), in
// the three languages of the UI: a table of their own in front of the shared one (../ui/strings.ts
// `extendTexts`); their titles stay in the shared table, which their routes' heads read.
import { extendTexts, t as uiText, type Language, type StringKey as UiKey } from '../ui/strings'

export const SITE_PAGE_STRINGS = {
  'location.intro': {
    en: 'Prices, delivery options and payment methods depend on the country you shop in.',
    fr: 'Les prix, les modes de livraison et de paiement dépendent du pays dans lequel vous achetez.',
    de: 'Preise, Liefer- und Zahlungsarten hängen vom Land ab, in dem Sie einkaufen.',
  },
  'location.current': { en: 'your current site', fr: 'votre site actuel', de: 'Ihre aktuelle Website' },
  'location.currency': { en: 'Prices in {currency}', fr: 'Prix en {currency}', de: 'Preise in {currency}' },
  'notFound.title': { en: 'Page not found', fr: 'Page introuvable', de: 'Seite nicht gefunden' },
  'notFound.home': { en: 'Back to the home page', fr: "Retour à la page d'accueil", de: 'Zurück zur Startseite' },
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

export type SitePageKey = keyof typeof SITE_PAGE_STRINGS
export type StringKey = UiKey | SitePageKey

export const t = extendTexts(SITE_PAGE_STRINGS, uiText)
