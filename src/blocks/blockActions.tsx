// What blocks ask the shop to do for the shopper: add lines to the cart (quick shop, upsells) and
// subscribe to the newsletter or to text messages. Blocks sit below the engine (they render content
// through the API client, .dependency-cruiser.cjs), so the pages provide these actions
// (src/pages/layout/BlockActionsProvider.tsx), each one an engine command; blocks only see the
// result, as facts (a failure is localised where it shows, src/ui/FailureMessage.tsx).
import { createContext, useContext } from 'react'
import type { FailureToLocalize } from '../contract/errorCatalogue'

export interface CartLineToAdd {
  readonly sku: string
  readonly qty: number
  /** What the cart shows before the server answers. */
  readonly display: {
    readonly name: string
    readonly masterId: string
    readonly colourName: string
    readonly size: string
    readonly image: { readonly src: string; readonly alt: string; readonly width: number; readonly height: number }
    readonly price: number
  }
}

export type ActionResult = { readonly ok: true } | { readonly ok: false; readonly failure: FailureToLocalize }

export interface SubscriptionRequest {
  readonly type: 'Newsletter' | 'LoyaltyNewsletter'
  readonly channel: 'email' | 'sms'
  /** The e-mail address or the phone number (international form). */
  readonly recipient: string
}

export interface BlockActions {
  addToCart(lines: ReadonlyArray<CartLineToAdd>): Promise<ActionResult>
  subscribe(request: SubscriptionRequest): Promise<ActionResult>
  /** The shopper is heading for an action: start what it needs (the engine) early. */
  warm(): void
}

const unavailable = async (): Promise<ActionResult> => ({ ok: false, failure: { code: 'GENERIC' } })

/** Outside a page that provides them (isolated tests), actions fail with the generic error. */
export const NO_ACTIONS: BlockActions = { addToCart: unavailable, subscribe: unavailable, warm: () => {} }

export const BlockActionsContext = createContext<BlockActions>(NO_ACTIONS)

export const useBlockActions = (): BlockActions => useContext(BlockActionsContext)
