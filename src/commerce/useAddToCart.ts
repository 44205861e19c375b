// Add to cart as the product page's buy box and the quick-shop dialog show it. The add is
// acknowledged once it is on the device (the local-first cart, decision 22), so the button is free
// again at once whatever the network does; `message` says whether the server has confirmed it yet
// or it waits (online, or for the network), and a refusal the server sends later becomes `failed`.
import { useState } from 'react'
import type { AddItem } from '../engine/commands/cart'
import type { CommandFailure } from '../engine/commands/command'
import { selectOnline, useDispatch, useEngineHandle, useEngineState } from '../engine/react'
import type { StringKey } from '../ui/strings'

/** `added`: on the device; `waiting` names the command until the server has confirmed it. */
export type AddStatus = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added'; waiting: string | null } | { kind: 'failed'; failure: CommandFailure }

export const useAddToCart = () => {
  const dispatch = useDispatch()
  const { outcome } = useEngineHandle()
  const online = useEngineState(selectOnline)
  const [status, setStatus] = useState<AddStatus>({ kind: 'idle' })

  const add = async (command: AddItem) => {
    setStatus({ kind: 'adding' })
    const result = await dispatch(command)
    if (!result.ok) {
      setStatus({ kind: 'failed', failure: result.error })
      return
    }
    const { commandId } = result
    setStatus({ kind: 'added', waiting: result.queued ? commandId : null })
    if (!result.queued) return
    // The server's word comes later: the message follows it unless the shopper has added again meanwhile.
    void outcome(commandId).then((settled) =>
      setStatus((current) => (current.kind !== 'added' || current.waiting !== commandId ? current : settled.ok ? { kind: 'added', waiting: null } : { kind: 'failed', failure: settled.error })),
    )
  }

  const message: StringKey | null = status.kind !== 'added' ? null : status.waiting === null ? 'product.added' : online ? 'product.addedPending' : 'product.addedOffline'
  return { status, add, reset: () => setStatus({ kind: 'idle' }), message }
}
