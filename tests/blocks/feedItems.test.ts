// Recommended products from the personalisation decision's feed items (spec 002 section 3).
import { describe, expect, it } from 'vitest'
import { recommendedProductOf, recommendedProductsOf } from '../../src/blocks/productRecommendations/feedItems'

const emea = {
  id: 'AB12CD34-BLK-M',
  item_group_id: 'AB12CD34',
  sku: 'AB12CD34-BLK-M',
  image_link: '/media/p/AB12CD34/BLK/1.svg',
  image_alt: 'Veste noire',
  recToken: 'rt.abc',
  review_average: 4.4,
  'title-fr-fr': 'Veste Ridgeline',
  'link-fr-fr': '/fr-fr/p/veste-ridgeline-AB12CD34',
  'price-FR': '240.00 EUR',
  'salePrice-fr': '180.00 EUR',
  'historicBestPrice-FR': '200.00 EUR',
  'title-en-gb': 'Ridgeline Jacket',
  'link-en-gb': '/en-gb/p/ridgeline-jacket-AB12CD34',
  'price-GB': '210.00 GBP',
  'salePrice-gb': '210.00 GBP',
}

describe('feed items', () => {
  it('read the EMEA feed’s fields of the shopper’s site', () => {
    expect(recommendedProductOf(emea, 'fr-fr', 'homerecs-variant-a')).toEqual({
      id: 'AB12CD34',
      itemGroupId: 'AB12CD34',
      sku: 'AB12CD34-BLK-M',
      title: 'Veste Ridgeline',
      image: { src: '/media/p/AB12CD34/BLK/1.svg', alt: 'Veste noire', width: 800, height: 1000 },
      price: { lowCurrent: 180, highCurrent: 180, lowOriginal: 240, highOriginal: 240, percentagePriceDiscount: 25, historicBestPrice: 200 },
      url: '/fr-fr/p/veste-ridgeline-AB12CD34',
      recToken: 'rt.abc',
      recommendationId: 'homerecs-variant-a',
      rating: { showScore: true, score: 4.4 },
    })
    const british = recommendedProductOf(emea, 'en-gb', 'r')!
    expect(british).toMatchObject({ title: 'Ridgeline Jacket', url: '/en-gb/p/ridgeline-jacket-AB12CD34', price: { lowCurrent: 210, lowOriginal: 210 } })
    expect(british.price.percentagePriceDiscount).toBeUndefined()
    // No German fields in this item: nothing for a German shopper.
    expect(recommendedProductOf(emea, 'de-de', 'r')).toBeUndefined()
  })

  it('read the plain fields elsewhere, with the rating from stars or review_average', () => {
    const plain = { id: 'EF56GH78', title: 'Trailhead Fleece', link: '/en-us/p/trailhead-fleece-EF56GH78', price: 89, salePrice: 79, stars: 3.9, review_average: 4.8 }
    expect(recommendedProductOf(plain, 'en-us', 'r')).toMatchObject({ id: 'EF56GH78', sku: 'EF56GH78', price: { lowCurrent: 79, lowOriginal: 89 }, rating: { showScore: true, score: 3.9 } })
    expect(recommendedProductOf({ ...plain, stars: null }, 'en-us', 'r')!.rating.score).toBe(4.8)
    expect(recommendedProductOf({ ...plain, stars: null, review_average: null }, 'en-us', 'r')!.rating).toEqual({ showScore: false, score: 0 })
    expect(recommendedProductOf({ ...plain, salePrice: null }, 'en-us', 'r')!.price.lowCurrent).toBe(89)
    expect(recommendedProductOf(emea, 'en-us', 'r')).toBeUndefined()
  })

  it('leave out items with a link or image that is not this site’s path or an https URL', () => {
    const plain = { id: 'X', title: 'T', price: 10 }
    for (const link of ['javascript:alert(1)', '//evil.example/p', 'http://evil.example/p', 'data:text/html,x']) expect(recommendedProductOf({ ...plain, link }, 'en-us', 'r'), link).toBeUndefined()
    expect(recommendedProductOf({ ...plain, link: 'https://cdn.summit.example/p/X' }, 'en-us', 'r')!.url).toBe('https://cdn.summit.example/p/X')
    expect(recommendedProductOf({ ...plain, link: '/en-us/p/x-X', image_link: 'javascript:x' }, 'en-us', 'r')!.image.src).toBe('')
  })

  it('keep the order and the limit', () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ id: `P${i}`, title: `T${i}`, link: `/en-us/p/t-P${i}`, price: 10 + i }))
    expect(recommendedProductsOf([{ id: 'bad' }, ...items], 'en-us', 'r', 3).map((p) => p.id)).toEqual(['P0', 'P1', 'P2'])
  })
})
