// Texts of the search page and the header's autosuggest, in the three languages of the UI. A table of
// its own (like ../account/strings.ts) so only the search page and the autosuggest chunk carry it;
// `t` here also reads the shared table (catalogue sorts, facets and paging).
import { formatMessage } from '../../contract/messageFormat'
import type { Language, StringParams } from '../../ui/strings'
import { t as sharedText, type StringKey as SharedKey } from '../listing/strings'

export const SEARCH_STRINGS = {
  'search.title': { en: 'Search', fr: 'Recherche', de: 'Suche' },
  'search.resultsFor': { en: 'Results for “{query}”', fr: 'Résultats pour « {query} »', de: 'Ergebnisse für „{query}“' },
  'search.noResultsFor': { en: 'No results for “{query}”', fr: 'Aucun résultat pour « {query} »', de: 'Keine Ergebnisse für „{query}“' },
  'search.showingFor': {
    en: 'Showing results for “{searched}”, the closest to what you typed.',
    fr: 'Résultats pour « {searched} », le plus proche de votre saisie.',
    de: 'Ergebnisse für „{searched}“, das Ihrer Eingabe am nächsten kommt.',
  },
  'search.someWords': {
    en: 'No product has all of your words; these have some of them.',
    fr: 'Aucun produit ne contient tous vos mots ; ceux-ci en contiennent certains.',
    de: 'Kein Produkt enthält alle Ihre Wörter; diese enthalten einige davon.',
  },
  'search.prompt': { en: 'What are you looking for?', fr: 'Que recherchez-vous ?', de: 'Wonach suchen Sie?' },
  'search.didYouMean': { en: 'Did you mean', fr: 'Vouliez-vous dire', de: 'Meinten Sie' },
  'search.popular': { en: 'Popular searches', fr: 'Recherches populaires', de: 'Beliebte Suchen' },
  'search.tips': {
    en: 'Check the spelling, use fewer or more general words, or browse the categories in the menu.',
    fr: "Vérifiez l'orthographe, utilisez moins de mots ou des mots plus généraux, ou parcourez les catégories du menu.",
    de: 'Prüfen Sie die Schreibweise, verwenden Sie weniger oder allgemeinere Wörter oder stöbern Sie in den Kategorien im Menü.',
  },
  'search.category': { en: 'Category', fr: 'Catégorie', de: 'Kategorie' },
  'search.rating': { en: 'Rating', fr: 'Note', de: 'Bewertung' },
  'search.ratingAtLeast': {
    en: '{stars, plural, one {# star} other {# stars}} & up',
    fr: '{stars, plural, one {# étoile} other {# étoiles}} et plus',
    de: '{stars, plural, one {# Stern} other {# Sterne}} und mehr',
  },
  'search.anyRating': { en: 'Any rating', fr: 'Toutes les notes', de: 'Alle Bewertungen' },
  'search.brand': { en: 'Brand', fr: 'Marque', de: 'Marke' },
  'search.priceFrom': { en: '{min} and more', fr: '{min} et plus', de: 'Ab {min}' },
  'search.clear': { en: 'Clear filters', fr: 'Effacer les filtres', de: 'Filter zurücksetzen' },
  'search.sort.relevance': { en: 'Most relevant', fr: 'Pertinence', de: 'Relevanz' },
  'search.articles': { en: 'Articles and guides', fr: 'Articles et conseils', de: 'Artikel und Ratgeber' },
  'search.productsHeading': { en: 'Products', fr: 'Produits', de: 'Produkte' },
  // The header's autosuggest.
  'suggest.products': { en: 'Products', fr: 'Produits', de: 'Produkte' },
  'suggest.categories': { en: 'Categories', fr: 'Catégories', de: 'Kategorien' },
  'suggest.queries': { en: 'Popular searches', fr: 'Recherches populaires', de: 'Beliebte Suchen' },
  'suggest.inCategory': { en: '{name} in {parent}', fr: '{name} – {parent}', de: '{name} – {parent}' },
  'suggest.count': {
    en: '{count, plural, =0 {No suggestions} one {# suggestion, use the up and down arrows to choose} other {# suggestions, use the up and down arrows to choose}}',
    fr: '{count, plural, =0 {Aucune suggestion} one {# suggestion, utilisez les flèches haut et bas pour choisir} other {# suggestions, utilisez les flèches haut et bas pour choisir}}',
    de: '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag, mit den Pfeiltasten auswählen} other {# Vorschläge, mit den Pfeiltasten auswählen}}',
  },
} as const satisfies Record<string, Record<Language, string>>

export type SearchKey = keyof typeof SEARCH_STRINGS
export type StringKey = SharedKey | SearchKey

export const t = (language: Language, key: StringKey, params?: StringParams): string => {
  if (!(key in SEARCH_STRINGS)) return sharedText(language, key as SharedKey, params)
  const message = SEARCH_STRINGS[key as SearchKey][language]
  return params ? formatMessage(message, language, params) : message
}
