// Texts of the offline banner, the update prompt and the offline page, in English, French and German.
import type { Language } from '../ui/strings'

const STRINGS = {
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

export type PwaStringKey = keyof typeof STRINGS

export const pt = (language: Language, key: PwaStringKey): string => STRINGS[key][language]
