// A product tile for listings: image, badge, name linking to the product page, price, colours, rating.
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { ProductTile as Tile } from '../api/schemas/products'
import { LOCALE_INFO, type Locale } from '../site/sites'
import { Price } from './Price'
import { Rating } from './Rating'
import { Swatches } from './Swatches'
import { t } from './strings'

export function ProductTile({ product, locale, priority = false }: { product: Tile; locale: Locale; priority?: boolean }) {
  const lang = LOCALE_INFO[locale].language
  return (
    <article className={cx('group', css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '2', h: 'full' }))}>
      <div className={css({ position: 'relative', rounded: 'brand', overflow: 'hidden', bg: 'bg.subtle' })}>
        <img
          src={product.image.src}
          alt={product.image.alt}
          width={product.image.width}
          height={product.image.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 5', objectFit: 'cover', transition: 'transform 0.3s', _groupHover: { transform: 'scale(1.03)' } })}
        />
        {product.badge && (
          <span className={css({ position: 'absolute', top: '2', left: '2', bg: 'bg', color: 'fg', fontSize: 'xs', fontWeight: 'bold', px: '2', py: '0.5', rounded: 'sm' })}>{product.badge}</span>
        )}
      </div>
      <h3 className={css({ fontWeight: 'semibold', fontSize: 'sm', lineHeight: 'snug' })}>
        <Link to={product.url} className={css({ _after: { content: '""', position: 'absolute', inset: '0' }, _hover: { textDecoration: 'underline' } })}>
          {product.name}
        </Link>
      </h3>
      <Price current={product.price.current} original={product.price.original} currency={product.price.currency} locale={locale} size="sm" />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'fg.muted' })}>
        <Swatches colours={product.colours} />
        <span>{t(lang, 'swatches.colours', { count: product.colours.length })}</span>
      </div>
      {product.rating.reviewsCount > 0 && <Rating score={product.rating.score} count={product.rating.reviewsCount} language={lang} />}
    </article>
  )
}
