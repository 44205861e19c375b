// The in-store employee session (issue 15; spec 000 sections 3 and 6, 001 section 7): the agent's
// sign-in, the utilities calls that list countries, dial codes, stores and a store's employees, the
// price adjustments an associate makes on a cart and the reservation of a store's stock for a
// shopper. Bodies and answers are our choice where the spec shows only "body" or "query"
// (docs/decisions/0029-associates.md).
import { Schema } from 'effect'
import { Secret } from '../secret'
import { Text } from './common'

/** POST /consumers-v3/consumer/agent/login: an associate's credentials and a PKCE code challenge; answers a code for the token exchange. */
export const AgentLoginRequest = Schema.Struct({
  username: Text(254),
  password: Secret,
  codeChallenge: Text(64),
})
export type AgentLoginRequest = typeof AgentLoginRequest.Type
export const AgentLoginResponse = Schema.Struct({ authorizationCode: Schema.String })

/** The token call's third kind of exchange (our addition): an agent login's code for an in-store session. */
export const AgentTokenRequest = Schema.Struct({
  type: Schema.Literal('Agent'),
  authorizationCode: Secret,
  codeVerifier: Secret,
})
export type AgentTokenRequest = typeof AgentTokenRequest.Type

/** GET /consumers-v3/utilities/countryList */
export const Country = Schema.Struct({ code: Schema.String, name: Schema.String, dialCode: Schema.String })
export const CountryListResponse = Schema.Struct({ countries: Schema.Array(Country) })
export type CountryListResponse = typeof CountryListResponse.Type

/** GET /consumers-v3/utilities/phoneCodes/{countryCode} */
export const PhoneCodesResponse = Schema.Struct({ countryCode: Schema.String, dialCode: Schema.String, mask: Schema.String })
export type PhoneCodesResponse = typeof PhoneCodesResponse.Type

/** GET /consumers-v3/utilities/stores?country=: the brand's stores an associate may work in. */
export const UtilityStoresQuery = Schema.Struct({ country: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/))) })
export const UtilityStore = Schema.Struct({ storeId: Schema.String, storeName: Schema.String, city: Schema.String, country: Schema.String })
export type UtilityStore = typeof UtilityStore.Type
export const UtilityStoresResponse = Schema.Struct({ stores: Schema.Array(UtilityStore) })
export type UtilityStoresResponse = typeof UtilityStoresResponse.Type

/** GET /consumers-v3/utilities/stores/{storeId}/employees */
export const StoreEmployee = Schema.Struct({ storeEmployeeId: Schema.String, storeEmployeeName: Schema.String })
export type StoreEmployee = typeof StoreEmployee.Type
export const StoreEmployeesResponse = Schema.Struct({ storeId: Schema.String, employees: Schema.Array(StoreEmployee) })
export type StoreEmployeesResponse = typeof StoreEmployeesResponse.Type

/** Store session (in-store sales): spec 000 section 3. What an order placed in store carries. */
export const InStoreSalesInfo = Schema.Struct({
  storeId: Schema.String,
  storeName: Schema.String,
  storeEmployeeId: Schema.String,
  storeEmployeeName: Schema.String,
})
export type InStoreSalesInfo = typeof InStoreSalesInfo.Type

export const PRICE_ADJUSTMENT_TYPES = ['AMOUNT_OFF', 'PERCENT_OFF'] as const
export const PriceAdjustmentType = Schema.Literals(PRICE_ADJUSTMENT_TYPES)
export type PriceAdjustmentType = typeof PriceAdjustmentType.Type
/** Reasons an associate gives (our choice: a closed list keeps reports comparable). */
export const PRICE_ADJUSTMENT_REASONS = ['DAMAGED', 'PRICE_MATCH', 'GOODWILL', 'MANAGER_APPROVAL'] as const
export const PriceAdjustmentReason = Schema.Literals(PRICE_ADJUSTMENT_REASONS)
export type PriceAdjustmentReason = typeof PriceAdjustmentReason.Type

/** Bounds of a price adjustment's value: an amount off one unit (site currency), or a percentage. */
export const ADJUSTMENT_LIMITS = { AMOUNT_OFF: { min: 0.01, max: 10_000 }, PERCENT_OFF: { min: 0.1, max: 100 } } as const

const AdjustmentValue = Schema.Number.check(Schema.isBetween({ minimum: 0.01, maximum: 10_000 }))

/** POST /cart/v1/cart/{basketId}/price_adjustments */
export const PriceAdjustmentAddRequest = Schema.Struct({
  itemId: Text(64),
  type: PriceAdjustmentType,
  value: AdjustmentValue,
  reason: PriceAdjustmentReason,
})
export type PriceAdjustmentAddRequest = typeof PriceAdjustmentAddRequest.Type

/** PATCH /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId} */
export const PriceAdjustmentUpdateRequest = Schema.Struct({
  type: PriceAdjustmentType,
  value: AdjustmentValue,
  reason: PriceAdjustmentReason,
})
export type PriceAdjustmentUpdateRequest = typeof PriceAdjustmentUpdateRequest.Type

/** A price adjustment as the cart shows it: `amount` is what it takes off the line (site currency). */
export const PriceAdjustment = Schema.Struct({
  adjustmentId: Schema.String,
  itemId: Schema.String,
  type: PriceAdjustmentType,
  value: Schema.Number,
  reason: PriceAdjustmentReason,
  amount: Schema.Number,
  storeEmployeeId: Schema.optional(Schema.String),
})
export type PriceAdjustment = typeof PriceAdjustment.Type

/** POST /cart/v1/reserveWithItem: an associate holds a size in a store for a shopper. */
export const ReserveWithItemRequest = Schema.Struct({
  storeId: Text(32),
  sku: Text(64),
  qty: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10 })),
  customerName: Text(100),
})
export const ReserveWithItemResponse = Schema.Struct({
  reservationId: Schema.String,
  storeId: Schema.String,
  sku: Schema.String,
  qty: Schema.Number,
  expiresAt: Schema.String,
})
