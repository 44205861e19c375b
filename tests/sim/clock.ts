// The simulation's time and its idea of "nothing left to do right now".
//
// SimClock is Effect's Clock for every tab of a run: reading it gives virtual time, and a sleep
// (the outbox's backoff, the client's 10 s timeout, the token's 2 s retry, AUT498's reload) is a
// timer in one queue shared by the tabs. Time moves only when the simulation fires the earliest
// timer, so a run never waits for real time and every timer fires in the same order on every replay.
//
// SimScheduler is the Effect scheduler of every tab, counting the tasks it has handed to the event
// loop: the run is quiet when none is left after a turn of the event loop (promises and microtasks
// drain within a turn). Between two quiet points only the engine's own code runs, so what happens
// there depends on nothing but the inputs the simulation gave it.
import { Duration, Effect, Scheduler, type Clock } from 'effect'

interface Timer {
  readonly at: number
  readonly order: number
  readonly fire: () => void
}

export interface SimClock {
  readonly clock: Clock.Clock
  readonly now: () => number
  /** Timers waiting to fire. */
  readonly pending: () => number
  /** When the earliest timer fires, if any. */
  readonly nextAt: () => number | undefined
  /** Moves time to the earliest timer and fires it (one timer: others due at that instant fire on later calls). */
  readonly fireNext: () => boolean
  /** Moves time forward by `ms`, firing what falls due on the way (in order). */
  readonly advance: (ms: number) => void
}

export const makeSimClock = (startAt: number): SimClock => {
  let now = startAt
  let order = 0
  // Sorted by (at, order): the earliest first.
  const timers: Timer[] = []
  const insert = (timer: Timer) => {
    let i = timers.length
    while (i > 0 && (timers[i - 1]!.at > timer.at || (timers[i - 1]!.at === timer.at && timers[i - 1]!.order > timer.order))) i--
    timers.splice(i, 0, timer)
  }
  const sleep = (duration: Duration.Duration): Effect.Effect<void> =>
    Effect.callback<void>((resume) => {
      const ms = Duration.toMillis(duration)
      if (!(ms > 0)) {
        resume(Effect.void)
        return
      }
      const timer: Timer = { at: now + ms, order: ++order, fire: () => resume(Effect.void) }
      insert(timer)
      return Effect.sync(() => {
        const index = timers.indexOf(timer)
        if (index >= 0) timers.splice(index, 1)
      })
    })
  const nanos = () => BigInt(now) * 1_000_000n
  const clock: Clock.Clock = {
    currentTimeMillisUnsafe: () => now,
    currentTimeMillis: Effect.sync(() => now),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: nanos,
    monotonicTimeNanos: Effect.sync(nanos),
    sleep,
  }
  const fireDue = () => {
    while (timers.length > 0 && timers[0]!.at <= now) timers.shift()!.fire()
  }
  return {
    clock,
    now: () => now,
    pending: () => timers.length,
    nextAt: () => timers[0]?.at,
    fireNext: () => {
      const first = timers.shift()
      if (!first) return false
      now = Math.max(now, first.at)
      first.fire()
      return true
    },
    advance: (ms) => {
      const end = now + ms
      while (timers.length > 0 && timers[0]!.at <= end) {
        now = Math.max(now, timers[0]!.at)
        fireDue()
      }
      now = end
    },
  }
}

export interface SimScheduler {
  readonly scheduler: Scheduler.Scheduler
  /** Tasks handed to the event loop and not run yet. */
  readonly pending: () => number
  /** Resolves at the next quiet point: a turn of the event loop after which no task is pending (twice in a row). */
  readonly quiet: () => Promise<void>
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

export const makeSimScheduler = (): SimScheduler => {
  let pending = 0
  const scheduler = new Scheduler.MixedScheduler('async', (task) => {
    pending++
    let done = false
    const handle = setImmediate(() => {
      if (done) return
      done = true
      pending--
      task()
    })
    return () => {
      if (done) return
      done = true
      pending--
      clearImmediate(handle)
    }
  })
  return {
    scheduler,
    pending: () => pending,
    quiet: async () => {
      let calm = 0
      for (let i = 0; i < 100_000; i++) {
        await turn()
        if (pending === 0) {
          if (++calm >= 2) return
        } else calm = 0
      }
      throw new Error('the engine never became quiet (100,000 turns)')
    },
  }
}
