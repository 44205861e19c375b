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
  /**
   * Size of the catalogue the first seed generates (SEED_PRODUCTS, both brands together); unset or
   * below the seed's 470 products means the seed's own catalogue. `npm run seed -- --products N` too.
   */
  readonly seedProducts: number | undefined
}

const positiveInteger = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isSafeInteger(n) || n < 0 || n > 10_000_000) throw new Error(`${name} must be a whole number from 0 to 10,000,000 (got ${value})`)
  return n
}

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ReferenceConfig => ({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(process.cwd(), env.DATA_DIR || '.data/pglite'),
  testHooks: env.REFERENCE_TEST_HOOKS === '1',
  shippingAddressCaptcha: env.SHIPPING_ADDRESS_CAPTCHA === '1',
  paymentsPublicUrl: (env.PAYMENTS_PUBLIC_URL || '/api/payments').replace(/\/+$/, ''),
  seedProducts: positiveInteger(env.SEED_PRODUCTS, 'SEED_PRODUCTS'),
})

/** `--products N` (or `--products=N`) of a command line, else SEED_PRODUCTS. */
export const seedProductsOf = (argv: ReadonlyArray<string>, config: ReferenceConfig): number | undefined => {
  const at = argv.findIndex((a) => a === '--products' || a.startsWith('--products='))
  if (at < 0) return config.seedProducts
  const arg = argv[at] as string
  return positiveInteger(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[at + 1], '--products')
}
