// npm run bench:search: search and autosuggest latency, p50 and p95, through the reference services'
// HTTP handler in this process (routing, decoding, SQL, JSON; no network), on the seed catalogue on
// PGlite and on PostgreSQL, and on a generated catalogue of 100,000 products on PostgreSQL. The
// catalogue listing of a category (the call the category page makes) is measured in the same run
// as the floor the figures are compared with. Runs under scripts/with-postgres.sh, which starts a
// throw-away PostgreSQL server (TEST_PG_PORT picks its port); without one, PGlite only.
// Targets (issue 18): autosuggest p95 < 50 ms on the seed catalogue, < 100 ms on 100,000 products.
// BENCH_ROUNDS (default 5) repeats the query list; BENCH_PRODUCTS (default 100000) sizes the large catalogue.
import { loadavg, cpus } from 'node:os'
import type { Db, DbHandle } from '../server/db/db.ts'
import { openPglite } from '../server/db/pglite.ts'
import { openPostgres } from '../server/db/postgres.ts'
import { createReferenceHandler } from '../server/index.ts'
import { prepareDatabase } from '../server/runtime/prepare.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const LARGE = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const url = process.env.TEST_DATABASE_URL

/** What shoppers search for: right, misspelt, several words, with facets, in three languages. */
const SEARCHES: ReadonlyArray<readonly [siteId: string, query: string]> = [
  ['summit-en-us', 'q=jacket'],
  ['summit-en-us', 'q=rain%20jacket'],
  ['summit-en-us', 'q=jakcet'],
  ['summit-en-us', 'q=sleping%20bag'],
  ['summit-en-us', 'q=hiking%20boots&sort=price-asc'],
  ['summit-en-us', 'q=pants&colour=BLK&colour=NVY'],
  ['summit-en-us', 'q=merino&size=M&price=50-100'],
  ['summit-en-us', 'q=tent&rating=4'],
  ['summit-en-us', 'q=waterproof%20women%20boots'],
  ['summit-en-us', 'q=xyzzy'],
  ['fjell-en-gb', 'q=down%20jacket&start=24'],
  ['summit-fr-fr', 'q=veste%20impermeable'],
  ['summit-fr-fr', 'q=chaussures%20de%20randonn%C3%A9e'],
  ['fjell-de-de', 'q=Schlafs%C3%A4cke'],
  ['fjell-de-de', 'q=regenjacke%20damen'],
]

/** Prefixes as a shopper types them (2 characters and more). */
const typing = (text: string): string[] => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)).filter((p) => !p.endsWith(' '))
const SUGGESTS: ReadonlyArray<readonly [siteId: string, query: string]> = [
  ...typing('hiking boots').map((p) => ['summit-en-us', p] as const),
  ...typing('rain jacket').map((p) => ['summit-en-us', p] as const),
  ...typing('sleping bag').map((p) => ['summit-en-us', p] as const),
  ...typing('ridgeline').map((p) => ['summit-en-us', p] as const),
  ...typing('veste imperméable').map((p) => ['summit-fr-fr', p] as const),
  ...typing('wanderschuhe').map((p) => ['fjell-de-de', p] as const),
]

const context = (siteId: string) => {
  const [brand, locale] = [siteId.split('-')[0]!, siteId.slice(siteId.indexOf('-') + 1)]
  return `siteId=${siteId}&channel=ECOMM&brand=${brand}&region=${locale.slice(3).toUpperCase()}&source=ECOM15&clientApp=bench`
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

interface Figures {
  readonly p50: number
  readonly p95: number
  readonly n: number
}

const measure = async (handle: (r: Request) => Promise<Response>, paths: ReadonlyArray<string>): Promise<Figures> => {
  for (const path of paths) await (await handle(new Request(`http://bench${path}`))).text() // warm-up
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) {
      const started = performance.now()
      const response = await handle(new Request(`http://bench${path}`))
      await response.text()
      times.push(performance.now() - started)
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
    }
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length }
}

const benchDatabase = async (label: string, db: Db) => {
  const handle = createReferenceHandler({ getDb: async () => db, testHooks: false })
  const categories = await db.query<{ id: string; brand: string }>(`SELECT id, brand FROM categories WHERE level = 2 ORDER BY id`)
  const floor = await measure(
    handle,
    categories.map((c) => `/api/products/v2/catalog?categoryId=${c.id}&${context(c.brand === 'summit' ? 'summit-en-us' : 'fjell-en-gb')}`),
  )
  const search = await measure(handle, SEARCHES.map(([siteId, q]) => `/api/products/v2/search/productSearch?${q}&${context(siteId)}`))
  const suggest = await measure(handle, SUGGESTS.map(([siteId, q]) => `/api/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}&${context(siteId)}`))
  const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products`)) as [{ n: number }]
  return { label, products: n, floor, search, suggest }
}

const fmt = (f: Figures) => `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} ms`
const ratio = (f: Figures, floor: Figures) => `${(f.p50 / floor.p50).toFixed(2)} × / ${(f.p95 / floor.p95).toFixed(2)} ×`

const rows: Array<Awaited<ReturnType<typeof benchDatabase>>> = []
const versions: string[] = [`Node ${process.version}`, `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'})`]
const loadBefore = loadavg()

const withHandle = async <T>(open: () => Promise<DbHandle>, run: (h: DbHandle) => Promise<T>): Promise<T> => {
  const h = await open()
  try {
    return await run(h)
  } finally {
    await h.close()
  }
}

await withHandle(
  () => openPglite(),
  async (h) => {
    const started = performance.now()
    await prepareDatabase(h.db)
    process.stderr.write(`PGlite seeded in ${Math.round(performance.now() - started)} ms\n`)
    const [{ version }] = (await h.db.query<{ version: string }>(`SELECT version()`)) as [{ version: string }]
    versions.push(version.split(' on ')[0]!)
    rows.push(await benchDatabase('seed catalogue, PGlite', h.db))
  },
)

if (url) {
  const inSchema = async (schema: string, products: number | undefined) => {
    const admin = await openPostgres(url, { max: 1 })
    await admin.db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`)
    try {
      await withHandle(
        () => openPostgres(url, { schema, max: 4 }),
        async (h) => {
          const started = performance.now()
          await prepareDatabase(h.db, products === undefined ? {} : { products })
          process.stderr.write(`PostgreSQL ${schema} seeded in ${Math.round(performance.now() - started)} ms\n`)
          if (products === undefined) {
            const [{ version }] = (await h.db.query<{ version: string }>(`SELECT version()`)) as [{ version: string }]
            versions.push(version.split(' on ')[0]!.split(' (')[0]!)
          }
          rows.push(await benchDatabase(`${products === undefined ? 'seed catalogue' : `${products.toLocaleString('en-US')}-product catalogue`}, PostgreSQL`, h.db))
        },
      )
    } finally {
      await admin.db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin.close()
    }
  }
  await inSchema('bench_search_seed', undefined)
  await inSchema('bench_search_large', LARGE)
} else process.stderr.write('No TEST_DATABASE_URL (run through scripts/with-postgres.sh): PostgreSQL skipped\n')

const loadAfter = loadavg()
const lines = [
  `${versions.join(', ')}; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after; ${ROUNDS} rounds, sequential requests`,
  '',
  '| catalogue, database | products | catalogue listing (floor) p50 / p95 | search p50 / p95 | autosuggest p50 / p95 | search ÷ floor | autosuggest ÷ floor |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.label} | ${r.products.toLocaleString('en-US')} | ${fmt(r.floor)} | ${fmt(r.search)} | ${fmt(r.suggest)} | ${ratio(r.search, r.floor)} | ${ratio(r.suggest, r.floor)} |`),
  '',
  ...rows.map((r) => {
    const target = r.products > 10_000 ? 100 : 50
    return `- ${r.label}: autosuggest p95 ${r.suggest.p95.toFixed(1)} ms, target < ${target} ms ${r.suggest.p95 < target ? '✓' : '✗'} (${r.search.n} searches, ${r.suggest.n} suggestions)`
  }),
]
console.log(lines.join('\n'))
