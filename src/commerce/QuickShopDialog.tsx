// The quickshop dialog (spec 000 section 2): a product's colours and sizes from its details (the
// catalogue's product query), and add to cart through the engine's `cart.AddItem`, as the product page
// does (./useAddToCart.ts), without leaving the category page. The cart changes at once (the engine's
// outbox sends it).
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense, useId, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { productQuery } from '../api/queries'
import { useSite } from '../site/useSite'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { FailureMessage } from '../ui/FailureMessage'
import { Price } from '../ui/Price'
import { SizePicker } from '../ui/SizePicker'
import { SwatchPicker } from '../ui/Swatches'
import { addItemCommand } from './addItemCommand'
import { useAddToCart } from './useAddToCart'
import { t } from './strings'

export default function QuickShopDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const site = useSite()
  const lang = site.language
  const { status, add, reset, message } = useAddToCart(lang)
  const { data: product, isPending } = useQuery(productQuery(site, productId))
  const [colourCode, setColourCode] = useState<string | null>(null)
  const [size, setSize] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const legendId = useId()
  const close = t(lang, 'checkout.close')
  if (isPending || !product) {
    return (
      <Dialog title={t(lang, 'quickShop.open')} closeLabel={close} onClose={onClose} testId="quick-shop">
        <p role="status">{t(lang, 'status.loading')}</p>
      </Dialog>
    )
  }
  const colour = product.colours.find((c) => c.code === colourCode) ?? product.colours[0]!
  const variants = product.variants.filter((v) => v.colour === colour.code)
  const chosen = product.sizes.length === 1 ? product.sizes[0]!.code : size
  const variant = variants.find((v) => v.size === chosen)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!variant || variant.available <= 0) return setMissing(true)
    await add(addItemCommand(product, colour, variant, 1))
  }
  const image = colour.images[0]
  return (
    <Dialog title={product.name} closeLabel={close} onClose={onClose} testId="quick-shop" size="lg">
      <form onSubmit={submit} className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '2fr 3fr' } })}>
        {image && <img src={image.src} alt={image.alt} width={image.width} height={image.height} className={css({ w: 'full', h: 'auto', rounded: 'card', bg: 'bg.subtle', display: { base: 'none', md: 'block' } })} />}
        <div className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
          <Price current={product.price.current} original={product.price.original} currency={product.price.currency} locale={site.locale} />
          <fieldset>
            <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
              {t(lang, 'product.colour')}: <span className={css({ fontWeight: 'normal' })}>{colour.name}</span>
            </legend>
            <SwatchPicker colours={product.colours} value={colour.code} onChange={(code) => (setColourCode(code), setSize(null), reset())} name="quick-shop-colour" />
          </fieldset>
          <SizePicker
            sizes={product.sizes}
            available={(code) => (variants.find((v) => v.size === code)?.available ?? 0) > 0}
            value={chosen}
            onChange={(code) => (setSize(code), setMissing(false), reset())}
            name="quick-shop-size"
            legendId={legendId}
            language={lang}
            error={missing ? t(lang, 'quickShop.chooseSize') : null}
          />
          <Button type="submit" disabled={status.kind === 'adding' || variants.every((v) => v.available <= 0)}>
            {variants.every((v) => v.available <= 0) ? t(lang, 'product.soldOut') : status.kind === 'adding' ? t(lang, 'product.adding') : t(lang, 'product.addToCart')}
          </Button>
          <p role="status" className={cx(css({ fontSize: 'sm', minH: '5' }), status.kind === 'failed' ? css({ color: 'danger' }) : css({ color: 'success' }))}>
            {message ? (
              message
            ) : status.kind === 'failed' ? (
              <Suspense fallback={null}>
                <FailureMessage failure={status.failure} language={lang} />
              </Suspense>
            ) : (
              ''
            )}
          </p>
          <Link to={product.url} className={css({ fontSize: 'sm', textDecoration: 'underline' })}>
            {t(lang, 'quickShop.details')}
          </Link>
        </div>
      </form>
    </Dialog>
  )
}
