// What a block reads from the page it is on (spec 002 section 2: "blocks read the current path to
// pick out a product identifier or a category identifier"): the product or category id of the
// path, and the URL's query (the article grid's tags). Route loaders pass the same to prefetches.
import { useRouterState } from '@tanstack/react-router'
import { CATEGORY_ID, PRODUCT_ID, splitSlugId } from '../contract/site/routeRules'

export interface PageContext {
  readonly pathname?: string
  readonly productId?: string
  readonly categoryId?: string
  /** The page's query, as the router parsed it. */
  readonly search?: Readonly<Record<string, unknown>>
}

/** The product id of /{locale}/p/{slug}-{id}, the category id of /{locale}/c/{slug}-{id}. */
export const pageContextOf = (pathname: string, search?: Readonly<Record<string, unknown>>): PageContext => {
  const [, , kind, slugId] = pathname.split('/')
  const id = slugId ? splitSlugId(slugId).id : ''
  return {
    pathname,
    ...(kind === 'p' && PRODUCT_ID.test(id) ? { productId: id } : {}),
    ...(kind === 'c' && CATEGORY_ID.test(id) ? { categoryId: id } : {}),
    ...(search ? { search } : {}),
  }
}

/** The page context of the current location (re-renders when the path or query changes). */
export const usePageContext = (): PageContext => {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  return pageContextOf(pathname, search)
}
