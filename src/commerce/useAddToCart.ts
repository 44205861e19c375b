// Add to cart as the product page's buy box and the quick-shop dialog show it. The add is
// acknowledged once it is on the device (the local-first cart, decision 22), so the button is free
// again at once whatever the network does; `message` says whether the server has confirmed it yet
// or it waits (online, or for the network), and a refusal the server sends later becomes `failed`.
// Its texts live here, not in ../ui/strings.ts: only the pages with an add-to-cart form carry them
// (the cart page's and home page's budgets, src/build/shellChunk.ts).
import { useState } from 'react'
import type { AddItem } from '../engine/commands/cart'
import type { CommandFailure } from '../engine/commands/command'
import { selectOnline, useDispatch, useEngineHandle, useEngineState } from '../engine/react'
import type { Language } from '../ui/strings'

/** `added`: on the device; `waiting` names the command until the server has confirmed it. */
export type AddStatus = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added'; waiting: string | null } | { kind: 'failed'; failure: CommandFailure }

const ADDED = {
  confirmed: { en: 'Successfully added to cart', fr: 'Ajouté au panier', de: 'Zum Warenkorb hinzugefügt' },
  pending: {
    en: 'Added to your cart — waiting for confirmation',
    fr: 'Ajouté au panier — en attente de confirmation',
    de: 'Zum Warenkorb hinzugefügt — wartet auf Bestätigung',
  },
  offline: {
    en: 'Added to your cart — it will be sent when you are back online',
    fr: 'Ajouté au panier — il sera envoyé dès le retour de la connexion',
    de: 'Zum Warenkorb hinzugefügt — wird gesendet, sobald Sie wieder online sind',
  },
} as const satisfies Record<string, Record<Language, string>>

export const useAddToCart = (language: Language) => {
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

  /** What the status line says once the add is on the device. */
  const message: string | null = status.kind !== 'added' ? null : ADDED[status.waiting === null ? 'confirmed' : online ? 'pending' : 'offline'][language]
  return { status, add, reset: () => setStatus({ kind: 'idle' }), message }
}
