// The items of a recommendation decision, written as the product feed the experimentation engine
// serves them: `id` (the variant's sku), `item_group_id` (the style), `sku`, `image_link`, ratings,
// a `recToken` per item for impression and click reporting, and the title, link and prices. A site of
// the EMEA feed (GB, FR, DE) gets one item carrying the fields of every EMEA site of the brand,
// localised (title-{locale}, link-{locale}, salePrice-{country}, price-{COUNTRY}); other sites get
// title, link, price and salePrice (src/contract/personalisedBlocks.ts feedFieldsOf). Prices are text
// with their currency ("129.95 EUR"), as feeds carry them. The products come from the commerce
// service's recommendation strategies.
import { createHash } from 'node:crypto'
import { EMEA_REGIONS, feedFieldsOf } from '../../src/contract/personalisedBlocks.ts'
import type { FeedItem } from '../../src/contract/schemas/personalisation.ts'
import type { RecommendedProduct } from '../../src/contract/schemas/products.ts'
import { LOCALES, LOCALE_INFO } from '../../src/contract/site/sites.ts'
import { recommend, type Strategy } from '../commerce/recommendations.ts'
import type { Db } from '../db/db.ts'
import { siteOf, type Site } from '../http/context.ts'
import type { VariantRow } from './experiments.ts'

const money = (amount: number, currency: string): string => `${amount.toFixed(2)} ${currency}`

/** An opaque token naming this recommendation for this visitor (reported back with impressions and clicks). */
const recTokenOf = (monetateId: string, experimentId: string, productId: string): string =>
  `rt.${createHash('sha256').update(`${monetateId}|${experimentId}|${productId}`).digest('base64url').slice(0, 32)}`

const strategyOf = async (db: Db, brand: string, recommendations: NonNullable<VariantRow['recommendations']>): Promise<Strategy> => {
  if (recommendations.strategy !== 'category' || !recommendations.categoryKey) return { kind: 'bestsellers' }
  const [row] = await db.query<{ id: string }>(`SELECT id FROM categories WHERE brand = $1 AND key = $2`, [brand, recommendations.categoryKey])
  return row ? { kind: 'category', categoryId: row.id } : { kind: 'bestsellers' }
}

const localisedFields = (site: Site, product: RecommendedProduct): Record<string, string | number> => {
  const fields = feedFieldsOf(site.locale, site.region)
  const { lowCurrent, lowOriginal, historicBestPrice, previousBestSalesPrice } = product.price
  return {
    [fields.title]: product.title,
    [fields.link]: product.url,
    [fields.price]: money(lowOriginal, site.currency),
    [fields.salePrice]: money(lowCurrent, site.currency),
    ...(historicBestPrice === undefined ? {} : { [fields.historicBestPrice]: money(historicBestPrice, site.currency) }),
    ...(previousBestSalesPrice === undefined ? {} : { [fields.previousBestSalesPrice]: money(previousBestSalesPrice, site.currency) }),
  }
}

/** The feed items of a recommendation variant for the visitor on this site. */
export const feedItems = async (db: Db, site: Site, monetateId: string, experimentId: string, recommendations: NonNullable<VariantRow['recommendations']>): Promise<FeedItem[]> => {
  const strategy = await strategyOf(db, site.brand, recommendations)
  const limit = Math.min(Math.max(1, recommendations.limit), 24)
  const own = await recommend(db, site, strategy, limit)
  // The EMEA feed: every EMEA site's localised fields on the same item.
  const others = EMEA_REGIONS.has(site.region)
    ? await Promise.all(
        LOCALES.filter((l) => l !== site.locale && EMEA_REGIONS.has(LOCALE_INFO[l].region)).map(async (locale) => {
          const other = siteOf(`${site.brand}-${locale}`)!
          return { site: other, items: new Map((await recommend(db, other, strategy, limit)).items.map((p) => [p.id, p])) }
        }),
      )
    : []
  return own.items.map((product) => ({
    id: product.sku,
    item_group_id: product.id,
    sku: product.sku,
    image_link: product.image.src,
    image_alt: product.image.alt,
    review_average: product.rating.score,
    show_rating: product.rating.showScore,
    recToken: recTokenOf(monetateId, experimentId, product.id),
    ...localisedFields(site, product),
    ...Object.assign({}, ...others.map(({ site: other, items }) => {
      const same = items.get(product.id)
      return same ? localisedFields(other, same) : {}
    })),
  }))
}
