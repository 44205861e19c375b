// sitemap.xml and robots.txt for every brand and locale, answered by the server entry (src/server.ts):
//   /robots.txt                 what crawlers may fetch, and where the sitemap is
//   /sitemap.xml                a sitemap index: one sitemap per locale of the brand (split every 50,000 URLs)
//   /sitemaps/{locale}-{n}.xml  the home page, every category and every product of that locale
// The URLs come from the product and content services through the API client (the menu's root
// categories, their subcategories and the catalogue's pages), on the brand's public origin. A locale's
// list is kept for an hour (then rebuilt on the next request, the old one served meanwhile): crawlers
// fetch it rarely, and a large catalogue takes many catalogue pages to list.
import { CATEGORY_ID } from '../contract/site/routeRules'
import { requestPromise } from '../api/client'
import { LOCALES, isLocale, type Brand, type Locale } from '../contract/site/sites'
import { decodeMenu } from '../contract/schemas/blocks/decodeMenu'

/** The sitemap protocol's limit per file. */
export const URLS_PER_SITEMAP = 50_000
const CATALOGUE_PAGE = 96
const KEEP_MS = 60 * 60 * 1000

const xmlEscape = (value: string): string =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string)

const xml = (body: string) => new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } })

export const robotsTxt = async (origin: string): Promise<Response> =>
  new Response(['User-agent: *', 'Disallow: /api/', 'Disallow: /fapi/', 'Disallow: /_serverFn/', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })

/** Every page path of one locale worth indexing: home, categories (breadth first), products (each once). */
export const localePaths = async (brand: Brand, locale: Locale): Promise<string[]> => {
  const site = { brand, locale }
  const menu = decodeMenu(await requestPromise('contentMenu', { site }))
  const paths = new Set<string>([`/${locale}`])
  const products = new Set<string>()
  // Level-1 categories are walked; other menu items (content pages such as the journal) are listed as they are.
  for (const item of menu.items) if (!CATEGORY_ID.test(item.id) && item.url.startsWith(`/${locale}/`)) paths.add(item.url)
  const queue = menu.items.map((item) => item.id).filter((id) => CATEGORY_ID.test(id))
  const seen = new Set<string>()
  while (queue.length > 0) {
    const categoryId = queue.shift() as string
    if (seen.has(categoryId)) continue
    seen.add(categoryId)
    let start = 0
    for (;;) {
      const page = await requestPromise('catalog', { site, query: { categoryId, start, count: CATALOGUE_PAGE } })
      if (start === 0) {
        paths.add(page.category.url)
        queue.push(...page.category.children.map((child) => child.id))
      }
      for (const tile of page.products) products.add(tile.url)
      start += page.count
      if (page.count === 0 || start >= page.total) break
    }
  }
  return [...paths, ...products]
}

interface Kept {
  at: number
  paths: Promise<string[]>
  rebuilding: boolean
}
const kept = new Map<string, Kept>()

/**
 * A locale's paths, kept for an hour; after that the kept list still answers while one rebuild runs,
 * and is replaced when it succeeds. A first build that fails is forgotten, so the next request retries.
 */
const pathsOf = (brand: Brand, locale: Locale, now = Date.now()): Promise<string[]> => {
  const key = `${brand}/${locale}`
  const entry = kept.get(key)
  if (entry && (now - entry.at < KEEP_MS || entry.rebuilding)) return entry.paths
  const build = localePaths(brand, locale)
  if (!entry) {
    kept.set(key, { at: now, paths: build, rebuilding: false })
    build.catch(() => kept.delete(key))
    return build
  }
  entry.rebuilding = true
  build.then(
    () => kept.set(key, { at: Date.now(), paths: build, rebuilding: false }),
    () => void (entry.rebuilding = false),
  )
  return entry.paths
}

export const sitemapIndex = async (brand: Brand, origin: string): Promise<Response> => {
  const files: string[] = []
  for (const locale of LOCALES) {
    const count = Math.max(1, Math.ceil((await pathsOf(brand, locale)).length / URLS_PER_SITEMAP))
    for (let n = 1; n <= count; n++) files.push(`${origin}/sitemaps/${locale}-${n}.xml`)
  }
  const entries = files.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n')
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>`)
}

const SITEMAP_FILE = /^\/sitemaps\/([a-z]{2}-[a-z]{2})-([1-9][0-9]{0,3})\.xml$/

export const isSitemapPath = (pathname: string): boolean => pathname === '/sitemap.xml' || SITEMAP_FILE.test(pathname)

/** One locale's sitemap file, or undefined (a 404) for a locale or part that does not exist. */
export const sitemapFile = async (brand: Brand, origin: string, pathname: string): Promise<Response | undefined> => {
  const match = SITEMAP_FILE.exec(pathname)
  const locale = match?.[1] ?? ''
  if (!match || !isLocale(locale)) return undefined
  const part = Number(match[2])
  const paths = (await pathsOf(brand, locale)).slice((part - 1) * URLS_PER_SITEMAP, part * URLS_PER_SITEMAP)
  if (paths.length === 0 && part > 1) return undefined
  const entries = paths.map((path) => `  <url><loc>${xmlEscape(origin + path)}</loc></url>`).join('\n')
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>`)
}
