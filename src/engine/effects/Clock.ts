// Time for event envelopes (`at`). The live clock is Effect's Clock, so a TestClock drives it too.
import { Clock, Context, Effect, Layer } from 'effect'

export interface EngineClockShape {
  /** Epoch milliseconds. */
  readonly now: Effect.Effect<number>
}

export class EngineClock extends Context.Service<EngineClock, EngineClockShape>()('summit/engine/Clock') {}

export const EngineClockLive: Layer.Layer<EngineClock> = Layer.succeed(EngineClock, { now: Clock.currentTimeMillis })

/** A clock stuck at `at` (replay fixtures). */
export const engineClockFixed = (at: number): Layer.Layer<EngineClock> => Layer.succeed(EngineClock, { now: Effect.succeed(at) })
