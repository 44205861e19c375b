// Runs search's behaviour suite on each database driver: in-memory PGlite always; a real PostgreSQL
// server when TEST_DATABASE_URL is set (a throw-away schema, as reference.test.ts does).
import { afterAll, beforeAll, describe } from 'vitest'
import { pgliteHarness, postgresHarness, type Harness } from './harness.ts'
import { searchSuite } from './searchSuite.ts'

describe('search on PGlite (in memory)', { timeout: 30_000 }, () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await pgliteHarness()
  }, 180_000)
  afterAll(() => harness?.close())
  searchSuite(() => harness)
})

const url = process.env.TEST_DATABASE_URL
describe.skipIf(!url)('search on PostgreSQL (TEST_DATABASE_URL)', { timeout: 30_000 }, () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await postgresHarness(url as string)
  }, 180_000)
  afterAll(() => harness?.close())
  searchSuite(() => harness)
})
