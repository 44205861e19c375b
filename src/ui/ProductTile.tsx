// Product tiles for listings and carousels. `ProductCard` is the layout (image, badges, the interest
// line and season, name linking to the product page, price, colours, rating, and an optional action
// such as quick shop) shared by `ProductTile` (catalogue tiles) and the recommendation tiles. The
// whole card is clickable through the name link's stretched ::after, so there is one link per card
// for keyboard and screen-reader users (an action sits above it). Images always carry width/height
// and a fixed aspect ratio: no layout shift.
import { Link } from '@tanstack/react-router'
import { useContext, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import type { Image } from '../contract/schemas/common'
import type { ProductTile as Tile } from '../contract/schemas/products'
import { percentOff } from '../contract/site/money'
import { discountLabel } from '../contract/discountLabel'
import { LOCALE_INFO, type Locale } from '../contract/site/sites'
import { Price } from './Price'
import { DiscountSignContext } from './discountSign'
import { Rating } from './Rating'
import { Swatches } from './Swatches'
import { TileActionContext } from './tileAction'

export interface ProductCardProps {
  /** The product (style) id: what a tile action (the favourites heart) is about. */
  readonly productId?: string
  readonly name: string
  readonly url: string
  readonly image: Image
  /** Price line (a <Price />). */
  readonly price: ReactNode
  /** Merchandising label from the catalogue ("New", "Best seller"). */
  readonly badge?: string | null
  /** Percent off when marked down: shown as a sale badge. */
  readonly percentOff?: number
  readonly locale: Locale
  readonly swatches?: ReactNode
  readonly rating?: ReactNode
  /** Above the fold: load the image eagerly with high priority. */
  readonly priority?: boolean
  /** The product's interest line ("Waterproof") and season ("Autumn/Winter 2025"). */
  readonly eyebrow?: string | null
  readonly season?: string | null
  /** A control of its own below the card's details (quick shop), above the card's link. */
  readonly action?: ReactNode
}

export function ProductCard({ productId, name, url, image, price, badge: label, percentOff: off, locale, swatches, rating, priority = false, eyebrow, season, action }: ProductCardProps) {
  const tileAction = useContext(TileActionContext)
  const minusSign = useContext(DiscountSignContext)
  const percent = off ? discountLabel(off, LOCALE_INFO[locale].tag, minusSign) : undefined
  return (
    <article className={cx('group', css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '1.5', h: 'full' }))}>
      <div className={css({ position: 'relative', rounded: 'card', overflow: 'hidden', bg: 'bg.subtle', mb: '1.5', aspectRatio: '4 / 5' })}>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          className={css({
            display: 'block',
            w: 'full',
            h: 'full',
            objectFit: 'cover',
            transition: 'transform 400ms cubic-bezier(0.2, 0, 0, 1)',
            _groupHover: { transform: 'scale(1.035)' },
          })}
        />
        {(label || percent) && (
          <div className={css({ position: 'absolute', top: '2.5', left: '2.5', display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
            {percent && <span className={badge({ tone: 'sale' })}>{percent}</span>}
            {label && <span className={badge({ tone: 'neutral' })}>{label}</span>}
          </div>
        )}
        {productId !== undefined && tileAction?.({ productId, name, url, image })}
      </div>
      {(eyebrow || season) && (
        <p className={css({ fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' })}>{[eyebrow, season].filter(Boolean).join(' · ')}</p>
      )}
      <h3 className={css({ fontFamily: 'body', fontSize: 'sm', fontWeight: '600', lineHeight: '1.35', lineClamp: '2' })}>
        <Link
          to={url}
          className={css({
            _after: { content: '""', position: 'absolute', inset: '0', rounded: 'card' },
            _groupHover: { textDecoration: 'underline' },
            _focusVisible: { outline: 'none', _after: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '3px' } },
          })}
        >
          {name}
        </Link>
      </h3>
      {price}
      {(swatches || rating) && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', mt: 'auto', pt: '0.5' })}>
          {swatches}
          {rating}
        </div>
      )}
      {action && <div className={css({ position: 'relative', zIndex: 1, mt: '1' })}>{action}</div>}
    </article>
  )
}

export interface ProductTileProps {
  readonly product: Tile
  readonly locale: Locale
  /** Above the fold: load the image eagerly with high priority. */
  readonly priority?: boolean
  /** A control below the tile's details (the category page's quick shop). */
  readonly action?: ReactNode
}

export function ProductTile({ product, locale, priority = false, action }: ProductTileProps) {
  const lang = LOCALE_INFO[locale].language
  const { current, original, currency } = product.price
  return (
    <ProductCard
      productId={product.id}
      name={product.name}
      url={product.url}
      image={product.image}
      badge={product.badge}
      eyebrow={product.eyebrow}
      season={product.season}
      action={action}
      percentOff={original > current ? percentOff(original, current) : undefined}
      locale={locale}
      priority={priority}
      price={<Price current={current} original={original} currency={currency} locale={locale} size="sm" />}
      swatches={<Swatches colours={product.colours} language={lang} />}
      rating={product.rating.reviewsCount > 0 ? <Rating score={product.rating.score} count={product.rating.reviewsCount} language={lang} /> : undefined}
    />
  )
}
