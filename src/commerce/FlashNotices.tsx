// The cart's flash notices (spec 001 section 8: partial or full out of stock, item no longer
// available, invalid shipping address), worded for the shopper. On the cart page they persist until
// the shopper dismisses them (remembered for this tab's session, per notice and line), as the spec
// asks of out-of-stock notices; at checkout they show with the page's other notices.
import { useState } from 'react'
import type { DismissMergedNotice } from '../engine/commands/account'
import type { CartState } from '../engine/projections/cart'
import { useDispatch } from '../engine/react'
import { css, cx } from 'styled-system/css'
import { messageFor } from '../contract/errorCatalogue'
import type { Cart } from '../contract/schemas/cart'
import { t, type Language } from './strings'

type Flash = Cart['flash'][number]

export const flashText = (f: Flash, cart: Cart, language: Language): string => {
  const name = cart.items.find((i) => i.id === f.details?.itemId)?.name ?? ''
  switch (f.code) {
    case 'ProductLineItemInventoryMissing':
      return t(language, 'checkout.flash.ProductLineItemInventoryMissing', { name, missing: Number(f.details?.missingQty ?? 0) })
    case 'ProductLineItemFullInventoryMissing':
      // "Order cannot be completed" when nothing orderable is left, else the out-of-stock notice.
      return cart.items.length <= 1 ? t(language, 'checkout.flash.emptyOrder') : t(language, 'checkout.flash.ProductLineItemFullInventoryMissing', { name })
    case 'ProductItemNotAvailable':
      return t(language, 'checkout.flash.ProductItemNotAvailable', { name })
    case 'InvalidShippingAddress':
      return t(language, 'checkout.flash.InvalidShippingAddress')
    default:
      return messageFor(f.code, language)
  }
}

/** The cart's flash notices a shopper reads (PaymentNotAuthorized opens the 3-D Secure challenge instead). */
export const shopperNotices = (cart: Cart): ReadonlyArray<Flash> => cart.flash.filter((f) => f.code !== 'PaymentNotAuthorized')

const DISMISSED_KEY = 'summit-cart-notices-dismissed'
const keyOf = (cart: Cart, f: Flash) => `${cart.id}|${f.code}|${String(f.details?.itemId ?? '')}`
const readDismissed = (): ReadonlyArray<string> => {
  try {
    return JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as string[]
  } catch {
    return []
  }
}

/** Flash notices on the cart page, each dismissible. */
export function CartFlashNotices({ cart, language }: { cart: Cart; language: Language }) {
  const [dismissed, setDismissed] = useState<ReadonlyArray<string>>(() => (typeof sessionStorage === 'undefined' ? [] : readDismissed()))
  const shown = shopperNotices(cart).filter((f) => !dismissed.includes(keyOf(cart, f)))
  if (shown.length === 0) return null
  const dismiss = (f: Flash) => {
    const next = [...dismissed, keyOf(cart, f)].slice(-50)
    setDismissed(next)
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next))
    } catch {
      // Storage refused (private mode): dismissed for this page only.
    }
  }
  return (
    <ul aria-label={t(language, 'cart.notices')} className={css({ display: 'grid', gap: '2', mb: '4' })}>
      {shown.map((f) => (
        <li key={keyOf(cart, f)} data-flash={f.code} role="status" className={cx(css({ display: 'flex', justifyContent: 'space-between', gap: '3', p: '3', rounded: 'md' }), f.type === 'error' ? css({ bg: 'danger.subtle', color: 'danger' }) : css({ bg: 'bg.subtle', color: 'fg' }))}>
          <span>{flashText(f, cart, language)}</span>
          <button type="button" onClick={() => dismiss(f)} className={css({ textDecoration: 'underline', cursor: 'pointer', flexShrink: 0 })}>
            {t(language, 'checkout.dismiss')}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** 'Cart items merged' after signing in (spec 000 section 4): kept in the engine's state until dismissed. */
export function MergedNotice({ merged, language }: { merged: CartState['merged']; language: Language }) {
  const dispatch = useDispatch()
  if (!merged) return null
  const dismiss: DismissMergedNotice = { _tag: 'cart.DismissMergedNotice' }
  return (
    <p role="status" data-testid="cart-merged" className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', p: '3', mb: '4', rounded: 'md', bg: 'bg.subtle' })}>
      <span>{t(language, 'cart.merged', { items: merged.items })}</span>
      <button type="button" onClick={() => void dispatch(dismiss)} className={css({ textDecoration: 'underline', cursor: 'pointer', flexShrink: 0 })}>
        {t(language, 'checkout.dismiss')}
      </button>
    </p>
  )
}
