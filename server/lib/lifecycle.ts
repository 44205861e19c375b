// Process shutdown for the reference services: on SIGINT/SIGTERM, wait for the requests in flight
// (at most 5 s), then close the database. PGlite holds handles that keep Node's event loop alive
// until it is closed, so without this a stopped server would never exit. When nothing else
// listens for the signal (no HTTP server that handles it), the signal is raised again afterwards
// so the process ends as it would have by default.
const SLOT = Symbol.for('summit-storefront.reference.lifecycle')

interface State {
  inflight: number
  closers: Array<() => Promise<void>>
  armed: boolean
}

const state = (): State => ((globalThis as Record<symbol, State>)[SLOT] ??= { inflight: 0, closers: [], armed: false })

/** Counts a request as in flight until its promise settles. */
export const track = <T>(work: Promise<T>): Promise<T> => {
  const s = state()
  s.inflight++
  return work.finally(() => {
    s.inflight--
  })
}

const DRAIN_MS = 5_000

const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
  const s = state()
  const deadline = Date.now() + DRAIN_MS
  while (s.inflight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  const closers = s.closers.splice(0)
  for (const close of closers) await close().catch((error: unknown) => console.error('[reference] closing failed', error))
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
}

/** Runs `close` once when the process is asked to stop. */
export const onShutdown = (close: () => Promise<void>): void => {
  const s = state()
  s.closers.push(close)
  if (s.armed) return
  s.armed = true
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(signal))
  }
}
