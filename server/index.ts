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
import { getDb } from './runtime/getDb.ts'
import { track } from './lib/lifecycle.ts'
import type { Db } from './db/db.ts'
import { cartRoutes } from './commerce/cartRoutes.ts'
import { catalogRoutes } from './commerce/catalog.ts'
import { checkoutRoutes } from './commerce/checkout.ts'
import { orderRoutes } from './commerce/orders.ts'
import { productRoutes } from './commerce/products.ts'
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
import { contentRoutes } from './content/contentService.ts'
import { createRouter, type Mount } from './http/router.ts'
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
      ...catalogRoutes,
      ...recommendationRoutes,
      ...cartRoutes,
      ...checkoutRoutes,
      ...orderRoutes,
      ...storeRoutes,
      ...saveForLaterRoutes,
      ...loyaltyRoutes,
    ],
    specServices: ['auth', 'cart', 'consumer', 'products', 'stores', 'wishlists'],
  },
  content: { name: 'content', appId: 'reference-content', routes: contentRoutes, specServices: ['content'] },
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
}

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

export const createReferenceHandler = (options: ReferenceOptions): ((request: Request) => Promise<Response>) =>
  createRouter({
    mounts: mountsOf(options.testHooks),
    getDb: options.getDb,
    authenticate,
    ...(options.testHooks ? { beforeCall: applyFault } : {}),
  })

let handler: ((request: Request) => Promise<Response>) | undefined

/** The process-wide handler over the configured database (DATABASE_URL or DATA_DIR). */
export const handleReferenceRequest = (request: Request): Promise<Response> => {
  if (!handler) {
    const config: ReferenceConfig = readConfig()
    if (config.testHooks) console.warn('[reference] REFERENCE_TEST_HOOKS=1: fault injection and /api/__test admin calls are ON (tests only)')
    handler = createReferenceHandler({ getDb: () => getDb(config), testHooks: config.testHooks })
  }
  return track(handler(request))
}
