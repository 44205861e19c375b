// The real reference services for the simulation: one in-memory PGlite database per process,
// migrated and seeded once (a few seconds), shared by every run of the process; the workers of a
// batch each open a copy of one database the batch migrated and seeded (`makeSimImage`). Runs never see each
// other: each shopper is a new guest (its own token, cart, saved list and idempotency keys), and a
// run that signs in gets a registered account of its own, made here. The SKUs the shoppers buy have
// plenty of stock and a line maximum far above what a run adds, so the server's only reasons to
// refuse a change are the shopper's own (a line another tab removed).
import { createReferenceHandler } from '../../server/index.ts'
import { hashPassword } from '../../server/commerce/passwords.ts'
import type { Db } from '../../server/db/db.ts'
import { openPglite } from '../../server/db/pglite.ts'
import { prepareDatabase } from '../../server/runtime/prepare.ts'
import type { ServerHandler } from './network'

export const SIM_SITE = { brand: 'summit', locale: 'en-us' } as const
export const SIM_PASSWORD = 'Sim-Shopper-2026!'

export interface SimServer {
  readonly db: Db
  readonly handle: ServerHandler
  /** SKUs shoppers add (stock ≥ 100, line maximum ≥ 10, priced in USD). */
  readonly skus: ReadonlyArray<string>
  /** A registered account of its own for a run: its e-mail (password SIM_PASSWORD). */
  readonly newAccount: (tag: string) => Promise<string>
  readonly close: () => Promise<void>
}

let accounts = 0

/** A migrated and seeded database, as an image that `startSimServer` opens a copy of. */
export const makeSimImage = async (): Promise<Blob> => {
  const handle = await openPglite()
  try {
    await prepareDatabase(handle.db)
    return await handle.image()
  } finally {
    await handle.close()
  }
}

/** The services over a database of their own: migrated and seeded here, or a copy of `image`. */
export const startSimServer = async (image?: Blob): Promise<SimServer> => {
  // The services read this setting themselves (the captcha's test answer), as on the e2e server. The
  // handler goes without the test hooks' routes and fault injection: the simulation makes its faults
  // on its own network, and looking the injected faults up cost every call a statement.
  process.env.REFERENCE_TEST_HOOKS = '1'
  const handle = await openPglite(undefined, image)
  if (!image) await prepareDatabase(handle.db)
  const db = handle.db
  const skus = (
    await db.query<{ sku: string }>(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id
       WHERE p.brand = $1 AND NOT p.free_gift AND NOT p.discontinued AND p.max_qty >= 10 AND v.stock >= 100
         AND EXISTS (SELECT 1 FROM product_prices pr WHERE pr.product_id = p.id AND pr.currency = 'USD')
       ORDER BY v.sku LIMIT 5`,
      [SIM_SITE.brand],
    )
  ).map((r) => r.sku)
  if (skus.length < 5) throw new Error(`the seed has only ${skus.length} SKUs the simulation can use`)
  // One password hash for every account of the process (scrypt is slow on purpose).
  const passwordHash = await hashPassword(SIM_PASSWORD)
  const newAccount = async (tag: string): Promise<string> => {
    const n = ++accounts
    const email = `sim-${process.pid}-${n}-${tag}@sim.test`.toLowerCase()
    const consumerNo = `9${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`
    await db.query(
      `INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name) VALUES ($1, 'REGISTERED', $2, $3, 'Sim', 'Shopper')`,
      [consumerNo, email, passwordHash],
    )
    return email
  }
  return {
    db,
    handle: createReferenceHandler({ getDb: async () => db, testHooks: false }),
    skus,
    newAccount,
    close: () => handle.close(),
  }
}
