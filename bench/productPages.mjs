// npm run bench: server-rendered product pages per second, with p50/p99 latency at a fixed
// concurrency, against the production build (run `npm run build` first) on the embedded database.
// Prints a table; the figures go into the README. Traffic goes only to 127.0.0.1, bounded in time.
import autocannon from 'autocannon'
import { startProductionServer } from '../scripts/productionServer.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const DURATION = Number(process.env.BENCH_SECONDS ?? 20)
const { origin, ready, stop } = startProductionServer({ port: PORT, dataDir: '.data/bench', host: '127.0.0.1' })

try {
  await ready()
  // Product URLs from the real catalogue: every product of the first level-1 categories.
  const q = 'siteId=summit-en-us&channel=ECOMM&brand=summit&region=US&source=ECOM15&clientApp=bench'
  const menu = await (await fetch(`${origin}/api/content/publish/caas/v1/canvas/menu/summit-en-us?${q}`)).json()
  const paths = []
  for (const item of menu.items) {
    const categoryId = item.url.split('-').pop()
    const catalog = await (await fetch(`${origin}/api/products/v2/catalog?${q}&categoryId=${categoryId}&count=96`)).json()
    for (const p of catalog.products) paths.push(p.url)
  }
  if (paths.length === 0) throw new Error('no products found')
  // Warm up: render each page once so the first measured requests are not compile/JIT bound.
  for (const p of paths.slice(0, 50)) await (await fetch(origin + p)).text()

  let n = 0
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
  })
  const non2xx = result.non2xx
  console.log('\nServer-rendered product pages (production build, embedded PGlite, one Node process)')
  console.log(`| distinct pages | connections | duration | pages/s (mean) | p50 latency | p99 latency | errors+non-2xx |`)
  console.log(`|---|---|---|---|---|---|---|`)
  console.log(
    `| ${paths.length} | ${CONNECTIONS} | ${DURATION} s | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors + non2xx} |`,
  )
  if (result.errors + non2xx > 0) process.exitCode = 1
} finally {
  stop()
}
