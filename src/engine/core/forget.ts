// Sign-out forgetting: nothing of the shopper may stay on the device. The state now (which the
// sign-out's own events cleared) becomes the site's only snapshot, every stored event up to it is
// deleted, and the page's own copies go (onPersonalDataForgotten).
import { Effect } from 'effect'
import { EventLog } from '../effects/EventLog'
import { projectedPart } from '../projections/engineState'
import type { StateStore } from './stateStore'
import type { Snapshots } from './snapshots'
import type { EngineContext } from './types'

export interface ForgetDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  readonly snapshots: Pick<Snapshots, 'writeSnapshot' | 'setCount'>
  readonly onPersonalDataForgotten?: () => Promise<void> | void
}

export const makeForget = ({ ctx: { siteId, warn, run }, store, snapshots, onPersonalDataForgotten }: ForgetDeps) => {
  /**
   * Sign-out: nothing of the shopper may stay on the device. Every cart snapshot, order and profile
   * event of this site's history holds some of it (addresses, e-mail, names), so the whole history up
   * to now goes: the state now, which the sign-out's own events have cleared (session, cart,
   * checkout), becomes the only snapshot, and every stored event of the site up to it is deleted
   * (export then shows that snapshot and what follows).
   */
  const forgetPersonalData = async (): Promise<void> => {
    const cut = store.log.at(-1)?.seq ?? store.baseSeq
    const clean = projectedPart(store.state)
    if (!store.memoryLog && cut > 0)
      await run(
        Effect.gen(function* () {
          yield* snapshots.writeSnapshot(cut, clean, { only: true })
          yield* (yield* EventLog).compact({ siteId, upToSeq: cut, keepLast: 0, keepSince: Number.MAX_SAFE_INTEGER })
        }),
      ).catch((error: unknown) => warn('forgetting the signed-out shopper failed', error))
    store.base = clean
    store.baseSeq = cut
    store.log.splice(0, store.log.length)
    snapshots.setCount(0)
    store.notify()
    try {
      await onPersonalDataForgotten?.()
    } catch (error) {
      warn('forgetting the signed-out shopper outside the log failed', error)
    }
  }
  return forgetPersonalData
}
