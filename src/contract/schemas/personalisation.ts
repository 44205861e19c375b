// The personalisation service's decide call (spec 001 section 7; spec 002 sections 3 and 7 for the
// events and the decision). The event kinds and their fields follow the experimentation engine's API
// the path names (`/api/engine/v1/decide/{brand}`): a context event tells the service about the page,
// the cart or the shopper; a record event reports what the shopper saw or clicked; the decision
// request asks for the actions of the experiences the page shows. Every list and text is bounded.
import { Schema } from 'effect'
import { MAX_EVENTS, MAX_REC_IMPRESSIONS, MAX_THUMBNAILS } from '../personalisation'

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const List = <S extends Schema.Top>(item: S, max: number) => Schema.Array(item).check(Schema.isMaxLength(max))

export { MAX_EVENTS, MAX_REC_IMPRESSIONS, MAX_THUMBNAILS } from '../personalisation'

/** One line of the cart or of a purchase: the product (style) id, the variant's sku, units, and the line's value. */
export const DecisionLine = Schema.Struct({
  pid: Text(64),
  sku: Text(64),
  quantity: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 999_999 })),
  /** The line's total in its currency, as text with two decimals ("129.90"). */
  value: Text(32),
  currency: Text(3),
})
export type DecisionLine = typeof DecisionLine.Type

export const PageViewEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:context:PageView'),
  url: Text(2048),
  /** The page type of the path (src/contract/site/routeRules.ts pageTypeOf). */
  pageType: Text(40),
  /** Names of the page's breadcrumb trail, outermost first. */
  breadcrumbs: List(Text(200), 20),
  /** Category ids of the page (a category page's trail, a product's categories). */
  categories: List(Text(64), 20),
})

export const DecisionRequestEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:decision:DecisionRequest'),
  requestId: Text(64),
  includeReporting: Schema.Boolean,
})

export const ScreenSizeEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:context:ScreenSize'),
  height: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })),
  width: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })),
})

export const LanguageEvent = Schema.Struct({ eventType: Schema.Literal('monetate:context:Language'), language: Text(35) })
export const UserAgentEvent = Schema.Struct({ eventType: Schema.Literal('monetate:context:UserAgent'), userAgent: Text(1024) })
/** Sent only from pre-production hosts, with a fixed dummy address (the service sees the real one in production). */
export const IpAddressEvent = Schema.Struct({ eventType: Schema.Literal('monetate:context:IpAddress'), ipAddress: Text(45) })
export const ReferrerEvent = Schema.Struct({ eventType: Schema.Literal('monetate:context:Referrer'), referrer: Text(2048) })

export const CoordinatesEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:context:Coordinates'),
  latitude: Schema.Number.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  longitude: Schema.Number.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
})

export const ProductDetailViewEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:context:ProductDetailView'),
  products: List(Schema.Struct({ productId: Text(64), sku: Schema.optional(Text(64)) }), 10),
})

export const SearchViewEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:context:SearchView'),
  searchTerm: Text(200),
  searchType: Schema.Literal('text'),
  /** The site id searched (brand-locale). */
  site: Text(40),
})

export const CartEvent = Schema.Struct({ eventType: Schema.Literal('monetate:context:Cart'), cartLines: List(DecisionLine, 200) })

export const CustomVariablesEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:context:CustomVariables'),
  customVariables: List(Schema.Struct({ variable: Text(64), value: Text(500) }), 20),
})

export const PurchaseEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:context:Purchase'),
  purchaseId: Text(64),
  purchaseLines: List(DecisionLine, 200),
})

export const ProductThumbnailViewEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:context:ProductThumbnailView'),
  products: List(Text(64), MAX_THUMBNAILS),
})

export const RecImpressionsEvent = Schema.Struct({
  eventType: Schema.Literal('monetate:record:RecImpressions'),
  recImpressions: List(Text(256), MAX_REC_IMPRESSIONS),
})

export const RecClicksEvent = Schema.Struct({ eventType: Schema.Literal('monetate:record:RecClicks'), recClicks: List(Text(256), MAX_REC_IMPRESSIONS) })
export const PageEventsEvent = Schema.Struct({ eventType: Schema.Literal('monetate:record:PageEvents'), pageEvents: List(Text(100), 20) })

/** One decision event (spec 002 section 7), told apart by its eventType. */
export const DecisionEvent = Schema.Union([
  PageViewEvent,
  DecisionRequestEvent,
  ScreenSizeEvent,
  LanguageEvent,
  UserAgentEvent,
  IpAddressEvent,
  ProductDetailViewEvent,
  ReferrerEvent,
  CoordinatesEvent,
  SearchViewEvent,
  CartEvent,
  CustomVariablesEvent,
  PurchaseEvent,
  ProductThumbnailViewEvent,
  RecImpressionsEvent,
  RecClicksEvent,
  PageEventsEvent,
])
export type DecisionEvent = typeof DecisionEvent.Type
export type DecisionEventType = DecisionEvent['eventType']

/**
 * POST /api/engine/v1/decide/{brand}: who asks (customerId when signed in, monetateId from the mt.v
 * cookie), where (channel: `{brand}/{p|d}/{host}`, p for production hosts, d for pre-production
 * ones), and what happened.
 */
export const DecideRequest = Schema.Struct({
  customerId: Schema.optional(Text(64)),
  channel: Text(300),
  events: List(DecisionEvent, MAX_EVENTS),
  monetateId: Schema.String.check(Schema.isBetweenLength(1, 100)),
})
export type DecideRequest = typeof DecideRequest.Type

/** What the storefront reports when it shows an experience's variant (spec 002 section 3). */
export const ImpressionReport = Schema.Struct({
  experience_id: Schema.String,
  experience_name: Schema.String,
  experience_label: Schema.String,
  variant_label: Schema.String,
})
export type ImpressionReport = typeof ImpressionReport.Type

/**
 * A product of a recommendation feed as the decision carries it: `id`, `item_group_id`, `sku`,
 * `image_link`, `recToken`, ratings, and the title, link and prices, which the EMEA feed localises
 * (title-{locale}, link-{locale}, salePrice-{country}, price-{COUNTRY}); other regions use title,
 * link, price and salePrice. Prices travel as text ("129.95 EUR"). Read by src/blocks/productRecommendations/feedItems.ts.
 */
export const FeedItem = Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]))
export type FeedItem = typeof FeedItem.Type

export const JSON_ACTION = 'monetate:action:OmnichannelJson'
export const RECOMMENDATION_ACTION = 'monetate:action:OmnichannelRecommendation'

/** One action of a decision: which variant of which component (the experience's decision key), or recommended items. */
export const DecisionAction = Schema.Struct({
  actionId: Schema.Number,
  actionType: Schema.String,
  /** The decision key of the experience (the last underscore-separated part of its id). */
  component: Schema.String,
  /** The variant id chosen for this visitor ("baseline" for the baseline). */
  variant: Schema.optional(Schema.String),
  items: Schema.optional(Schema.Array(FeedItem)),
  impressionReporting: Schema.optional(Schema.Array(ImpressionReport)),
})
export type DecisionAction = typeof DecisionAction.Type

export const DecideResponse = Schema.Struct({
  responses: Schema.Array(Schema.Struct({ requestId: Schema.optional(Schema.String), actions: Schema.Array(DecisionAction) })),
})
export type DecideResponse = typeof DecideResponse.Type
