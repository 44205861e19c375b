// Texts the product page shows before its sections load (the buy box's additions and the sections'
// titles), in the three languages. Kept apart from ./sectionStrings.ts, which loads with the
// sections, so the page's first scripts carry only these (its budget, docs/decisions/0020).
import { formatMessage } from '../../contract/messageFormat'
import type { Language } from '../../ui/strings'

export const PAGE_STRINGS = {
  'section.sizeGuide': { en: 'Size guide', fr: 'Guide des tailles', de: 'Größentabelle' },
  'section.reviews': { en: 'Reviews', fr: 'Avis clients', de: 'Bewertungen' },
  'section.questions': { en: 'Questions and answers', fr: 'Questions et réponses', de: 'Fragen und Antworten' },
  'section.photos': { en: 'Customer photos', fr: 'Photos de clients', de: 'Kundenfotos' },
  'section.sets': { en: 'Complete the look', fr: 'Complétez la tenue', de: 'Komplettieren Sie den Look' },
  'section.recommendations': { en: 'You may also like', fr: 'Vous aimerez aussi', de: 'Das könnte Ihnen auch gefallen' },
  'buy.sizeGuide': { en: 'Size guide', fr: 'Guide des tailles', de: 'Größentabelle' },
  'buy.stores': { en: 'Check availability in stores', fr: 'Voir la disponibilité en magasin', de: 'Verfügbarkeit im Geschäft prüfen' },
  'buy.storesNeedSize': { en: 'Choose a size to see which stores have it.', fr: 'Choisissez une taille pour voir les magasins qui l’ont.', de: 'Wählen Sie eine Größe, um zu sehen, welche Geschäfte sie haben.' },
  'buy.soldOutSizes': {
    en: 'Size sold out? Get an email when it is back',
    fr: 'Taille épuisée ? Recevez un e-mail à son retour',
    de: 'Größe ausverkauft? Wir benachrichtigen Sie per E-Mail',
  },
} as const satisfies Record<string, Record<Language, string>>

export type PageStringKey = keyof typeof PAGE_STRINGS

export const pageText = (language: Language, key: PageStringKey, params?: Record<string, string | number>): string => {
  const message = PAGE_STRINGS[key][language]
  return params ? formatMessage(message, language, params) : message
}
