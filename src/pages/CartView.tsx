// The cart: lines with image, colour, size, unit and row price, quantity change and remove, and the
// server's totals. Every change is a command; lines waiting for the server are marked pending.
// The server renders the copy of the cart the device sent in the cart page's cookie (`serverPreview`,
// the route's loader data, engine/cartCookie.ts), and so does the hydrating render: the lines and the
// first line's image paint before any script runs. From the first render after hydration the cart is
// the copy kept in localStorage (engine/cartPreview.ts; the same lines, so React keeps their elements)
// until the engine has read its log. Without a cookie copy the server's HTML says it is loading.
// What that first render shows (lines, their delivery, the summary) is in this page's chunk, without
// the engine's command schemas; the saved-for-later list (it needs the session), the server's notices
// and error messages come with their own chunks when they first show (docs/decisions/0014).
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useMemo } from 'react'
import { css } from 'styled-system/css'
import type { ChangeQuantity, RemoveItem, SaveForLater as SaveForLaterCommand } from '../engine/commands/cart'
import { MAX_QTY } from '../engine/commands/limits'
import type { CartItem } from '../contract/schemas/cart'
import { previewCartState, type StoredCartPreview } from '../engine/cartPreview'
import type { CartLine } from '../engine/projections/cart'
import { selectCart, useCartSource, useDispatch, useEngineDemand, useEngineState } from '../engine/react'
import { LineDelivery } from '../commerce/LineDelivery'
import { useAssociateConnected } from '../commerce/useAssociateConnected'
import { CartSummary } from './CartSummary'
import { formatMoney } from '../contract/site/money'
import { useSite } from '../site/useSite'
import { FailureMessage } from '../ui/FailureMessage'
import { t } from '../commerce/cartStrings'
import { useHydrating } from '../pwa/browser/hydrationMark'

const SavedForLater = lazy(() => import('../commerce/SavedForLater').then((m) => ({ default: m.SavedForLater })))
const CartFlashNotices = lazy(() => import('../commerce/FlashNotices').then((m) => ({ default: m.CartFlashNotices })))
// A store associate's price adjustments (issue 15): loaded only while an associate is connected.
const PriceAdjustmentControl = lazy(() => import('./associate/PriceAdjustmentControl'))
const MergedNotice = lazy(() => import('../commerce/FlashNotices').then((m) => ({ default: m.MergedNotice })))

export function CartView({ serverPreview = null }: { serverPreview?: StoredCartPreview | null }) {
  const hydrating = useHydrating()
  const site = useSite()
  // The cart page needs the engine even on a device that never used it (it ensures the guest token).
  useEngineDemand()
  const engineCart = useEngineState(selectCart)
  const source = useCartSource()
  // 'unknown': the server's render and the hydrating one (and a device whose engine has not read its log yet).
  const fromCookie = source === 'unknown' && serverPreview !== null
  const cart = useMemo(() => (fromCookie ? previewCartState(serverPreview) : engineCart), [fromCookie, serverPreview, engineCart])
  // The saved-for-later list is loaded for a shopper with a session (SavedForLater dispatches it).
  // No saved-for-later list while a store associate is connected (spec 000 section 6).
  const hasSession = useEngineState((s) => s.session.status !== 'none' && s.session.status !== 'agent')
  const lang = site.language
  const money = (amount: number) => formatMoney(amount, site.locale, cart.currency ?? undefined)
  const pending = cart.items.some((l) => l.pending)

  return (
    // Without the cookie copy the lines arrive after hydration: the page is at least a screen tall, so the footer starts below the fold and does not jump.
    <div {...hydrating} data-basket-id={cart.basketId ?? undefined} className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8', minH: '100vh' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>{t(lang, 'cart.title')}</h1>
      {cart.lastError && (
        <p role="alert" className={css({ mb: '4', p: '3', rounded: 'md', bg: 'danger.subtle', color: 'danger', fontWeight: 'semibold' })}>
          <Suspense fallback={null}>
            <FailureMessage failure={cart.lastError} language={lang} />
          </Suspense>
        </p>
      )}
      {cart.merged && (
        <Suspense fallback={null}>
          <MergedNotice merged={cart.merged} language={lang} />
        </Suspense>
      )}
      {cart.server && cart.server.flash.length > 0 && (
        <Suspense fallback={null}>
          <CartFlashNotices cart={cart.server} language={lang} />
        </Suspense>
      )}
      {source === 'unknown' && !fromCookie ? (
        <p role="status" className={css({ py: '12', textAlign: 'center', color: 'fg.muted' })}>
          {t(lang, 'status.loading')}
        </p>
      ) : cart.items.length === 0 ? (
        <div className={css({ py: '12', textAlign: 'center' })}>
          <p className={css({ fontSize: 'lg', mb: '4' })}>{t(lang, 'cart.empty')}</p>
          <Link to="/$locale" params={{ locale: site.locale }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
            {t(lang, 'cart.continue')}
          </Link>
        </div>
      ) : (
        // minmax(0, …): a column may be narrower than its content's widest line, so nothing pushes the page wider than a phone.
        <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: '8', alignItems: 'start' })}>
          <ul aria-label={t(lang, 'cart.lines')} className={css({ display: 'grid', gap: '4' })}>
            {cart.items.map((line, index) => (
              <CartLineRow key={line.key} line={line} item={line.itemId ? cart.server?.items.find((i) => i.id === line.itemId) : undefined} first={index === 0} money={money} />
            ))}
          </ul>
          <section aria-labelledby="cart-summary" className={css({ borderWidth: '1px', borderColor: 'border', rounded: 'lg', p: '5', bg: 'bg.subtle' })}>
            <h2 id="cart-summary" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
              {t(lang, 'cart.summary')}
            </h2>
            {cart.server ? (
              <CartSummary cart={cart.server} pending={pending} />
            ) : (
              <>
                <p className={css({ color: 'fg.muted' })}>{t(lang, 'cart.pending')}</p>
                {pending && <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>{t(lang, 'cart.totalsPending')}</p>}
              </>
            )}
          </section>
        </div>
      )}
      {hasSession && (
        <Suspense fallback={null}>
          <SavedForLater />
        </Suspense>
      )}
    </div>
  )
}

/** `item`: the server's item of the line; `first`: the first line, whose image is the page's largest element (loaded first). */
function CartLineRow({ line, item, first, money }: { line: CartLine; item: CartItem | undefined; first: boolean; money: (n: number) => string }) {
  const site = useSite()
  const dispatch = useDispatch()
  const lang = site.language
  const max = Math.min(line.maxQty ?? MAX_QTY, MAX_QTY)
  // On its way out of the cart (removed or saved for later, waiting for the server): nothing more to change.
  const leaving = line.pending === 'remove' || line.pending === 'save'
  const changeable = line.itemId !== null && !leaving
  const associate = useAssociateConnected()
  const setQty = (qty: number) => {
    if (!changeable || !line.itemId || qty === line.qty || qty < 1 || qty > max) return
    void dispatch({ _tag: 'cart.ChangeQuantity', itemId: line.itemId, qty } satisfies ChangeQuantity)
  }
  const stepper = css({ w: '9', h: '9', borderWidth: '1px', borderColor: 'border', rounded: 'md', fontWeight: 'bold', cursor: 'pointer', _disabled: { opacity: 0.4, cursor: 'not-allowed' } })
  return (
    <li className={css({ display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr) auto', gap: { base: '3', md: '4' }, p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'lg' })} aria-busy={line.pending ? true : undefined}>
      <img src={line.image.src} alt={line.image.alt} width={96} height={120} fetchPriority={first ? 'high' : undefined} className={css({ rounded: 'md', bg: 'bg.subtle', w: '24', h: 'auto' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {line.pdpUrl ? (
          <Link to={line.pdpUrl} className={css({ fontWeight: 'semibold', _hover: { textDecoration: 'underline' } })}>
            {line.name}
          </Link>
        ) : (
          <p className={css({ fontWeight: 'semibold' })}>{line.name}</p>
        )}
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t(lang, 'cart.colour')}: {line.colourName} · {t(lang, 'cart.size')}: {line.size}
        </p>
        <p className={css({ fontSize: 'sm' })}>
          {t(lang, 'cart.unitPrice')}: {money(line.unitPrice)}
          {line.originalUnitPrice !== null && line.originalUnitPrice > line.unitPrice && (
            <s className={css({ ml: '2', color: 'fg.muted' })}>
              <span className={css({ srOnly: true })}>{t(lang, 'price.original')} </span>
              {money(line.originalUnitPrice)}
            </s>
          )}
        </p>
        {line.labels.length > 0 && (
          <p className={css({ display: 'flex', gap: '2' })}>
            {line.labels.map((label) => (
              <span key={label} data-testid="discount-label" className={css({ fontSize: 'xs', fontWeight: 'bold', px: '2', py: '0.5', rounded: 'sm', bg: 'sale', color: 'sale.fg' })}>
                {t(lang, label === 'Free Gift' ? 'cart.freeGift' : 'cart.markedDown')}
              </span>
            ))}
          </p>
        )}
        {line.pending && <p className={css({ fontSize: 'sm', fontStyle: 'italic', color: 'fg.muted' })}>{t(lang, 'cart.pending')}</p>}
        {item && !line.pending && <LineDelivery item={item} />}
        {associate && item && !line.pending && (
          <Suspense fallback={null}>
            <PriceAdjustmentControl item={item} money={money} />
          </Suspense>
        )}
        {!line.bonus && <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '2' })}>
          <button type="button" className={stepper} disabled={!changeable || line.qty <= 1} onClick={() => setQty(line.qty - 1)} aria-label={t(lang, 'cart.decrease', { name: line.name })}>
            −
          </button>
          <label className={css({ srOnly: true })} htmlFor={`qty-${line.key}`}>
            {t(lang, 'cart.quantityOf', { name: line.name })}
          </label>
          <input
            id={`qty-${line.key}`}
            key={`${line.key}-${line.qty}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            defaultValue={line.qty}
            disabled={!changeable}
            onBlur={(e) => setQty(Math.floor(Number(e.currentTarget.value)))}
            onKeyDown={(e) => e.key === 'Enter' && setQty(Math.floor(Number(e.currentTarget.value)))}
            className={css({ w: '16', h: '9', textAlign: 'center', borderWidth: '1px', borderColor: 'border', rounded: 'md' })}
          />
          <button type="button" className={stepper} disabled={!changeable || line.qty >= max} onClick={() => setQty(line.qty + 1)} aria-label={t(lang, 'cart.increase', { name: line.name })}>
            +
          </button>
          <button
            type="button"
            disabled={!changeable}
            onClick={() => line.itemId && void dispatch({ _tag: 'cart.RemoveItem', itemId: line.itemId } satisfies RemoveItem)}
            className={css({ ml: '3', fontSize: 'sm', textDecoration: 'underline', cursor: 'pointer', _disabled: { opacity: 0.4 } })}
          >
            {t(lang, 'cart.remove')}
            <span className={css({ srOnly: true })}> {line.name}</span>
          </button>
          {!associate && <button
            type="button"
            disabled={!changeable}
            onClick={() => line.itemId && void dispatch({ _tag: 'cart.SaveForLater', itemId: line.itemId } satisfies SaveForLaterCommand)}
            className={css({ ml: '3', fontSize: 'sm', textDecoration: 'underline', cursor: 'pointer', _disabled: { opacity: 0.4 } })}
          >
            {t(lang, 'cart.saveForLater')}
            <span className={css({ srOnly: true })}> {line.name}</span>
          </button>}
        </div>}
      </div>
      <p data-testid="line-total" className={css({ fontWeight: 'bold' })}>
        {money(line.rowTotal)}
      </p>
    </li>
  )
}
