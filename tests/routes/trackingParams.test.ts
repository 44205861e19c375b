// The real route tree: a shared page is rendered without the tracking parameters of the address it
// was asked for (src/pwa/server/sharedPages.ts), and the browser hydrates it with them still in its
// address bar. The router pairs each server match with the browser's by id, and the id holds the
// loader's dependencies: were a campaign's utm_source or an ad's gclid among them, the pairing
// would fail and the browser would load the route again.
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../../src/routeTree.gen'
import { parseSearch, stringifySearch } from '../../src/site/searchString'

/** The ids the router gives the matches of `href` (as src/router.tsx makes it, without the server's SSR options). */
const matchIds = (href: string): string[] => {
  const history = createMemoryHistory({ initialEntries: [href] })
  const router = createRouter({ routeTree, history, parseSearch, stringifySearch, context: {} as never })
  return router.matchRoutes(router.parseLocation(history.location)).map((match) => match.id)
}

describe('a page asked for with tracking parameters', () => {
  const tracking = 'utm_source=newsletter&utm_campaign=sale&gclid=Cj0KCQ&fbclid=IwAR'
  for (const [page, path, search] of [
    ['category', '/en-us/c/men-391547', 'sort=price-asc&colour=BLK'],
    ['search', '/en-us/search', 'q=jacket&size=M'],
    ['product', '/en-us/p/ridge-shell-SUM1234501', 'colour=BLK'],
    ['home', '/en-us', ''],
    ['store locator', '/en-us/stores', 'q=Boulder'],
    ['content page', '/en-us/content/guides', 'tags-grid=hiking'],
  ] as const) {
    it(`matches the routes of the page rendered without them: ${page}`, () => {
      const clean = matchIds(search ? `${path}?${search}` : path)
      expect(matchIds(`${path}?${search ? `${search}&` : ''}${tracking}`)).toEqual(clean)
      expect(matchIds(`${path}?${tracking}${search ? `&${search}` : ''}`)).toEqual(clean)
    })
  }

  it('still tells apart what the page shows', () => {
    expect(matchIds('/en-us/c/men-391547?sort=price-asc')).not.toEqual(matchIds('/en-us/c/men-391547?sort=price-desc'))
  })
})
