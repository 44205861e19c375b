// The cart page's summary once the server's cart is known: promotions, the promo-code form, the
// totals, a note while changes wait for the server, and the way to checkout. Its own chunk (CartView imports it when it first renders), with the
// checkout's texts and engine commands it needs: the cart's lines render without it (docs/decisions/0014).
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { Cart } from '../contract/schemas/cart'
import { CouponForm, Promotions, TotalsList } from '../commerce/OrderSummary'
import { t } from '../commerce/strings'
import { useSite } from '../site/useSite'

export function CartSummary({ cart, pending }: { cart: Cart; pending: boolean }) {
  const site = useSite()
  return (
    <>
      <Promotions cart={cart} />
      <CouponForm cart={cart} />
      <TotalsList cart={cart} />
      {pending && <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>{t(site.language, 'cart.totalsPending')}</p>}
      <Link
        to="/$locale/checkout"
        params={{ locale: site.locale }}
        data-testid="go-to-checkout"
        aria-disabled={pending || undefined}
        onClick={(e) => pending && e.preventDefault()}
        className={css({ mt: '4', display: 'flex', justifyContent: 'center', alignItems: 'center', h: '12', rounded: 'md', bg: 'accent', color: 'accent.fg', fontWeight: 'bold', '&[aria-disabled=true]': { opacity: 0.6, cursor: 'not-allowed' } })}
      >
        {t(site.language, 'checkout.checkout')}
      </Link>
    </>
  )
}
