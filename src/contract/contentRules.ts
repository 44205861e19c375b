// The content spec's constants and small rules (spec 002 sections 4 and 9), without Effect's Schema:
// the blocks read them while rendering, and a page's first scripts must not bring the schemas.
// The content schemas (./schemas/blocks/*) bound their fields with them.

/** Related articles shown on an article page. */
export const RELATED_ARTICLES_LIMIT = 4

/** Tag facets shown before "See more", per breakpoint. */
export const FACET_COUNTS = { sm: 4, md: 10, lg: 20 } as const

/** The promo bar's maximum number of messages ("a configured maximum", value not shown): five. */
export const PROMO_MAX_MESSAGES = 5

/** Upsells shown at most (default stacked count). */
export const UPSELL_STACKED_COUNT = 3

/** A pop-up expands this long after it shows unless it says otherwise. */
export const POPUP_DEFAULT_DELAY_MS = 2000

/** Recommendation impressions are reported for at most this many products. */
export const RECOMMENDATION_IMPRESSIONS_LIMIT = 24

/** The cloud video player is used only for assets longer than this (seconds). */
export const CLOUD_VIDEO_MIN_SECONDS = 30

/** Autorotate times are given in seconds. */
export const secondsToMs = (seconds: number): number => seconds * 1000

/** The kind of a pop-up for its events: by name (a name containing "newsletter" is a Newsletter pop-up). */
export const popupKind = (popup: { readonly name: string }): 'Newsletter' | 'Account/Registration' =>
  popup.name.toLowerCase().includes('newsletter') ? 'Newsletter' : 'Account/Registration'

/** The page types a pop-up may be limited to (our addition: pop-ups never open during checkout). */
export const POPUP_PAGE_TYPES = ['home', 'category', 'product', 'search', 'cart', 'content', 'account'] as const
export type PopupPageType = (typeof POPUP_PAGE_TYPES)[number]
