// Header mini cart: the item count (from the engine's projected cart) and a panel with the lines,
// the server's subtotal and a link to the cart page. Pending lines are marked until the server confirms.
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { selectCart, selectOnline, selectOutboxQueued, useEngineState } from '../../engine/react'
import { formatMoney } from '../../contract/site/money'
import { useSite } from '../../site/useSite'
import { t } from '../../ui/strings'

export function MiniCart() {
  const site = useSite()
  const cart = useEngineState(selectCart)
  const queued = useEngineState(selectOutboxQueued)
  const online = useEngineState(selectOnline)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const lang = site.language

  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    // data-outbox-queued / data-online: how many cart commands wait for the network (tests read them).
    <div ref={root} data-outbox-queued={queued} data-online={online} className={css({ position: 'relative' })}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(lang, 'miniCart.label', { count: cart.count })}
        onClick={() => setOpen((o) => !o)}
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', px: '3', h: '10', rounded: 'full', borderWidth: '1px', borderColor: 'border', fontWeight: 'semibold', cursor: 'pointer', _hover: { bg: 'bg.subtle' } })}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 7h12l-1 13H7L6 7Z" />
          <path d="M9 7a3 3 0 0 1 6 0" />
        </svg>
        <span data-testid="mini-cart-count">{cart.count}</span>
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t(lang, 'miniCart.title')}
          className={css({ position: 'absolute', right: '0', top: '12', w: '80', maxW: '90vw', bg: 'bg', borderWidth: '1px', borderColor: 'border', rounded: 'lg', shadow: 'lg', p: '4', zIndex: 'dropdown' })}
        >
          <p className={css({ fontWeight: 'bold', mb: '3' })}>{t(lang, 'miniCart.title')}</p>
          {cart.items.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>{t(lang, 'cart.empty')}</p>
          ) : (
            <ul className={css({ display: 'grid', gap: '3', maxH: '72', overflowY: 'auto' })}>
              {cart.items.map((line) => (
                <li key={line.key} className={css({ display: 'flex', gap: '3', fontSize: 'sm' })}>
                  <img src={line.image.src} alt="" width={48} height={60} className={css({ rounded: 'sm', bg: 'bg.subtle' })} />
                  <div className={css({ flex: '1' })}>
                    <p className={css({ fontWeight: 'semibold' })}>{line.name}</p>
                    <p className={css({ color: 'fg.muted' })}>
                      {line.colourName} · {line.size} · {t(lang, 'cart.qtyShort', { qty: line.qty })}
                    </p>
                    {line.pending && <p className={css({ color: 'fg.muted', fontStyle: 'italic' })}>{t(lang, 'cart.pending')}</p>}
                  </div>
                  <p>{formatMoney(line.rowTotal, site.locale, cart.currency ?? undefined)}</p>
                </li>
              ))}
            </ul>
          )}
          {cart.totals && cart.items.length > 0 && (
            <p className={css({ display: 'flex', justifyContent: 'space-between', fontWeight: 'semibold', mt: '3', pt: '3', borderTopWidth: '1px', borderColor: 'border' })}>
              <span>{t(lang, 'cart.subtotal')}</span>
              <span>{formatMoney(cart.totals.itemSubTotal, site.locale, cart.currency ?? undefined)}</span>
            </p>
          )}
          <Link
            to="/$locale/cart"
            params={{ locale: site.locale }}
            onClick={() => setOpen(false)}
            className={css({ display: 'block', textAlign: 'center', mt: '3', py: '2', bg: 'accent', color: 'accent.fg', rounded: 'md', fontWeight: 'bold' })}
          >
            {t(lang, 'miniCart.viewCart')}
          </Link>
        </div>
      )}
    </div>
  )
}
