// npm run bench:trace: where each page's main-thread time goes. Loads the home, a category, a
// product, the cart (one item) and a search page of the production build (run `npm run build`
// first; `BUNDLE_REPORT=1 npm run build` adds hidden source maps, and the functions are then named by
// their source file) in Debian's Chromium with a phone's viewport, records a trace with the
// JavaScript sampler on, and prints per page: the main thread's busy time, the blocking time past
// 50 ms per task (Lighthouse's TBT counts the same from first paint on), and each long task (over
// 50 ms) with what it was: the trace events under it (parsing, script evaluation, style, layout,
// garbage collection) and the source files and functions its samples fell in. Task lengths are
// the main thread's CPU time × 4, Lighthouse's mobile slowdown (TRACE_MODE=throttled: wall time
// under Chromium's own 4× throttling instead; see MODE below). The summary goes into
// docs/main-thread-profile.md; the traces stay in bench/results/traces/ for Chrome DevTools
// (Performance > Load profile).
// Usage: node_modules/.bin/node bench/mainThread.mjs [--runs N] [page ...]   (pages: home category product cart search)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { SourceMapConsumer } from 'source-map-js'
import { firstLink, startProductionServer } from '../scripts/productionServer.mjs'
import { addOneCartLine } from './cartLine.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3670)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const SLOWDOWN = 4
/**
 * How a task's length is taken. `cpu` (the default): the main thread's CPU time in the task (the
 * trace's thread duration), from an unthrottled load, times 4: what Lighthouse's simulation does
 * with the wall time of an unthrottled load (it multiplies each task by its CPU slowdown), but
 * without counting the time the thread waited for a core, so the figures hold on a busy machine.
 * `throttled`: the wall time of a load with Chromium's CPU throttled 4× (what DevTools shows).
 */
const MODE = process.env.TRACE_MODE === 'throttled' ? 'throttled' : 'cpu'
const scaleOf = (e) => (MODE === 'cpu' ? ((e.tdur ?? e.dur) * SLOWDOWN) : e.dur) / 1000
const LONG_MS = 50
const argv = process.argv.slice(2)
const runsAt = argv.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(argv.splice(runsAt, 2)[1]) : 1
const only = argv.length ? new Set(argv) : null
const OUT = 'bench/results/traces'
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
]
// Lighthouse's mobile device (Moto G Power).
const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
}

const { origin, ready, stop } = startProductionServer({ port: PORT, dataDir: `.data/bench-trace-${PORT}` })

// ---- source maps: a generated position → its source file (relative, node_modules by package)
const consumers = new Map()
const consumerFor = (url) => {
  if (!url.startsWith(origin)) return null
  const file = join('.output/public', new URL(url).pathname)
  if (!consumers.has(file)) consumers.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null)
  return consumers.get(file)
}
const shortSource = (source) => {
  const path = source.replace(/^(\.\.\/)+/, '')
  const nm = path.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/')
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
    return process.env.TRACE_FILES ? `${pkg}:${parts.at(-1)}` : pkg
  }
  const src = /(?:^|\/)(src\/.*|styled-system\/.*)$/.exec(path)
  return src ? src[1] : path
}
const frameName = ({ functionName, url, lineNumber, columnNumber }) => {
  if (!url) return functionName ? `(${functionName})` : '(program)'
  const consumer = consumerFor(url)
  if (consumer) {
    const pos = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
    if (pos.source) return `${functionName || pos.name || '(anonymous)'} ${shortSource(pos.source)}`
  }
  const file = url.startsWith(origin) ? new URL(url).pathname.replace(/^\/assets\//, '') : url
  return `${functionName || '(anonymous)'}@${lineNumber + 1}:${columnNumber} ${file}`
}
/** The file part of a frame name: what a task's time is summed by. */
const fileOf = (name) => name.split(' ').slice(1).join(' ') || name

// ---- trace parsing
const analyse = (events, pageUrl) => {
  // The page's renderer: the process whose main thread parsed the page's HTML.
  const threadNames = new Map()
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name)
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(pageUrl.split('?')[0]))
  if (!parse) throw new Error(`no ParseHTML for ${pageUrl}`)
  const main = (e) => e.pid === parse.pid && e.tid === parse.tid
  const fcp = events.find((e) => main(e) && e.name === 'firstContentfulPaint') ?? events.find((e) => e.pid === parse.pid && e.name === 'firstContentfulPaint')
  const navStart = events.find((e) => e.pid === parse.pid && e.name === 'navigationStart')?.ts ?? parse.ts
  const tasks = events.filter((e) => main(e) && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 0).sort((a, b) => a.ts - b.ts)
  // Nested RunTask events (a task inside a task) count once, as the outer one.
  const top = []
  for (const t of tasks) if (!top.length || t.ts >= top.at(-1).ts + top.at(-1).dur) top.push(t)
  const children = events.filter((e) => main(e) && e.ph === 'X' && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')

  // CPU samples of the main thread's profile (ProfileChunk events carry nodes, samples and deltas).
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === parse.pid && e.tid === parse.tid).map((e) => e.id))
  const nodes = new Map()
  const samples = []
  const starts = new Map(events.filter((e) => e.name === 'Profile' && e.pid === parse.pid && profileIds.has(e.id)).map((e) => [e.id, e.args.data.startTime]))
  const clock = new Map(starts)
  for (const e of events.filter((e) => e.name === 'ProfileChunk' && e.pid === parse.pid && profileIds.has(e.id))) {
    const cpu = e.args.data.cpuProfile ?? {}
    for (const n of cpu.nodes ?? []) nodes.set(`${e.id}:${n.id}`, { ...n, key: `${e.id}:${n.id}` })
    const deltas = e.args.data.timeDeltas ?? []
    ;(cpu.samples ?? []).forEach((s, i) => {
      clock.set(e.id, clock.get(e.id) + (deltas[i] ?? 0))
      samples.push({ ts: clock.get(e.id), node: `${e.id}:${s}` })
    })
  }
  const parents = new Map()
  for (const n of nodes.values()) for (const c of n.children ?? []) parents.set(`${n.key.split(':')[0]}:${c}`, n.key)
  for (const n of nodes.values()) if (n.parent !== undefined) parents.set(n.key, `${n.key.split(':')[0]}:${n.parent}`)
  samples.sort((a, b) => a.ts - b.ts)
  // The innermost frame of a sample that is our code or a package (not V8's own or a built-in).
  const ownFrame = (key) => {
    for (let k = key; k; k = parents.get(k)) {
      const n = nodes.get(k)
      if (n?.callFrame?.url) return frameName(n.callFrame)
    }
    return frameName(nodes.get(key)?.callFrame ?? {})
  }
  const sampleGaps = (i) => (i + 1 < samples.length ? Math.min(samples[i + 1].ts - samples[i].ts, 2000) : 0)

  const describe = (task) => {
    const end = task.ts + task.dur
    const kinds = new Map()
    for (const c of children) {
      if (c.ts < task.ts || c.ts >= end) continue
      const url = c.args?.data?.url ?? c.args?.beginData?.url ?? ''
      const what =
        c.name === 'EvaluateScript' ? `evaluate ${url.startsWith(origin) ? new URL(url).pathname : url || 'inline script'}` :
        c.name === 'v8.compile' || c.name === 'v8.compileModule' ? 'compile' :
        c.name === 'ParseHTML' ? 'parse HTML' :
        c.name === 'ParseAuthorStyleSheet' ? 'parse stylesheet' :
        c.name === 'UpdateLayoutTree' || c.name === 'RecalculateStyles' ? 'style' :
        c.name === 'Layout' ? 'layout' :
        c.name === 'MajorGC' || c.name === 'MinorGC' || c.name === 'V8.GC_SCAVENGER' ? 'garbage collection' :
        c.name === 'FunctionCall' ? `call ${c.args?.data?.functionName || ''} ${url.startsWith(origin) ? new URL(url).pathname : url}`.trim() :
        c.name === 'TimerFire' ? 'timer' :
        c.name === 'EventDispatch' ? `event ${c.args?.data?.type ?? ''}` :
        c.name === 'RunMicrotasks' ? 'microtasks' :
        c.name === 'FireAnimationFrame' ? 'animation frame' :
        c.name === 'Paint' || c.name === 'PrePaint' || c.name === 'Commit' ? 'paint' : null
      if (!what) continue
      // Only the outermost event of a kind counts (a FunctionCall inside a FunctionCall once).
      const list = kinds.get(what) ?? []
      if (!list.some((o) => c.ts >= o.ts && c.ts < o.ts + o.dur)) list.push(c)
      kinds.set(what, list)
    }
    const byKind = [...kinds].map(([k, list]) => [k, list.reduce((s, c) => s + (c.dur ? scaleOf(c) : 0), 0)]).sort((a, b) => b[1] - a[1]).slice(0, 5)
    const byFile = new Map()
    const byFn = new Map()
    samples.forEach((s, i) => {
      if (s.ts < task.ts || s.ts >= end) return
      const name = ownFrame(s.node)
      const ms = (sampleGaps(i) / 1000) * (scaleOf(task) / (task.dur / 1000))
      byFn.set(name, (byFn.get(name) ?? 0) + ms)
      byFile.set(fileOf(name), (byFile.get(fileOf(name)) ?? 0) + ms)
    })
    const topOf = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
    return { at: (task.ts - navStart) / 1000, ms: scaleOf(task), byKind, byFile: topOf(byFile, Number(process.env.TRACE_TOP ?? 6)), byFn: topOf(byFn, Number(process.env.TRACE_TOP ?? 6)) }
  }

  const fcpAt = fcp ? fcp.ts : navStart
  const busy = top.reduce((s, t) => s + scaleOf(t), 0)
  const blocking = top.filter((t) => t.ts >= fcpAt).reduce((s, t) => s + Math.max(0, scaleOf(t) - LONG_MS), 0)
  const long = top.filter((t) => t.ts >= navStart && scaleOf(t) > LONG_MS).map(describe)
  const fileTotals = new Map()
  samples.forEach((s, i) => {
    const f = fileOf(ownFrame(s.node))
    fileTotals.set(f, (fileTotals.get(f) ?? 0) + sampleGaps(i) / 1000)
  })
  return {
    fcpMs: fcp ? (fcp.ts - navStart) / 1000 : null,
    busyMs: busy,
    blockingMs: blocking,
    longest: Math.max(0, ...top.filter((t) => t.ts >= navStart).map(scaleOf)),
    long,
    files: [...fileTotals].sort((a, b) => b[1] - a[1]).slice(0, 12),
  }
}

const record = async (browser, name, url, prepare) => {
  const context = await browser.newContext({ ...DEVICE })
  try {
    const page = await context.newPage()
    if (prepare) await prepare(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    if (MODE === 'throttled') await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
    const events = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordContinuously' }, transferMode: 'ReportEvents' })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    // Idle-time work (the engine's start, lazy chunks, the service worker's registration) comes after.
    await page.waitForTimeout(5000)
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    mkdirSync(OUT, { recursive: true })
    writeFileSync(join(OUT, `${name}.json`), JSON.stringify({ traceEvents: events }))
    return analyse(events, url)
  } finally {
    await context.close()
  }
}

const addOneItem = (productPath) => async (page) => {
  await addOneCartLine(page, origin, productPath)
  await page.goto('about:blank')
}

const ms = (v) => `${Math.round(v)} ms`
try {
  await ready()
  const chromiumVersion = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim()
  const loadBefore = loadavg().map((l) => l.toFixed(2)).join(' ')
  const categoryPath = firstLink(await (await fetch(`${origin}/en-us`)).text(), '/en-us/c/')
  const productPath = firstLink(await (await fetch(origin + categoryPath)).text(), '/en-us/p/')
  const pages = [
    { name: 'home', path: '/en-us' },
    { name: 'category', path: categoryPath },
    { name: 'product', path: productPath },
    { name: 'cart', path: '/en-us/cart', prepare: addOneItem(productPath) },
    { name: 'search', path: '/en-us/search?q=jacket' },
  ].filter((p) => !only || only.has(p.name))
  for (const p of pages) for (let i = 0; i < 2; i++) await (await fetch(origin + p.path)).text()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  const lines = [`${chromiumVersion}, Playwright's Chromium driver, ${MODE === 'cpu' ? `tasks as CPU time of an unthrottled load × ${SLOWDOWN} (as Lighthouse simulates a phone)` : `CPU throttled ${SLOWDOWN}×`}, ${DEVICE.viewport.width}×${DEVICE.viewport.height} at ${DEVICE.deviceScaleFactor}×, network not throttled, production build, ${RUNS} run(s) per page (the one with the median blocking time shown); load average ${loadBefore} before, ${loadavg().map((l) => l.toFixed(2)).join(' ')} after`, '']
  const summary = []
  try {
    for (const p of pages) {
      const results = []
      for (let r = 0; r < RUNS; r++) results.push(await record(browser, `${p.name}${RUNS > 1 ? `-${r + 1}` : ''}`, origin + p.path, p.prepare))
      results.sort((a, b) => a.blockingMs - b.blockingMs)
      const res = results[Math.floor(results.length / 2)]
      summary.push({ page: p.name, ...res, runs: results.map((r) => Math.round(r.blockingMs)) })
      lines.push(`### ${p.name} (${p.path})`, '')
      lines.push(`First paint ${res.fcpMs === null ? '?' : ms(res.fcpMs)}; main thread busy ${ms(res.busyMs)}; blocking time past 50 ms after first paint ${ms(res.blockingMs)}${RUNS > 1 ? ` (runs: ${results.map((r) => Math.round(r.blockingMs)).join(', ')} ms)` : ''}; longest task ${ms(res.longest)}; ${res.long.length} tasks over 50 ms.`, '')
      lines.push('Sampled time by file (whole load): ' + res.files.map(([f, t]) => `${f} ${ms(t)}`).join(', '), '')
      if (res.long.length) {
        lines.push('| at | task | trace events under it | files sampled | functions sampled |', '|---|---|---|---|---|')
        for (const t of res.long) {
          lines.push(`| ${ms(t.at)} | ${ms(t.ms)} | ${t.byKind.map(([k, v]) => `${k} ${ms(v)}`).join('; ')} | ${t.byFile.map(([k, v]) => `${k} ${ms(v)}`).join('; ')} | ${t.byFn.map(([k, v]) => `${k} ${ms(v)}`).join('; ')} |`)
        }
        lines.push('')
      }
    }
  } finally {
    await browser.close()
  }
  lines.splice(1, 0, '', '| page | busy | blocking after first paint | longest task | tasks over 50 ms |', '|---|---|---|---|---|', ...summary.map((s) => `| ${s.page} | ${ms(s.busyMs)} | ${ms(s.blockingMs)} | ${ms(s.longest)} | ${s.long.length} |`))
  console.log(lines.join('\n'))
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/main-thread.md', lines.join('\n'))
  writeFileSync('bench/results/main-thread.json', JSON.stringify(summary, null, 2))
} finally {
  stop()
  rmSync(`.data/bench-trace-${PORT}`, { recursive: true, force: true })
}
