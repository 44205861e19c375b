// The block registry: content type → component and optional prefetch, one map keyed by the closed
// union of section types. Sections arrive decoded (./sections.ts, where content is fetched), so
// rendering needs no Schema; route loaders warm block data during SSR through `prefetchBlocks`.
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { recommendationsQuery, type Site } from '../api/queries'
import type { Section, SectionType } from '../contract/schemas/content'
import { CategoryCardsBlock } from './categoryCards/CategoryCardsBlock'
import { HeroBlock } from './hero/HeroBlock'
import { ProductRecommendationsBlock, recommendationsOf } from './productRecommendations/ProductRecommendationsBlock'
import { PromoBarBlock } from './promoBar/PromoBarBlock'
import { RichTextBlock } from './richText/RichTextBlock'
import { allSections } from './containers'
import { lazyBlock } from './lazyBlock'

export interface BlockProps<S extends Section> {
  readonly section: S
  readonly site: Site
  /** Position on the page (0 = first). */
  readonly index: number
  /** Among the first blocks of the page: media load eagerly, the hero's with high fetch priority. */
  readonly aboveFold: boolean
}

export interface BlockDefinition<S extends Section> {
  readonly component: ComponentType<BlockProps<S>>
  /** Warms the query cache for the block's data (route loaders, during SSR). Must not throw. */
  readonly prefetch?: (section: S, queryClient: QueryClient, site: Site) => Promise<void>
}

export type BlockRegistry = { readonly [T in SectionType]: BlockDefinition<Extract<Section, { type: T }>> }

export const BLOCKS: BlockRegistry = {
  hero: { component: HeroBlock },
  promoBar: { component: PromoBarBlock },
  categoryCards: { component: CategoryCardsBlock },
  productRecommendations: {
    component: ProductRecommendationsBlock,
    // Personalised lists come with the decision, after hydration; the others are in the page's HTML.
    prefetch: (section, queryClient, site) => (section.source === 'personalisation' ? Promise.resolve() : queryClient.prefetchQuery(recommendationsQuery(site, recommendationsOf(section)))),
  },
  richText: { component: RichTextBlock },
  // Personalisation's containers load with the first page that has one.
  experience: { component: lazyBlock(() => import('./experience/ExperienceBlock').then((m) => m.ExperienceBlock)) },
  segmentation: { component: lazyBlock(() => import('./segmentation/SegmentationBlock').then((m) => m.SegmentationBlock)) },
  filterBy: { component: lazyBlock(() => import('./filterBy/FilterByBlock').then((m) => m.FilterByBlock)) },
}

/** How many blocks from the top count as above the fold (a promo bar and a hero, typically). */
export const ABOVE_FOLD_BLOCKS = 2

/** The block of a decoded section (undefined only for a type the registry does not know, e.g. data cached by an older build). */
export const blockFor = (section: Section, registry: BlockRegistry = BLOCKS): BlockDefinition<Section> | undefined =>
  // The registry is keyed by type, so this definition's component takes this section.
  Object.hasOwn(registry, section.type) ? (registry[section.type] as unknown as BlockDefinition<Section>) : undefined

/** Warms the query cache for every block that fetches data (called by route loaders). Never rejects. */
export const prefetchBlocks = async (sections: ReadonlyArray<Section>, queryClient: QueryClient, site: Site): Promise<void> => {
  await Promise.all(
    allSections(sections).map(async (section) => {
      try {
        await blockFor(section)?.prefetch?.(section, queryClient, site)
      } catch (error) {
        console.warn(`prefetch of content section ${section.type} ${section.id} failed`, error)
      }
    }),
  )
}
