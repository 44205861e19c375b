// Route id rules from the commerce spec: category id 4–10 digits, product id 8–11 uppercase alphanumerics.
export const CATEGORY_ID = /^[0-9]{4,10}$/
export const PRODUCT_ID = /^[A-Z0-9]{8,11}$/
export const STYLE_ID = /^[A-Z0-9]{8}$/
/** A static page name (/{locale}/pages/{name}, /fapi/pages/{page}): lowercase words joined by dashes. */
export const STATIC_PAGE_NAME = /^[a-z][a-z0-9-]{0,47}$/

/** Splits `{slug}-{id}` at the last dash. */
export const splitSlugId = (slugId: string): { slug: string; id: string } => {
  const dash = slugId.lastIndexOf('-')
  return dash < 0 ? { slug: '', id: slugId } : { slug: slugId.slice(0, dash), id: slugId.slice(dash + 1) }
}

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const categoryPath = (locale: string, slug: string, id: string) => `/${locale}/c/${slug}-${id}`
export const productPath = (locale: string, slug: string, id: string) => `/${locale}/p/${slug}-${id}`
export const articlePath = (locale: string, slug: string) => `/${locale}/articles/${slug}`
/** The content page of an article: GET …/page/{siteId}/article-{slug}. */
export const articlePageSlug = (slug: string) => `article-${slug}`
export const searchPath = (locale: string) => `/${locale}/search`
/** A content-managed page (GET …/page/{siteId}/{page}) at /{locale}/content/{page}. */
export const contentPath = (locale: string, page: string) => `/${locale}/content/${page}`
/** An article's slug or a content page's name: lowercase words joined by dashes. */
export const CONTENT_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/

/** Page types of the spec ("the path is classified into a page type"), for measures and personalisation. */
export type PageType = 'home' | 'category' | 'product' | 'search' | 'cart' | 'checkout' | 'account' | 'orderConfirmation' | 'content' | 'other'

const PAGE_TYPE_OF_SEGMENT: Readonly<Record<string, PageType>> = {
  c: 'category',
  p: 'product',
  search: 'search',
  cart: 'cart',
  checkout: 'checkout',
  account: 'account',
  'sign-in': 'account',
  'order-confirmation': 'orderConfirmation',
  pages: 'content',
  content: 'content',
  articles: 'content',
}

/** The page type of a storefront path (`/{locale}/...`). */
export const pageTypeOf = (pathname: string): PageType => {
  const [, locale, second] = pathname.split('/')
  if (!locale) return 'other'
  if (second === undefined || second === '') return 'home'
  return PAGE_TYPE_OF_SEGMENT[second] ?? 'other'
}
