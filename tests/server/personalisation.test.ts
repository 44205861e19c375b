// Runs the personalisation and showcase suite on each driver: in-memory PGlite always; a real
// PostgreSQL server when TEST_DATABASE_URL is set (scripts/with-postgres.sh).
import { afterAll, beforeAll, describe } from 'vitest'
import { pgliteHarness, postgresHarness, type Harness } from './harness.ts'
import { personalisationSuite } from './personalisationSuite.ts'

describe('personalisation and showcase on PGlite (in memory)', { timeout: 30_000 }, () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await pgliteHarness()
  }, 60_000)
  afterAll(() => harness?.close())
  personalisationSuite(() => harness)
})

const url = process.env.TEST_DATABASE_URL
describe.skipIf(!url)('personalisation and showcase on PostgreSQL (TEST_DATABASE_URL)', { timeout: 30_000 }, () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await postgresHarness(url as string)
  }, 60_000)
  afterAll(() => harness?.close())
  personalisationSuite(() => harness)
})
