// Recommended products from the personalisation decision's feed items (spec 002 section 3): the EMEA
// feed's localised fields (title-{locale}, link-{locale}, salePrice-{country}, price-{COUNTRY}) or the
// other regions' title, link, price and salePrice (src/contract/personalisedBlocks.ts feedFieldsOf);
// prices as numbers or as text with a currency ("129.95 EUR"); the rating from `stars` or
// `review_average`. An item without a title, a link or a price for this site is left out, as is a
// link or image that is not this site's path or an https URL.
import { feedFieldsOf } from '../../contract/personalisedBlocks'
import type { FeedItem } from '../../contract/schemas/personalisation'
import type { RecommendedProduct } from '../../contract/schemas/products'
import { percentOff } from '../../contract/site/money'
import { LOCALE_INFO, type Locale } from '../../contract/site/sites'

type Value = FeedItem[string] | undefined

const text = (value: Value): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined)

const amount = (value: Value): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value.replace(/[^0-9.-]+/g, ' ').trim().split(' ')[0] ?? '') : Number.NaN
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

/** A link or image a page may carry: a path of this site, or an https URL. */
const safeUrl = (value: Value): string | undefined => {
  const url = text(value)
  if (!url) return undefined
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return /^https:\/\/[^\s]+$/i.test(url) ? url : undefined
}

/** Tiles show product images at 4:5. */
const IMAGE = { width: 800, height: 1000 }

export const recommendedProductOf = (item: FeedItem, locale: Locale, recommendationId: string): RecommendedProduct | undefined => {
  const fields = feedFieldsOf(locale, LOCALE_INFO[locale].region)
  const title = text(item[fields.title])
  const url = safeUrl(item[fields.link])
  const original = amount(item[fields.price])
  const current = amount(item[fields.salePrice]) ?? original
  const id = text(item.item_group_id) ?? text(item.id)
  if (!title || !url || original === undefined || current === undefined || !id) return undefined
  const score = amount(item.stars) ?? amount(item.review_average)
  const historicBestPrice = amount(item[fields.historicBestPrice])
  const previousBestSalesPrice = amount(item[fields.previousBestSalesPrice])
  const recToken = text(item.recToken)
  const groupId = text(item.item_group_id)
  const high = Math.max(original, current)
  return {
    id,
    ...(groupId ? { itemGroupId: groupId } : {}),
    sku: text(item.sku) ?? text(item.id) ?? id,
    title,
    image: { src: safeUrl(item.image_link) ?? '', alt: text(item.image_alt) ?? title, ...IMAGE },
    price: {
      lowCurrent: current,
      highCurrent: current,
      lowOriginal: high,
      highOriginal: high,
      ...(current < high ? { percentagePriceDiscount: percentOff(high, current) } : {}),
      ...(historicBestPrice !== undefined ? { historicBestPrice } : {}),
      ...(previousBestSalesPrice !== undefined ? { previousBestSalesPrice } : {}),
    },
    url,
    ...(recToken ? { recToken } : {}),
    recommendationId,
    rating: { showScore: score !== undefined && score > 0 && item.show_rating !== false, score: score ?? 0 },
  }
}

/** The products of a decision's items, in order, up to `limit`. */
export const recommendedProductsOf = (items: ReadonlyArray<FeedItem>, locale: Locale, recommendationId: string, limit: number): RecommendedProduct[] =>
  items.flatMap((item) => {
    const product = recommendedProductOf(item, locale, recommendationId)
    return product ? [product] : []
  }).slice(0, limit)
