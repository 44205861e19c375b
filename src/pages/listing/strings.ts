// Texts of the catalogue listings (a category's and the search page's results, filters, sorts and
// paging), in the three languages of the UI: a table of its own in front of the shared one
// (../../ui/strings.ts `extendTexts`), so only the listing pages carry it.
import { extendTexts, t as uiText, type Language, type StringKey as UiKey } from '../../ui/strings'

export const CATALOG_STRINGS = {
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
} as const satisfies Record<string, Record<Language, string>>

export type CatalogKey = keyof typeof CATALOG_STRINGS
export type StringKey = UiKey | CatalogKey

export const t = extendTexts(CATALOG_STRINGS, uiText)
