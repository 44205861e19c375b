// The built server's stop deadline (src/pwa/server/shutdownDeadline.ts): after SIGTERM or SIGINT a
// process still running at the deadline exits; the timer never keeps a process alive; with nobody
// else listening, the signal ends the process as it would without the plugin.
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { armShutdownDeadline, type ProcessLike } from '../../src/pwa/server/shutdownDeadline'

const fakeProcess = () => {
  const emitter = new EventEmitter()
  const exit = vi.fn()
  const kill = vi.fn()
  const proc: ProcessLike = {
    pid: 4242,
    once: (signal, listener) => emitter.once(signal, listener),
    listenerCount: (signal) => emitter.listenerCount(signal),
    kill,
    exit,
  }
  return { emitter, proc, exit, kill }
}

describe('the stop deadline', () => {
  it('exits with 1 when the process is still running at the deadline after a graceful close began', () => {
    const { emitter, proc, exit, kill } = fakeProcess()
    const scheduled: Array<{ run: () => void; ms: number; unref: ReturnType<typeof vi.fn> }> = []
    armShutdownDeadline(proc, 15_000, (run, ms) => {
      const entry = { run, ms, unref: vi.fn() }
      scheduled.push(entry)
      return entry
    })
    const graceful = vi.fn()
    emitter.on('SIGTERM', graceful)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    emitter.emit('SIGTERM')
    expect(graceful).toHaveBeenCalledOnce()
    expect(scheduled).toHaveLength(1)
    expect(scheduled[0]!.ms).toBe(15_000)
    // The timer does not hold the process: one that ends on its own ends.
    expect(scheduled[0]!.unref).toHaveBeenCalledOnce()
    expect(exit).not.toHaveBeenCalled()
    scheduled[0]!.run()
    expect(exit).toHaveBeenCalledWith(1)
    expect(error).toHaveBeenCalledWith('[server] still running 15 s after SIGTERM: exiting')
    expect(kill).not.toHaveBeenCalled()
    error.mockRestore()
  })

  it('lets the signal end the process at once when nothing else handles it', () => {
    const { emitter, proc, exit, kill } = fakeProcess()
    const schedule = vi.fn()
    armShutdownDeadline(proc, 15_000, schedule)
    emitter.emit('SIGINT')
    expect(kill).toHaveBeenCalledWith(4242, 'SIGINT')
    expect(schedule).not.toHaveBeenCalled()
    expect(exit).not.toHaveBeenCalled()
  })
})
