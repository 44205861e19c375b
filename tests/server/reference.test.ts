// Runs the reference services' behaviour suite on each driver: in-memory PGlite always; a real
// PostgreSQL server when TEST_DATABASE_URL is set (each run in a throw-away schema).
import { afterAll, beforeAll, describe } from 'vitest'
import { pgliteHarness, postgresHarness, type Harness } from './harness.ts'
import { checkoutSuite } from './checkoutSuite.ts'
import { contentSuite } from './contentSuite.ts'
import { guessLimitsSuite } from './guessLimitsSuite.ts'
import { identitySuite } from './identitySuite.ts'
import { accountSuite } from './accountSuite.ts'
import { productPageSuite } from './productPageSuite.ts'
import { enrollmentSuite } from './enrollmentSuite.ts'
import { referenceSuite } from './referenceSuite.ts'
import { savedForLaterSuite } from './savedForLaterSuite.ts'
import { storesSuite } from './storesSuite.ts'
import { associateSuite } from './associateSuite.ts'
import { rolesSuite } from './rolesSuite.ts'

describe('reference services on PGlite (in memory)', { timeout: 30_000 }, () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await pgliteHarness()
  }, 180_000)
  afterAll(() => harness?.close())
  referenceSuite(() => harness)
  storesSuite(() => harness)
  savedForLaterSuite(() => harness)
  checkoutSuite(() => harness)
  identitySuite(() => harness)
  contentSuite(() => harness)
  guessLimitsSuite(() => harness)
  productPageSuite(() => harness)
  accountSuite(() => harness)
  enrollmentSuite(() => harness)
  associateSuite(() => harness)
  rolesSuite(() => harness)
})

const url = process.env.TEST_DATABASE_URL
// Skipped unless TEST_DATABASE_URL points at a PostgreSQL server we may create schemas on, e.g.
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run tests/server
describe.skipIf(!url)('reference services on PostgreSQL (TEST_DATABASE_URL)', { timeout: 30_000 }, () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await postgresHarness(url as string)
  }, 180_000)
  afterAll(() => harness?.close())
  referenceSuite(() => harness)
  storesSuite(() => harness)
  savedForLaterSuite(() => harness)
  checkoutSuite(() => harness)
  identitySuite(() => harness)
  contentSuite(() => harness)
  guessLimitsSuite(() => harness)
  productPageSuite(() => harness)
  accountSuite(() => harness)
  enrollmentSuite(() => harness)
  associateSuite(() => harness)
  rolesSuite(() => harness)
})
