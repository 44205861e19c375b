// Settings of the reference services, read from the environment when first needed (never at import).
import { resolve } from 'node:path'

export interface ReferenceConfig {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  readonly databaseUrl: string | undefined
  /** PGlite data folder (absolute). */
  readonly dataDir: string
  /** Fault injection and test admin calls (DECISIONS 10): only with REFERENCE_TEST_HOOKS=1. */
  readonly testHooks: boolean
  /** Adding a shipping address needs a captcha answer (spec 000 section 5): SHIPPING_ADDRESS_CAPTCHA=1; off by default. */
  readonly shippingAddressCaptcha: boolean
  /** Base URL of the payment provider's pages as the browser sees it (PAYMENTS_PUBLIC_URL); default the reference mount /api/payments. */
  readonly paymentsPublicUrl: string
}

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ReferenceConfig => ({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(process.cwd(), env.DATA_DIR || '.data/pglite'),
  testHooks: env.REFERENCE_TEST_HOOKS === '1',
  shippingAddressCaptcha: env.SHIPPING_ADDRESS_CAPTCHA === '1',
  paymentsPublicUrl: (env.PAYMENTS_PUBLIC_URL || '/api/payments').replace(/\/+$/, ''),
})
