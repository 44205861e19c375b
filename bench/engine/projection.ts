// Projection throughput in Node: replaying 100,000 events through the app's pure projections, in one
// batch (replay, cold start) and in batches of 100 (catch-up). Target: at least 500,000 events/s.
// Run with NODE_ENV=production (npm run bench:engine), as the browser bundle is: immer's development
// build adds checks the shipped code does not run.
import { decodeOwnRecord, decodeStoredEvent } from '../../src/engine/events/engineEvents'
import { applyEvents, initialEngineState } from '../../src/engine/projections/engineState'
import { history } from './fixtures'

const N = 100_000
const records = history(N)
const decoded = records.map((r) => decodeStoredEvent(r)!)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const time = (fn: () => void, runs = 5) => {
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    fn()
    ms.push(performance.now() - t)
  }
  return median(ms)
}

const oneBatch = time(() => void applyEvents(initialEngineState, decoded))
const batches = time(() => {
  let s = initialEngineState
  for (let i = 0; i < decoded.length; i += 100) s = applyEvents(s, decoded.slice(i, i + 100))
})
const decode = time(() => void records.map((r) => decodeStoredEvent(r)), 3)
const decodeOwn = time(() => void records.map((r) => decodeOwnRecord(r)))
const bytes = records.reduce((sum, r) => sum + JSON.stringify(r).length, 0) / N

console.log(`Projection in Node ${process.version}, ${N.toLocaleString('en')} events (median of 5)`)
console.log('| what | time | events/s | target |')
console.log('|---|---|---|---|')
console.log(`| project, one batch | ${oneBatch.toFixed(0)} ms | ${Math.round(N / (oneBatch / 1000)).toLocaleString('en')} | ≥ 500,000 |`)
console.log(`| project, batches of 100 | ${batches.toFixed(0)} ms | ${Math.round(N / (batches / 1000)).toLocaleString('en')} | |`)
console.log(`| decode own records (envelope, upcast, trusted payload; the engine's log) | ${decodeOwn.toFixed(0)} ms | ${Math.round(N / (decodeOwn / 1000)).toLocaleString('en')} | |`)
console.log(`| decode stored records (schema; imported logs) | ${decode.toFixed(0)} ms | ${Math.round(N / (decode / 1000)).toLocaleString('en')} | |`)
console.log(`| JSON size per event (avg, carts up to 50 lines) | ${bytes.toFixed(0)} bytes | | |`)
