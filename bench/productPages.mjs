// npm run bench: product pages per second with p50/p99 latency at a fixed concurrency, against the
// production build (run `npm run build` first) on the embedded database, in one run: a built script
// file (the floor), distinct product pages rendered for each request, and repeated product pages
// from the render cache, each as a ratio to the floor, and the server's CPU time per request (from
// /proc) beside it, steadier on a shared machine. Prints a table; the figures go into the
// README. Traffic goes only to 127.0.0.1, bounded in time.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { startProductionServer } from '../scripts/productionServer.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const DURATION = Number(process.env.BENCH_SECONDS ?? 20)
const { origin, ready, stop, pid } = startProductionServer({ port: PORT, dataDir: '.data/bench', host: '127.0.0.1' })

/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100

/**
 * The server's CPU time so far (user + system, ms), from /proc: a figure per request that the other
 * processes on a shared machine disturb far less than the throughput (two runs minutes apart gave 93
 * and 58 pages/s). Undefined where /proc is not there.
 */
const serverCpuMs = () => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return undefined
  }
}

try {
  await ready()
  // Product URLs from the real catalogue: every product of the first level-1 categories.
  const q = 'siteId=summit-en-us&channel=ECOMM&brand=summit&region=US&source=ECOM15&clientApp=bench'
  const menu = await (await fetch(`${origin}/api/content/publish/caas/v1/canvas/menu/summit-en-us?${q}`)).json()
  const paths = []
  // Level-1 categories only: the menu also links content pages (the journal).
  for (const item of menu.items.filter((i) => i.url.includes('/c/'))) {
    const categoryId = item.url.split('-').pop()
    const catalog = await (await fetch(`${origin}/api/products/v2/catalog?${q}&categoryId=${categoryId}&count=96`)).json()
    for (const p of catalog.products) paths.push(p.url)
  }
  if (paths.length === 0) throw new Error('no products found')
  // Warm up: render each page once so the first measured requests are not compile/JIT bound.
  for (const p of paths.slice(0, 50)) await (await fetch(origin + p)).text()

  // The floor: a built script file, served by the same server from disk (nitro's static handler).
  const html = await (await fetch(origin + paths[0])).text()
  const asset = /"(\/assets\/shell-[^"]+\.js)"/.exec(html)?.[1]
  if (!asset) throw new Error('no built script on the product page')

  const run = async (label, pathAt) => {
    let n = 0
    const cpuBefore = serverCpuMs()
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathAt(n++) }) }],
    })
    const cpuAfter = serverCpuMs()
    const cpuPerRequest = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total)
    return { label, result, cpuPerRequest }
  }
  // Uncached: every request a product page no one asked for before (a query the cache has not seen),
  // so each one is rendered. Cached: the same 20 product pages over and over, from the render cache.
  const bust = Date.now()
  const runs = [
    await run('static file (floor)', () => asset),
    await run(`distinct product pages, uncached (${paths.length} products)`, (i) => `${paths[i % paths.length]}?bench=${bust}-${i}`),
    await run('repeated product pages, from the render cache (20 products)', (i) => paths[i % 20]),
  ]
  const floor = runs[0].result.requests.average
  const floorCpu = runs[0].cpuPerRequest
  const load = (await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')
  console.log(`\nProduction build, embedded PGlite, one Node ${process.version} process, ${CONNECTIONS} connections, ${DURATION} s each, load average ${load}`)
  console.log('| workload | requests/s (mean) | ratio to the static file | p50 latency | p99 latency | errors+non-2xx | server CPU per request | CPU ratio (static file\'s CPU per request ÷ this) |')
  console.log('|---|---|---|---|---|---|---|---|')
  let failed = 0
  for (const { label, result, cpuPerRequest } of runs) {
    failed += result.errors + result.non2xx
    const cpu = cpuPerRequest === undefined ? 'n/a' : `${cpuPerRequest.toFixed(2)} ms`
    const cpuRatio = cpuPerRequest === undefined || floorCpu === undefined ? 'n/a' : (floorCpu / cpuPerRequest).toFixed(3)
    console.log(`| ${label} | ${result.requests.average.toFixed(0)} | ${(result.requests.average / floor).toFixed(3)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors + result.non2xx} | ${cpu} | ${cpuRatio} |`)
  }
  if (failed > 0) process.exitCode = 1
} finally {
  stop()
}
