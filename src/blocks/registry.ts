// The block registry: content type → schema, component and optional prefetch. A section is decoded by
// its block's schema before it renders (an unknown type or a malformed section is skipped with a
// warning); route loaders warm block data during SSR through `prefetchBlocks`.
import type { QueryClient } from '@tanstack/react-query'
import { Result, Schema } from 'effect'
import type { ComponentType } from 'react'
import { recommendationsQuery, type Site } from '../api/queries'
import { CategoryCardsSection, HeroSection, ProductRecommendationsSection, PromoBarSection, RichTextSection, type Section, type SectionType } from '../api/schemas/content'
import { CategoryCardsBlock } from './categoryCards/CategoryCardsBlock'
import { HeroBlock } from './hero/HeroBlock'
import { ProductRecommendationsBlock, recommendationsOf } from './productRecommendations/ProductRecommendationsBlock'
import { PromoBarBlock } from './promoBar/PromoBarBlock'
import { RichTextBlock } from './richText/RichTextBlock'

export interface BlockProps<S extends Section> {
  readonly section: S
  readonly site: Site
  /** Position on the page (0 = first). */
  readonly index: number
  /** Among the first blocks of the page: media load eagerly, the hero's with high fetch priority. */
  readonly aboveFold: boolean
}

export interface BlockDefinition<S extends Section> {
  readonly schema: Schema.Decoder<S>
  readonly component: ComponentType<BlockProps<S>>
  /** Warms the query cache for the block's data (route loaders, during SSR). Must not throw. */
  readonly prefetch?: (section: S, queryClient: QueryClient, site: Site) => Promise<void>
}

export type BlockRegistry = { readonly [T in SectionType]: BlockDefinition<Extract<Section, { type: T }>> }

export const BLOCKS: BlockRegistry = {
  hero: { schema: HeroSection, component: HeroBlock },
  promoBar: { schema: PromoBarSection, component: PromoBarBlock },
  categoryCards: { schema: CategoryCardsSection, component: CategoryCardsBlock },
  productRecommendations: {
    schema: ProductRecommendationsSection,
    component: ProductRecommendationsBlock,
    prefetch: (section, queryClient, site) => queryClient.prefetchQuery(recommendationsQuery(site, recommendationsOf(section))),
  },
  richText: { schema: RichTextSection, component: RichTextBlock },
}

/** How many blocks from the top count as above the fold (a promo bar and a hero, typically). */
export const ABOVE_FOLD_BLOCKS = 2

export const isSectionType = (type: unknown): type is SectionType => typeof type === 'string' && Object.hasOwn(BLOCKS, type)

export interface DecodedBlock {
  readonly section: Section
  readonly definition: BlockDefinition<Section>
}

const describe = (raw: unknown): { type: string; id: string } => {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  return { type: String(record['type']), id: String(record['id']) }
}

/** Decodes one raw section with its block's schema; undefined (with a warning) for an unknown type or a malformed section. */
export const decodeSection = (raw: unknown, registry: BlockRegistry = BLOCKS): DecodedBlock | undefined => {
  const { type, id } = describe(raw)
  if (!isSectionType(type)) {
    console.warn(`content section ${id} of unknown type "${type}" skipped`)
    return undefined
  }
  // The registry is keyed by type, so this definition's schema and component belong together.
  const definition = registry[type] as unknown as BlockDefinition<Section>
  const decoded = Schema.decodeUnknownResult(definition.schema)(raw)
  if (Result.isFailure(decoded)) {
    console.warn(`content section ${type} ${id} is malformed and was skipped: ${decoded.failure.message}`)
    return undefined
  }
  return { section: decoded.success, definition }
}

/** Warms the query cache for every block that fetches data (called by route loaders). Never rejects. */
export const prefetchBlocks = async (sections: ReadonlyArray<unknown>, queryClient: QueryClient, site: Site): Promise<void> => {
  await Promise.all(
    sections.map(async (raw) => {
      const block = decodeSection(raw)
      try {
        await block?.definition.prefetch?.(block.section, queryClient, site)
      } catch (error) {
        console.warn(`prefetch of content section ${block?.section.type} ${block?.section.id} failed`, error)
      }
    }),
  )
}
