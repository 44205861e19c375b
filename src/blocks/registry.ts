// The block registry: content type → how to load its component (each block type is a chunk of its
// own, ./blockModules.ts) and an optional prefetch of its data; one map keyed by the closed union of
// section types, so a type without a block is a type error. Sections arrive decoded
// (./sections.ts, where content is fetched), so rendering needs no Schema. Route loaders call
// `prefetchBlocks`: it warms the blocks' data and loads their code (all of it on the server, which
// must render every block; the first blocks in the browser, the rest load near the viewport).
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { recommendationsQuery, type Site } from '../api/queries'
import type { Section, SectionType } from '../contract/schemas/content'
import { loadBlock, type BlockLoader } from './blockModules'
import { articleGridPrefetch, relatedArticlesPrefetch } from './articles/articleQueries'
import { fragmentQuery } from './fragmentQueries'
import { recommendationsOf } from './productRecommendations/recommendationsOf'
import type { PageContext } from './pageContext'
import { upsellPrefetch } from './upsell/upsellQueries'
import { galleryPrefetch } from './photoGallery/galleryQuery'
import { childSectionsOf } from './containers'

export interface BlockProps<S extends Section> {
  readonly section: S
  readonly site: Site
  /** Position on the page (0 = first). */
  readonly index: number
  /** Among the first blocks of the page: media load eagerly, the hero's with high fetch priority. */
  readonly aboveFold: boolean
}

export interface BlockDefinition<S extends Section> {
  /** The block's component, from its own chunk. */
  readonly load: BlockLoader<BlockProps<S>>
  /** Load its code at once even below the fold (a dialog a #modal link may open any time). */
  readonly eager?: boolean
  /**
   * Below the fold, the browser may leave it unrendered while it is off screen (src/ui/offscreen.ts):
   * for blocks with nothing positioned fixed inside and nothing that must overflow them.
   */
  readonly skipOffscreen?: boolean
  /** Warms the query cache for the block's data (route loaders, during SSR). Must not throw. */
  readonly prefetch?: (section: S, queryClient: QueryClient, site: Site, page: PageContext) => Promise<unknown>
}

export type BlockRegistry = { readonly [T in SectionType]: BlockDefinition<Extract<Section, { type: T }>> }

export const BLOCKS: BlockRegistry = {
  hero: { load: () => import('./hero/HeroBlock').then((m) => m.HeroBlock) },
  promoBar: { load: () => import('./promoBar/PromoBarBlock').then((m) => m.PromoBarBlock) },
  categoryCards: { skipOffscreen: true, load: () => import('./categoryCards/CategoryCardsBlock').then((m) => m.CategoryCardsBlock) },
  productRecommendations: {
    skipOffscreen: true,
    load: () => import('./productRecommendations/ProductRecommendationsBlock').then((m) => m.ProductRecommendationsBlock),
    // Personalised lists come with the decision, after hydration; the others are in the page's HTML.
    prefetch: (section, queryClient, site, page) =>
      section.source === 'personalisation' ? Promise.resolve() : queryClient.prefetchQuery(recommendationsQuery(site, recommendationsOf(section, page))),
  },
  richText: { skipOffscreen: true, load: () => import('./richText/RichTextBlock').then((m) => m.RichTextBlock) },
  banner: { skipOffscreen: true, load: () => import('./banner/BannerBlock').then((m) => m.BannerBlock) },
  espot: {
    load: () => import('./espot/EspotBlock').then((m) => m.EspotBlock),
    prefetch: async (section, queryClient, site, page) => {
      const fragment = await queryClient.ensureQueryData(fragmentQuery(site, section.fragmentId))
      await prefetchBlocks(fragment.sections, queryClient, site, page)
    },
  },
  collection: { skipOffscreen: true, load: () => import('./collection/CollectionBlock').then((m) => m.CollectionBlock) },
  verticalList: { skipOffscreen: true, load: () => import('./verticalList/VerticalListBlock').then((m) => m.VerticalListBlock) },
  ctaButtons: { load: () => import('./ctaButtons/CtaButtonsBlock').then((m) => m.CtaButtonsBlock) },
  dialog: { load: () => import('./dialog/DialogBlock').then((m) => m.DialogBlock), eager: true },
  accordion: { load: () => import('./accordion/AccordionBlock').then((m) => m.AccordionBlock) },
  anchor: { load: () => import('./anchor/AnchorBlock').then((m) => m.AnchorBlock) },
  benefitBar: { load: () => import('./benefitBar/BenefitBarBlock').then((m) => m.BenefitBarBlock) },
  footerItems: { load: () => import('./footerItems/FooterItemsBlock').then((m) => m.FooterItemsBlock) },
  upsell: { load: () => import('./upsell/UpsellBlock').then((m) => m.UpsellBlock), prefetch: upsellPrefetch },
  linkedCards: { skipOffscreen: true, load: () => import('./linkedCards/LinkedCardsBlock').then((m) => m.LinkedCardsBlock) },
  iconText: { skipOffscreen: true, load: () => import('./iconText/IconTextBlock').then((m) => m.IconTextBlock) },
  multiLinkCard: { skipOffscreen: true, load: () => import('./multiLinkCard/MultiLinkCardBlock').then((m) => m.MultiLinkCardBlock) },
  secondaryNav: { load: () => import('./secondaryNav/SecondaryNavBlock').then((m) => m.SecondaryNavBlock) },
  spacer: { load: () => import('./spacer/SpacerBlock').then((m) => m.SpacerBlock) },
  photoGallery: { skipOffscreen: true, load: () => import('./photoGallery/PhotoGalleryBlock').then((m) => m.PhotoGalleryBlock), prefetch: galleryPrefetch },
  videoPlayer: { load: () => import('./videoPlayer/VideoPlayerBlock').then((m) => m.VideoPlayerBlock) },
  articlePage: { load: () => import('./articles/ArticlePageBlock').then((m) => m.ArticlePageBlock), prefetch: relatedArticlesPrefetch },
  articleGrid: { skipOffscreen: true, load: () => import('./articles/ArticleGridBlock').then((m) => m.ArticleGridBlock), prefetch: articleGridPrefetch },
  newsletterForm: { load: () => import('./newsletterForm/NewsletterFormBlock').then((m) => m.NewsletterFormBlock) },
  smsSubscription: { load: () => import('./smsSubscription/SmsSubscriptionBlock').then((m) => m.SmsSubscriptionBlock) },
  // Personalisation's containers (./containers.ts): their nested sections' data and code come with them.
  experience: { load: () => import('./experience/ExperienceBlock').then((m) => m.ExperienceBlock), prefetch: prefetchChildren },
  segmentation: { load: () => import('./segmentation/SegmentationBlock').then((m) => m.SegmentationBlock), prefetch: prefetchChildren },
  filterBy: { load: () => import('./filterBy/FilterByBlock').then((m) => m.FilterByBlock), prefetch: prefetchChildren },
}

/** A container's nested sections, prefetched as a page's are (every one: which shows is decided in the browser). */
function prefetchChildren(section: Section, queryClient: QueryClient, site: Site, page: PageContext): Promise<void> {
  return prefetchBlocks(childSectionsOf(section), queryClient, site, page)
}

/** How many blocks from the top count as above the fold (a promo bar and a hero, typically). */
export const ABOVE_FOLD_BLOCKS = 2

/** The block of a decoded section (undefined only for a type the registry does not know, e.g. data cached by an older build). */
export const blockFor = (section: Section, registry: BlockRegistry = BLOCKS): BlockDefinition<Section> | undefined =>
  // The registry is keyed by type, so this definition's component takes this section.
  Object.hasOwn(registry, section.type) ? (registry[section.type] as unknown as BlockDefinition<Section>) : undefined

const isServer = () => typeof window === 'undefined'

/**
 * Warms the query cache for every block that fetches data and loads the blocks' code: every block's
 * on the server (it renders them all), the first ones' in the browser (the rest load when they come
 * near the viewport). Called by route loaders. Never rejects.
 */
export const prefetchBlocks = async (
  sections: ReadonlyArray<Section>,
  queryClient: QueryClient,
  site: Site,
  page: PageContext = {},
  registry: BlockRegistry = BLOCKS,
): Promise<void> => {
  await Promise.all(
    sections.map(async (section, index) => {
      const definition = blockFor(section, registry)
      if (!definition) return
      try {
        await Promise.all([
          definition.prefetch?.(section, queryClient, site, page),
          isServer() || index < ABOVE_FOLD_BLOCKS || definition.eager ? loadBlock(definition.load as BlockLoader<unknown>) : undefined,
        ])
      } catch (error) {
        console.warn(`prefetch of content section ${section.type} ${section.id} failed`, error)
      }
    }),
  )
}

/** Loads the code of every block of these sections (tests render them at once). */
export const loadBlocks = async (sections: ReadonlyArray<Section>, registry: BlockRegistry = BLOCKS): Promise<ReadonlyArray<ComponentType<never> | undefined>> =>
  Promise.all(sections.map((section) => {
    const definition = blockFor(section, registry)
    return definition ? (loadBlock(definition.load as BlockLoader<never>) as Promise<ComponentType<never>>) : undefined
  }))
