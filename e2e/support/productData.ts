// Finds products for the product page's e2e tests through the reference services (as any caller
// would): one with reviews and questions, one with a sold-out size, one with sizes in stock.
import { expect, type APIRequestContext } from '@playwright/test'

const SITE = 'summit-en-us'
export const context = new URLSearchParams({ siteId: SITE, channel: 'ECOMM', brand: 'summit', region: 'US', source: 'ECOM15', clientApp: 'e2e' }).toString()

interface Tile {
  readonly id: string
  readonly url: string
}
interface Details {
  readonly id: string
  readonly url: string
  readonly colours: ReadonlyArray<{ code: string }>
  readonly sizes: ReadonlyArray<{ code: string; label: string }>
  readonly variants: ReadonlyArray<{ sku: string; colour: string; size: string; available: number }>
  readonly rating: { reviewsCount: number }
  readonly productSetIds?: ReadonlyArray<string>
}

const json = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(`${path}${path.includes('?') ? '&' : '?'}${context}`)
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

/** The tiles of the menu's top categories (the first pages), as the category pages list them. */
const tiles = async (request: APIRequestContext): Promise<Tile[]> => {
  const menu = await json<{ items: ReadonlyArray<{ url: string }> }>(request, '/api/content/publish/caas/v1/canvas/menu/summit-en-us')
  const out: Tile[] = []
  for (const item of menu.items.slice(0, 4)) {
    const id = /-(\d{4,10})$/.exec(item.url)?.[1]
    if (!id) continue
    const page = await json<{ products: Tile[] }>(request, `/api/products/v2/catalog?categoryId=${id}&count=48`)
    out.push(...page.products)
  }
  return out
}

export const details = (request: APIRequestContext, id: string) => json<Details>(request, `/api/products/v2/products/${id}/details`)

/** A product whose questions have answers, with reviews. */
export const productWithQuestions = async (request: APIRequestContext): Promise<Details> => {
  for (const tile of await tiles(request)) {
    const questions = await json<{ questions: ReadonlyArray<{ answers: ReadonlyArray<unknown> }> }>(request, `/api/products/v1/products/${tile.id}/reviews/questions`)
    if (questions.questions.some((q) => q.answers.length > 0)) {
      const product = await details(request, tile.id)
      if (product.rating.reviewsCount >= 12) return product
    }
  }
  throw new Error('no product with answered questions and reviews')
}

/** A product with a colour that has a sold-out size and a size in stock. */
export const productWithSoldOutSize = async (request: APIRequestContext): Promise<{ product: Details; colour: string; sku: string; size: string }> => {
  for (const tile of await tiles(request)) {
    const product = await details(request, tile.id)
    for (const colour of product.colours) {
      const variants = product.variants.filter((v) => v.colour === colour.code)
      const soldOut = variants.find((v) => v.available === 0)
      if (soldOut && variants.some((v) => v.available > 0) && product.sizes.length > 1)
        return { product, colour: colour.code, sku: soldOut.sku, size: product.sizes.find((s) => s.code === soldOut.size)!.label }
    }
  }
  throw new Error('no product with a sold-out size')
}

/** A product with several sizes that belongs to a product set (the size guide and the sets section show). */
export const productInASet = async (request: APIRequestContext): Promise<Details> => {
  for (const tile of await tiles(request)) {
    const product = await details(request, tile.id)
    if ((product.productSetIds?.length ?? 0) > 0 && product.sizes.length > 1) return product
  }
  throw new Error('no product with sizes in a product set')
}
