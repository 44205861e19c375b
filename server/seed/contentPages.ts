// Builds the seeded content of every site (brand × locale) from the category tree: the home page,
// the error-4xx, cart and search augmented pages, the level-1 category pages and the default content
// of other categories and of product pages, with the menu and footer (./siteChrome.ts), the outdoor
// guide, its fragments and the pop-ups (./blockShowcase.ts), the articles (./articles.ts) and the
// personalised sections (./personalisedContent.ts: experiences, segmentation, filter-by). The
// bodies follow src/contract/schemas/content.ts exactly; they are stored as JSON in content_pages.
import type { CanvasPage, MenuResponse, Popup, Section } from '../../src/contract/schemas/content.ts'
import { BRANDS, LOCALES, LOCALE_INFO, siteIdOf, type Brand, type Locale } from '../../src/contract/site/sites.ts'
import { categoryPath, contentPath } from '../../src/contract/site/routeRules.ts'
import type { CategoryRow, ColourRow, ProductRow } from './generate.ts'
import { categoryPersonalisedSections, homePersonalisedSections, productPersonalisedSections, type PersonalisedContentInput } from './personalisedContent.ts'
import { categoryImage, heroImage } from '../media/imageRefs.ts'
import { SHIPPING, formatMinor } from '../commerce/shopRules.ts'
import { buildArticlePages } from './articles.ts'
import { buildShowcase } from './blockShowcase.ts'
import { STRINGS, type ContentStrings } from './contentStrings.ts'
import { buildChrome } from './siteChrome.ts'

export interface ContentRow {
  site_id: string
  kind: string
  slug: string
  body: CanvasPage | MenuResponse | { siteId: string; popups: Popup[] }
}

/** What the seeded content needs of the catalogue. */
export interface ContentCatalogue {
  readonly categories: ReadonlyArray<CategoryRow>
  readonly products: ReadonlyArray<ProductRow>
  readonly colours: ReadonlyArray<ColourRow>
}

const CARD_KEYS = ['men-jackets', 'women-jackets', 'women-hiking-boots', 'tents', 'daypacks', 'kids'] as const

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const buildSite = (brand: Brand, locale: Locale, { categories, products, colours }: ContentCatalogue): ContentRow[] => {
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
        autorotateTime: 5,
        closable: true,
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
        type: 'benefitBar',
        id: `${siteId}-home-benefit`,
        name: 'Home member benefit',
        title: s.memberBenefit,
        subtitle: s.memberBenefitText,
        targets: [{ text: s.join, url: `/${locale}/sign-in`, style: 'link' }],
        infoIcon: { text: s.memberBenefitInfo },
        showCloseButton: true,
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
      {
        type: 'iconText',
        id: `${siteId}-home-reasons`,
        name: 'Home reasons',
        title: s.whyUs,
        variant: 'icon-above-text',
        iconSize: 'medium',
        items: [
          { icon: { name: 'truck' }, richText: s.reasons[0] },
          { icon: { name: 'return' }, richText: s.reasons[1] },
          { icon: { name: 'shield' }, richText: s.reasons[2] },
        ],
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

  const categoryPages = tops.map((top) =>
    page('category', top.id, top.names[language], [
      {
        type: 'promoBar',
        id: `${siteId}-category-${top.id}-promo`,
        name: `${top.names.en} promo bar`,
        messages: [{ text: s.categoryPromo.replace('{amount}', amount) }, { text: s.freeReturns }, { text: s.newSeason, link: { text: s.shopNow, url: url(byKey('women-jackets')) } }],
        autorotateTime: 6,
        closable: true,
      },
      {
        type: 'secondaryNav',
        id: `${siteId}-category-${top.id}-nav`,
        name: `${top.names.en} sections`,
        title: top.names[language],
        targets: own.filter((c) => c.parent_id === top.id).sort((a, b) => a.position - b.position).map((c) => ({ text: c.names[language], url: url(c) })),
        alignment: 'left',
      },
      ...categoryPersonalisedSections(personalised, top.id),
    ]),
  )
  // Every other category: a slim banner, customer photos and more from the category; every product
  // page: the upsell (the product page has its own customer photos and recommendations). The page's
  // product and category come from the path.
  const categoryDefault = page('category', 'default', s.shopByCategory, [
    { type: 'espot', id: `${siteId}-category-espot`, name: 'Category espot', fragmentId: 'spring-sale' },
    { type: 'photoGallery', id: `${siteId}-category-gallery`, name: 'Category customer photos', containerId: 'category-gallery', filter: { categoryId: '{category}' }, limit: 4 },
    { type: 'productRecommendations', id: `${siteId}-category-recs`, name: 'Category recommendations', title: s.alsoLike, fromPage: true, limit: 6, variant: '3-cards' },
    ...categoryPersonalisedSections(personalised, 'default'),
  ])
  const productDefault = page('product', 'default', s.bestsellers, [
    { type: 'upsell', id: `${siteId}-product-upsell`, name: 'Product upsell', title: s.completeLook, stackedCount: 3 },
    ...productPersonalisedSections(personalised),
  ])
  const search = page('augmentedpage', 'search', s.searchTitle, [
    { type: 'banner', id: `${siteId}-search-banner`, name: 'Search banner', variant: 'thin', title: s.searchBanner, targets: [{ text: s.journal, url: contentPath(locale, 'journal'), style: 'link' }] },
  ])

  return [
    home,
    notFound,
    cart,
    search,
    categoryDefault,
    productDefault,
    ...categoryPages,
    ...buildChrome(brand, locale, categories),
    ...buildShowcase(brand, locale, categories, products, colours),
  ]
}

/** Every site's content. */
export const buildContentPages = (catalogue: ContentCatalogue): ContentRow[] => [
  ...BRANDS.flatMap((brand) => LOCALES.flatMap((locale) => buildSite(brand, locale, catalogue))),
  ...buildArticlePages(),
]
