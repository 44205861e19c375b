// @vitest-environment jsdom
// Accepting an update waits for the page's requests to be quiet before the waiting worker is told to
// take over (Chromium left it waiting, and the page's reload with it, when told while the old worker
// still answered the page's requests): at once on a quiet page, later while requests keep completing,
// and never longer than the bound.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UPDATE_QUIET_MAX_MS, UPDATE_QUIET_MS, whenRequestsQuiet } from '../../src/pwa/browser/registerServiceWorker'

/** A stand-in for the browser's observer of completed requests: `complete()` reports one. */
const observers: Array<() => void> = []
class FakeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback)
  }
  disconnect() {
    observers.splice(observers.indexOf(this.callback), 1)
  }
}
const complete = () => observers.forEach((callback) => callback())

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('PerformanceObserver', FakeObserver)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  observers.length = 0
})

const settled = (promise: Promise<void>) => {
  const state = { done: false }
  void promise.then(() => (state.done = true))
  return state
}

describe('whenRequestsQuiet', () => {
  it('resolves once no request has completed for the quiet time', async () => {
    const state = settled(whenRequestsQuiet())
    await vi.advanceTimersByTimeAsync(UPDATE_QUIET_MS - 1)
    expect(state.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.done).toBe(true)
    expect(observers).toHaveLength(0)
  })

  it('waits while requests keep completing', async () => {
    const state = settled(whenRequestsQuiet())
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(UPDATE_QUIET_MS - 100)
      complete()
    }
    expect(state.done).toBe(false)
    await vi.advanceTimersByTimeAsync(UPDATE_QUIET_MS)
    expect(state.done).toBe(true)
  })

  it('never waits longer than the bound, however busy the page', async () => {
    const state = settled(whenRequestsQuiet())
    for (let elapsed = 0; elapsed < UPDATE_QUIET_MAX_MS - 100; elapsed += 100) {
      await vi.advanceTimersByTimeAsync(100)
      complete()
    }
    expect(state.done).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(state.done).toBe(true)
    expect(observers).toHaveLength(0)
  })
})
