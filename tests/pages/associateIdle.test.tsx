// @vitest-environment happy-dom
// The associate's idle timeout (issue 15): the session signs out after the configured minutes without
// input, and any tap, key or scroll starts the wait again.
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useIdleSignOut } from '../../src/pages/associate/useIdleSignOut'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useIdleSignOut', () => {
  it('signs out once the minutes pass without input; input restarts the wait', () => {
    const signOut = vi.fn(async () => {})
    renderHook(() => useIdleSignOut(2, signOut))
    vi.advanceTimersByTime(90_000)
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(90_000)
    expect(signOut).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(119_000)
    expect(signOut).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_000)
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('stops counting when the session’s page goes (signed out another way)', () => {
    const signOut = vi.fn(async () => {})
    const { unmount } = renderHook(() => useIdleSignOut(1, signOut))
    unmount()
    vi.advanceTimersByTime(120_000)
    expect(signOut).not.toHaveBeenCalled()
  })
})
