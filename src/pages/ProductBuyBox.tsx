// The product page's buy box: eyebrow, season, name, price, badge, rating, colour, size with per-size
// availability (sold-out sizes disabled), the size guide link, quantity and add to cart, store
// availability of the chosen size, and the back-in-stock sign-up for sold-out sizes. Add to cart
// dispatches `cart.AddItem`; the engine does the rest. The add is acknowledged once it is on the
// device, so the button is free again at once whatever the network does; the status line says
// whether the server has confirmed it yet (or that it waits for the network), and shows the
// catalogue's message if the server later refuses it.
import { Suspense, useId, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import type { ProductDetails } from '../contract/schemas/products'
import { MAX_QTY } from '../engine/commands/limits'
import { useEngineHandle } from '../engine/react'
import type { SiteContext } from '../site/useSite'
import { Price } from '../ui/Price'
import { Rating } from '../ui/Rating'
import { SizePicker } from '../ui/SizePicker'
import { SwatchPicker } from '../ui/Swatches'
import { addItemCommand } from '../commerce/addItemCommand'
import { useAddToCart } from '../commerce/useAddToCart'
import { t } from '../ui/strings'
import { FailureMessage } from '../ui/FailureMessage'
import FavouriteHeart from '../commerce/FavouriteHeart'
import { BackInStock, StoreAvailabilityButton } from './product/BuyBoxActions'
import { pageText } from './product/pageStrings'
import { useHydrating } from '../pwa/browser/hydrationMark'

type Colour = ProductDetails['colours'][number]


// The catalogue comes with the engine that answered; loading it here lazily keeps it out of the page's first scripts.

export function ProductBuyBox({ product, colour, site, onColourChange }: { product: ProductDetails; colour: Colour; site: SiteContext; onColourChange: (code: string) => void }) {
  const hydrating = useHydrating()
  // The shopper heads for the form: load the engine now rather than on the click (see engine/react.tsx).
  const { demand } = useEngineHandle()
  const lang = site.language
  const { status, add, message } = useAddToCart(lang)
  const variants = product.variants.filter((v) => v.colour === colour.code)
  const [size, setSize] = useState<string | null>(product.sizes.length === 1 ? (product.sizes[0]?.code ?? null) : null)
  const [qty, setQty] = useState(1)
  const [sizeMissing, setSizeMissing] = useState(false)
  const sizeLegendId = useId()
  const maxQty = Math.min(product.maxQty, MAX_QTY)
  const variant = variants.find((v) => v.size === size)
  const soldOut = variants.every((v) => v.available <= 0)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!variant || variant.available <= 0) {
      setSizeMissing(true)
      return
    }
    await add(addItemCommand(product, colour, variant, qty))
  }

  const sizeLabelOf = (code: string) => product.sizes.find((s) => s.code === code)?.label ?? code
  const soldOutSizes = variants.filter((v) => v.available <= 0).map((v) => ({ sku: v.sku, label: sizeLabelOf(v.size) }))

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <form {...hydrating} onSubmit={submit} onPointerEnter={demand} onFocus={demand} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })} aria-labelledby="product-title">
        <div>
          {(product.eyebrow || product.seasonLabel) && (
            <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide' })}>
              {product.eyebrow && <span className={css({ color: 'accent' })}>{product.eyebrow}</span>}
              {product.seasonLabel && <span className={css({ color: 'fg.muted' })}>{product.seasonLabel}</span>}
            </p>
          )}
          <h1 id="product-title" className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' })}>
            {product.name}
          </h1>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mt: '2', flexWrap: 'wrap' })}>
            <Price current={product.price.current} original={product.price.original} currency={product.price.currency} locale={site.locale} size="lg" />
            {product.badge && <span className={css({ fontSize: 'xs', fontWeight: 'bold', px: '2', py: '0.5', rounded: 'sm', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border' })}>{product.badge}</span>}
          </div>
          <div className={css({ mt: '2' })}>
            <Rating score={product.rating.score} count={product.rating.reviewsCount} language={lang} />
          </div>
        </div>

        <fieldset>
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
            {t(lang, 'product.colour')}: <span className={css({ fontWeight: 'normal' })}>{colour.name}</span>
          </legend>
          <SwatchPicker colours={product.colours} value={colour.code} onChange={onColourChange} name="colour" />
        </fieldset>

        <div>
        <SizePicker
          sizes={product.sizes}
          available={(code) => (variants.find((x) => x.size === code)?.available ?? 0) > 0}
          value={size}
          onChange={(code) => {
            setSize(code)
            setSizeMissing(false)
          }}
          name="size"
          legendId={sizeLegendId}
          language={lang}
          error={sizeMissing ? t(lang, 'product.chooseSize') : null}
          aside={
            product.sizes.length > 1 && (
              <a href="#size-guide" className={css({ display: 'inline-block', fontSize: 'sm', textDecoration: 'underline', mb: '2' })}>
                {pageText(lang, 'buy.sizeGuide')}
              </a>
            )
          }
        />
          {variant && variant.available > 0 && variant.available <= 3 && (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>{t(lang, 'product.lowStock', { count: variant.available })}</p>
          )}
        </div>

        <div className={css({ display: 'flex', gap: '3', alignItems: 'end' })}>
          <label className={css({ display: 'flex', flexDirection: 'column', fontSize: 'sm', fontWeight: 'semibold', gap: '1' })}>
            {t(lang, 'product.quantity')}
            <input
              type="number"
              name="qty"
              min={1}
              max={maxQty}
              step={1}
              inputMode="numeric"
              value={qty}
              onChange={(e) => setQty(Math.max(1, Math.min(maxQty, Math.floor(Number(e.target.value) || 1))))}
              className={css({ w: '20', h: '12', borderWidth: '1px', borderColor: 'border', rounded: 'md', px: '3', fontWeight: 'normal' })}
            />
          </label>
          <button
            type="submit"
            disabled={soldOut || status.kind === 'adding'}
            className={css({ flex: '1', h: '12', bg: 'accent', color: 'accent.fg', fontWeight: 'bold', rounded: 'md', cursor: 'pointer', _disabled: { opacity: 0.6, cursor: 'not-allowed' }, _hover: { filter: 'brightness(0.95)' } })}
          >
            {soldOut ? t(lang, 'product.soldOut') : status.kind === 'adding' ? t(lang, 'product.adding') : t(lang, 'product.addToCart')}
          </button>
          <FavouriteHeart productId={product.id} name={product.name} url={product.url} image={colour.images[0] ?? { src: '', alt: product.name, width: 800, height: 1000 }} placement="page" />
        </div>
        <p role="status" aria-live="polite" className={cx(css({ fontSize: 'sm', minH: '5' }), status.kind === 'failed' ? css({ color: 'danger' }) : css({ color: 'success' }))}>
          {message ??
            (status.kind === 'failed' ? (
              <Suspense fallback={null}>
                <FailureMessage failure={status.failure} language={lang} />
              </Suspense>
            ) : (
              ''
            ))}
        </p>
      </form>
      {/* Outside the add-to-cart form: the availability dialog and the sign-up have forms of their own. */}
      <StoreAvailabilityButton
        productId={product.id}
        sku={variant && variant.available > 0 ? variant.sku : null}
        description={`${product.name}, ${colour.name}${variant ? `, ${sizeLabelOf(variant.size)}` : ''}`}
        language={lang}
        onNeedSize={() => setSizeMissing(true)}
      />
      <BackInStock sizes={soldOutSizes} language={lang} />
      <section>
        <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>{t(lang, 'product.details')}</h2>
        <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>{product.description}</p>
      </section>
    </div>
  )
}
