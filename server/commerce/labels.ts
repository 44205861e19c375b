// Shopper-facing words the product service localises per site language: badges, eyebrows, size
// labels and image alt-text views. Product and colour names are localised in the seed (names per
// language in the database, present.ts `localised`).
import type { LocaleInfo } from '../../src/contract/site/sites.ts'

type Language = LocaleInfo['language']
type Words = Record<Language, string>

const BADGES: Record<string, Words> = {
  new: { en: 'New', fr: 'Nouveau', de: 'Neu' },
  bestseller: { en: 'Bestseller', fr: 'Meilleure vente', de: 'Bestseller' },
  'online-exclusive': { en: 'Online exclusive', fr: 'Exclusivité web', de: 'Nur online' },
  sustainable: { en: 'Sustainable', fr: 'Responsable', de: 'Nachhaltig' },
}

const EYEBROWS: Record<string, Words> = {
  waterproof: { en: 'Waterproof', fr: 'Imperméable', de: 'Wasserdicht' },
  recycled: { en: 'Recycled materials', fr: 'Matières recyclées', de: 'Recycelte Materialien' },
  packable: { en: 'Packable', fr: 'Compressible', de: 'Packbar' },
  windproof: { en: 'Windproof', fr: 'Coupe-vent', de: 'Winddicht' },
  breathable: { en: 'Breathable', fr: 'Respirant', de: 'Atmungsaktiv' },
  lightweight: { en: 'Lightweight', fr: 'Léger', de: 'Leicht' },
  merino: { en: 'Merino wool', fr: 'Laine mérinos', de: 'Merinowolle' },
  grip: { en: 'Extra grip', fr: 'Adhérence renforcée', de: 'Extra Grip' },
}

const SIZE_LABELS: Record<string, Words> = {
  OS: { en: 'One size', fr: 'Taille unique', de: 'Einheitsgröße' },
  REG: { en: 'Regular', fr: 'Standard', de: 'Normal' },
  LNG: { en: 'Long', fr: 'Long', de: 'Lang' },
}

const VIEWS: ReadonlyArray<Words> = [
  { en: 'front view', fr: 'vue de face', de: 'Vorderansicht' },
  { en: 'back view', fr: 'vue de dos', de: 'Rückansicht' },
  { en: 'detail view', fr: 'vue de détail', de: 'Detailansicht' },
]

const IN: Words = { en: 'in', fr: 'coloris', de: 'in' }

export const badgeLabel = (key: string | null, language: Language): string | null => (key ? (BADGES[key]?.[language] ?? key) : null)
export const eyebrowLabel = (key: string | null, language: Language): string | null => (key ? (EYEBROWS[key]?.[language] ?? key) : null)

const SEASONS: Record<string, Words> = {
  SS: { en: 'Spring/Summer', fr: 'Printemps-été', de: 'Frühjahr/Sommer' },
  AW: { en: 'Autumn/Winter', fr: 'Automne-hiver', de: 'Herbst/Winter' },
}

/** "AW25" → "Autumn/Winter 2025" in the site's language; null for a product that is not seasonal. */
export const seasonLabel = (code: string | null, language: Language): string | null => {
  const match = code ? /^(SS|AW)(\d{2})$/.exec(code) : null
  if (!match) return code
  return `${SEASONS[match[1]!]![language]} 20${match[2]}`
}

export const sizeLabel = (code: string, stored: string, language: Language): string => {
  const words = SIZE_LABELS[code]
  if (words) return words[language]
  const years = /^(\d+)Y$/.exec(code)
  if (years) return language === 'fr' ? `${years[1]} ans` : language === 'de' ? `${years[1]} J.` : `${years[1]} yrs`
  return stored
}

/** "Ridgeline Insulated Jacket in Forest Green, front view" (view 1..3). */
export const productImageAlt = (name: string, colourName: string, view: number, language: Language): string =>
  `${name} ${IN[language]} ${colourName}, ${(VIEWS[view - 1] ?? VIEWS[0])![language]}`

export const IMAGE_VIEWS = VIEWS.length
