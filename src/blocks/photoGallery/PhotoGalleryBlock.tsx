// Photo galleries (spec 002 sections 3, 5, 7, 8): customers' photos from the social media service.
// The gallery variant filters by product or category, its filter's {productId} and {category}
// placeholders filled from the page's path; on a product page the product is looked up (the product
// details call, shared and cached) and its masterId is the gallery's tag; if that lookup fails it is
// logged and the gallery goes on with an empty tag (the brand's photos). The widget variant has a
// container only: the brand's latest photos. The heading shows only off customs pages and off
// product pages. The spec loads a provider's gallery script into the container; the reference
// social service's API is read directly instead (docs/decisions/0026-content-blocks.md).
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { productQuery } from '../../api/queries'
import type { PhotoGallerySection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import { imageUrl } from '../../ui/imageUrl'
import { usePageContext, type PageContext } from '../pageContext'
import type { BlockProps } from '../registry'
import { bt } from '../strings'
import { fillPlaceholder, galleryFilterOf, galleryQuery, gallerySource } from './galleryQuery'

export { fillPlaceholder }

/** Spec 002 section 5: the heading shows only when the page is not a customs page and has no product id. */
export const showsGalleryHeading = (pathname: string, page: PageContext): boolean => !pathname.includes('customs') && !page.productId

export function PhotoGalleryBlock({ section, site }: BlockProps<PhotoGallerySection>) {
  const lang = LOCALE_INFO[site.locale].language
  const page = usePageContext()
  const { productId, categoryId } = galleryFilterOf(section, page)
  const product = useQuery({ ...productQuery(site, productId ?? ''), enabled: Boolean(productId), staleTime: 5 * 60_000 })
  useEffect(() => {
    if (product.isError) console.warn(`photo gallery ${section.id}: product details of ${productId} failed; showing the gallery without a tag`, product.error)
  }, [product.isError, product.error, productId, section.id])
  const tag = product.data?.masterId ?? ''
  const waiting = Boolean(productId) && product.isPending
  const media = useQuery({ ...galleryQuery(site, gallerySource(tag, categoryId), section.limit ?? 8), enabled: !waiting })
  const titleId = `gallery-${section.id}`
  const heading = section.title ?? bt(lang, 'gallery.title')
  const showHeading = showsGalleryHeading(page.pathname ?? `/${site.locale}`, page)
  if (media.isError || (media.data && media.data.data.length === 0)) return null
  return (
    <section aria-labelledby={showHeading ? titleId : undefined} aria-label={showHeading ? undefined : heading} data-block="photoGallery" data-variant={section.variant ?? 'gallery'} className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      {showHeading && (
        <h2 id={titleId} className={css({ textStyle: 'heading.md', mb: '4' })}>
          {heading}
        </h2>
      )}
      <div id={section.containerId} data-tag={tag || undefined}>
        <ul aria-busy={!media.data} className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, minH: '12rem' })}>
          {(media.data?.data ?? []).map((item) => (
            <li key={item.id} className={css({ position: 'relative' })}>
              <figure className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                <img src={imageUrl(item.image.src, { width: 300, height: 375 })} alt={item.caption || item.image.alt} width={300} height={375} loading="lazy" className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 5', objectFit: 'cover', rounded: 'md', bg: 'bg.subtle' })} />
                <figcaption className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {bt(lang, 'gallery.by', { user: item.username })} ·{' '}
                  <ContentLink url={item.product.url} className={css({ textDecoration: 'underline', display: 'inline-block', minH: '6' })}>
                    {bt(lang, 'gallery.shop', { name: item.product.name })}
                  </ContentLink>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
