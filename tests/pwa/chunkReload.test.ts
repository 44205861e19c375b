// @vitest-environment jsdom
// A chunk that fails to load reloads the page onto the new build once, but never while the browser is
// offline: there the reload would replace the page (and the cart on it) by the browser's offline error.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installChunkErrorReload } from '../../src/pwa/browser/registerServiceWorker'

const reload = vi.fn()
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
const preloadError = () => {
  const event = new Event('vite:preloadError', { cancelable: true })
  window.dispatchEvent(event)
  return event
}

beforeAll(() => installChunkErrorReload(reload))

afterEach(() => {
  reload.mockClear()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('reload on a missing chunk', () => {
  it('reloads once online, and not again within 10 s', () => {
    setOnline(true)
    expect(preloadError().defaultPrevented).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    preloadError()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('keeps the page while offline: the error reaches the part that needed the chunk', () => {
    setOnline(false)
    expect(preloadError().defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
