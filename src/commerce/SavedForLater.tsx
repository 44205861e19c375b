// The saved-for-later list under the cart: items moved out of the cart, each movable back (under
// the cart's rules: an item out of stock stays saved) or removable. Loaded once per visit. Moving
// back and removing are acknowledged at once: the item leaves the list while the server confirms.
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { LoadSaved, MoveToCart, RemoveSaved } from '../engine/commands/cart'
import { useDispatch, useEngineState } from '../engine/react'
import { formatMoney } from '../contract/site/money'
import { useSite } from '../site/useSite'
import { t } from './strings'

export function SavedForLater() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const saved = useEngineState((s) => s.cart.saved)
  const pending = useEngineState((s) => s.cart.pending)
  const hasSession = useEngineState((s) => s.session.status !== 'none')
  useEffect(() => {
    if (hasSession) void dispatch(LoadSaved.make({}))
  }, [dispatch, hasSession])
  // Items on their way back to the cart, or being removed, are no longer shown here.
  const going = new Set(pending.flatMap((p) => (p.op === 'move' || p.op === 'removeSaved' ? [p.itemId] : [])))
  const items = saved?.items.filter((item) => !going.has(item.itemId)) ?? []
  if (!saved || items.length === 0) return null
  const link = css({ textDecoration: 'underline', cursor: 'pointer', fontSize: 'sm', _disabled: { opacity: 0.5, cursor: 'not-allowed', textDecoration: 'none' } })
  return (
    <section aria-labelledby="saved-for-later" className={css({ mt: '10' })}>
      <h2 id="saved-for-later" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>
        {t(lang, 'saved.title')} ({saved.total - (saved.items.length - items.length)})
      </h2>
      <ul className={css({ display: 'grid', gap: '3' })}>
        {items.map((item) => (
          <li key={item.itemId} data-testid="saved-item" className={css({ display: 'grid', gridTemplateColumns: '72px 1fr auto', gap: '3', p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'lg', alignItems: 'center' })}>
            <img src={item.image.src} alt={item.image.alt} width={72} height={90} className={css({ rounded: 'md', bg: 'bg.subtle' })} />
            <div>
              <a href={item.pageUrl} className={css({ fontWeight: 'semibold', _hover: { textDecoration: 'underline' } })}>
                {item.name}
              </a>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {item.colour.name} · {item.size} · {t(lang, 'checkout.qty', { qty: item.qty })}
              </p>
              {!item.available && <p className={css({ fontSize: 'sm', color: 'danger', fontWeight: 'semibold' })}>{t(lang, 'saved.unavailable')}</p>}
              <div className={css({ display: 'flex', gap: '4', mt: '1' })}>
                <button type="button" className={link} disabled={!item.available} onClick={() => void dispatch(MoveToCart.make({ itemId: item.itemId }))}>
                  {t(lang, 'saved.moveToCart')}
                  <span className={css({ srOnly: true })}> {item.name}</span>
                </button>
                <button type="button" className={link} onClick={() => void dispatch(RemoveSaved.make({ itemId: item.itemId }))}>
                  {t(lang, 'saved.remove')}
                  <span className={css({ srOnly: true })}> {item.name}</span>
                </button>
              </div>
            </div>
            <p className={css({ fontWeight: 'bold' })}>{formatMoney(item.price, site.locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
