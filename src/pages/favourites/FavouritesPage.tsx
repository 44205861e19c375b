// /{locale}/favourites (behind the favourites flag): the shopper's favourites — a guest's too —
// newest first, each a product tile with its heart (tapping it removes the product), products no
// longer sold marked; products just favoured show at once, before the service has them. Sharing
// makes the list readable by anyone with its link (read-only), until the shopper stops sharing.
// Signing out while here leads home, as the spec asks of the favourites route.
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { useDispatch, useEngineDemand, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { ProductTile } from '../../ui/ProductTile'
import FavouriteHeart from '../../commerce/FavouriteHeart'
import { pageStyle } from '../account/styles'
import { t } from '../account/pageStrings'

const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '4' })

export function FavouritesPage() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  useEngineDemand()
  const session = useEngineState((s) => s.session.status)
  const favourites = useEngineState((s) => s.favourites)
  const [busy, setBusy] = useState(false)
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])
  useEffect(() => {
    // No favourites while a store associate is connected (spec 000 section 6; the service refuses them).
    if (session !== 'none' && session !== 'agent') void dispatch({ _tag: 'favourites.Load' })
  }, [session, dispatch])
  // Signing out (here or in another tab) leads home (spec 000 section 6).
  const navigate = useNavigate()
  const wasSignedIn = useRef(false)
  useEffect(() => {
    if (session === 'registered') wasSignedIn.current = true
    else if (wasSignedIn.current) void navigate({ to: '/$locale', params: { locale: site.locale } })
  }, [session, navigate, site.locale])

  const server = favourites.server
  const removed = new Set(favourites.pending.filter((p) => p.op === 'remove').map((p) => p.productId))
  const shown = (server?.items ?? []).filter((i) => !removed.has(i.productId))
  const adding = favourites.pending.flatMap((p) => (p.op === 'add' && p.display && !shown.some((i) => i.productId === p.productId) ? [{ ...p, display: p.display }] : []))
  const count = shown.length + adding.length
  const share = async (shared: boolean) => {
    if (busy) return
    setBusy(true)
    try {
      await dispatch({ _tag: 'favourites.Share', shared })
    } finally {
      setBusy(false)
    }
  }
  const shareUrl = favourites.sharePath ?? (server?.shared && server.favoriteId ? `/${site.locale}/favourites/shared/${encodeURIComponent(server.favoriteId)}` : null)

  if (session === 'agent')
    return (
      <div className={pageStyle} data-testid="favourites">
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{t(lang, 'fav.title')}</h1>
        <p role="status">{t(lang, 'fav.inStore')}</p>
      </div>
    )
  return (
    <div className={pageStyle} data-testid="favourites">
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '1' })}>{t(lang, 'fav.title')}</h1>
      {server && <h2 className={css({ color: 'fg.muted', mb: '4', fontSize: 'md', fontWeight: 'normal' })}>{t(lang, 'fav.count', { count })}</h2>}
      {!server && adding.length === 0 ? (
        <p role="status">{t(lang, 'fav.loading')}</p>
      ) : count === 0 ? (
        <p>{t(lang, 'fav.none')}</p>
      ) : (
        <>
          <ul className={grid}>
            {adding.map((p) => (
              <li key={p.commandId} data-testid="favourite-item">
                <article className={css({ position: 'relative', display: 'grid', gap: '1.5' })}>
                  <img src={p.display.image.src} alt={p.display.image.alt} width={p.display.image.width} height={p.display.image.height} className={css({ rounded: 'card', bg: 'bg.subtle', aspectRatio: '4 / 5', objectFit: 'cover', w: 'full', h: 'auto' })} />
                  <FavouriteHeart productId={p.productId} name={p.display.name} url={p.display.url} image={p.display.image} placement="tile" />
                  <a href={p.display.url} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
                    {p.display.name}
                  </a>
                </article>
              </li>
            ))}
            {shown.map((item) => (
              <li key={item.itemId} data-testid="favourite-item">
                <ProductTile product={item.product} locale={site.locale} />
                {!item.available && <p className={css({ fontSize: 'sm', color: 'danger', fontWeight: 'semibold' })}>{t(lang, 'fav.unavailable')}</p>}
              </li>
            ))}
          </ul>
          {server?.favoriteId && (
            <section aria-labelledby="favourites-share" className={css({ mt: '8', p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md', display: 'grid', gap: '3' })}>
              <h2 id="favourites-share" className={css({ fontWeight: 'semibold' })}>
                {t(lang, 'fav.share')}
              </h2>
              {shareUrl ? (
                <>
                  <label htmlFor="favourites-link">{t(lang, 'fav.link')}</label>
                  <input id="favourites-link" readOnly value={`${origin}${shareUrl}`} className={css({ w: 'full', h: '11', px: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md' })} onFocus={(e) => e.currentTarget.select()} />
                  <div>
                    <Button variant="secondary" disabled={busy} onClick={() => void share(false)}>
                      {t(lang, 'fav.unshare')}
                    </Button>
                  </div>
                </>
              ) : (
                <div>
                  <Button disabled={busy} onClick={() => void share(true)}>
                    {busy ? t(lang, 'order.busy') : t(lang, 'fav.share')}
                  </Button>
                </div>
              )}
            </section>
          )}
        </>
      )}
    </div>
  )
}
