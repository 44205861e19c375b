// schema.org structured data (JSON-LD) for product and category pages: Product with its Offer and
// AggregateRating, and the BreadcrumbList of the trail. Written into the head as an
// application/ld+json script, escaped for script context (contract/scriptJson).
import type { ProductDetails } from '../contract/schemas/products'
import { scriptJson } from '../contract/scriptJson'

export interface Crumb {
  readonly name: string
  readonly url: string
}

const SCHEMA = 'https://schema.org'

export const breadcrumbList = (origin: string, trail: ReadonlyArray<Crumb>) => ({
  '@context': SCHEMA,
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: origin + crumb.url })),
})

/**
 * The product as offered on this page (the colour shown, the site's currency): the offer is in stock
 * when any size of any colour is; the rating only when there are reviews (an AggregateRating without
 * reviews is invalid).
 */
export const productData = (origin: string, product: ProductDetails, colourCode?: string) => {
  const colour = product.colours.find((c) => c.code === colourCode) ?? product.colours[0]
  const inStock = product.variants.some((v) => v.available > 0)
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    productID: product.id,
    sku: product.masterId,
    name: product.name,
    description: product.description,
    url: origin + product.url,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.breadcrumbs.length > 0 ? { category: product.breadcrumbs.map((b) => b.name).join(' > ') } : {}),
    ...(colour ? { color: colour.name, image: colour.images.map((image) => new URL(image.src, origin).href) } : {}),
    offers: {
      '@type': 'Offer',
      url: origin + product.url,
      price: product.price.current.toFixed(2),
      priceCurrency: product.price.currency,
      availability: `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
    ...(product.rating.reviewsCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.score, reviewCount: product.rating.reviewsCount, bestRating: 5, worstRating: 1 } }
      : {}),
  }
}

/** A head script entry carrying one JSON-LD document. */
export const jsonLdScript = (data: unknown) => ({ type: 'application/ld+json', children: scriptJson(data) })
