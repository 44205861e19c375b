// Quick shop (spec 000 section 2 "quickshop" dialog, spec 002 "product recommendations: a carousel
// with quick-shop"): a recommended product's colours and sizes in a dialog, added to the cart
// without leaving the page. The product is read with the product details call; adding is the
// shop's add-to-cart action (an engine command, ../blockActions.tsx).
import { useQuery } from '@tanstack/react-query'
import { Suspense, useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { productQuery, type Site } from '../../api/queries'
import type { FailureToLocalize } from '../../contract/errorCatalogue'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import { FailureMessage } from '../../ui/FailureMessage'
import { imageUrl } from '../../ui/imageUrl'
import { Modal } from '../../ui/Modal'
import { Price } from '../../ui/Price'
import { Skeleton } from '../../ui/Skeleton'
import { useBlockActions } from '../blockActions'
import { bt } from '../strings'

type Status = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; failure: FailureToLocalize } | { kind: 'noSize' }

const option = css({
  minW: '11',
  minH: '11',
  px: '3',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'md',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'fg', bg: 'fg', color: 'bg' },
  '&:has(input:disabled)': { opacity: 0.45, textDecoration: 'line-through', cursor: 'not-allowed' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})

export function QuickShop({ productId, name, site, onClose }: { productId: string; name: string; site: Site; onClose: () => void }) {
  const lang = LOCALE_INFO[site.locale].language
  const { data: product } = useQuery(productQuery(site, productId))
  const actions = useBlockActions()
  const [colourCode, setColourCode] = useState<string | undefined>(undefined)
  const [size, setSize] = useState<string | undefined>(undefined)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const ids = useId()
  const colour = product?.colours.find((c) => c.code === colourCode) ?? product?.colours[0]

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!product || !colour) return
    const variant = product.variants.find((v) => v.colour === colour.code && v.size === size)
    if (!variant || variant.available <= 0) return setStatus({ kind: 'noSize' })
    setStatus({ kind: 'adding' })
    const image = colour.images[0] ?? { src: '', alt: product.name, width: 800, height: 1000 }
    const result = await actions.addToCart([
      {
        sku: variant.sku,
        qty: 1,
        display: { name: product.name, masterId: product.id, colourName: colour.name, size: product.sizes.find((s) => s.code === variant.size)?.label ?? variant.size, image, price: product.price.current },
      },
    ])
    setStatus(result.ok ? { kind: 'added' } : { kind: 'failed', failure: result.failure })
  }

  return (
    <Modal title={bt(lang, 'quickShop.open', { name })} closeLabel={bt(lang, 'blocks.close')} onClose={onClose} testId="quick-shop">
      {!product || !colour ? (
        <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
          <Skeleton aspectRatio="4 / 5" width="10rem" radius="card" />
          <Skeleton height="1.2rem" width="60%" />
        </div>
      ) : (
        <form onSubmit={submit} onPointerEnter={actions.warm} className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' }, gap: '5' })}>
          {colour.images[0] && (
            <img src={imageUrl(colour.images[0].src, { width: 160, height: 200 })} alt={colour.images[0].alt} width={160} height={200} className={css({ rounded: 'card', w: '10rem', h: 'auto', bg: 'bg.subtle' })} />
          )}
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Price current={product.price.current} original={product.price.original} currency={product.price.currency} locale={site.locale} />
            <fieldset>
              <legend className={css({ fontWeight: '600', mb: '2' })}>
                {bt(lang, 'product.colour')}: <span className={css({ fontWeight: 'normal' })}>{colour.name}</span>
              </legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {product.colours.map((c) => (
                  <label key={c.code} className={option} title={c.name}>
                    <input type="radio" name={`${ids}-colour`} value={c.code} checked={c.code === colour.code} onChange={() => (setColourCode(c.code), setSize(undefined))} className={css({ srOnly: true })} />
                    <span aria-hidden="true" className={css({ w: '5', h: '5', rounded: 'full', borderWidth: '1px', borderColor: 'border' })} style={{ background: c.hex }} />
                    <span className={css({ srOnly: true })}>{c.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset aria-describedby={status.kind === 'noSize' ? `${ids}-size-error` : undefined}>
              <legend className={css({ fontWeight: '600', mb: '2' })}>{bt(lang, 'product.size')}</legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {product.sizes.map((s) => {
                  const available = (product.variants.find((v) => v.colour === colour.code && v.size === s.code)?.available ?? 0) > 0
                  return (
                    <label key={s.code} className={option}>
                      <input type="radio" name={`${ids}-size`} value={s.code} disabled={!available} checked={size === s.code} onChange={() => setSize(s.code)} className={css({ srOnly: true })} />
                      {s.label}
                    </label>
                  )
                })}
              </div>
              {status.kind === 'noSize' && (
                <p id={`${ids}-size-error`} role="alert" className={css({ color: 'danger', mt: '2', fontSize: 'sm' })}>
                  {bt(lang, 'quickShop.chooseSize')}
                </p>
              )}
            </fieldset>
            <button type="submit" disabled={status.kind === 'adding'} className={button({ variant: 'primary', size: 'md' })}>
              {bt(lang, status.kind === 'adding' ? 'quickShop.adding' : 'quickShop.add')}
            </button>
            <div aria-live="polite">
              {status.kind === 'added' && <p className={css({ color: 'success', fontWeight: '600' })}>{bt(lang, 'quickShop.added')}</p>}
              {status.kind === 'failed' && (
                <p role="alert" className={css({ color: 'danger' })}>
                  <Suspense fallback={bt(lang, 'upsell.error')}>
                    <FailureMessage failure={status.failure} language={lang} />
                  </Suspense>
                </p>
              )}
            </div>
            <ContentLink url={product.url} className={css({ textDecoration: 'underline', fontSize: 'sm' })}>
              {bt(lang, 'quickShop.details')}
            </ContentLink>
          </div>
        </form>
      )}
    </Modal>
  )
}
