// Builds the seeded content pages of every site (brand × locale) from the category tree: home,
// footer, the error-4xx and cart augmented pages, the menu, the level-1 category pages and the
// shared category and product content (slug `default`); personalised sections from ./personalisedContent.ts. The
// bodies follow src/contract/schemas/content.ts exactly; they are stored as JSON in content_pages.
import type { CanvasPage, MenuResponse, Section } from '../../src/contract/schemas/content.ts'
import { BRANDS, LOCALES, LOCALE_INFO, siteIdOf, type Brand, type Locale } from '../../src/contract/site/sites.ts'
import { categoryPath } from '../../src/contract/site/routeRules.ts'
import type { CategoryRow, ProductRow } from './generate.ts'
import { categoryPersonalisedSections, homePersonalisedSections, productPersonalisedSections, type PersonalisedContentInput } from './personalisedContent.ts'
import { categoryImage, heroImage } from '../media/imageRefs.ts'
import { SHIPPING, formatMinor } from '../commerce/shopRules.ts'
import { STRINGS, type ContentStrings } from './contentStrings.ts'

export interface ContentRow {
  site_id: string
  kind: string
  slug: string
  body: CanvasPage | MenuResponse
}

const CARD_KEYS = ['men-jackets', 'women-jackets', 'women-hiking-boots', 'tents', 'daypacks', 'kids'] as const

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const buildSite = (brand: Brand, locale: Locale, categories: ReadonlyArray<CategoryRow>, products: ReadonlyArray<Pick<ProductRow, 'id' | 'brand' | 'category_id'>>): ContentRow[] => {
  const siteId = siteIdOf(brand, locale)
  const language = LOCALE_INFO[locale].language
  const s: ContentStrings = STRINGS[language]
  const own = categories.filter((c) => c.brand === brand)
  const byKey = (key: string): CategoryRow => {
    const found = own.find((c) => c.key === key)
    if (!found) throw new Error(`no category ${key} for ${brand}`)
    return found
  }
  const url = (c: CategoryRow) => categoryPath(locale, c.slugs[language], c.id)
  const amount = formatMinor(SHIPPING[LOCALE_INFO[locale].currency].freeFrom, locale)
  const freeDelivery = s.freeDelivery.replace('{amount}', amount)
  const page = (kind: string, slug: string, title: string, sections: Section[], description?: string): ContentRow => ({
    site_id: siteId,
    kind,
    slug,
    body: { id: `${siteId}:${kind}:${slug}`, siteId, page: slug, title, ...(description ? { description } : {}), sections },
  })
  const cardsOf = (keys: ReadonlyArray<string>, title: (c: CategoryRow) => string): Array<{ title: string; url: string; image: ReturnType<typeof categoryImage> }> =>
    keys.map((key) => {
      const c = byKey(key)
      return { title: title(c), url: url(c), image: categoryImage(c.id, title(c)) }
    })

  const jacketCategoryIds = own.filter((c) => c.key.endsWith('-jackets')).map((c) => c.id)
  const personalised: PersonalisedContentInput = {
    siteId,
    brand,
    locale,
    language,
    freeDeliveryAmount: amount,
    // The brand story is the baseline of the home page's story experience.
    story: { type: 'richText', id: `${siteId}-home-story`, name: 'Home brand story', html: `<h2>${escapeHtml(s.storyTitle[brand])}</h2><p>${escapeHtml(s.storyText[brand])}</p>` },
    jacketCategoryIds,
    staffPickIds: products.filter((p) => p.brand === brand && jacketCategoryIds.includes(p.category_id)).map((p) => p.id).sort().slice(0, 3),
  }

  const homeP13n = homePersonalisedSections(personalised)
  const home = page(
    'page',
    'home',
    `${s.storyTitle[brand]}`,
    [
      {
        type: 'promoBar',
        id: `${siteId}-home-promo`,
        name: 'Home promo bar',
        messages: [{ text: freeDelivery }, { text: s.newSeason, link: { text: s.shopNow, url: url(byKey('women-jackets')) } }, { text: s.freeReturns }],
      },
      {
        type: 'hero',
        id: `${siteId}-home-hero`,
        name: 'Home hero',
        eyebrowText: s.heroEyebrow,
        title: s.heroTitle[brand],
        subtitle: s.heroSubtitle[brand],
        media: heroImage(`${brand}-home`, s.heroAlt[brand]),
        gradientStyle: 'focused',
        targets: [
          { text: s.shopMen, url: url(byKey('men')), style: 'primary' },
          { text: s.shopWomen, url: url(byKey('women')), style: 'secondary' },
        ],
      },
      {
        type: 'categoryCards',
        id: `${siteId}-home-categories`,
        name: 'Home category cards',
        title: s.shopByCategory,
        cards: cardsOf(CARD_KEYS, (c) => s.cards[c.key as (typeof CARD_KEYS)[number]]),
      },
      homeP13n.segmentation,
      homeP13n.recommendations,
      { type: 'productRecommendations', id: `${siteId}-home-bestsellers`, name: 'Home bestsellers', title: s.bestsellers, limit: 12 },
      {
        type: 'productRecommendations',
        id: `${siteId}-home-jackets`,
        name: 'Home jackets',
        title: s.jacketsForecast,
        categoryId: byKey(brand === 'summit' ? 'men-jackets' : 'women-jackets').id,
        limit: 12,
      },
      homeP13n.story,
    ],
    s.heroSubtitle[brand],
  )

  const tops = own.filter((c) => c.level === 1).sort((a, b) => a.position - b.position)
  const notFound = page('augmentedpage', 'error-4xx', s.notFoundTitle, [
    {
      type: 'richText',
      id: `${siteId}-error-4xx-text`,
      name: 'Not found text',
      html: `<p>${escapeHtml(s.notFoundText)}</p><p><a href="/${locale}">${escapeHtml(s.backHome)}</a></p>`,
    },
    {
      type: 'categoryCards',
      id: `${siteId}-error-4xx-categories`,
      name: 'Not found category cards',
      title: s.popularCategories,
      cards: cardsOf(
        tops.map((c) => c.key),
        (c) => c.names[language],
      ),
    },
  ])

  const cart = page('augmentedpage', 'cart', s.cartTitle, [
    { type: 'promoBar', id: `${siteId}-cart-promo`, name: 'Cart promo bar', messages: [{ text: freeDelivery }, { text: s.freeReturns }] },
  ])

  const footerLinks = tops.map((c) => `<li><a href="${url(c)}">${escapeHtml(c.names[language])}</a></li>`).join('')
  const footer = page('footer', 'footer', s.footerTitle, [
    { type: 'richText', id: `${siteId}-footer-shop`, name: 'Footer shop links', html: `<h2>${escapeHtml(s.footerShop)}</h2><ul>${footerLinks}</ul>` },
    {
      type: 'richText',
      id: `${siteId}-footer-help`,
      name: 'Footer help',
      html: `<h2>${escapeHtml(s.footerHelp)}</h2><ul><li>${escapeHtml(freeDelivery)}</li><li>${escapeHtml(s.freeReturns)}</li></ul>`,
    },
    { type: 'richText', id: `${siteId}-footer-about`, name: 'Footer about', html: `<p>${escapeHtml(s.footerAbout[brand])}</p>` },
  ])

  const menu: ContentRow = {
    site_id: siteId,
    kind: 'menu',
    slug: 'menu',
    body: {
      siteId,
      items: tops.map((top) => ({
        id: top.id,
        title: top.names[language],
        url: url(top),
        children: own
          .filter((c) => c.level === 3 && own.find((g) => g.id === c.parent_id)?.parent_id === top.id)
          .sort((a, b) => (own.find((g) => g.id === a.parent_id)?.position ?? 0) - (own.find((g) => g.id === b.parent_id)?.position ?? 0) || a.position - b.position)
          .map((leaf) => ({ id: leaf.id, title: leaf.names[language], url: url(leaf) })),
      })),
    },
  }

  const categoryPages = tops.map((top) =>
    page('category', top.id, top.names[language], [
      { type: 'promoBar', id: `${siteId}-category-${top.id}-promo`, name: `${top.names.en} promo bar`, messages: [{ text: s.categoryPromo.replace('{amount}', amount) }, { text: s.freeReturns }] },
      ...categoryPersonalisedSections(personalised, top.id),
    ]),
  )
  // Categories without their own content, and every product page, get the site's shared content.
  const categoryDefault = page('category', 'default', '', categoryPersonalisedSections(personalised, 'default'))
  const productDefault = page('product', 'default', '', productPersonalisedSections(personalised))

  return [home, notFound, cart, footer, menu, ...categoryPages, categoryDefault, productDefault]
}

/** Every site's pages. */
export const buildContentPages = (categories: ReadonlyArray<CategoryRow>, products: ReadonlyArray<Pick<ProductRow, 'id' | 'brand' | 'category_id'>> = []): ContentRow[] =>
  BRANDS.flatMap((brand) => LOCALES.flatMap((locale) => buildSite(brand, locale, categories, products)))
