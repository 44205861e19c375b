// Query factories (catalogue in src/api, content pages in src/blocks): keys per site, decoded data, 404 → isNotFound.
import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import { catalogQuery, isNotFound, menuQuery, productQuery, recommendationsQuery } from '../../src/api/queries'
import { augmentedPageQuery, contentPageQuery } from '../../src/blocks/contentQueries'
import { BASES, SITE, errorBody, menu, page, product } from './fixtures'

// The first fetch imports the API client, Effect's Schema and the block schemas on demand (as the
// browser does): seconds on a loaded 2-core machine, hence more than vitest's default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const server = setupServer(
  http.get(`${BASES.content}/publish/caas/v1/canvas/page/summit-en-us/hostile`, () =>
    HttpResponse.json({
      ...page('hostile'),
      sections: [
        { type: 'richText', id: 's1', name: 'Story', html: '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>' },
        { type: 'hero', id: 's2', name: 'Hero', html: '<script>a malformed hero: no title, no media</script>' },
        { type: 'carouselOfDoom', id: 's3' },
        { type: 'promoBar', id: 's4', name: 'Promo', messages: [{ text: 'Free delivery' }], tracking: 'dropped by the schema' },
      ],
    }),
  ),
  http.get(`${BASES.content}/publish/caas/v1/canvas/page/summit-en-us/:page`, ({ params }) => HttpResponse.json(page(String(params.page)))),
  http.get(`${BASES.content}/publish/caas/v1/canvas/augmentedpage/summit-en-us/error-4xx`, () => HttpResponse.json(page('error-4xx'))),
  http.get(`${BASES.content}/publish/caas/v1/canvas/menu/summit-en-us`, () => HttpResponse.json(menu)),
  http.get(`${BASES.commerce}/products/v2/products/SUM1234501/details`, () => HttpResponse.json(product)),
  http.get(`${BASES.commerce}/products/v2/products/:id/details`, () => HttpResponse.json(errorBody('PLP400', 'not found'), { status: 404 })),
  http.get(`${BASES.commerce}/products/v1/widgetRecommendations`, ({ request }) =>
    HttpResponse.json({ items: [], limit: new URL(request.url).searchParams.get('limit') }),
  ),
)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  resetApiRuntime()
  setApiRuntime({ baseUrls: BASES })
})

describe('query factories', () => {
  it('key by site so brands and locales never share entries', () => {
    expect(productQuery(SITE, 'X').queryKey).not.toEqual(productQuery({ brand: 'fjell', locale: 'en-us' }, 'X').queryKey)
    expect(menuQuery(SITE).queryKey).toEqual(['content', 'menu', 'summit', 'en-us', 'publish'])
    expect(catalogQuery(SITE, { categoryId: '1' }).queryKey[0]).toBe('catalog')
  })

  it('fetch and decode through the shared client', async () => {
    const client = new QueryClient()
    expect(await client.fetchQuery(contentPageQuery(SITE, 'home'))).toMatchObject({ page: 'home' })
    expect(await client.fetchQuery(augmentedPageQuery(SITE, 'error-4xx'))).toMatchObject({ page: 'error-4xx' })
    expect(await client.fetchQuery(menuQuery(SITE))).toEqual(menu)
    expect(await client.fetchQuery(productQuery(SITE, 'SUM1234501'))).toEqual(product)
    expect(await client.fetchQuery(recommendationsQuery(SITE, { limit: 4 }))).toEqual({ items: [] })
  })

  it('decode sections and sanitise rich text where content is fetched, so the cache and renders hold both only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const client = new QueryClient()
    const fetched = await client.fetchQuery(contentPageQuery(SITE, 'hostile'))
    // The malformed hero and the unknown type are dropped with a warning each; the rest keep their order.
    expect(fetched.sections.map((s) => s.id)).toEqual(['s1', 's4'])
    expect(warn).toHaveBeenCalledTimes(2)
    const [rich, promo] = fetched.sections
    expect(rich).toEqual({ type: 'richText', id: 's1', name: 'Story', html: '<p>Hi</p><a>x</a>' })
    expect(promo).toEqual({ type: 'promoBar', id: 's4', name: 'Promo', messages: [{ text: 'Free delivery' }] })
    expect(client.getQueryData(contentPageQuery(SITE, 'hostile').queryKey)).toBe(fetched)
    warn.mockRestore()
  })

  it('reports a 404 so loaders can throw notFound()', async () => {
    const client = new QueryClient()
    const error = await client.fetchQuery(productQuery(SITE, 'NOPE00001')).catch((e: unknown) => e)
    expect(isNotFound(error)).toBe(true)
    expect(isNotFound(new Error('x'))).toBe(false)
  })
})
