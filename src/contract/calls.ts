// Every call of the server interface (spec/calls.tsv, transcribed from spec 001 section 7) as one
// table: service, method, path template, and — for the calls the storefront uses so far — the
// request body, query and response schemas. A call is named by a closed union (`CallName`); the
// shared client (./client.ts) is the only code that turns an entry into a request.
import { Schema } from 'effect'
import {
  AddItemRequest,
  Cart,
  CartWithItemRequest,
  CouponRequest,
  CreateCartRequest,
  MoveToCartRequest,
  RemoveItemRequest,
  SaveForLaterList,
  SaveForLaterMoveResponse,
  SaveForLaterRequest,
  UpdateItemRequest,
} from './schemas/cart'
import {
  AddPaymentInstrumentRequest,
  ApplyRewardRequest,
  CollectionPointsRequest,
  CollectionPointsResponse,
  LoyaltyVouchersResponse,
  AddressValidationRequest,
  AddressValidationResponse,
  BillingAddressRequest,
  DeviceFingerprintRequest,
  DeviceFingerprintResponse,
  GiftCardBalanceRequest,
  GiftCardBalanceResponse,
  Order,
  OrderResponse,
  PatchOrderRequest,
  PaymentMethodsResponse,
  PaymentSessionQuery,
  PaymentSessionResponse,
  PlaceOrderRequest,
  PrepareOrderRequest,
  RemovePaymentInstrumentRequest,
  RemoveBillingAddressRequest,
  RemoveShippingAddressRequest,
  SetShippingMethodRequest,
  ShippingAddressRequest,
  ShippingMethodsResponse,
  StoreSearchRequest,
  StoreSearchResponse,
  TokenizeCardRequest,
  CardToken,
} from './schemas/checkout'
import {
  ConsumerGetQuery,
  ConsumerProfile,
  PaymentInstrumentsQuery,
  SaveCardRequest,
  SavedCard,
  SavedCardsResponse,
  SignInRequest,
  SignInResponse,
  SignOutRequest,
  UpdateSavedCardRequest,
} from './schemas/account'
import { ChangePasswordRequest, ConfirmForgotPasswordRequest, LookupQuery, LookupResponse, ResetPasswordRequest, SignUpRequest, SignUpResponse } from './schemas/identity'
import {
  ConsumerCreateRequest,
  ConsumerCreateResponse,
  ConsumerUpdateRequest,
  ConsumerUpdateResponse,
  LoyaltyTokenRequest,
  LoyaltyTokenResponse,
  WelcomePromoResponse,
} from './schemas/profile'
import { SessionEndRequest, SessionExchangeRequest, SessionGrant, SessionTokenRequest } from './schemas/session'
import { AddressBookRequest, AddressBookResponse } from './schemas/addressBook'
import {
  CancelOrderRequest,
  InvoiceDownloadRequest,
  InvoicePdf,
  OrderTracking,
  PurchaseHistoryRequest,
  PurchaseHistoryResponse,
  ResendGiftCardEmailRequest,
  ResendGiftCardEmailResponse,
  ReturnLabel,
  ReturnLabelRequest,
  TrackOrderRequest,
} from './schemas/orders'
import {
  ContactCase,
  ContactCategoriesResponse,
  ContactUsRequest,
  NotificationPreferences,
  NotificationUpdateRequest,
  RetrieveUserDataRequest,
  UserDataExport,
  WarrantyClaim,
  WarrantyQuery,
  WarrantyRequest,
} from './schemas/customerCare'
import { FavoriteAddRequest, FavoriteShareRequest, FavoriteShareResponse, FavoritesResponse, SharedFavoritesResponse } from './schemas/favourites'
import { CanvasPage, ChildrenResponse, MenuEnvelope, PopupsResponse, ShowcaseQuery, ShowcaseResponse } from './schemas/contentCalls'
import { AvailabilityRequest, AvailabilityResponse, CatalogQuery, CatalogResponse, InventoryResponse, ProductDetails, RecommendationsResponse } from './schemas/products'
import { DecideRequest, DecideResponse } from './schemas/personalisation'
import { AutoSuggestQuery, AutoSuggestResponse, ContentSearchQuery, ContentSearchResponse, ProductSearchQuery, ProductSearchResponse } from './schemas/search'
import { BackInStockRequest, BackInStockResponse, FootSizes, ProductSet, ProductSetsResponse, SizeChart } from './schemas/productPage'
import {
  AskQuestionRequest,
  AskQuestionResponse,
  FlagRequest,
  FlagResponse,
  QuestionsQuery,
  QuestionsResponse,
  ReviewsQuery,
  ReviewsResponse,
  TranslateRequest,
  TranslateResponse,
  VoteRequest,
  VoteResponse,
} from './schemas/reviews'
import { SocialCategoryMediaQuery, SocialMediaQuery, SocialMediaResponse, SocialStreamsMediaQuery } from './schemas/social'
import { SubscriptionBody, SubscriptionResponse, SubscriptionsResponse } from './schemas/subscriptions'
import { TokenRequest, TokenResponse } from './schemas/token'
import { Done, NoBody, QueryNumber } from './schemas/common'
import {
  AgentLoginRequest,
  AgentLoginResponse,
  CountryListResponse,
  PhoneCodesResponse,
  PriceAdjustmentAddRequest,
  PriceAdjustmentUpdateRequest,
  ReserveWithItemRequest,
  ReserveWithItemResponse,
  StoreEmployeesResponse,
  UtilityStoresQuery,
  UtilityStoresResponse,
} from './schemas/associates'
import { LocationSelector, PerformanceIngestRequest, ServerTime, StaticPage } from './schemas/internal'

/** POST /media/{mediaId}/reports: why the shopper reports a customer photo (optional). */
const SocialMediaReportRequest = Schema.UndefinedOr(Schema.Struct({ reason: Schema.optional(Schema.String) }))

export type CallService =
  | 'auth'
  | 'cart'
  | 'consumer'
  | 'products'
  | 'stores'
  | 'wishlists'
  | 'social'
  | 'content'
  | 'internal'
  | 'personalisation'
  | 'payments'
  | 'session'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type AnyCodec = Schema.Codec<unknown, unknown>

export interface CallDef {
  readonly service: CallService
  readonly method: HttpMethod
  /** Path template relative to the service's base URL; `{name}` placeholders are path parameters. */
  readonly path: string
  /** Needs `Authorization: Bearer <token>` (a guest's or a registered shopper's): 401 AUT404 without one. */
  readonly auth?: boolean
  /**
   * false: `Idempotency-Key` is not honoured (the token exchange and card tokenization answer a
   * secret that must not be stored; sign-in counts failed attempts in its own transaction; store and
   * collection point searches and a review's translation change nothing; the performance beacon is
   * fire-and-forget; the order history, the invoice and the shopper's data are reads sent as POST;
   * order tracking counts failed attempts in its own transaction). Every other mutating call honours it.
   */
  readonly idempotent?: boolean
  /** Carries `x-channel` (MAPP in the app webview, ECOMM otherwise): the spec's mobile-tracked calls. */
  readonly mobileTracked?: boolean
  /** JSON body schema (encoded before sending). */
  readonly body?: AnyCodec
  /** Query schema (the standard context is added to every call regardless). */
  readonly query?: AnyCodec
  /** Response schema; a call without one decodes to `unknown`. */
  readonly response?: AnyCodec
  /** The success answer is a file (its bytes, decoded with `response`), not JSON: the invoice's PDF. */
  readonly responseBody?: 'bytes'
}

const WidgetRecommendationsQuery = Schema.Struct({
  categoryId: Schema.optional(Schema.String),
  productId: Schema.optional(Schema.String),
  limit: QueryNumber(1, 1_000),
})

/** start/count paging of the lists (saved for later, favourites). A query's numbers travel as strings. */
const PageQuery = Schema.Struct({ start: Schema.optional(QueryNumber(0, 1_000_000)), count: Schema.optional(QueryNumber(0, 1_000)) })

const CartGetQuery = Schema.Struct({
  favStoreId: Schema.optional(Schema.String),
  isPatchRequired: Schema.optional(Schema.String),
  inventorySupplyCheck: Schema.optional(Schema.String),
})

/**
 * One row per line of calls.tsv, in its order. Mobile-tracked calls (which the spec does not list)
 * are our choice: the token exchange, sign-in, add to cart and the order placement calls.
 */
export const CALLS = {
  // auth
  token: { service: 'auth', method: 'POST', path: '/token/v2/auth/token', idempotent: false, mobileTracked: true, body: TokenRequest, response: TokenResponse },
  signIn: { service: 'auth', method: 'POST', path: '/consumers-v3/auth/signin', idempotent: false, mobileTracked: true, body: SignInRequest, response: SignInResponse },
  signOut: { service: 'auth', method: 'POST', path: '/consumers-v3/consumer/auth/signout', auth: true, body: SignOutRequest },
  signUp: { service: 'auth', method: 'POST', path: '/consumers-v3/auth/signup', idempotent: false, body: SignUpRequest, response: SignUpResponse },
  changePassword: { service: 'auth', method: 'POST', path: '/consumers-v3/consumer/changepassword', auth: true, idempotent: false, body: ChangePasswordRequest, response: Done },
  confirmForgotPassword: { service: 'auth', method: 'POST', path: '/consumers-v3/confirmforgotpassword', idempotent: false, body: ConfirmForgotPasswordRequest, response: Done },
  resetPassword: { service: 'auth', method: 'POST', path: '/consumers-v3/consumer/resetpassword', idempotent: false, body: ResetPasswordRequest, response: Done },
  // Failed attempts are counted per client although the call fails (its own transaction); the answer is a code: no Idempotency-Key.
  agentLogin: { service: 'auth', method: 'POST', path: '/consumers-v3/consumer/agent/login', idempotent: false, body: AgentLoginRequest, response: AgentLoginResponse },
  // cart
  cartCreate: { service: 'cart', method: 'POST', path: '/cart/v1/cart', auth: true, body: CreateCartRequest, response: Cart },
  cartWithItem: { service: 'cart', method: 'POST', path: '/cart/v1/cartWithItem', auth: true, mobileTracked: true, body: CartWithItemRequest, response: Cart },
  cartGet: { service: 'cart', method: 'GET', path: '/cart/v1/cart/{basketId}', auth: true, query: CartGetQuery, response: Cart },
  cartAddItem: { service: 'cart', method: 'POST', path: '/cart/v1/item', auth: true, mobileTracked: true, body: AddItemRequest, response: Cart },
  cartRemoveItem: { service: 'cart', method: 'DELETE', path: '/cart/v1/item', auth: true, body: RemoveItemRequest, response: Cart },
  cartApplyCoupon: { service: 'cart', method: 'PUT', path: '/cart/v1/coupon', auth: true, body: CouponRequest, response: Cart },
  cartRemoveCoupon: { service: 'cart', method: 'DELETE', path: '/cart/v1/coupon', auth: true, body: CouponRequest, response: Cart },
  cartSetShippingMethod: { service: 'cart', method: 'POST', path: '/cart/v1/shippingMethod', auth: true, body: SetShippingMethodRequest, response: Cart },
  cartUpdateItem: { service: 'cart', method: 'PUT', path: '/cart/v1/cart/{basketId}/item', auth: true, body: UpdateItemRequest, response: Cart },
  cartAddShippingAddress: { service: 'cart', method: 'POST', path: '/cart/v2/cart/{basketId}/shippingAddress', auth: true, body: ShippingAddressRequest, response: Cart },
  cartRemoveShippingAddress: { service: 'cart', method: 'DELETE', path: '/cart/v2/cart/{basketId}/shippingAddress', auth: true, body: RemoveShippingAddressRequest, response: Cart },
  cartValidateShippingAddress: {
    service: 'cart',
    method: 'POST',
    path: '/cart/v1/cart/{basketId}/shippingAddress/validation', auth: true,
    body: AddressValidationRequest,
    response: AddressValidationResponse,
  },
  cartAddBillingAddress: { service: 'cart', method: 'POST', path: '/cart/v1/cart/{basketId}/billingAddress', auth: true, body: BillingAddressRequest, response: Cart },
  cartRemoveBillingAddress: { service: 'cart', method: 'DELETE', path: '/cart/v1/cart/{basketId}/billingAddress', auth: true, body: RemoveBillingAddressRequest, response: Cart },
  cartPaymentMethods: { service: 'cart', method: 'GET', path: '/cart/v1/cart/{basketId}/paymentMethods', auth: true, response: PaymentMethodsResponse },
  cartShippingMethod: { service: 'cart', method: 'GET', path: '/cart/v1/cart/{basketId}/shippingMethod/{shippingId}', auth: true, response: ShippingMethodsResponse },
  cartAddPaymentInstrument: { service: 'cart', method: 'POST', path: '/cart/v1/cart/{basketId}/paymentInstruments', auth: true, body: AddPaymentInstrumentRequest, response: Cart },
  cartRemovePaymentInstrument: {
    service: 'cart',
    method: 'DELETE',
    path: '/cart/v1/cart/{basketId}/paymentInstruments', auth: true,
    body: RemovePaymentInstrumentRequest,
    response: Cart,
  },
  cartApplyReward: { service: 'cart', method: 'PUT', path: '/cart/v1/cart/{basketId}/reward', auth: true, body: ApplyRewardRequest, response: Cart },
  saveForLaterUpdate: { service: 'cart', method: 'PUT', path: '/cart/v2/saveForLater', auth: true, body: MoveToCartRequest, response: SaveForLaterMoveResponse },
  cartSaveForLater: { service: 'cart', method: 'POST', path: '/cart/v2/cart/{basketId}/saveForLater', auth: true, body: SaveForLaterRequest, response: SaveForLaterMoveResponse },
  saveForLaterRemoveItem: { service: 'cart', method: 'DELETE', path: '/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}', auth: true, body: NoBody, response: SaveForLaterList },
  giftCardBalance: { service: 'cart', method: 'POST', path: '/cart/v1/giftcard/balance', auth: true, body: GiftCardBalanceRequest, response: GiftCardBalanceResponse },
  paymentSession: { service: 'cart', method: 'GET', path: '/cart/v1/paymentSession', auth: true, query: PaymentSessionQuery, response: PaymentSessionResponse },
  prepareOrder: { service: 'cart', method: 'POST', path: '/cart/v1/cart/prepareOrder', auth: true, mobileTracked: true, body: PrepareOrderRequest, response: Cart },
  placeOrder: { service: 'cart', method: 'PUT', path: '/cart/v2/checkout/order', auth: true, mobileTracked: true, body: PlaceOrderRequest, response: OrderResponse },
  patchOrder: {
    service: 'cart',
    method: 'PATCH',
    path: '/cart/v2/checkout/order/{orderNumber}', auth: true,
    mobileTracked: true,
    body: PatchOrderRequest,
    response: OrderResponse,
  },
  deviceFingerprint: { service: 'cart', method: 'POST', path: '/cart/v1/deviceFingerPrint', auth: true, body: DeviceFingerprintRequest, response: DeviceFingerprintResponse },
  reserveWithItem: { service: 'cart', method: 'POST', path: '/cart/v1/reserveWithItem', auth: true, body: ReserveWithItemRequest, response: ReserveWithItemResponse },
  priceAdjustmentAdd: { service: 'cart', method: 'POST', path: '/cart/v1/cart/{basketId}/price_adjustments', auth: true, body: PriceAdjustmentAddRequest, response: Cart },
  priceAdjustmentUpdate: { service: 'cart', method: 'PATCH', path: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}', auth: true, body: PriceAdjustmentUpdateRequest, response: Cart },
  priceAdjustmentRemove: { service: 'cart', method: 'DELETE', path: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}', auth: true, body: NoBody, response: Cart },
  // consumer
  consumerGet: { service: 'consumer', method: 'GET', path: '/consumers-v3/consumer', auth: true, query: ConsumerGetQuery, response: ConsumerProfile },
  consumerUpdate: { service: 'consumer', method: 'PUT', path: '/consumers-v3/consumer', auth: true, body: ConsumerUpdateRequest, response: ConsumerUpdateResponse },
  consumerCreate: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer', auth: true, body: ConsumerCreateRequest, response: ConsumerCreateResponse },
  loyaltyToken: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/loyalty/token', auth: true, idempotent: false, body: LoyaltyTokenRequest, response: LoyaltyTokenResponse },
  loyaltyWelcomePromo: { service: 'consumer', method: 'GET', path: '/consumers-v3/consumer/loyalty/promo/welcome', auth: true, response: WelcomePromoResponse },
  loyaltyVouchers: { service: 'consumer', method: 'GET', path: '/consumers-v3/consumer/loyalty/vouchers', auth: true, response: LoyaltyVouchersResponse },
  consumerLookup: { service: 'consumer', method: 'GET', path: '/consumers-v3/consumer/lookup', auth: true, query: LookupQuery, response: LookupResponse },
  subscriptionGet: { service: 'consumer', method: 'GET', path: '/consumers-v3/consumer/subscription', auth: true, response: SubscriptionsResponse },
  subscriptionUpdate: { service: 'consumer', method: 'PUT', path: '/consumers-v3/consumer/subscription', auth: true, body: SubscriptionBody, response: SubscriptionResponse },
  subscriptionCreate: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/subscription', auth: true, body: SubscriptionBody, response: SubscriptionResponse },
  paymentInstrumentsGet: { service: 'consumer', method: 'GET', path: '/consumers-v3/consumer/payment_instruments', auth: true, query: PaymentInstrumentsQuery, response: SavedCardsResponse },
  paymentInstrumentAdd: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/payment_instruments', auth: true, body: SaveCardRequest, response: SavedCard },
  paymentInstrumentUpdate: {
    service: 'consumer',
    method: 'PATCH',
    path: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}', auth: true,
    body: UpdateSavedCardRequest,
    response: SavedCardsResponse,
  },
  paymentInstrumentRemove: { service: 'consumer', method: 'DELETE', path: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}', auth: true, body: NoBody, response: SavedCardsResponse },
  purchaseGet: { service: 'consumer', method: 'GET', path: '/consumers-v3/consumer/purchase/{orderId}', auth: true, response: Order },
  invoiceDownload: {
    service: 'consumer',
    method: 'POST',
    path: '/consumers-v3/consumer/purchase/invoice/download',
    auth: true,
    // Reads only; its answer is a file, never kept for a replay.
    idempotent: false,
    body: InvoiceDownloadRequest,
    response: InvoicePdf,
    responseBody: 'bytes',
  },
  purchaseHistory: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/purchasehistory', auth: true, idempotent: false, body: PurchaseHistoryRequest, response: PurchaseHistoryResponse },
  returnLabel: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/return/{orderId}/returnLabel', auth: true, body: ReturnLabelRequest, response: ReturnLabel },
  // Failed attempts are counted although the call fails (its own transaction): no Idempotency-Key.
  trackOrder: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/TrackOrder', auth: true, idempotent: false, body: TrackOrderRequest, response: OrderTracking },
  addressAdd: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/address', auth: true, body: AddressBookRequest, response: AddressBookResponse },
  addressUpdate: { service: 'consumer', method: 'PUT', path: '/consumers-v3/consumer/address/{addressId}', auth: true, body: AddressBookRequest, response: AddressBookResponse },
  addressRemove: { service: 'consumer', method: 'DELETE', path: '/consumers-v3/consumer/address/{addressId}', auth: true, body: NoBody, response: AddressBookResponse },
  cancelOrder: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/CancelOrder', auth: true, body: CancelOrderRequest, response: Order },
  resendGiftCardEmail: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/resendGiftCardEmail', auth: true, body: ResendGiftCardEmailRequest, response: ResendGiftCardEmailResponse },
  retrieveUserData: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/retrieveUserData', auth: true, idempotent: false, body: RetrieveUserDataRequest, response: UserDataExport },
  notificationUpdate: { service: 'consumer', method: 'PUT', path: '/consumers-v3/consumer/notification', auth: true, body: NotificationUpdateRequest, response: NotificationPreferences },
  warranty: { service: 'consumer', method: 'POST', path: '/consumers-v3/consumer/warranty', auth: true, query: WarrantyQuery, body: WarrantyRequest, response: WarrantyClaim },
  contactUs: { service: 'consumer', method: 'POST', path: '/consumers-v3/contactus', auth: true, body: ContactUsRequest, response: ContactCase },
  contactUsCategories: { service: 'consumer', method: 'GET', path: '/consumers-v3/contactus/categorySubject', response: ContactCategoriesResponse },
  // products
  productDetails: { service: 'products', method: 'GET', path: '/products/v2/products/{productId}/details', response: ProductDetails },
  productAvailability: {
    service: 'products',
    method: 'POST',
    path: '/products/v1/products/{productId}/availability',
    body: AvailabilityRequest,
    response: AvailabilityResponse,
  },
  productInventory: { service: 'products', method: 'GET', path: '/products/v2/products/{productId}/inventory', response: InventoryResponse },
  productReviews: { service: 'products', method: 'GET', path: '/products/v1/products/{productId}/reviews', query: ReviewsQuery, response: ReviewsResponse },
  reviewFlag: { service: 'products', method: 'POST', path: '/products/v1/products/{productId}/review/{reviewId}/flag', auth: true, body: FlagRequest, response: FlagResponse },
  reviewVote: { service: 'products', method: 'POST', path: '/products/v1/products/{productId}/review/{reviewId}/vote', auth: true, body: VoteRequest, response: VoteResponse },
  productSets: { service: 'products', method: 'GET', path: '/products/v2/products/{productId}/productSets', response: ProductSetsResponse },
  productSet: { service: 'products', method: 'GET', path: '/products/v2/products/{productSetId}/productSet', response: ProductSet },
  reviewTranslate: { service: 'products', method: 'POST', path: '/products/v1/review/{reviewId}/translate', idempotent: false, body: TranslateRequest, response: TranslateResponse },
  catalog: { service: 'products', method: 'GET', path: '/products/v2/catalog', query: CatalogQuery, response: CatalogResponse },
  backInStockNotification: { service: 'products', method: 'PUT', path: '/products/v1/notifications', auth: true, body: BackInStockRequest, response: BackInStockResponse },
  productSearch: { service: 'products', method: 'GET', path: '/products/v2/search/productSearch', query: ProductSearchQuery, response: ProductSearchResponse },
  autoSuggest: { service: 'products', method: 'GET', path: '/products/v2/search/autoSuggest', query: AutoSuggestQuery, response: AutoSuggestResponse },
  productQuestions: { service: 'products', method: 'GET', path: '/products/v1/products/{productId}/reviews/questions', query: QuestionsQuery, response: QuestionsResponse },
  productQuestionAsk: { service: 'products', method: 'POST', path: '/products/v1/products/{productId}/reviews/questions', auth: true, body: AskQuestionRequest, response: AskQuestionResponse },
  answerVote: { service: 'products', method: 'POST', path: '/products/v1/products/{productId}/review/{answerId}/questions/vote', auth: true, body: VoteRequest, response: VoteResponse },
  widgetRecommendations: { service: 'products', method: 'GET', path: '/products/v1/widgetRecommendations', query: WidgetRecommendationsQuery, response: RecommendationsResponse },
  // stores and utilities
  collectionPoints: { service: 'stores', method: 'POST', path: '/stores/v1/collectionPoints', idempotent: false, body: CollectionPointsRequest, response: CollectionPointsResponse },
  storeSearch: { service: 'stores', method: 'POST', path: '/stores/v1/search', idempotent: false, body: StoreSearchRequest, response: StoreSearchResponse },
  countryList: { service: 'stores', method: 'GET', path: '/consumers-v3/utilities/countryList', response: CountryListResponse },
  phoneCodes: { service: 'stores', method: 'GET', path: '/consumers-v3/utilities/phoneCodes/{countryCode}', response: PhoneCodesResponse },
  // An associate's: the stores and employees are staff data (an agent session only).
  stores: { service: 'stores', method: 'GET', path: '/consumers-v3/utilities/stores', auth: true, query: UtilityStoresQuery, response: UtilityStoresResponse },
  storeEmployees: { service: 'stores', method: 'GET', path: '/consumers-v3/utilities/stores/{storeId}/employees', auth: true, response: StoreEmployeesResponse },
  // wishlists
  favoritesGet: { service: 'wishlists', method: 'GET', path: '/wishlists/v2/favorites', auth: true, query: PageQuery, response: FavoritesResponse },
  favoritesAdd: { service: 'wishlists', method: 'POST', path: '/wishlists/v2/favorites', auth: true, body: FavoriteAddRequest, response: FavoritesResponse },
  saveForLaterGet: { service: 'wishlists', method: 'GET', path: '/wishlists/v2/saveForLater', auth: true, query: PageQuery, response: SaveForLaterList },
  // Anyone holding the link of a shared list reads it: no token.
  favoritesShareGet: { service: 'wishlists', method: 'GET', path: '/wishlists/v2/favorites/{favoriteId}/share', response: SharedFavoritesResponse },
  favoritesShare: { service: 'wishlists', method: 'POST', path: '/wishlists/v2/favorites/{favoriteId}/share', auth: true, body: FavoriteShareRequest, response: FavoriteShareResponse },
  favoritesRemoveItem: { service: 'wishlists', method: 'DELETE', path: '/wishlists/v2/favorites/{favoriteId}/items/{itemId}', auth: true, body: NoBody, response: FavoritesResponse },
  // social media (external host)
  socialRoot: { service: 'social', method: 'GET', path: '/' },
  socialCategoryMedia: { service: 'social', method: 'GET', path: '/categories/media/recent', query: SocialCategoryMediaQuery, response: SocialMediaResponse },
  socialCustomerMedia: { service: 'social', method: 'GET', path: '/customers/{customerId}/media/recent' },
  socialMediaStreams: { service: 'social', method: 'GET', path: '/media/{mediaId}/streams' },
  socialStreamMedia: { service: 'social', method: 'GET', path: '/streams/{streamId}/media/recent', query: SocialMediaQuery, response: SocialMediaResponse },
  socialStreamsMedia: { service: 'social', method: 'GET', path: '/streams/media/recent', query: SocialStreamsMediaQuery, response: SocialMediaResponse },
  socialMediaReport: { service: 'social', method: 'POST', path: '/media/{mediaId}/reports', body: SocialMediaReportRequest },
  socialStash: { service: 'social', method: 'POST', path: '/stashes' },
  socialUserMedia: { service: 'social', method: 'POST', path: '/users/{userId}/media' },
  socialUser: { service: 'social', method: 'POST', path: '/users' },
  // content (mode publish | preview)
  contentAugmentedPage: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/augmentedpage/{siteId}/{page}', response: CanvasPage },
  contentCategory: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/category/{siteId}/{categoryId}', response: CanvasPage },
  contentSearch: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/search/{siteId}/{searchType}', query: ContentSearchQuery, response: ContentSearchResponse },
  contentFooter: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/footer/{siteId}', response: CanvasPage },
  contentFragment: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/fragment/{fragmentId}', response: CanvasPage },
  contentMenu: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/menu/{siteId}', response: MenuEnvelope },
  contentPage: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/page/{siteId}/{page}', response: CanvasPage },
  contentChildren: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/children/{siteId}/{parentPageSlug}', response: ChildrenResponse },
  contentPopups: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/popups/{siteId}', response: PopupsResponse },
  contentProduct: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/product/{siteId}/{productId}', response: CanvasPage },
  contentShowcase: { service: 'content', method: 'GET', path: '/{mode}/caas/v1/canvas/showcase/{siteId}/{docType}', query: ShowcaseQuery, response: ShowcaseResponse },
  // internal front-end interface (served by the storefront itself)
  fapiCollections: { service: 'internal', method: 'GET', path: '/fapi/components/collections' },
  fapiFooter: { service: 'internal', method: 'GET', path: '/fapi/components/footer' },
  fapiFootSizes: { service: 'internal', method: 'GET', path: '/fapi/components/foot-sizes', response: FootSizes },
  fapiSearch: { service: 'internal', method: 'GET', path: '/fapi/components/search' },
  fapiUtility: { service: 'internal', method: 'GET', path: '/fapi/components/utility' },
  fapiSizeChart: { service: 'internal', method: 'GET', path: '/fapi/components/size-chart/{productType}', response: SizeChart },
  fapiLocationSelector: { service: 'internal', method: 'GET', path: '/fapi/pages/location-selector', response: LocationSelector },
  fapiPage: { service: 'internal', method: 'GET', path: '/fapi/pages/{page}', response: StaticPage },
  serverTime: { service: 'internal', method: 'GET', path: '/fapi/server/time', response: ServerTime },
  performanceIngest: { service: 'internal', method: 'POST', path: '/fapi/performance/ingest', idempotent: false, body: PerformanceIngestRequest },
  validateResponse: { service: 'internal', method: 'POST', path: '/fapi/api/validate-response/{contract}' },
  // personalisation
  decide: { service: 'personalisation', method: 'POST', path: '/api/engine/v1/decide/{brand}', idempotent: false, body: DecideRequest, response: DecideResponse },
  // payment provider (not a row of calls.tsv: the provider's own interface, DECISIONS 11)
  tokenizeCard: { service: 'payments', method: 'POST', path: '/v1/tokens', idempotent: false, body: TokenizeCardRequest, response: CardToken },
  // the storefront's own session calls (not rows of calls.tsv: the backend-for-frontend, docs/decisions/0024)
  sessionToken: { service: 'session', method: 'POST', path: '/session/{siteId}/token', idempotent: false, body: SessionTokenRequest, response: SessionGrant },
  sessionExchange: { service: 'session', method: 'POST', path: '/session/{siteId}/exchange', idempotent: false, body: SessionExchangeRequest, response: SessionGrant },
  sessionEnd: { service: 'session', method: 'POST', path: '/session/{siteId}/end', idempotent: false, body: SessionEndRequest, response: Done },
} as const satisfies Record<string, CallDef>

export type Calls = typeof CALLS
export type CallName = keyof Calls

export const CALL_NAMES = Object.keys(CALLS) as ReadonlyArray<CallName>

export const callDef = (name: CallName): CallDef => CALLS[name]

type SchemaType<D, K extends string, Fallback> = D extends { readonly [P in K]: infer S extends AnyCodec } ? S['Type'] : Fallback

export type QueryValue = string | number | boolean | ReadonlyArray<string> | undefined
export type QueryRecord = Readonly<Record<string, QueryValue>>

/** The decoded response of a call (`unknown` until a schema is attached). */
export type ResponseOf<N extends CallName> = SchemaType<Calls[N], 'response', unknown>
/** The body a call takes (`unknown` until a schema is attached). */
export type BodyOf<N extends CallName> = SchemaType<Calls[N], 'body', unknown>
/** The query a call takes (any record until a schema is attached). */
export type QueryOf<N extends CallName> = SchemaType<Calls[N], 'query', QueryRecord>

/** `{a}` names in a path template. */
export type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | PathParamNames<Rest> : never
/** Path parameters the client fills from the site and runtime when absent. */
export type AutoPathParam = 'siteId' | 'mode' | 'brand'
export type PathParamsOf<N extends CallName> = { readonly [K in Exclude<PathParamNames<Calls[N]['path']>, AutoPathParam>]: string } & {
  readonly [K in Extract<PathParamNames<Calls[N]['path']>, AutoPathParam>]?: string
}
export type HasRequiredPathParams<N extends CallName> = [Exclude<PathParamNames<Calls[N]['path']>, AutoPathParam>] extends [never] ? false : true

/** Whether a call changes server state (carries `Idempotency-Key`). */
export const isMutating = (name: CallName): boolean => CALLS[name].method !== 'GET'
