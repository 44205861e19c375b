// The reference services (commerce, content, personalisation, social media, internal fapi, media)
// behind one function: handleReferenceRequest(request) → response. Mounted in the storefront's
// process by src/server.ts and the /api, /fapi and /media route files:
//   /api/<commerce path>             token, sign-in, cart, products, consumer (calls.tsv paths)
//   /api/content/<content path>      /{mode}/caas/v1/canvas/...
//   /api/personalisation/<path>      /api/engine/v1/decide/{brand}
//   /api/social/<path>               customer media
//   /api/payments/<path>             the simulated payment provider (card tokens, 3-D Secure, Klarna)
//   /api/captcha/<path>              the simulated captcha provider (challenge page, signed tokens)
//   /api/__test/...                  test hooks, only with REFERENCE_TEST_HOOKS=1
//   /fapi/...                        internal front-end interface
//   /media/...                       generated images
// Importing this module has no side effects; the database opens on first use.
import { readConfig, type ReferenceConfig } from './lib/config.ts'
import { getDb, getDbHandle } from './runtime/getDb.ts'
import { CHANGES_CHANNEL, parseChange, type Change } from './lib/changes.ts'
export type { Change } from './lib/changes.ts'
import { track } from './lib/lifecycle.ts'
import type { Db } from './db/db.ts'
import { cartRoutes } from './commerce/cartRoutes.ts'
import { catalogRoutes } from './commerce/catalog.ts'
import { searchRoutes } from './commerce/search.ts'
import { checkoutRoutes } from './commerce/checkout.ts'
import { orderRoutes } from './commerce/orders.ts'
import { productRoutes } from './commerce/products.ts'
import { productSetRoutes } from './commerce/productSets.ts'
import { questionRoutes } from './commerce/questions.ts'
import { reviewRoutes } from './commerce/reviews.ts'
import { stockNotificationRoutes } from './commerce/stockNotifications.ts'
import { recommendationRoutes } from './commerce/recommendations.ts'
import { loyaltyRoutes } from './commerce/loyalty.ts'
import { saveForLaterRoutes } from './commerce/saveForLater.ts'
import { storeRoutes } from './commerce/stores.ts'
import { authenticate, tokenRoutes } from './commerce/token.ts'
import { signInRoutes } from './commerce/signIn.ts'
import { consumerRoutes } from './commerce/consumer.ts'
import { passwordRoutes } from './commerce/passwordCalls.ts'
import { profileRoutes } from './commerce/profileCalls.ts'
import { signUpRoutes } from './commerce/signUp.ts'
import { subscriptionRoutes } from './commerce/subscriptions.ts'
import { savedCardRoutes } from './commerce/savedCards.ts'
import { articleSearchRoutes } from './content/articleSearch.ts'
import { addressBookRoutes } from './commerce/addressBook.ts'
import { orderCallRoutes } from './commerce/orderCalls.ts'
import { giftCardDeliveryRoutes } from './commerce/giftCardDelivery.ts'
import { customerCareRoutes } from './commerce/customerCare.ts'
import { userDataRoutes } from './commerce/userData.ts'
import { favouriteRoutes } from './commerce/favourites.ts'
import { contentRoutes } from './content/contentService.ts'
import { createRouter, type Mount, type RequestInfo } from './http/router.ts'
import type { ServiceDef } from './http/types.ts'
import { fapiRoutes } from './internal/fapi.ts'
import { mediaRoutes } from './media/mediaService.ts'
import { personalisationRoutes } from './personalisation/decide.ts'
import { captchaService } from './commerce/captcha.ts'
import { paymentsService } from './payments/provider.ts'
import { socialRoutes } from './social/socialService.ts'
import { applyFault, testHookRoutes } from './testHooks/testHooks.ts'

export const SERVICES = {
  commerce: {
    name: 'commerce',
    appId: 'reference-commerce',
    routes: [
      ...tokenRoutes,
      ...signInRoutes,
      ...signUpRoutes,
      ...passwordRoutes,
      ...consumerRoutes,
      ...profileRoutes,
      ...subscriptionRoutes,
      ...savedCardRoutes,
      ...productRoutes,
      ...reviewRoutes,
      ...questionRoutes,
      ...productSetRoutes,
      ...stockNotificationRoutes,
      ...catalogRoutes,
      ...searchRoutes,
      ...recommendationRoutes,
      ...cartRoutes,
      ...checkoutRoutes,
      ...orderRoutes,
      ...storeRoutes,
      ...saveForLaterRoutes,
      ...loyaltyRoutes,
      ...addressBookRoutes,
      ...orderCallRoutes,
      ...giftCardDeliveryRoutes,
      ...customerCareRoutes,
      ...userDataRoutes,
      ...favouriteRoutes,
    ],
    specServices: ['auth', 'cart', 'consumer', 'products', 'stores', 'wishlists'],
  },
  content: { name: 'content', appId: 'reference-content', routes: [...contentRoutes, ...articleSearchRoutes], specServices: ['content'] },
  personalisation: { name: 'personalisation', appId: 'reference-personalisation', routes: personalisationRoutes, specServices: ['personalisation'] },
  social: { name: 'social', appId: 'reference-social', routes: socialRoutes, specServices: ['social'] },
  internal: { name: 'internal', appId: 'reference-fapi', routes: fapiRoutes, specServices: ['internal'] },
  media: { name: 'media', appId: 'reference-media', routes: mediaRoutes, specServices: [] },
  payments: paymentsService,
  captcha: captchaService,
  test: { name: 'test', appId: 'reference-test-hooks', routes: testHookRoutes, specServices: [] },
} satisfies Record<string, ServiceDef>

export interface ReferenceOptions {
  readonly getDb: () => Promise<Db>
  /** Test hooks: fault injection and /api/__test admin calls. */
  readonly testHooks: boolean
  /** The services' clock (guessing windows); Date.now unless a test brings its own. */
  readonly now?: () => number
}

export type ReferenceHandler = (request: Request, info?: RequestInfo) => Promise<Response>

/** Where each service is mounted (longest prefix wins; the test hooks only when enabled). */
export const mountsOf = (testHooks: boolean): Mount[] => [
  { prefix: '/api/__test', service: SERVICES.test, enabled: testHooks },
  { prefix: '/api/content', service: SERVICES.content },
  { prefix: '/api/personalisation', service: SERVICES.personalisation },
  { prefix: '/api/social', service: SERVICES.social },
  { prefix: '/api/payments', service: SERVICES.payments },
  { prefix: '/api/captcha', service: SERVICES.captcha },
  { prefix: '/api', service: SERVICES.commerce },
  { prefix: '/fapi', keepPrefix: true, service: SERVICES.internal },
  { prefix: '/media', keepPrefix: true, service: SERVICES.media },
]

export const createReferenceHandler = (options: ReferenceOptions): ReferenceHandler =>
  createRouter({
    mounts: mountsOf(options.testHooks),
    getDb: options.getDb,
    authenticate,
    ...(options.testHooks ? { beforeCall: applyFault } : {}),
    ...(options.now ? { now: options.now } : {}),
  })

let handler: ReferenceHandler | undefined

/**
 * The process-wide handler over the configured database (DATABASE_URL or DATA_DIR). `info` carries
 * what the server entry resolved of the request (the client's address).
 */
export const handleReferenceRequest = (request: Request, info?: RequestInfo): Promise<Response> => {
  if (!handler) {
    const config: ReferenceConfig = readConfig()
    if (config.testHooks) console.warn('[reference] REFERENCE_TEST_HOOKS=1: fault injection and /api/__test admin calls are ON (tests only)')
    handler = createReferenceHandler({ getDb: () => getDb(config), testHooks: config.testHooks })
  }
  return track(handler(request, info))
}

/**
 * Calls `onChange` with every change of the catalogue or content the reference services publish
 * (server/lib/changes.ts), from this process or any other on the same database; a lost connection to
 * PostgreSQL is reported as a change of everything. Resolves to a function that stops listening.
 */
export const subscribeChanges = async (onChange: (change: Change) => void): Promise<() => Promise<void>> => {
  const handle = await getDbHandle(readConfig())
  return handle.listen(CHANGES_CHANNEL, (payload) => onChange(parseChange(payload)), () => onChange({ kind: 'all' }))
}
