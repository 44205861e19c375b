// Customer photos from the social media service (loaded near the viewport): the product's own
// stream, or when it has none yet, the community's photos of its category (spec 002's gallery filter
// by product or category).
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { customerPhotosQuery } from '../../api/productQueries'
import type { SocialMediaItem } from '../../contract/schemas/social'
import type { SiteContext } from '../../site/useSite'
import { text } from './sectionStrings'

export const PHOTOS = 8

export default function CustomerPhotosSection({ productId, category, site }: { productId: string; category: { readonly id: string; readonly name: string } | undefined; site: SiteContext }) {
  const lang = site.language
  const own = useQuery(customerPhotosQuery(site, { productId }, PHOTOS))
  const fallback = own.data?.data.length === 0 && category !== undefined
  const community = useQuery({ ...customerPhotosQuery(site, { categoryId: category?.id ?? '' }, PHOTOS), enabled: fallback })
  if (own.isPending || (fallback && community.isPending)) return <p role="status">{text(lang, 'status.loading')}</p>
  const photos = fallback ? (community.data?.data ?? []) : (own.data?.data ?? [])
  if (photos.length === 0) return <p>{text(lang, 'photos.none')}</p>
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {fallback && category && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text(lang, 'photos.fromCategory', { category: category.name })}</p>}
      <ul data-testid="customer-photos" className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } })}>
        {photos.map((photo) => (
          <Photo key={photo.id} photo={photo} showProduct={fallback} language={lang} />
        ))}
      </ul>
    </div>
  )
}

function Photo({ photo, showProduct, language }: { photo: SocialMediaItem; showProduct: boolean; language: 'en' | 'fr' | 'de' }) {
  return (
    <li>
      <figure className={css({ display: 'grid', gap: '1.5' })}>
        <img src={photo.image.src} alt={photo.image.alt} width={photo.image.width} height={photo.image.height} loading="lazy" decoding="async" className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 5', objectFit: 'cover', rounded: 'card', bg: 'bg.subtle' })} />
        <figcaption className={css({ fontSize: 'sm' })}>
          <span className={css({ display: 'block' })}>{photo.caption}</span>
          <span className={css({ color: 'fg.muted' })}>{text(language, 'photos.by', { username: photo.username })}</span>
          {showProduct && (
            <a href={photo.product.url} className={css({ display: 'block', textDecoration: 'underline' })}>
              {text(language, 'photos.of', { product: photo.product.name })}
            </a>
          )}
        </figcaption>
      </figure>
    </li>
  )
}
