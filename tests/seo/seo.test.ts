import { describe, expect, it } from 'vitest'
import { pageLinks, samePathAlternates } from '../../src/seo/links'
import { breadcrumbList, jsonLdScript, productData } from '../../src/seo/structuredData'
import { publicOrigin } from '../../src/site/origin'
import { product } from '../api/fixtures'

const ORIGIN = 'https://www.summit.example'

describe('public origin', () => {
  it('is the configured origin of the brand, else the request’s', () => {
    const configured = 'summit=https://www.summit.example/ignored/path, fjell=https://fjell.example'
    expect(publicOrigin('summit', 'http://127.0.0.1:3000', configured)).toBe('https://www.summit.example')
    expect(publicOrigin('fjell', 'http://127.0.0.1:3000', configured)).toBe('https://fjell.example')
    expect(publicOrigin('fjell', 'http://127.0.0.1:3000', 'summit=https://s.example')).toBe('http://127.0.0.1:3000')
    expect(publicOrigin('summit', 'http://127.0.0.1:3000', 'summit=not a url')).toBe('http://127.0.0.1:3000')
  })
})

describe('head links', () => {
  it('give the canonical URL, each locale by its language tag and the brand’s default as x-default', () => {
    const links = pageLinks(ORIGIN, 'fjell', '/fr-fr/search', samePathAlternates('/search'))
    expect(links[0]).toEqual({ rel: 'canonical', href: `${ORIGIN}/fr-fr/search` })
    expect(links).toContainEqual({ rel: 'alternate', hrefLang: 'de-DE', href: `${ORIGIN}/de-de/search` })
    expect(links.at(-1)).toEqual({ rel: 'alternate', hrefLang: 'x-default', href: `${ORIGIN}/en-gb/search` })
    expect(links).toHaveLength(1 + 5 + 1)
  })

  it('skip alternates in locales the storefront does not know', () => {
    const links = pageLinks(ORIGIN, 'summit', '/en-us/p/x-SUM1234501', [{ locale: 'xx-yy', url: '/xx-yy/p/x' }])
    expect(links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/en-us/p/x-SUM1234501` }])
  })
})

describe('structured data', () => {
  it('describes the product’s offer in the site’s currency, its stock and its rating', () => {
    const data = productData(ORIGIN, product)
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      url: ORIGIN + product.url,
      offers: { '@type': 'Offer', price: product.price.current.toFixed(2), priceCurrency: product.price.currency },
    })
    expect(data.offers.availability).toBe(product.variants.some((v) => v.available > 0) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock')
    expect(productData(ORIGIN, { ...product, variants: product.variants.map((v) => ({ ...v, available: 0 })) }).offers.availability).toBe('https://schema.org/OutOfStock')
  })

  it('leaves the rating out when there are no reviews (schema.org requires a count)', () => {
    expect(productData(ORIGIN, { ...product, rating: { score: 0, reviewsCount: 0 } })).not.toHaveProperty('aggregateRating')
    expect(productData(ORIGIN, { ...product, rating: { score: 4.5, reviewsCount: 12 } })).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 12 } })
  })

  it('cannot close its script: a name holding </script> is escaped, and parses back to itself', () => {
    const name = 'Shell </script><script>alert(1)</script> & co'
    const script = jsonLdScript(productData(ORIGIN, { ...product, name }))
    expect(script.children).not.toContain('</script')
    expect(script.children).not.toContain('<')
    expect((JSON.parse(script.children) as { name: string }).name).toBe(name)
  })

  it('numbers the breadcrumb trail from 1 with absolute URLs', () => {
    expect(breadcrumbList(ORIGIN, [{ name: 'Women', url: '/en-us/c/women-1000' }, { name: 'Jackets', url: '/en-us/c/jackets-1001' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Women', item: `${ORIGIN}/en-us/c/women-1000` },
      { '@type': 'ListItem', position: 2, name: 'Jackets', item: `${ORIGIN}/en-us/c/jackets-1001` },
    ])
  })
})
