// npm run bench: product pages per second against the production build (run `npm run build` first)
// on the embedded database, in one run: a built script file (the floor), distinct product pages
// rendered for each request, and repeated product pages from the render cache, each as a ratio to
// the floor, with the server's CPU time per request beside it (from /proc: the whole process, and
// its main thread, which is what bounds a Node server's rate). Prints a table; the figures go into
// the README. Traffic goes only to 127.0.0.1, bounded in time.
//
// The three workloads run in rounds, one short block of each per round (floor, uncached, cached),
// and each round's ratios are taken within the round: the speed of this shared machine drifts by a
// quarter within minutes, and a floor measured a minute before the pages it divides moved the
// ratio by as much as the code did (three runs of one build gave 0.090-0.105). The table gives the
// median round and the range of the rounds.
//
// Before the rounds every product page is rendered once: the data a page reads (the product, its
// content, recommendations and stock) is then kept by the server's shared reads, as it is during a
// sale, and the rounds measure the render of a page the render cache does not have.
//   BENCH_ROUNDS (6), BENCH_SECONDS per block (5), BENCH_CONNECTIONS (16)
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import { startProductionServer } from '../scripts/productionServer.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6)
const { origin, ready, stop, pid } = startProductionServer({ port: PORT, dataDir: '.data/bench', host: '127.0.0.1' })

/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100

/**
 * CPU time so far (user + system, ms) of the server process, or of its main thread, from /proc: a
 * figure per request that the other processes on a shared machine disturb less than the throughput.
 * Undefined where /proc is not there.
 */
const serverCpuMs = (mainThread = false) => {
  try {
    const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return undefined
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const range = (values, digits) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`

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
  // Warm up: each product page once (its data read, the code its parts need loaded and compiled).
  for (const p of paths) await (await fetch(origin + p)).text()

  // The floor: a built script file, served by the same server from disk (nitro's static handler).
  const html = await (await fetch(origin + paths[0])).text()
  const asset = /"(\/assets\/shell-[^"]+\.js)"/.exec(html)?.[1]
  if (!asset) throw new Error('no built script on the product page')

  const block = async (pathAt) => {
    let n = 0
    const cpuBefore = serverCpuMs()
    const mainBefore = serverCpuMs(true)
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathAt(n++) }) }],
    })
    const total = Math.max(1, result.requests.total)
    const per = (before, after) => (before === undefined || after === undefined ? undefined : (after - before) / total)
    return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.errors + result.non2xx, cpu: per(cpuBefore, serverCpuMs()), main: per(mainBefore, serverCpuMs(true)) }
  }
  // Uncached: every request a product page no one asked for before (a query the cache has not seen),
  // so each one is rendered. Cached: the same 20 product pages over and over, from the render cache.
  const workloads = [
    { label: 'static file (floor)', pathAt: () => asset },
    { label: `distinct product pages, uncached (${paths.length} products)`, pathAt: (i) => `${paths[i % paths.length]}?bench=${Date.now()}-${i}` },
    { label: 'repeated product pages, from the render cache (20 products)', pathAt: (i) => paths[i % 20] },
  ]
  const rounds = []
  for (let r = 0; r < ROUNDS; r++) {
    const round = []
    for (const { pathAt } of workloads) round.push(await block(pathAt))
    rounds.push(round)
    const [floor, uncached, cached] = round
    console.error(`round ${r + 1}/${ROUNDS}: floor ${floor.rate.toFixed(0)}/s, uncached ${uncached.rate.toFixed(0)}/s (${(uncached.rate / floor.rate).toFixed(3)}), cached ${cached.rate.toFixed(0)}/s (${(cached.rate / floor.rate).toFixed(3)})`)
  }

  const load = loadavg().map((l) => l.toFixed(2)).join(' ')
  console.log(`\nProduction build, embedded PGlite, one Node ${process.version} process, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per workload, load average ${load}`)
  console.log('| workload | requests/s (median round) | ratio to the static file, median round (range) | p50 / p99 latency | errors+non-2xx | server CPU per request (main thread) |')
  console.log('|---|---|---|---|---|---|')
  let failed = 0
  for (const [w, { label }] of workloads.entries()) {
    const runs = rounds.map((round) => round[w])
    const ratios = rounds.map((round) => round[w].rate / round[0].rate)
    failed += runs.reduce((sum, run) => sum + run.failed, 0)
    const cpu = median(runs.map((run) => run.cpu))
    const main = median(runs.map((run) => run.main))
    const cpuText = cpu === undefined ? 'n/a' : `${cpu.toFixed(2)} ms (${main?.toFixed(2) ?? 'n/a'} ms)`
    const ratioText = w === 0 ? '1.000' : `${median(ratios).toFixed(3)} (${range(ratios, 3)})`
    console.log(`| ${label} | ${median(runs.map((run) => run.rate)).toFixed(0)} | ${ratioText} | ${median(runs.map((run) => run.p50))} / ${median(runs.map((run) => run.p99))} ms | ${runs.reduce((s, run) => s + run.failed, 0)} | ${cpuText} |`)
  }
  if (failed > 0) process.exitCode = 1
} finally {
  stop()
}
