// What pays the rest after gift cards, chosen at billing and used at the summary: kept in the
// checkout page's memory only (card details never reach the log or storage; DECISIONS 13).
import { createContext } from 'react'
import type { SavedCard } from '../../contract/schemas/account'
import type { CardDraft } from '../../contract/card'

export type PaymentDraft =
  | { readonly kind: 'card'; readonly card: CardDraft; readonly save: boolean }
  | { readonly kind: 'saved'; readonly card: SavedCard }
  | { readonly kind: 'klarna' }
  | { readonly kind: 'covered' }
  /** Nothing is left to pay and the shopper closes the order with the rewards payment (docs/decisions/0030). */
  | { readonly kind: 'rewards' }

export const PaymentDraftContext = createContext<{ draft: PaymentDraft | null; setDraft: (d: PaymentDraft | null) => void }>({ draft: null, setDraft: () => {} })
