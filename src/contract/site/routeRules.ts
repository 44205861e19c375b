// Route id rules from the commerce spec: category id 4–10 digits, product id 8–11 uppercase alphanumerics.
export const CATEGORY_ID = /^[0-9]{4,10}$/
export const PRODUCT_ID = /^[A-Z0-9]{8,11}$/
export const STYLE_ID = /^[A-Z0-9]{8}$/

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
