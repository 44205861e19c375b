// What the store locator's route needs before its page loads (every route's loader and head are in
// the entry chunk): the search it reads from the URL, the store search that answers it, its title.
import type { StoreSearchRequest } from '../contract/schemas/checkout'
import type { Language } from '../ui/strings'

export interface StoreLocatorSearch {
  readonly q?: string
  readonly lat?: number
  readonly lng?: number
}

export const STORE_LOCATOR_TITLE: Record<Language, string> = { en: 'Find a store', fr: 'Trouver un magasin', de: 'Filiale finden' }

/** The store search a locator URL asks for: from the place or position given, else every store of the country. */
export const locatorRequest = (search: StoreLocatorSearch): StoreSearchRequest =>
  search.q ? { query: search.q, limit: 20 } : search.lat !== undefined && search.lng !== undefined ? { latitude: search.lat, longitude: search.lng, limit: 20 } : { limit: 20 }
