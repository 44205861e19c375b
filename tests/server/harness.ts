// Test harness for the reference services: a handler over a freshly migrated and seeded database
// (in-memory PGlite, or a throw-away schema on a real PostgreSQL server), plus small helpers to
// call it the way the storefront does (standard context as query parameters, JSON bodies).
import { randomBytes } from 'node:crypto'
import type { Db, DbHandle } from '../../server/db/db.ts'
import { openPglite } from '../../server/db/pglite.ts'
import { openPostgres } from '../../server/db/postgres.ts'
import { prepareDatabase } from '../../server/runtime/prepare.ts'
import { createReferenceHandler } from '../../server/index.ts'
import { LOCALE_INFO, parseSiteId } from '../../src/contract/site/sites.ts'

export interface Harness {
  readonly db: Db
  readonly driver: DbHandle['driver']
  readonly handle: (request: Request) => Promise<Response>
  close(): Promise<void>
}

/**
 * The handlers run with test hooks on, as the e2e server does (REFERENCE_TEST_HOOKS=1): the services
 * read the setting from the environment too (the captcha's test answer), so the harness sets it.
 */
const withTestHooks = () => {
  process.env.REFERENCE_TEST_HOOKS = '1'
}

export const pgliteHarness = async (): Promise<Harness> => {
  withTestHooks()
  const handle = await openPglite()
  await prepareDatabase(handle.db)
  return {
    db: handle.db,
    driver: 'pglite',
    handle: createReferenceHandler({ getDb: async () => handle.db, testHooks: true }),
    close: () => handle.close(),
  }
}

/** A schema of its own on the server at `url`, dropped again by close(). */
export const postgresHarness = async (url: string): Promise<Harness> => {
  withTestHooks()
  const schema = `reference_test_${randomBytes(4).toString('hex')}`
  const admin = await openPostgres(url, { max: 1 })
  await admin.db.exec(`CREATE SCHEMA ${schema}`)
  const handle = await openPostgres(url, { schema, max: 4 })
  await prepareDatabase(handle.db)
  return {
    db: handle.db,
    driver: 'postgres',
    handle: createReferenceHandler({ getDb: async () => handle.db, testHooks: true }),
    close: async () => {
      await handle.close()
      await admin.db.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    },
  }
}

export const contextQuery = (siteId: string): string => {
  const site = parseSiteId(siteId)
  if (!site) throw new Error(`bad siteId ${siteId}`)
  return new URLSearchParams({
    siteId,
    channel: 'ECOMM',
    brand: site.brand,
    region: LOCALE_INFO[site.locale].region,
    source: 'ECOM15',
    clientApp: 'tests',
  }).toString()
}

export interface CallResult<T = any> {
  readonly status: number
  readonly body: T
  readonly headers: Headers
}

export interface CallOptions {
  readonly body?: unknown
  readonly token?: string
  readonly headers?: Record<string, string>
  /** Adds the standard context of this site to the query. */
  readonly siteId?: string
  /**
   * The caller's network address as the HTTP server would give it (srvx's `request.ip`); a fresh one
   * per call by default, so the limits per client of one test never reach another's.
   */
  readonly clientIp?: string
}

let clientCounter = 0
const freshClientIp = () => {
  clientCounter++
  return `198.51.${(clientCounter >> 8) & 255}.${clientCounter & 255}`
}

export const caller =
  (harness: Harness) =>
  async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> => {
    const query = options.siteId ? `${path.includes('?') ? '&' : '?'}${contextQuery(options.siteId)}` : ''
    const headers: Record<string, string> = { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const request = new Request(`http://localhost${path}${query}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
    Object.defineProperty(request, 'ip', { value: options.clientIp ?? freshClientIp() })
    const response = await harness.handle(request)
    const text = await response.text()
    const isJson = (response.headers.get('content-type') ?? '').includes('json')
    return { status: response.status, body: isJson ? JSON.parse(text) : text, headers: response.headers }
  }
