// The notice at the top of the checkout: an error the catalogue shows at the top of the page or inline
// at order placement (PAY400, PYT402, PAY401, ORD430 ...), the failed 3-D Secure authentication, and
// the cart's flash notices (out of stock, delivery changes), with a button to dismiss the error.
import { css } from 'styled-system/css'
import type { Cart } from '../../contract/schemas/cart'
import type { CheckoutState } from '../../engine/projections/checkout'
import { failureText } from '../../contract/errorCatalogue'
import { flashText, shopperNotices } from '../../commerce/FlashNotices'
import { t, type Language } from '../../commerce/strings'

/** Errors of the top of the page, the order-placement notice, the failed authentication and the cart's flash notices. */
export function TopNotices({ checkout, cart, language, onDismiss }: { checkout: CheckoutState; cart: Cart; language: Language; onDismiss: () => void }) {
  const error = checkout.lastError
  const atTop = error && (error.placement === 'top' || error.placement === 'placementInline') ? error : null
  const flash = shopperNotices(cart)
  if (!atTop && checkout.authenticationFailedAt === null && flash.length === 0) return null
  return (
    <div data-testid="checkout-notice" role="alert" className={css({ mb: '6', p: '4', rounded: 'md', bg: 'danger.subtle', color: 'danger', display: 'grid', gap: '2' })}>
      {atTop && (
        <p data-code={atTop.code} className={css({ fontWeight: 'semibold' })}>
          {failureText(atTop, language)}
        </p>
      )}
      {checkout.authenticationFailedAt !== null && <p className={css({ fontWeight: 'semibold' })}>{t(language, 'checkout.authFailed')}</p>}
      {flash.length > 0 && (
        <ul className={css({ display: 'grid', gap: '1' })}>
          {flash.map((f, i) => (
            <li key={`${f.code}-${i}`} data-flash={f.code}>
              {flashText(f, cart, language)}
            </li>
          ))}
        </ul>
      )}
      {(atTop || checkout.authenticationFailedAt !== null) && (
        <button type="button" onClick={onDismiss} className={css({ justifySelf: 'start', textDecoration: 'underline', cursor: 'pointer', fontSize: 'sm' })}>
          {t(language, 'checkout.dismiss')}
        </button>
      )}
    </div>
  )
}
