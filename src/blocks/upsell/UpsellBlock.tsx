// Upsell ("complete the look", spec 002 sections 2, 4, 8, 9): products recommended with the page's
// product (or the one content names), each checked for stock (the inventory call: variants keyed by
// sku with their quantity); only those in stock show, at most stackedCount (default 3). The shopper
// ticks the ones they want and adds them in one go: the button shows loading, then done; a failure
// shows the spec's error toast ("Something went wrong", with the cart's error message).
import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { UPSELL_STACKED_COUNT } from '../../contract/contentRules'
import type { FailureToLocalize } from '../../contract/errorCatalogue'
import type { UpsellSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import { FailureMessage } from '../../ui/FailureMessage'
import { imageUrl } from '../../ui/imageUrl'
import { Price } from '../../ui/Price'
import { useBlockActions } from '../blockActions'
import { usePageContext } from '../pageContext'
import type { BlockProps } from '../registry'
import { bt } from '../strings'
import { upsellProductOf, upsellRecommendations, upsellStockQuery } from './upsellQueries'

type Status = { kind: 'idle' } | { kind: 'adding' } | { kind: 'done' } | { kind: 'failed'; failure: FailureToLocalize }

export function UpsellBlock({ section, site }: BlockProps<UpsellSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const page = usePageContext()
  const productId = upsellProductOf(section, page)
  const count = section.stackedCount ?? UPSELL_STACKED_COUNT
  const recommendations = useQuery({ ...upsellRecommendations(site, section, productId ?? ''), enabled: Boolean(productId) })
  const candidates = recommendations.data?.items ?? []
  const stock = useQuery({ ...upsellStockQuery(site, candidates), enabled: candidates.length > 0 })
  const shown = candidates.filter((_, i) => stock.data?.[i] === 'InStock').slice(0, count)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const actions = useBlockActions()
  const titleId = `upsell-${section.id}`
  if (!productId || shown.length === 0) return null

  const toggle = (sku: string) => {
    setStatus({ kind: 'idle' })
    setSelected((previous) => {
      const next = new Set(previous)
      if (next.has(sku)) next.delete(sku)
      else next.add(sku)
      return next
    })
  }
  const add = async () => {
    const lines = shown.filter((item) => selected.has(item.sku))
    if (lines.length === 0) return
    setStatus({ kind: 'adding' })
    const result = await actions.addToCart(
      lines.map((item) => ({ sku: item.sku, qty: 1, display: { name: item.title, masterId: item.id, colourName: '', size: '', image: item.image, price: item.price.lowCurrent } })),
    )
    setStatus(result.ok ? { kind: 'done' } : { kind: 'failed', failure: result.failure })
    if (result.ok) setSelected(new Set())
  }

  return (
    <section aria-labelledby={titleId} data-block="upsell" className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      <h2 id={titleId} className={css({ textStyle: 'heading.md', mb: '4' })}>
        {section.title}
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '40rem' })}>
        {shown.map((item) => (
          <li key={item.recommendationId} data-stock="InStock" className={css({ display: 'flex', alignItems: 'center', gap: '4', p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'card', '&:has(input:checked)': { borderColor: 'fg' } })}>
            <input
              type="checkbox"
              id={`${titleId}-${item.sku}`}
              checked={selected.has(item.sku)}
              onChange={() => toggle(item.sku)}
              onFocus={actions.warm}
              aria-label={bt(lang, 'upsell.select', { name: item.title })}
              className={css({ w: '6', h: '6', flexShrink: 0, accentColor: 'token(colors.accent)', cursor: 'pointer' })}
            />
            <img src={imageUrl(item.image.src, { width: 64, height: 80 })} alt="" width={64} height={80} loading="lazy" className={css({ w: '16', h: '20', objectFit: 'cover', rounded: 'md', bg: 'bg.subtle', flexShrink: 0 })} />
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
              <ContentLink url={item.url} className={css({ fontWeight: '600', _hover: { textDecoration: 'underline' } })}>
                {item.title}
              </ContentLink>
              <Price current={item.price.lowCurrent} original={item.price.lowOriginal} currency={LOCALE_INFO[site.locale].currency} locale={site.locale} size="sm" />
            </div>
          </li>
        ))}
      </ul>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4', mt: '4', flexWrap: 'wrap' })}>
        <button type="button" onPointerEnter={actions.warm} onClick={() => void add()} disabled={selected.size === 0 || status.kind === 'adding'} aria-busy={status.kind === 'adding'} className={button({ variant: 'primary', size: 'md' })}>
          {bt(lang, status.kind === 'adding' ? 'upsell.adding' : 'upsell.add')}
        </button>
        <p aria-live="polite" className={css({ color: 'success', fontWeight: '600' })}>
          {status.kind === 'done' ? bt(lang, 'upsell.done') : ''}
        </p>
      </div>
      {status.kind === 'failed' && (
        <div role="alert" data-testid="upsell-error" className={css({ position: 'fixed', zIndex: 'overlay', bottom: '4', left: '4', right: { base: '4', md: 'auto' }, maxW: { md: 'sm' }, display: 'flex', gap: '3', p: '3', rounded: 'md', shadow: 'lg', bg: 'danger', color: 'white', fontSize: 'sm' })}>
          <div className={css({ flex: '1' })}>
            <p className={css({ fontWeight: '700' })}>{bt(lang, 'upsell.error')}</p>
            <p>
              <Suspense fallback={null}>
                <FailureMessage failure={status.failure} language={lang} />
              </Suspense>
            </p>
          </div>
          <button type="button" onClick={() => setStatus({ kind: 'idle' })} aria-label={bt(lang, 'blocks.close')} className={css({ w: '8', h: '8', cursor: 'pointer', fontWeight: '700' })}>
            ×
          </button>
        </div>
      )}
    </section>
  )
}
