// A nitro plugin: a server asked to stop (SIGTERM, SIGINT) that has not ended 15 s later exits.
// The HTTP server closes gracefully on the signal (srvx: open requests get 5 s) and the process ends
// when nothing is left to do; but once, after a benchmark script stopped it while the browser's last
// calls were in flight, a built server stayed alive at 80 % of a core for an hour, skewing every
// measurement taken on the machine after it. A stop is a stop: what has not finished by the deadline
// is cut, as a process manager's kill would. The timer does not keep a process alive that would end.
import { definePlugin } from 'nitro'

export const SHUTDOWN_DEADLINE_MS = 15_000

type Signal = 'SIGTERM' | 'SIGINT'

export interface ProcessLike {
  readonly pid: number
  once(signal: Signal, listener: () => void): unknown
  listenerCount(signal: Signal): number
  kill(pid: number, signal: Signal): unknown
  exit(code: number): unknown
}

export const armShutdownDeadline = (
  proc: ProcessLike,
  deadlineMs: number = SHUTDOWN_DEADLINE_MS,
  schedule: (run: () => void, ms: number) => { unref?(): unknown } = setTimeout,
): void => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    proc.once(signal, () => {
      // Nobody else listens (no graceful close here): the signal's own default, ending the process.
      if (proc.listenerCount(signal) === 0) {
        proc.kill(proc.pid, signal)
        return
      }
      schedule(() => {
        console.error(`[server] still running ${deadlineMs / 1000} s after ${signal}: exiting`)
        proc.exit(1)
      }, deadlineMs).unref?.()
    })
  }
}

export default definePlugin(() => armShutdownDeadline(process))
