// The engine in Chromium: command-to-persisted latency (offline), command-to-visible latency with the
// network stalled (online, no token, no call ever answered), the log's batched append against a raw
// IndexedDB put of the same records, and cold start over a 100,000-event history. Bundles
// benchEntry.ts with Vite, serves it on 127.0.0.1 and drives Debian's Chromium with Playwright.
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { build } from 'vite'
import { chromium } from 'playwright'

const out = 'bench/engine/browser/dist'
await build({
  configFile: false,
  logLevel: 'warn',
  resolve: { tsconfigPaths: true },
  define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
  build: { outDir: out, emptyOutDir: true, lib: { entry: 'bench/engine/browser/benchEntry.ts', formats: ['es'], fileName: 'bench' }, minify: true },
})
const html = '<!doctype html><meta charset="utf-8"><title>engine bench</title><script type="module" src="/bench.js"></script>'
const server = createServer(async (req, res) => {
  if (req.url === '/bench.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' })
    res.end(await readFile(`${out}/bench.js`))
  } else {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(html)
  }
}).listen(0, '127.0.0.1')
await new Promise((r) => server.once('listening', r))
const { port } = server.address()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  const page = await browser.newPage()
  page.on('pageerror', (e) => console.error('page error:', e.message))
  await page.goto(`http://127.0.0.1:${port}/`)
  await page.waitForFunction(() => 'runEngineBench' in window)
  const r = await page.evaluate(() => window.runEngineBench(), undefined, { timeout: 600_000 })
  const ratio = r.append.engineUsPerEvent / r.append.rawUsPerEvent
  console.log('\nEngine in Chromium (IndexedDB)')
  console.log('| measure | figure | target |')
  console.log('|---|---|---|')
  console.log(`| command to persisted (offline AddItem), p50 | ${r.command.p50.toFixed(2)} ms | < 2 ms |`)
  console.log(`| command to persisted, p99 | ${r.command.p99.toFixed(2)} ms | < 10 ms |`)
  console.log(`| command to visible, network stalled (online, token call and every call unanswered), p50 | ${r.visible.p50.toFixed(2)} ms | one frame (16 ms) |`)
  console.log(`| command to visible, network stalled, p99 | ${r.visible.p99.toFixed(2)} ms | one frame (16 ms) |`)
  console.log(`| dispatch acknowledged, network stalled, p50 / p99 | ${r.visible.ackP50.toFixed(2)} / ${r.visible.ackP99.toFixed(2)} ms (${r.visible.queued} adds waiting) | |`)
  console.log(`| batched append per event (batches of 100) | ${r.append.engineUsPerEvent.toFixed(1)} µs | ≤ 1.5 × floor |`)
  console.log(`| raw IndexedDB put per event, same records (floor) | ${r.append.rawUsPerEvent.toFixed(1)} µs | |`)
  console.log(`| append / floor | ${ratio.toFixed(2)} × | ≤ 1.5 × |`)
  console.log(`| bytes per event (JSON, 1–3-line carts) | ${r.append.bytes.toFixed(0)} B | |`)
  console.log(`| cold start, 100,000 events, no snapshot yet (first start) | ${r.cold.firstMs.toFixed(0)} ms | |`)
  console.log(`| cold start, 100,000 events, snapshot + tail, right after that first start compacted the log | ${r.cold.secondMs.toFixed(0)} ms | < 150 ms |`)
  console.log(`| cold start, 100,000 events, snapshot + tail, next start | ${r.cold.thirdMs.toFixed(0)} ms | < 150 ms |`)
  if (!r.cold.same) console.log('WARNING: the second start projected a different cart')
} finally {
  await browser.close()
  server.close()
}
