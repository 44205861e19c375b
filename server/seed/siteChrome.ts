// The content every page of a site shows around its own: the mega menu (three levels from the
// category tree, a featured column, a banner, visual selectors, "Shop all" overrides, an icon item
// for the journal) and the footer (help pages and the store locator, the shop's categories, inspiration, the country and
// language with the location selector, the legal line). Bodies follow src/contract/schemas/content.ts.
import type { CanvasPage, MenuLevel1, MenuResponse } from '../../src/contract/schemas/content.ts'
import { categoryPath, contentPath } from '../../src/contract/site/routeRules.ts'
import { BRAND_INFO, LOCALE_INFO, siteIdOf, type Brand, type Locale, type LocaleInfo } from '../../src/contract/site/sites.ts'
import { categoryImage, heroImage } from '../media/imageRefs.ts'
import type { CategoryRow } from './generate.ts'

type Language = LocaleInfo['language']
type Words = Record<Language, string>
const w = (en: string, fr: string, de: string): Words => ({ en, fr, de })

const T = {
  newIn: w('New this season', 'Nouveautés de la saison', 'Neu in dieser Saison'),
  bannerMen: w('Layers for the long way up', 'Des couches pour les longues ascensions', 'Schichten für lange Aufstiege'),
  shopBy: w('Shop by activity', 'Acheter par activité', 'Nach Aktivität einkaufen'),
  kidsAll: w('Everything for kids', 'Tout pour les enfants', 'Alles für Kinder'),
  journal: w('Journal', 'Journal', 'Journal'),
  help: w('Help', 'Aide', 'Hilfe'),
  shop: w('Shop', 'Boutique', 'Shop'),
  inspiration: w('Inspiration', 'Inspiration', 'Inspiration'),
  guide: w('Outdoor guide', 'Guide outdoor', 'Outdoor-Ratgeber'),
  region: w('Country and language', 'Pays et langue', 'Land und Sprache'),
  changeLocation: w('Change country or language', 'Changer de pays ou de langue', 'Land oder Sprache ändern'),
  shipping: w('Shipping', 'Livraison', 'Versand'),
  returns: w('Returns and exchanges', 'Retours et échanges', 'Rückgabe und Umtausch'),
  terms: w('Terms of sale', 'Conditions générales de vente', 'AGB'),
  privacy: w('Privacy', 'Confidentialité', 'Datenschutz'),
  sizeGuide: w('Size guide', 'Guide des tailles', 'Größentabelle'),
  stores: w('Find a store', 'Trouver un magasin', 'Filiale finden'),
  trackOrder: w('Track an order', 'Suivre une commande', 'Bestellung verfolgen'),
  rights: w('All rights reserved.', 'Tous droits réservés.', 'Alle Rechte vorbehalten.'),
  footer: w('Footer', 'Pied de page', 'Fußzeile'),
}

export interface ChromeRow {
  site_id: string
  kind: string
  slug: string
  body: CanvasPage | MenuResponse
}

export const buildChrome = (brand: Brand, locale: Locale, categories: ReadonlyArray<CategoryRow>): ChromeRow[] => {
  const siteId = siteIdOf(brand, locale)
  const language = LOCALE_INFO[locale].language
  const own = categories.filter((c) => c.brand === brand)
  const url = (c: CategoryRow) => categoryPath(locale, c.slugs[language], c.id)
  const childrenOf = (parent: CategoryRow) => own.filter((c) => c.parent_id === parent.id).sort((a, b) => a.position - b.position)
  const tops = own.filter((c) => c.level === 1).sort((a, b) => a.position - b.position)
  const item = (c: CategoryRow) => ({ id: c.id, title: c.names[language], url: url(c) })

  const level1 = (top: CategoryRow, index: number): MenuLevel1 => {
    const columns = childrenOf(top).map((group, i) => ({ ...item(group), menuStyle: i === 0 ? ('featured' as const) : ('default' as const), children: childrenOf(group).map(item) }))
    const leaves = columns.flatMap((column) => column.children)
    return {
      ...item(top),
      columns,
      // The first item carries a banner, the second visual selectors, the third its own "Shop all"; the last hides it on wide screens.
      ...(index === 0 ? { menuBanner: { media: heroImage(`${brand}-menu-${top.key}`, T.bannerMen[language]), eyebrowText: T.newIn[language], title: T.bannerMen[language], url: url(top) } } : {}),
      ...(index === 1
        ? {
            visualSelectorsTitle: T.shopBy[language],
            visualSelectors: leaves.slice(0, 5).map((leaf) => ({ id: `vs-${leaf.id}`, title: leaf.title, url: leaf.url, mediaObject: { url: categoryImage(leaf.id, leaf.title).src, alt: leaf.title, seoTitle: leaf.title } })),
          }
        : {}),
      ...(index === 2 ? { overrideShopAll: { text: T.kidsAll[language] } } : {}),
      ...(index === tops.length - 1 ? { hideShopAll: { lg: true } } : {}),
    }
  }

  const menu: MenuResponse = {
    siteId,
    trigger: 'hover',
    items: [...tops.map(level1), { id: 'journal', title: T.journal[language], url: contentPath(locale, 'journal'), menuIcon: 'leaf', titleVisibility: 'title+icon', columns: [] }],
  }

  const page = (slug: string) => `/${locale}/pages/${slug}`
  const footer: CanvasPage = {
    id: `${siteId}:footer:footer`,
    siteId,
    page: 'footer',
    title: T.footer[language],
    sections: [
      {
        type: 'footerItems',
        id: `${siteId}-footer-items`,
        name: 'Footer items',
        columns: [
          {
            title: T.help[language],
            links: [
              { text: T.shipping[language], url: page('shipping') },
              { text: T.returns[language], url: page('returns') },
              { text: T.terms[language], url: page('terms') },
              { text: T.privacy[language], url: page('privacy') },
              { text: T.sizeGuide[language], url: '#modal-size-guide' },
              { text: T.stores[language], url: `/${locale}/stores` },
              { text: T.trackOrder[language], url: `/${locale}/track-order` },
            ],
          },
          { title: T.shop[language], links: tops.map((top) => ({ text: top.names[language], url: url(top) })) },
          { title: T.inspiration[language], links: [{ text: T.journal[language], url: contentPath(locale, 'journal') }, { text: T.guide[language], url: contentPath(locale, 'outdoor-guide') }] },
        ],
        locale: { title: T.region[language], link: { text: T.changeLocation[language], url: `/${locale}/location-selector` } },
        legal: `© ${BRAND_INFO[brand].name}. ${T.rights[language]}`,
      },
    ],
  }

  return [
    { site_id: siteId, kind: 'menu', slug: 'menu', body: menu },
    { site_id: siteId, kind: 'footer', slug: 'footer', body: footer },
  ]
}
