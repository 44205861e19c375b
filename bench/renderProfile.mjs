// npm run bench:profile: where a server render's time goes. Starts the production build (run
// `npm run build` first) under Node's sampling CPU profiler with the render cache off, sends it
// distinct product pages at a fixed concurrency for a while, stops it (the profile is written as the
// process exits), and prints the profile's self time by part of the server (the bundled packages are
// one file each under .output/server/_libs, our code the rest) and the functions that took the most.
// Run under scripts/with-postgres.sh (the npm script does), it profiles the same load again with the
// reference services on a throw-away PostgreSQL server, whose own CPU time is not in the profile:
// the difference is what the embedded database costs the render.
// BENCH_PROFILE_PATH=shared profiles the shared pages' path instead: the render cache on and every
// request a URL it has not seen (as `npm run bench` sends them), so each is rendered whole
// (src/pwa/server/wholePageRender.ts) and kept.
// The profiles stay in bench/results/ for Chrome DevTools (Performance > Load profile).
// Traffic goes only to 127.0.0.1, bounded in time.
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, relative, resolve } from 'node:path'
import autocannon from 'autocannon'
import { startProductionServer } from '../scripts/productionServer.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3310)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const DURATION = Number(process.env.BENCH_SECONDS ?? 20)
const DIR = resolve('bench/results/render-profile')
const SHARED = process.env.BENCH_PROFILE_PATH === 'shared'

/** What a frame belongs to: a bundled package, a part of our build, Node itself or V8's own bookkeeping. */
const partOf = ({ url, functionName }) => {
  if (!url) return functionName === '(garbage collector)' ? 'V8: garbage collection' : functionName === '(idle)' ? 'idle' : `V8: ${functionName || 'native'}`
  if (url.startsWith('wasm://')) return 'PGlite: PostgreSQL in WebAssembly'
  if (url.startsWith('node:')) return url.includes('zlib') ? 'Node: zlib (compression)' : `Node: ${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (modules) return modules[1] === '@electric-sql' || modules[1].startsWith('@electric-sql/') ? 'PGlite: JavaScript side' : `package: ${modules[1]}`
  const lib = /\/\.output\/server\/_libs\/(.+?)\.mjs$/.exec(decodeURIComponent(url))
  if (lib) return `package: ${lib[1].replace(/\+\[\.\.\.\]$/, ' (+ others)')}`
  const ours = /\/\.output\/server\/(.+)$/.exec(url)
  return ours ? `build: ${ours[1].replace(/-[\w-]{8}\.mjs$/, '.mjs')}` : url
}

const summarise = (profile) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  // Only the measured load: the samples of its last seconds (start, seeding and warm-up come before;
  // the shutdown after is idle).
  const end = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0)
  const from = end - (DURATION + 3) * 1e6
  const self = new Map()
  let at = 0
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0
    if (at >= from) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0))
  }
  const parts = new Map()
  const functions = new Map()
  let total = 0
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)
    const part = partOf(callFrame)
    if (part === 'idle') continue
    total += micros
    parts.set(part, (parts.get(part) ?? 0) + micros)
    const fn = `${callFrame.functionName || '(anonymous)'} — ${part}`
    functions.set(fn, (functions.get(fn) ?? 0) + micros)
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
  return { total, parts: top(parts, 18), functions: top(functions, 20) }
}

/** Profiles `DURATION` seconds of distinct product pages on one database; prints its tables. */
const profileOn = async (database, env) => {
  const dir = join(DIR, database.split(' ')[0].toLowerCase())
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const { origin, ready, stop, exited } = startProductionServer({
    port: PORT,
    dataDir: '.data/bench-profile',
    host: '127.0.0.1',
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    env: { ...(SHARED ? {} : { PAGE_CACHE: '0' }), ...env },
  })
  let result
  try {
    await ready()
    const q = 'siteId=summit-en-us&channel=ECOMM&brand=summit&region=US&source=ECOM15&clientApp=bench'
    const menu = await (await fetch(`${origin}/api/content/publish/caas/v1/canvas/menu/summit-en-us?${q}`)).json()
    const paths = []
    for (const item of menu.items.filter((i) => i.url.includes('/c/'))) {
      const catalog = await (await fetch(`${origin}/api/products/v2/catalog?${q}&categoryId=${item.url.split('-').pop()}&count=96`)).json()
      for (const p of catalog.products) paths.push(p.url)
    }
    if (paths.length === 0) throw new Error('no products found')
    // Every product page once, as npm run bench warms up: its data read, its parts' code loaded.
    for (const p of paths) await (await fetch(origin + p)).text()
    let n = 0
    result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: SHARED ? `${paths[n % paths.length]}?bench=${Date.now()}-${n++}` : paths[n++ % paths.length] }) }],
    })
  } finally {
    stop()
  }
  await exited
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error('the server wrote no profile')
  const { total, parts, functions } = summarise(JSON.parse(readFileSync(join(dir, file), 'utf8')))
  const share = (micros) => `${((micros / total) * 100).toFixed(1)} %`
  console.log(
    `\n${database}: production build, ${SHARED ? 'shared pages rendered for distinct URLs (render cache on)' : 'render cache off'}, one Node ${process.version} process, ${CONNECTIONS} connections, ${DURATION} s of distinct product pages` +
      ` (${result.requests.average.toFixed(0)} pages/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors + result.non2xx} errors), load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; the server's CPU time sampled over the load: ${(total / 1e6).toFixed(1)} s. Profile: ${relative('.', join(dir, file))}\n`,
  )
  console.log('| part of the server | self time |\n|---|---|')
  for (const [part, micros] of parts) console.log(`| ${part} | ${share(micros)} |`)
  console.log('\n| function | self time |\n|---|---|')
  for (const [fn, micros] of functions) console.log(`| ${fn.replace(/\|/g, '\\|')} | ${share(micros)} |`)
}

await profileOn('PGlite (embedded)', {})
if (process.env.TEST_DATABASE_URL) await profileOn('PostgreSQL (separate server)', { DATABASE_URL: process.env.TEST_DATABASE_URL })
